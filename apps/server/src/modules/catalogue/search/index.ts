import type { FastifyInstance } from 'fastify';
import { defineModule } from '../../module.js';
import { registerSearchRoutes } from './search.routes.js';
import { createSearchService, type SearchSource } from './search.service.js';

export type { SearchSource } from './search.service.js';

/** The one search box: every source a part of the product registers (the catalogue index first), asked together. */
export function createSearch(sources: readonly SearchSource[], memberOnly?: Parameters<typeof createSearchService>[1]) {
  const search = createSearchService(sources, memberOnly);
  return {
    search,
    register(app: FastifyInstance) {
      registerSearchRoutes(app, { search });
    },
  };
}

/** The search box over the sources every context contributes (the catalogue index's, and a later context's own). */
export const searchModule = defineModule('search', (kit) => ({
  // A combo holding a member-only tier is sold to members only (the memberships context's rule): its hit says so.
  routes: (app) => createSearch(kit.contributed.searchSources(), (refs) => kit.use('memberTiers').memberOnlyAmong(refs)).register(app),
}));
