import { listen, type Listener } from '../../../../platform/db/listener.js';
import type { CatalogueChangesRepository, LogPlace } from './catalogue-changes.repository.js';

export const CATALOGUE_CHANGES_CHANNEL = 'catalogue_entry_changes';
/** The safety net: the log is read this often even without a notification (one lost while the LISTEN was reconnecting). */
const POLL_MS = 2_000;

type Log = { info(obj: unknown, msg: string): void; warn(obj: unknown, msg: string): void };
export interface EntryKey {
  kind: string;
  id: string;
}

/**
 * This process's one LISTEN on the change log's channel, and its one poll, for every mirror following the log: each is
 * told to read the log on a notification, every POLL_MS, and when the LISTEN (re)connects (notifications sent while it was
 * down are lost). The connection and the poll start with the first follower and stop with the last (a mirror that
 * declined to load stops following), and start again with the next.
 */
export function createChangeFeed(deps: { databaseUrl: string }) {
  const readers = new Set<() => void>();
  let listener: Listener | undefined;
  let timer: NodeJS.Timeout | undefined;
  const tell = () => {
    for (const read of readers) read();
  };
  return {
    /** `read` is called whenever the log may hold something new; answers the way to stop. */
    follow(read: () => void): () => Promise<void> {
      readers.add(read);
      if (!listener) {
        listener = listen({
          url: deps.databaseUrl,
          channels: [CATALOGUE_CHANGES_CHANNEL],
          applicationName: 'market-catalogue-mirror',
          onNotification: tell,
          onListening: (listening) => {
            if (listening) tell();
          },
        });
        timer = setInterval(tell, POLL_MS);
        timer.unref();
      }
      let stopped = false;
      return async () => {
        // Stopping twice must not take away a later follower's listener.
        if (stopped) return;
        stopped = true;
        readers.delete(read);
        if (readers.size || !listener) return;
        const last = listener;
        listener = undefined;
        clearInterval(timer);
        timer = undefined;
        await last.close();
      };
    },
    /** Some follower wants the log: the LISTEN connection and the poll are running. */
    get active(): boolean {
      return listener !== undefined;
    },
  };
}
export type ChangeFeed = ReturnType<typeof createChangeFeed>;

export interface FollowedStore<R extends EntryKey> {
  /** Puts these rows in place and drops the entries gone. */
  apply(rows: readonly R[], gone: readonly EntryKey[]): void;
  /** Entries changed since the load. */
  readonly changedSince: number;
}

/**
 * A store of entries kept current from the change log (catalogue_entry_changes, migrations 0054 and 0057): loaded whole
 * with the log's place at the load's snapshot, then each read of the log puts the changed entries' rows of now in place.
 *
 * The log's sequence is given when a change is written, not when it commits: a transaction still running at a read may
 * commit changes below the place reached. Each read therefore also reads again the changes of transactions from the
 * horizon on (the oldest running at the last read), skipping those applied already. A read finding the log pruned past
 * the place (or emptied: '*'), or more changes than the store would apply one by one (a bulk write), loads again instead;
 * so does a store that has applied more than that since its load (every read checks those entries one by one).
 */
export function followChanges<R extends EntryKey, S extends FollowedStore<R>>(deps: {
  /** Its name in the log's lines ('catalogue mirror'). */
  name: string;
  changes: Pick<CatalogueChangesRepository, 'since'>;
  /** The change kinds the store holds (the log holds every followed kind, of both mirrors). */
  kinds: ReadonlySet<string>;
  log: Log;
  /** Reads every entry into a new store, with the log's place at its snapshot; undefined: this process does not mirror them, for good. */
  load(): Promise<{ store: S; place: LogPlace } | undefined>;
  /** The entries of these keys as they are now (one missing is gone, or no longer held). */
  entries(keys: EntryKey[]): Promise<R[]>;
  /** Changes applied one by one at most, in one read or since the load; past it, the store is loaded again. */
  bound(store: S): number;
  /** The store was loaded or changed (said once the follower stands at its new place). */
  changed?(): void;
  /** The process's LISTEN (absent: only `refresh` reads the log; tests that drive it). */
  feed?: ChangeFeed | undefined;
  /** A read of the log begins (`read` settles once it is done, failed or not). */
  beginning?(read: Promise<void>): void;
}) {
  const { changes, log, name } = deps;
  let store: S | undefined;
  let place: LogPlace = { low: 0, horizon: '0' };
  /** Changes read again because their transaction was running at the last read (skipped once applied): seq → txid. */
  let applied = new Map<number, bigint>();
  let closed = false;
  let reloadAsked = false;
  let unfollow: (() => Promise<void>) | undefined;

  function stopFollowing(): Promise<void> {
    const stop = unfollow;
    unfollow = undefined;
    return stop?.() ?? Promise.resolve();
  }

  async function load(): Promise<void> {
    const loaded = await deps.load();
    if (!loaded) {
      // Past its bound now (say on a load after many changes): the old store would never change again.
      store = undefined;
      closed = true;
      // Nothing left to keep current: the feed's LISTEN and poll stop once no other follower wants them.
      await stopFollowing();
      return;
    }
    store = loaded.store;
    place = loaded.place;
    applied = new Map();
    deps.changed?.();
  }

  /** Drops the store before loading again, so that the process never holds two stores and the changes at once. */
  function loadAgain(why: string, data: unknown): Promise<void> {
    log.info(data, `${name}: ${why}: loading again`);
    store = undefined;
    return load();
  }

  async function tail(): Promise<void> {
    if (!store || reloadAsked) {
      reloadAsked = false;
      return load();
    }
    const bound = deps.bound(store);
    const read = await changes.since(place, bound);
    if (read.through > place.low || read.changes.some((change) => change.kind === '*')) {
      return loadAgain('the change log was pruned past this process, or emptied', { place, through: read.through });
    }
    // A bulk write (a reconciliation, a seeding): the readers ask PostgreSQL meanwhile.
    if (read.more) return loadAgain('more changes than it would apply one by one', { place });
    const fresh = read.changes.filter((change) => !applied.has(change.seq) && deps.kinds.has(change.kind));
    if (fresh.length) {
      const keys = new Map(fresh.map((change) => [`${change.kind}:${change.id}`, { kind: change.kind, id: change.id }]));
      const rows = await deps.entries([...keys.values()]);
      const found = new Set(rows.map((row) => `${row.kind}:${row.id}`));
      store.apply(
        rows,
        [...keys.entries()].filter(([key]) => !found.has(key)).map(([, key]) => key),
      );
    }
    const horizon = BigInt(read.horizon);
    const next = new Map<number, bigint>();
    for (const [seq, txid] of applied) if (txid >= horizon) next.set(seq, txid);
    for (const change of read.changes) if (BigInt(change.txid) >= horizon) next.set(change.seq, BigInt(change.txid));
    applied = next;
    let low = place.low;
    for (const change of read.changes) if (change.seq > low) low = change.seq;
    place = { low, horizon: read.horizon };
    if (fresh.length) deps.changed?.();
    if (store.changedSince > bound) await load();
  }

  // One read of the log at a time; a call made while one runs is answered by the next, which starts after it.
  let running: Promise<void> = Promise.resolve();
  let queued: Promise<void> | undefined;
  function refresh(): Promise<void> {
    if (closed) return Promise.resolve();
    if (queued) return queued;
    const next = running.then(async () => {
      queued = undefined;
      deps.beginning?.(read);
      if (!closed) await tail();
    });
    // Read by the callback above, which runs once `next` begins (after this function returned).
    const read: Promise<void> = next.catch(() => undefined);
    queued = next;
    running = next.catch((error: unknown) => log.warn({ err: error }, `${name}: reading the change log failed`));
    return next;
  }
  const poke = () => void refresh().catch(() => undefined);

  return {
    /**
     * Loads, then follows the log (through the feed, if given). Followed from the start, not from the load: the feed's
     * poll is what tries a failed load again.
     */
    start() {
      poke();
      if (!closed) unfollow = deps.feed?.follow(poke);
    },
    async close() {
      closed = true;
      await stopFollowing();
      await running;
    },
    /** Reads the log now (tests: a write made by hand is in the store once this resolves). */
    refresh,
    /** Loads every entry again now (tests: entries written by hand in the index itself rather than kept apart as changes). */
    reload() {
      reloadAsked = true;
      return refresh();
    },
    /** Undefined until loaded, while loading again, or for good when the process does not mirror. */
    get store() {
      return store;
    },
    /** Where the store stands in the log. */
    get place() {
      return place;
    },
    /** The changes read again by transaction whose entries are in place already (their transactions were running at the last read). */
    applied(): number[] {
      return [...applied.keys()];
    },
    /** Closed, or the process does not mirror these entries: the log is no longer read. */
    get closed() {
      return closed;
    },
  };
}
