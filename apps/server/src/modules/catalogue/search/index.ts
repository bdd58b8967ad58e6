import type { FastifyInstance } from 'fastify';
import { defineModule } from '../../module.js';
import { registerSearchRoutes } from './search.routes.js';
import { createSearchService, type SearchSource } from './search.service.js';

export type { SearchSource } from './search.service.js';

/** The one search box: every source a part of the product registers (the catalogue index first), asked together. */
export function createSearch(sources: readonly SearchSource[]) {
  const search = createSearchService(sources);
  return {
    search,
    register(app: FastifyInstance) {
      registerSearchRoutes(app, { search });
    },
  };
}

/** The search box over the sources every context contributes (the catalogue index's, and a later context's own). */
export const searchModule = defineModule('search', (kit) => ({
  routes: (app) => createSearch(kit.contributed.searchSources()).register(app),
}));
