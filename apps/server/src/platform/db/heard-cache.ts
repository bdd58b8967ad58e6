import { listen, type Listener } from './listener.js';

/**
 * Values kept in this process while PostgreSQL is heard saying what changed: a key stays until a
 * notification names it (or `'*'`, every key), this process forgets it, its own deadline passes, or
 * `maxAgeMs` (what a notification lost anyway would leave: a write with triggers disabled).
 *
 * It is only as good as that word. While the listening connection is down (`setListening(false)`)
 * nothing is answered or kept, and a (re)connection drops everything again: what changed meanwhile
 * was not heard. A read that started before a change was heard is not kept (`generation`, read before
 * reading, is passed to `set`), so it cannot put back what the change removed.
 */
export interface HeardCache<V> {
  /** The value if kept and still true at `at` (the clock its deadline is on; the wall clock by default). */
  get(key: string, at?: number): V | undefined;
  /** Read before reading a value; passed to `set`. */
  generation(): number;
  /**
   * Keeps a value unless something changed since `since` or nobody is listening. `until`: the deadline of
   * its truth, on `get`'s clock. `aliases`: other names of the same entry that `forgetAlias` takes.
   */
  set(key: string, value: V, since: number, entry?: { until?: number; aliases?: readonly string[] }): void;
  /** A key changed (or may have): `'*'` for every key. */
  forget(key: string): void;
  /** The entry kept under this alias (if any) changed. */
  forgetAlias(alias: string): void;
  forgetAll(): void;
  /** Whether changes are being heard: answers only while they are. */
  setListening(heard: boolean): void;
  readonly listening: boolean;
  readonly size: number;
}

export function createHeardCache<V>(options: { maxEntries: number; maxAgeMs: number; now?: () => number }): HeardCache<V> {
  const { maxEntries, maxAgeMs } = options;
  const now = options.now ?? Date.now;
  // Insertion order: when full, the entry kept longest goes first.
  const kept = new Map<string, { value: V; at: number; until: number; aliases: readonly string[] }>();
  const owners = new Map<string, string>();
  let generation = 0;
  let listening = false;

  function drop(key: string) {
    const entry = kept.get(key);
    if (!entry) return;
    kept.delete(key);
    for (const alias of entry.aliases) if (owners.get(alias) === key) owners.delete(alias);
  }
  function forgetAll() {
    generation += 1;
    kept.clear();
    owners.clear();
  }

  return {
    get(key, at) {
      const entry = kept.get(key);
      if (!entry) return undefined;
      const wall = now();
      if (wall - entry.at <= maxAgeMs && (at ?? wall) < entry.until) return entry.value;
      drop(key);
      return undefined;
    },
    generation: () => generation,
    set(key, value, since, entry = {}) {
      if (!listening || since !== generation) return;
      drop(key);
      const aliases = entry.aliases ?? [];
      kept.set(key, { value, at: now(), until: entry.until ?? Infinity, aliases });
      for (const alias of aliases) owners.set(alias, key);
      if (kept.size > maxEntries) drop(kept.keys().next().value!);
    },
    forget(key) {
      if (key === '*') return forgetAll();
      generation += 1;
      drop(key);
    },
    forgetAlias(alias) {
      generation += 1;
      const key = owners.get(alias);
      if (key !== undefined) drop(key);
    },
    forgetAll,
    setListening(heard) {
      listening = heard;
      forgetAll();
    },
    get listening() {
      return listening;
    },
    get size() {
      return kept.size;
    },
  };
}

/**
 * Hears `channel` for `cache` on a connection of its own: each notification's payload is the key that
 * changed (`'*'`: all). `onChange` is told after the cache forgot: the key, or `null` when any may
 * have changed (`'*'`, or a (re)connection after changes went unheard).
 */
export function hearChanges(
  cache: Pick<HeardCache<unknown>, 'forget' | 'setListening'>,
  options: { url: string; channel: string; applicationName: string; onChange?: (key: string | null) => void },
): Listener {
  return listen({
    url: options.url,
    channels: [options.channel],
    applicationName: options.applicationName,
    onNotification: (_channel, key) => {
      cache.forget(key);
      options.onChange?.(key === '*' ? null : key);
    },
    onListening: (heard) => {
      cache.setListening(heard);
      if (heard) options.onChange?.(null);
    },
  });
}
