import type { Db } from '../../../platform/db/database.js';
import type { Scheduler } from '../../../platform/tasks/scheduler.js';
import type { IndexedListing } from '../../commerce/index.js';
import type { SearchSource } from '../search/index.js';
import { createCatalogueIndexRepository, LISTED_TYPES, SEARCHED_KINDS } from './catalogue-index.repository.js';
import { rebuildCatalogueIndex, scheduleCatalogueReconciliation } from './reconcile.task.js';
import { defineModule } from '../../module.js';

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
  const search: SearchSource = { kinds: SEARCHED_KINDS, find: (words, kinds, limit) => repo.search(words, kinds, limit) };
  const listing: IndexedListing = { types: () => LISTED_TYPES, list: (query) => repo.list(query) };
  return { search, listing, rebuild: () => rebuildCatalogueIndex(deps.db, repo) };
}
export type CatalogueIndex = ReturnType<typeof createCatalogueIndex>;

declare module '../../module.js' {
  interface Ports {
    /** What the public products listing reads of the index (commerce's shop). */
    catalogueListing: IndexedListing;
  }
}

/** The index as a context: the search box's source over every kind it holds, and the products listing's port. */
export const catalogueIndexModule = defineModule('catalogue-index', (kit) => {
  const index = createCatalogueIndex({ db: kit.db, scheduler: kit.scheduler, log: kit.log });
  return { provides: { catalogueListing: index.listing }, searchSources: [index.search] };
});
