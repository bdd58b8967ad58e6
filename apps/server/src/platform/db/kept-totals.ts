/**
 * Totals of a public list without counting every match on every request (the event list, the host
 * directory).
 *
 * A filter matching at most `exactUpTo` rows is counted exactly (the event list does it in the same
 * statement as its page, over a LIMIT exactUpTo + 1 subquery). Above that, the total is counted once
 * and kept per filter for at most `maxAgeMs` (the most recent `maxFilters` filters, least recently
 * used dropped first), and forgotten at once when the owner says its rows changed on this server
 * (`changed()`); another server's change shows within `maxAgeMs` and one recount. Each server keeps its own copy, so
 * nothing another node needs lives only here (see DESIGN: stateless server).
 *
 * `read` also answers a total past its age (up to `staleUpToMs`) so that the caller can answer with
 * it while one request counts it again in the background (`shared`): under load, a total expiring
 * every `maxAgeMs` would otherwise make every request arriving during the count wait for it.
 */
export interface KeptTotals {
  /** Filters matching more than this many rows have their totals kept; at most this many are counted exactly each time. */
  readonly exactUpTo: number;
  /** The kept total of a filter, if fresh. */
  get(key: string): number | undefined;
  /** The kept total of a filter and what was counted with it, `stale` once past `maxAgeMs` (forgotten past `staleUpToMs`). */
  read<T>(key: string): { total: number; extra: T | undefined; stale: boolean } | undefined;
  /**
   * Keeps a total counted for a filter. `since` is `generation()` read before counting: a count
   * started before a row changed is not kept (it may miss the change).
   */
  set(key: string, total: number, since: number, extra?: unknown): void;
  /** What else was counted for a filter with its kept total (deep pages' marks), forgotten with it. */
  extraOf<T>(key: string): T | undefined;
  /** Keeps `extra` beside a kept total (not without one); `since` as for `set`. */
  setExtra(key: string, extra: unknown, since: number): void;
  /** Counts how many times the rows changed; read before counting, passed to `set`. */
  generation(): number;
  /**
   * Runs `work` for `key` one at a time: callers arriving while it runs share its answer. When a kept
   * total expires under load, the fifty requests that find it missing count it once, not fifty times
   * side by side (which made each of them wait for all the others).
   */
  shared<T>(key: string, work: () => Promise<T>): Promise<T>;
  /** A row was created, edited, moved or deleted: every kept total is forgotten. */
  changed(): void;
}

export function createKeptTotals(
  options: { exactUpTo?: number; maxAgeMs?: number; staleUpToMs?: number; maxFilters?: number; now?: () => number } = {},
): KeptTotals {
  const exactUpTo = options.exactUpTo ?? 200;
  const maxAgeMs = options.maxAgeMs ?? 30_000;
  const staleUpToMs = options.staleUpToMs ?? maxAgeMs * 10;
  const maxFilters = options.maxFilters ?? 500;
  const now = options.now ?? Date.now;
  // A Map iterates in insertion order: re-inserting on use keeps the least recently used first.
  const kept = new Map<string, { total: number; at: number; extra?: unknown }>();
  let generation = 0;
  const running = new Map<string, Promise<unknown>>();
  function read<T>(key: string) {
    const entry = kept.get(key);
    if (!entry) return undefined;
    kept.delete(key);
    const age = now() - entry.at;
    if (age > staleUpToMs) return undefined;
    kept.set(key, entry);
    return { total: entry.total, extra: entry.extra as T | undefined, stale: age > maxAgeMs };
  }
  return {
    exactUpTo,
    get(key) {
      const found = read(key);
      return found && !found.stale ? found.total : undefined;
    },
    read,
    set(key, total, since, extra) {
      if (since !== generation) return;
      kept.delete(key);
      kept.set(key, { total, at: now(), extra });
      while (kept.size > maxFilters) kept.delete(kept.keys().next().value!);
    },
    extraOf<T>(key: string) {
      const entry = kept.get(key);
      return entry && now() - entry.at <= maxAgeMs ? (entry.extra as T | undefined) : undefined;
    },
    setExtra(key, extra, since) {
      const entry = kept.get(key);
      if (entry && since === generation) entry.extra = extra;
    },
    generation: () => generation,
    shared<T>(key: string, work: () => Promise<T>) {
      const pending = running.get(key);
      if (pending) return pending as Promise<T>;
      const started = work().finally(() => running.delete(key));
      running.set(key, started);
      return started;
    },
    changed() {
      generation += 1;
      kept.clear();
    },
  };
}
