import { SEARCH_KINDS } from '@market/contract';
import type { FastifyInstance } from 'fastify';
import { defineModule } from '../../module.js';
import { registerSearchRoutes } from './search.routes.js';
import { createSearchService, type SearchSource } from './search.service.js';

export type { SearchSource } from './search.service.js';

/** The one search box: every source a part of the product registers, asked together. */
export function createSearch(sources: readonly SearchSource[]) {
  const search = createSearchService(sources);
  return {
    search,
    register(app: FastifyInstance) {
      registerSearchRoutes(app, { search });
    },
  };
}

/** The search box over what every context contributes, a group per kind in the contract's order of kinds. */
export const searchModule = defineModule('search', (kit) => ({
  routes(app) {
    const rank = (source: SearchSource) => SEARCH_KINDS.indexOf(source.kind);
    createSearch([...kit.contributed.searchSources()].sort((a, b) => rank(a) - rank(b))).register(app);
  },
}));
