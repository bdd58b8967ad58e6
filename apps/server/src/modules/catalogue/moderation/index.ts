import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../platform/db/database.js';
import { createKeywordsRepository } from './keywords.repository.js';
import { registerKeywordRoutes } from './keywords.routes.js';
import { createKeywordsService } from './keywords.service.js';

export { registerContentModerationRoutes, type ContentReviewer } from './content-moderation.routes.js';

/** Content moderation's keyword list (the matcher other parts flag submitted content with). */
export function createModerationKeywords(deps: { db: Db }) {
  const keywords = createKeywordsService({ repo: createKeywordsRepository(deps.db) });
  return {
    keywords,
    register(app: FastifyInstance) {
      registerKeywordRoutes(app, { keywords });
    },
  };
}
