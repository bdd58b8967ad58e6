import type { Db } from '../../../platform/db/database.js';
import { cacheTags } from '../../../platform/http/cache-tags.js';
import type { Scheduler } from '../../../platform/tasks/scheduler.js';
import type { IndexedListing } from '../../commerce/index.js';
import type { SearchSource } from '../search/index.js';
import type { EventWordIndex } from '../events/index.js';
import { createCatalogueIndexRepository, LISTED_TYPES, SEARCHED_KINDS } from './catalogue-index.repository.js';
import { createCatalogueChangesRepository } from './mirror/catalogue-changes.repository.js';
import { createChangeFeed } from './mirror/follow-changes.js';
import { createCatalogueMirror, type CatalogueMirror } from './mirror/mirror.js';
import { createSearchEntriesRepository } from './mirror/search-entries.repository.js';
import { createSearchMirror, type SearchMirror } from './mirror/search-mirror.js';
import { scheduleChangesPruning } from './mirror/prune-changes.task.js';
import { rebuildCatalogueIndex, scheduleCatalogueReconciliation } from './reconcile.task.js';
import { defineModule } from '../../module.js';

/**
 * The catalogue index (catalogue_entries): what the search box finds and what the public products
 * listing shows, kept by PostgreSQL in the writer's transaction (migration 0033) and reconciled nightly.
 * The listing reads this process's mirror of the listed entries once it is loaded (mirror/mirror.ts), and
 * the search box its mirror of the searched ones (mirror/search-mirror.ts); PostgreSQL before then or with
 * CATALOGUE_MIRROR=0.
 */
export function createCatalogueIndex(deps: {
  db: Db;
  scheduler: Scheduler;
  log: { info(obj: unknown, msg: string): void; warn(obj: unknown, msg: string): void };
  /** The database's address, for the mirror's own connections (its load and its LISTEN); none: no mirror. */
  mirrorUrl?: string | undefined;
  /** The mirror changed: answers kept from it go (the public cache's listings). */
  mirrorChanged?: () => void;
  /** More listed entries than this: no mirror (the heap would not hold it). */
  mirrorMaxEntries?: number;
}) {
  const repo = createCatalogueIndexRepository(deps.db);
  scheduleCatalogueReconciliation({ scheduler: deps.scheduler, repo, log: deps.log });
  scheduleChangesPruning({ scheduler: deps.scheduler });
  // Both mirrors follow the one change log: one LISTEN connection and one poll tell both.
  const feed = deps.mirrorUrl ? createChangeFeed({ databaseUrl: deps.mirrorUrl }) : undefined;
  const mirror: CatalogueMirror | undefined = deps.mirrorUrl
    ? createCatalogueMirror({
        databaseUrl: deps.mirrorUrl,
        changes: createCatalogueChangesRepository(deps.db),
        log: deps.log,
        feed,
        onChange: deps.mirrorChanged,
        maxEntries: deps.mirrorMaxEntries,
      })
    : undefined;
  const searchMirror: SearchMirror | undefined = deps.mirrorUrl
    ? createSearchMirror({
        databaseUrl: deps.mirrorUrl,
        changes: createCatalogueChangesRepository(deps.db),
        entries: createSearchEntriesRepository(deps.db),
        log: deps.log,
        feed,
        maxEntries: deps.mirrorMaxEntries,
      })
    : undefined;
  const search: SearchSource = {
    kinds: SEARCHED_KINDS,
    find: async (words, kinds, limit) => (await searchMirror?.search(words, kinds, limit)) ?? repo.search(words, kinds, limit),
  };
  const listing: IndexedListing = {
    types: () => LISTED_TYPES,
    list: async (query) => (await mirror?.list(query)) ?? repo.list(query),
  };
  // The public event list by words alone reads the search mirror's events (mirror/event-words.ts).
  const eventWords: EventWordIndex = {
    page: (q, window) => searchMirror?.eventPage(q, window),
    refresh: async () => {
      await searchMirror?.refresh();
    },
  };
  return { search, listing, eventWords, mirror, searchMirror, rebuild: () => rebuildCatalogueIndex(deps.db, repo) };
}
export type CatalogueIndex = ReturnType<typeof createCatalogueIndex>;

declare module '../../module.js' {
  interface Ports {
    /** What the public products listing reads of the index (commerce's shop). */
    catalogueListing: IndexedListing;
  }
  interface Services {
    /** This process's mirror of the listed entries (absent with CATALOGUE_MIRROR=0). */
    catalogueMirror?: CatalogueMirror;
    /** This process's mirror of the search box's entries (absent with CATALOGUE_MIRROR=0). */
    catalogueSearchMirror?: SearchMirror;
  }
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The index as a context: the search box's source over every kind it holds, and the products listing's port. */
export const catalogueIndexModule = defineModule('catalogue-index', (kit) => {
  const index = createCatalogueIndex({
    db: kit.db,
    scheduler: kit.scheduler,
    log: kit.log,
    mirrorUrl: kit.config.catalogueMirror ? kit.databaseUrl : undefined,
    // This process's own: every process drops its own answers when its mirror changes.
    mirrorChanged: () => kit.publicCache.invalidate([cacheTags.products], { announce: false }),
    mirrorMaxEntries: kit.config.catalogueMirrorMaxEntries,
  });
  const { mirror, searchMirror } = index;
  return {
    provides: { catalogueListing: index.listing, eventWords: index.eventWords },
    searchSources: [index.search],
    services: mirror && searchMirror ? { catalogueMirror: mirror, catalogueSearchMirror: searchMirror } : {},
    routes: (app) => {
      if (searchMirror) {
        searchMirror.start();
        app.addHook('onClose', async () => searchMirror.close());
      }
      if (!mirror) return;
      mirror.start();
      app.addHook('onClose', async () => mirror.close());
      // A request that may have written (committed before its answer is sent): the listing's next reads wait for the log.
      app.addHook('onSend', async (request, _reply, payload) => {
        if (!READS.has(request.method)) mirror.written();
        return payload;
      });
    },
  };
});
