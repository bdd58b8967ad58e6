import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../platform/db/database.js';
import { createKeptTotals } from '../../../platform/db/kept-totals.js';
import { registerContentModerationRoutes, type ContentReviewers } from './content-moderation.routes.js';
import { createContentModerationService } from './content-moderation.service.js';
import { createContentModerationsRepository } from './content-moderations.repository.js';
import { createKeywordsRepository } from './keywords.repository.js';
import { registerKeywordRoutes } from './keywords.routes.js';
import { createKeywordsService } from './keywords.service.js';
import { defineModule } from '../../module.js';
import type { ModerationHooks } from './content-moderation.service.js';

export type { ContentReviewer, ContentReviewers } from './content-moderation.routes.js';
export type { ContentFlagger, DecisionStatus, FlaggedField, ModerationHooks, ReviewedContent, SubmittedContent } from './content-moderation.service.js';

/** What the queue needs of the people side: hosts' public summaries. */
export interface ModerationHosts {
  summariesOf(ids: readonly string[]): Promise<{ id: string; username: string | null; fullName: string; avatar: string | null }[]>;
}

/**
 * Content moderation: the keyword list, the flagger submitting services call, and the queue. The
 * reviewers of each content type are given when the routes are registered (they are built after).
 */
export function createContentModeration(deps: { db: Db; hosts: ModerationHosts; log?: { error: (obj: unknown, msg: string) => void } }) {
  const keywords = createKeywordsService({ repo: createKeywordsRepository(deps.db) });
  const moderation = createContentModerationService({
    repo: createContentModerationsRepository(deps.db),
    matcher: keywords.matcher,
    hosts: deps.hosts,
    totals: createKeptTotals(),
    log: deps.log,
  });
  return {
    keywords,
    moderation,
    /** What content types are given: flagging after a submission, and the record of each decision. */
    hooks: moderation.hooks,
    register(app: FastifyInstance, reviewers: ContentReviewers) {
      registerKeywordRoutes(app, { keywords });
      registerContentModerationRoutes(app, { reviewers, moderation });
    },
  };
}

declare module '../../module.js' {
  interface Ports {
    /** Flagging what hosts submit, and the record of each decision (every reviewed content type). */
    moderation: ModerationHooks;
    /** The listed keywords a text holds (the same matcher as the queue's): reviews refuse such a text. */
    moderationKeywords: { keywordsIn(texts: readonly string[]): Promise<string[]> };
  }
}

declare module '../../module.js' {
  interface Services {
    moderation: ReturnType<typeof createContentModeration>;
  }
}

/** Content moderation: its queue's reviewers are the content types' own, contributed by their contexts. */
export const moderationModule = defineModule('moderation', (kit) => {
  const moderation = createContentModeration({ db: kit.db, hosts: kit.use('people'), log: kit.log });
  return {
    provides: {
      moderation: moderation.hooks,
      moderationKeywords: {
        async keywordsIn(texts: readonly string[]) {
          const matcher = await moderation.keywords.matcher();
          return [...new Set(texts.flatMap((text) => matcher.find(text).map((m) => m.keyword)))];
        },
      },
    },
    routes: (app) => moderation.register(app, kit.contributed.reviewers()),
    services: { moderation },
  };
});
