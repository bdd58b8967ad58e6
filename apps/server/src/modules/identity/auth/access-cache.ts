import type { Actor } from '../../../platform/http/access.js';

/**
 * What the access check learnt of each account (its role if it may act, `null` if it is blocked or
 * deleted), so that a signed-in call does not read its account every time: that read was a fifth of
 * a quotation's CPU.
 *
 * It is only as good as the word that something changed. The database says it on the channel
 * `USER_ACCESS_CHANNEL` (a trigger on users, for every writer, in every server process) and this
 * process's own writes say it at once (`forget`); while the listening connection is down (`setListening`)
 * nothing is answered or kept, and whatever was kept is dropped. A read that started before a change
 * was heard is not kept (the generation counter), so it cannot put back what the change removed.
 * `maxAgeMs` bounds what a notification lost anyway would leave (a write with triggers disabled).
 */
export interface AccessCache {
  /** The account's access if known: an actor, `null` for one that may not act, `undefined` when it must be read. */
  get(id: string): Actor | null | undefined;
  /** Read before reading an account; passed to `set`. */
  generation(): number;
  /** Keeps what was read of an account, unless something changed since `since` or nobody is listening. */
  set(id: string, access: Actor | null, since: number): void;
  /** An account's role, status or deletion changed (or may have). */
  forget(id: string): void;
  /** Every account may have changed (users truncated). */
  forgetAll(): void;
  /** Whether changes are being heard: answers only while they are. */
  setListening(listening: boolean): void;
  readonly listening: boolean;
  readonly size: number;
}

/** The channel the users trigger notifies (migration 0027): the account's id, or '*' for all. */
export const USER_ACCESS_CHANNEL = 'user_access';

export function createAccessCache(options: { maxEntries?: number; maxAgeMs?: number; now?: () => number } = {}): AccessCache {
  const maxEntries = options.maxEntries ?? 50_000;
  const maxAgeMs = options.maxAgeMs ?? 60_000;
  const now = options.now ?? Date.now;
  // Insertion order: when full, the entry kept longest goes first.
  const kept = new Map<string, { access: Actor | null; at: number }>();
  let generation = 0;
  let listening = false;
  const forgetAll = () => {
    generation += 1;
    kept.clear();
  };
  return {
    get(id) {
      const entry = kept.get(id);
      if (!entry) return undefined;
      if (now() - entry.at <= maxAgeMs) return entry.access;
      kept.delete(id);
      return undefined;
    },
    generation: () => generation,
    set(id, access, since) {
      if (!listening || since !== generation) return;
      kept.delete(id);
      kept.set(id, { access: access && Object.freeze({ id: access.id, role: access.role }), at: now() });
      if (kept.size > maxEntries) kept.delete(kept.keys().next().value!);
    },
    forget(id) {
      generation += 1;
      kept.delete(id);
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
