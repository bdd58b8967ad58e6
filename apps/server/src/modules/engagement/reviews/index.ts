import { defineModule, on } from '../../module.js';
import { accountErased } from '../../identity/index.js';
import { createReviewsRepository } from './reviews.repository.js';
import { registerReviewRoutes } from './reviews.routes.js';
import { createReviewsService, type ReviewsService } from './reviews.service.js';

export { reviewSql } from './reviews.repository.js';
export type { ReviewsService } from './reviews.service.js';

declare module '../../module.js' {
  interface Services {
    reviews: ReviewsService;
  }
}

/** Reviews and ratings of what people bought or attended (see reviews.service.ts). */
export const reviewsModule = defineModule('reviews', (kit) => {
  const reviews = createReviewsService({
    db: kit.db,
    repo: createReviewsRepository(kit.db),
    standing: kit.use('reviewStanding'),
    keywords: kit.use('moderationKeywords'),
    people: kit.use('people'),
    learners: kit.use('courseAccess'),
  });
  return {
    routes: (app) => registerReviewRoutes(app, { reviews }),
    subscribers: [on(accountErased, 'reviews.author', ({ userId }) => reviews.forgetAuthor(userId))],
    services: { reviews },
  };
});
