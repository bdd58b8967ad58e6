/**
 * The pricing page's answer (the public plan list), kept a moment: it is read by every visitor and
 * written by an admin a few times a year, and computing it reads five tables plus each included
 * product's own type (a course's title, cover and whether it is on sale).
 *
 * This process's plan writes drop it at once (`forget`, after their commit); a write made by another
 * server process, or a change to an included product (a course renamed or withdrawn), shows within
 * `maxAgeMs`. A computation is shared by the reads that arrive while it runs, and one that started
 * before a `forget` is never kept after it (it was stored when it started, and `forget` drops it).
 */
export function createPlansPageCache<T>(options: { maxAgeMs?: number; maxEntries?: number; now?: () => number } = {}) {
  const maxAgeMs = options.maxAgeMs ?? 2_000;
  const maxEntries = options.maxEntries ?? 50;
  const now = options.now ?? Date.now;
  const kept = new Map<string, { value: Promise<T>; at: number }>();
  return {
    read(key: string, compute: () => Promise<T>): Promise<T> {
      const hit = kept.get(key);
      if (hit && now() - hit.at < maxAgeMs) return hit.value;
      const value = compute();
      kept.delete(key);
      kept.set(key, { value, at: now() });
      // A failed computation is not kept; the oldest entry goes first when full.
      value.catch(() => kept.get(key)?.value === value && kept.delete(key));
      if (kept.size > maxEntries) kept.delete(kept.keys().next().value!);
      return value;
    },
    forget(): void {
      kept.clear();
    },
  };
}
