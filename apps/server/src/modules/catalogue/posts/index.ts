import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../platform/db/database.js';
import { createKeptTotals } from '../../../platform/db/kept-totals.js';
import type { SafeFetchOptions } from '../../../platform/net/safe-fetch.js';
import type { NotificationsService, TellFollowers } from '../../engagement/index.js';
import type { ModerationHooks } from '../moderation/index.js';
import { createPostReview } from './post-review.service.js';
import { registerOpenGraphRoutes } from './open-graph.routes.js';
import { createOpenGraphService } from './open-graph.service.js';
import { createPostsRepository } from './posts.repository.js';
import { registerPostRoutes } from './posts.routes.js';
import { createPostsService, type PostPeople } from './posts.service.js';
import { defineModule, on } from '../../module.js';
import { accountErased } from '../../identity/index.js';
import { publishedPostsCountOf } from './posts.repository.js';

export type { PostPeople, PostsService } from './posts.service.js';
export type { PostStatus } from './post-status.js';
export { publishedPostsCountOf } from './posts.repository.js';

/** Posts (news, projects, blog) and link previews for their editor. */
export function createPosts(deps: {
  db: Db;
  people: PostPeople;
  tellFollowers: TellFollowers;
  /** Told of decisions on posts (their host). */
  notifications: Pick<NotificationsService, 'notify'>;
  /** Content moderation: flags published posts and records each decision on them. */
  moderation?: ModerationHooks;
  /**
   * Link previews: how many per user per minute, and (tests only) the fetcher's resolver, address
   * policy and ports so a local server can play a public site. Production keeps the strict defaults.
   */
  openGraph: { perMinute: number; fetch?: Partial<SafeFetchOptions> | undefined };
  log?: { error: (obj: unknown, msg: string) => void; warn: (obj: unknown, msg: string) => void };
}) {
  const posts = createPostsService({
    db: deps.db,
    repo: createPostsRepository(deps.db),
    people: deps.people,
    totals: createKeptTotals(),
    tellFollowers: deps.tellFollowers,
    flagger: deps.moderation,
    log: deps.log,
  });
  const review = createPostReview({ posts, notifications: deps.notifications, moderation: deps.moderation, log: deps.log });
  const openGraph = createOpenGraphService({ fetch: deps.openGraph.fetch, log: deps.log });
  return {
    posts,
    /** The moderation queue's decisions on posts (POST). */
    review,
    openGraph,
    register(app: FastifyInstance) {
      registerPostRoutes(app, { posts });
      registerOpenGraphRoutes(app, { openGraph, perMinute: deps.openGraph.perMinute });
    },
  };
}
export type Posts = ReturnType<typeof createPosts>;

declare module '../../module.js' {
  interface Services {
    posts: Posts;
  }
}

/** Posts; a username names the author as for academies. */
export const postsModule = defineModule('posts', (kit) => {
  const people = kit.use('people');
  const posts = createPosts({
    db: kit.db,
    people: { summariesOf: people.summariesOf, idOfUsername: people.idOfKey },
    tellFollowers: kit.use('announcements').tellFollowers,
    notifications: kit.use('notifications'),
    moderation: kit.use('moderation'),
    openGraph: { perMinute: kit.config.rateLimitOpenGraphPerMinute, fetch: kit.openGraphFetch },
    log: kit.log,
  });
  return {
    routes: posts.register,
    reviewers: { POST: posts.review },
    profileCounts: { posts: publishedPostsCountOf },
    subscribers: [on(accountErased, 'posts.host', ({ userId }) => posts.posts.forgetHost(userId))],
    pages: [
      {
        pattern: /^\/posts\/([^/]+)\/?$/,
        meta: async ([, slug]) => {
          const post = await posts.posts.bySlug(decodeURIComponent(slug!), null);
          return { title: post.title, description: post.excerpt, image: post.coverImage, type: 'article' };
        },
      },
    ],
    services: { posts },
  };
});
