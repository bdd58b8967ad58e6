/**
 * A value read at most once per `maxAgeMs` (counts for a whole list, say): callers arriving meanwhile
 * share the read in flight, a failed read is not kept (the next caller reads again), and `forget()`
 * makes the next caller read at once (after a write this server made).
 */
export function keptValue<T>(read: () => Promise<T>, options: { maxAgeMs: number; now?: () => number }) {
  const now = options.now ?? Date.now;
  let kept: { at: number; value: Promise<T> } | undefined;
  return {
    get(): Promise<T> {
      if (!kept || now() - kept.at > options.maxAgeMs) {
        const value = read();
        kept = { at: now(), value };
        value.catch(() => {
          if (kept?.value === value) kept = undefined;
        });
      }
      return kept.value;
    },
    forget(): void {
      kept = undefined;
    },
  };
}
