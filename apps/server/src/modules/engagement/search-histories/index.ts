import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../platform/db/database.js';
import { createSearchHistoriesRepository } from './search-histories.repository.js';
import { registerSearchHistoryRoutes } from './search-histories.routes.js';
import { createSearchHistoriesService } from './search-histories.service.js';

export function createSearchHistories(deps: { db: Db }) {
  const searchHistories = createSearchHistoriesService({ repo: createSearchHistoriesRepository(deps.db) });
  return {
    searchHistories,
    register(app: FastifyInstance) {
      registerSearchHistoryRoutes(app, { searchHistories });
    },
  };
}
