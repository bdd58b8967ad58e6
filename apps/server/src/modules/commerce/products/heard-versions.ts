import { listen, type Listener } from '../../../platform/db/listener.js';

/** Where PostgreSQL says which rows of the facts' sources changed (migration 0055). */
export const PRODUCT_FACTS_CHANNEL = 'product_facts_changes';

/** Versions a process holds at most (each a few hundred bytes): the pages people read, as kept-facts keeps their facts. */
const MAX_ENTRIES = 20_000;
/**
 * How long a version is held at most without a notice: a checkout tells its stock moves after its commit
 * (facts-notices.repository.ts), so a process ending between the two leaves the others' versions of those items unheard
 * of until the stock moves again. Reading them again once a minute bounds that, for a statement a minute per page read.
 */
const HELD_AT_MOST_MS = 60_000;

interface Held {
  version: string;
  /** The version's time tests change at this instant (ms since the epoch; Infinity: never). */
  until: number;
  /** The rows (`table:id`) it was made of. */
  sources: readonly string[];
}

/**
 * The versions of the public listing's facts (see kept-facts.repository.ts) this process read, kept while PostgreSQL is
 * heard saying that none of the rows they were made of changed: a page whose items' versions are all held needs no
 * statement. A version is dropped when a notice names one of its rows (`table:id`) or its table, when its time tests
 * change (`until`), when this process writes (`written`: its own writes are seen by its next read, whatever the notice's
 * delay), and all of them while the LISTEN is down or (re)connecting: what changed meanwhile was not heard. A version
 * read before a change was heard is not kept (`generation`, read before the statement, is passed to `hold`). None is
 * held longer than HELD_AT_MOST_MS.
 */
export function createHeardVersions(options: { maxEntries?: number; now?: () => number } = {}) {
  const maxEntries = options.maxEntries ?? MAX_ENTRIES;
  const now = options.now ?? Date.now;
  // Insertion order: when full, the version held longest goes first.
  const held = new Map<string, Held>();
  const bySource = new Map<string, Set<string>>();
  let generation = 0;
  let listening = false;

  function drop(key: string) {
    const entry = held.get(key);
    if (!entry) return;
    held.delete(key);
    for (const source of entry.sources) {
      const keys = bySource.get(source);
      keys?.delete(key);
      if (keys?.size === 0) bySource.delete(source);
    }
  }
  function forgetAll() {
    generation += 1;
    held.clear();
    bySource.clear();
  }
  /** A notice's payload: `table` (any of its rows) or `table:id,id…`. */
  function heard(payload: string) {
    generation += 1;
    const colon = payload.indexOf(':');
    const names =
      colon < 0
        ? [payload]
        : payload
            .slice(colon + 1)
            .split(',')
            .map((id) => `${payload.slice(0, colon)}:${id}`);
    for (const name of names) for (const key of [...(bySource.get(name) ?? [])]) drop(key);
  }

  return {
    /** The version held for `key` and still true at `atMs`, else undefined. */
    get(key: string, atMs: number): string | undefined {
      const entry = held.get(key);
      if (!entry) return undefined;
      if (atMs < entry.until) return entry.version;
      drop(key);
      return undefined;
    },
    /** Read before the statement whose versions are then passed to `hold`. */
    generation: () => generation,
    /** Holds a version read by a statement begun at `since` (not if anything was heard since, or nobody listens). */
    hold(key: string, version: string, until: number, sources: readonly string[], since: number) {
      if (!listening || since !== generation) return;
      drop(key);
      // Each row by its id, and its table (a notice naming the table alone).
      const names = [...sources, ...new Set(sources.map((source) => source.slice(0, source.indexOf(':'))))];
      held.set(key, { version, until: Math.min(until, now() + HELD_AT_MOST_MS), sources: names });
      for (const name of names) {
        let keys = bySource.get(name);
        if (!keys) bySource.set(name, (keys = new Set()));
        keys.add(key);
      }
      if (held.size > maxEntries) drop(held.keys().next().value!);
    },
    heard,
    /** This process wrote (its answer is about to go): its next reads read the versions again. */
    written: forgetAll,
    setListening(now: boolean) {
      listening = now;
      forgetAll();
    },
    get size() {
      return held.size;
    },
  };
}
export type HeardVersions = ReturnType<typeof createHeardVersions>;

/** Hears PRODUCT_FACTS_CHANNEL for `versions` on a connection of its own. */
export function hearFactsChanges(versions: HeardVersions, options: { url: string }): Listener {
  return listen({
    url: options.url,
    channels: [PRODUCT_FACTS_CHANNEL],
    applicationName: 'market-product-facts',
    onNotification: (_channel, payload) => versions.heard(payload),
    onListening: (heard) => versions.setListening(heard),
  });
}
