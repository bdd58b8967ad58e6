import { SEARCH_KINDS } from '@market/contract';
import type { Db } from '../../../platform/db/database.js';
import type { Scheduler } from '../../../platform/tasks/scheduler.js';
import type { IndexedListing } from '../../commerce/index.js';
import type { SearchSource } from '../search/index.js';
import { createCatalogueIndexRepository, LISTED_TYPES } from './catalogue-index.repository.js';
import { rebuildCatalogueIndex, scheduleCatalogueReconciliation } from './reconcile.task.js';

/**
 * The catalogue index (catalogue_entries): what the search box finds and what the public products
 * listing shows, kept by PostgreSQL in the writer's transaction (migration 0033) and reconciled nightly.
 */
export function createCatalogueIndex(deps: {
  db: Db;
  scheduler: Scheduler;
  log: { info(obj: unknown, msg: string): void; warn(obj: unknown, msg: string): void };
}) {
  const repo = createCatalogueIndexRepository(deps.db);
  scheduleCatalogueReconciliation({ scheduler: deps.scheduler, repo, log: deps.log });
  const search: SearchSource = { kinds: SEARCH_KINDS, find: (words, kinds, limit) => repo.search(words, kinds, limit) };
  const listing: IndexedListing = { types: LISTED_TYPES, list: (query) => repo.list(query) };
  return { search, listing, rebuild: () => rebuildCatalogueIndex(deps.db, repo) };
}
export type CatalogueIndex = ReturnType<typeof createCatalogueIndex>;
