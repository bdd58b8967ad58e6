import type { IndexedListingPage } from '../../../commerce/index.js';
import { LISTED_TYPES } from '../catalogue-index.repository.js';
import { loadListedEntries, type CatalogueChangesRepository } from './catalogue-changes.repository.js';
import { followChanges, type ChangeFeed } from './follow-changes.js';
import { keptListing } from './kept-listing.js';
import { listFromMirror } from './mirror-listing.js';
import { createMirrorStore, type MirrorRow, type MirrorStore } from './mirror-store.js';
import { foldsNothing } from './text-fold.js';

/** Entries changed since the load past this share (at least MIN_CHANGED) are checked one by one by every word read: load again. */
const CHANGED_SHARE = 0.05;
const MIN_CHANGED = 5_000;
/** Sorted as PostgreSQL's "C" collation: code points (the mirror compares titles' UTF-8 bytes, text-column.ts). */
const CODE_POINT_COLLATIONS = /^(c|posix|c\.utf-?8|ucs_basic)$/i;
// The log holds the search box's kinds too (0057): those are the search mirror's.
const LISTED = new Set<string>(LISTED_TYPES);

/**
 * The products listing's catalogue entries kept in this process (the way an embedded search engine keeps its index):
 * the listing reads them instead of asking PostgreSQL, whose catalogue_entries, kept current by triggers in the writer's
 * transaction, stays the source of truth.
 *
 * Freshness: every statement writing listed entries logs them (catalogue_entry_changes, migration 0054) and notifies
 * the processes when it commits; each reads the log from where it stands and puts the entries' rows of now in place
 * (follow-changes.ts, shared with the search box's mirror). A
 * write is therefore seen by the other processes some milliseconds after its commit, as a Meilisearch or Elasticsearch
 * refresh makes it searchable, and not within the writer's transaction. This process's own writes (any request but a
 * read) are seen by the reads that follow their answer: those wait for the log to be read once more. The log is also
 * read every few seconds, and after the LISTEN reconnects. Until the first load, while loading again after the log was
 * pruned past this process's place, for a `q` it does not fold as PostgreSQL does, or on a collation other than code
 * points, the listing asks PostgreSQL (`fallback`).
 */
export function createCatalogueMirror(deps: {
  databaseUrl: string;
  changes: CatalogueChangesRepository;
  log: { info(obj: unknown, msg: string): void; warn(obj: unknown, msg: string): void };
  /** The process's LISTEN on the change log (absent: only `refresh` reads the log; tests that drive it). */
  feed?: ChangeFeed | undefined;
  /**
   * The mirror changed (loaded, or entries put in place): answers kept from it are dropped. A process's public cache
   * drops its answers when a write's notice arrives, which may come before the mirror reads the change; an answer
   * computed in between would otherwise be kept stale.
   */
  onChange?: (() => void) | undefined;
  /** More listed entries than this: the mirror is not loaded (the heap would not hold it), and the listing asks PostgreSQL. */
  maxEntries?: number | undefined;
  /** Changes applied one by one at most (5,000 or 5% of the entries by default); past it, the mirror loads again. */
  changedBound?: number;
}) {
  const { changes, log } = deps;
  let fold = foldsNothing;
  /**
   * This process answered a request that may have written, and no read of the log has begun since. The read is left to
   * the next listing read (most writes, a checkout's stock moves, change no listed entry: reading the log after each
   * cost every order a statement), or to the poll or a notice, whichever begins first.
   */
  let unread = false;
  /** The read of the log begun after this process's last write, until it is done: the listing's reads wait for it. */
  let afterWrite: Promise<void> | undefined;

  const follower = followChanges<MirrorRow, MirrorStore>({
    name: 'catalogue mirror',
    changes,
    kinds: LISTED,
    log,
    feed: deps.feed,
    entries: (keys) => changes.entries(keys),
    bound: (store) => deps.changedBound ?? Math.max(MIN_CHANGED, Math.round(store.columns.size * CHANGED_SHARE)),
    changed: () => deps.onChange?.(),
    beginning(read) {
      if (!unread) return;
      unread = false;
      afterWrite = read;
      void read.then(() => {
        if (afterWrite === read) afterWrite = undefined;
      });
    },
    async load() {
      const started = Date.now();
      const listed = await changes.listedCount();
      if (deps.maxEntries !== undefined && listed > deps.maxEntries) {
        log.warn({ listed, max: deps.maxEntries }, 'catalogue mirror: more listed entries than CATALOGUE_MIRROR_MAX_ENTRIES; the listing reads PostgreSQL');
        return undefined;
      }
      const next = createMirrorStore(listed);
      const loaded = await loadListedEntries(deps.databaseUrl, (batch) => next.add(batch));
      if (!CODE_POINT_COLLATIONS.test(loaded.collation)) {
        log.warn({ collation: loaded.collation }, 'catalogue mirror: the database does not sort text by code points; the listing reads PostgreSQL');
        return undefined;
      }
      fold = await changes.textFold();
      next.seal();
      log.info({ entries: next.columns.size, ms: Date.now() - started, bytes: next.bytes, trigramBytes: next.trigramBytes }, 'catalogue mirror: loaded');
      return { store: next, place: { low: loaded.low, horizon: loaded.horizon } };
    },
  });
  const { refresh } = follower;

  return {
    start: follower.start,
    close: follower.close,
    /** A request of this process may have written: the reads after it wait until the log is read again (`unread`). */
    written() {
      if (!follower.closed) unread = true;
    },
    /** Reads the log now (tests: a write made by hand is in the mirror once this resolves). */
    refresh,
    get ready() {
      return follower.store !== undefined;
    },
    get entries() {
      return follower.store?.columns.size ?? 0;
    },
    /** The listing from the mirror, or undefined: ask PostgreSQL (not loaded, or words it does not fold alike). */
    async list(query: { q?: string | undefined; types: readonly string[]; now: Date; take: number }): Promise<IndexedListingPage | undefined> {
      if (unread) await refresh().catch(() => undefined);
      else if (afterWrite) await afterWrite;
      const store = follower.store;
      if (!store) return undefined;
      if (!query.q) return keptListing(store, query);
      const q = fold(query.q);
      if (q === undefined) return undefined;
      return listFromMirror(store, { ...query, q });
    },
  };
}
export type CatalogueMirror = ReturnType<typeof createCatalogueMirror>;
