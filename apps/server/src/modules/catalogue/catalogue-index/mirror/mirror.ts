import type { IndexedListingPage } from '../../../commerce/index.js';
import { listen, type Listener } from '../../../../platform/db/listener.js';
import { LISTED_TYPES } from '../catalogue-index.repository.js';
import { loadListedEntries, type CatalogueChangesRepository, type LogPlace } from './catalogue-changes.repository.js';
import { listFromMirror } from './mirror-listing.js';
import { createMirrorStore, type MirrorStore } from './mirror-store.js';

export const CATALOGUE_CHANGES_CHANNEL = 'catalogue_entry_changes';
/** The safety net: the log is read this often even without a notification (one lost while the LISTEN was reconnecting). */
const POLL_MS = 2_000;
/** Entries changed since the load past this share (at least MIN_CHANGED) are checked one by one by every word read: load again. */
const CHANGED_SHARE = 0.05;
const MIN_CHANGED = 5_000;
/** Sorted as PostgreSQL's "C" collation: code points (the mirror compares titles' UTF-8 bytes, text-column.ts). */
const CODE_POINT_COLLATIONS = /^(c|posix|c\.utf-?8|ucs_basic)$/i;
const ASCII = /^[\x20-\x7e]*$/;
const LISTED = new Set<string>(LISTED_TYPES);

/**
 * The products listing's catalogue entries kept in this process (the way an embedded search engine keeps its index):
 * the listing reads them instead of asking PostgreSQL, whose catalogue_entries, kept current by triggers in the writer's
 * transaction, stays the source of truth.
 *
 * Freshness: every statement writing listed entries logs them (catalogue_entry_changes, migration 0054) and notifies
 * the processes when it commits; each reads the log from where it stands and puts the entries' rows of now in place. A
 * write is therefore seen by the other processes some milliseconds after its commit, as a Meilisearch or Elasticsearch
 * refresh makes it searchable, and not within the writer's transaction. This process's own writes (any request but a
 * read) are seen by the reads that follow their answer: those wait for the log to be read once more. The log is also
 * read every POLL_MS, and after the LISTEN reconnects. Until the first load, while loading again after the log was
 * pruned past this process's place, for a `q` it does not fold as PostgreSQL does, or on a collation other than code
 * points, the listing asks PostgreSQL (`fallback`).
 */
export function createCatalogueMirror(deps: {
  databaseUrl: string;
  changes: CatalogueChangesRepository;
  log: { info(obj: unknown, msg: string): void; warn(obj: unknown, msg: string): void };
  /** Listen and poll (false: only `refresh` reads the log; tests that drive it). */
  follow?: boolean;
  /**
   * The mirror changed (loaded, or entries put in place): answers kept from it are dropped. A process's public cache
   * drops its answers when a write's notice arrives, which may come before the mirror reads the change; an answer
   * computed in between would otherwise be kept stale.
   */
  onChange?: () => void;
  /** More listed entries than this: the mirror is not loaded (the heap would not hold it), and the listing asks PostgreSQL. */
  maxEntries?: number;
  /** Changes applied one by one at most (5,000 or 5% of the entries by default); past it, the mirror loads again. */
  changedBound?: number;
}) {
  const { changes, log } = deps;
  let store: MirrorStore | undefined;
  let place: LogPlace = { low: 0, horizon: '0' };
  /** Changes read again because their transaction was running at the last read (skipped once applied): seq → txid. */
  let applied = new Map<number, bigint>();
  let foldsAscii = false;
  let closed = false;
  let listener: Listener | undefined;
  let timer: NodeJS.Timeout | undefined;
  const changedBound = (store: MirrorStore) => deps.changedBound ?? Math.max(MIN_CHANGED, Math.round(store.columns.size * CHANGED_SHARE));

  async function load(): Promise<void> {
    const started = Date.now();
    const listed = await changes.listedCount();
    if (deps.maxEntries !== undefined && listed > deps.maxEntries) {
      log.warn({ listed, max: deps.maxEntries }, 'catalogue mirror: more listed entries than CATALOGUE_MIRROR_MAX_ENTRIES; the listing reads PostgreSQL');
      closed = true;
      return;
    }
    const next = createMirrorStore(listed);
    const loaded = await loadListedEntries(deps.databaseUrl, (batch) => next.add(batch));
    if (!CODE_POINT_COLLATIONS.test(loaded.collation)) {
      log.warn({ collation: loaded.collation }, 'catalogue mirror: the database does not sort text by code points; the listing reads PostgreSQL');
      closed = true;
      return;
    }
    foldsAscii = await changes.foldsAsciiAlike();
    next.seal();
    store = next;
    place = { low: loaded.low, horizon: loaded.horizon };
    applied = new Map();
    deps.onChange?.();
    log.info({ entries: next.columns.size, ms: Date.now() - started, bytes: next.bytes, trigramBytes: next.trigramBytes }, 'catalogue mirror: loaded');
  }

  async function tail(): Promise<void> {
    if (!store) return load();
    const read = await changes.since(place, changedBound(store));
    if (read.through > place.low || read.changes.some((change) => change.kind === '*')) {
      log.info({ place, through: read.through }, 'catalogue mirror: the change log was pruned past this process, or emptied: loading again');
      store = undefined;
      return load();
    }
    if (read.more) {
      // A bulk write (a reconciliation, a seeding): the old entries are dropped before the load, so that the process
      // never holds two mirrors and the changes at once; the listing reads PostgreSQL meanwhile.
      log.info({ place }, 'catalogue mirror: more changes than it would apply one by one: loading again');
      store = undefined;
      return load();
    }
    // The log holds the search box's kinds too (0057): those are the search mirror's.
    const fresh = read.changes.filter((change) => !applied.has(change.seq) && LISTED.has(change.kind));
    if (fresh.length) {
      const keys = new Map(fresh.map((change) => [`${change.kind}:${change.id}`, { kind: change.kind, id: change.id }]));
      const rows = await changes.entries([...keys.values()]);
      const found = new Set(rows.map((row) => `${row.kind}:${row.id}`));
      store.apply(
        rows,
        [...keys.entries()].filter(([key]) => !found.has(key)).map(([, key]) => key),
      );
      deps.onChange?.();
    }
    const horizon = BigInt(read.horizon);
    const next = new Map<number, bigint>();
    for (const [seq, txid] of applied) if (txid >= horizon) next.set(seq, txid);
    for (const change of read.changes) if (BigInt(change.txid) >= horizon) next.set(change.seq, BigInt(change.txid));
    applied = next;
    let low = place.low;
    for (const change of read.changes) if (change.seq > low) low = change.seq;
    place = { low, horizon: read.horizon };
    if (store.changedSince > changedBound(store)) await load();
  }

  /**
   * This process answered a request that may have written, and no read of the log has begun since. The read is left to
   * the next listing read (most writes, a checkout's stock moves, change no listed entry: reading the log after each
   * cost every order a statement), or to the poll or a notice, whichever begins first.
   */
  let unread = false;
  /** The read of the log begun after this process's last write, until it is done: the listing's reads wait for it. */
  let afterWrite: Promise<void> | undefined;

  // One read of the log at a time; a call made while one runs is answered by the next, which starts after it.
  let running: Promise<void> = Promise.resolve();
  let queued: Promise<void> | undefined;
  function refresh(): Promise<void> {
    if (closed) return Promise.resolve();
    if (queued) return queued;
    const next = running.then(async () => {
      queued = undefined;
      if (unread) {
        unread = false;
        afterWrite = read;
        void read.then(() => {
          if (afterWrite === read) afterWrite = undefined;
        });
      }
      if (!closed) await tail();
    });
    // Read by the callback above, which runs once `next` begins (after this function returned).
    const read: Promise<void> = next.catch(() => undefined);
    queued = next;
    running = next.catch((error: unknown) => log.warn({ err: error }, 'catalogue mirror: reading the change log failed'));
    return next;
  }

  return {
    start() {
      void refresh().catch(() => undefined);
      if (deps.follow === false) return;
      listener = listen({
        url: deps.databaseUrl,
        channels: [CATALOGUE_CHANGES_CHANNEL],
        applicationName: 'market-catalogue-mirror',
        onNotification: () => void refresh().catch(() => undefined),
        onListening: (listening) => {
          if (listening) void refresh().catch(() => undefined);
        },
      });
      timer = setInterval(() => void refresh().catch(() => undefined), POLL_MS);
      timer.unref();
    },
    async close() {
      closed = true;
      clearInterval(timer);
      await listener?.close();
      await running;
    },
    /** A request of this process may have written: the reads after it wait until the log is read again (`unread`). */
    written() {
      if (!closed) unread = true;
    },
    /** Reads the log now (tests: a write made by hand is in the mirror once this resolves). */
    refresh,
    get ready() {
      return store !== undefined;
    },
    get entries() {
      return store?.columns.size ?? 0;
    },
    /** The listing from the mirror, or undefined: ask PostgreSQL (not loaded, or words it does not fold alike). */
    async list(query: { q?: string | undefined; types: readonly string[]; now: Date; take: number }): Promise<IndexedListingPage | undefined> {
      if (unread) await refresh().catch(() => undefined);
      else if (afterWrite) await afterWrite;
      if (!store) return undefined;
      if (query.q && !(foldsAscii && ASCII.test(query.q))) return undefined;
      return listFromMirror(store, { ...query, q: query.q?.toLowerCase() });
    },
  };
}
export type CatalogueMirror = ReturnType<typeof createCatalogueMirror>;
