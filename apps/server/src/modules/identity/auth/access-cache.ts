import { createHeardCache } from '../../../platform/db/heard-cache.js';
import type { Actor } from '../../../platform/http/access.js';

/**
 * What the access check learnt of each account (its role if it may act, `null` if it is blocked or
 * deleted), so that a signed-in call does not read its account every time: that read was a fifth of
 * a quotation's CPU. Kept while heard (platform/db/heard-cache.ts): the database says what changed on
 * the channel `USER_ACCESS_CHANNEL` (a trigger on users, for every writer, in every server process)
 * and this process's own writes say it at once (`forget`).
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
  const cache = createHeardCache<Actor | null>({ maxEntries: options.maxEntries ?? 50_000, maxAgeMs: options.maxAgeMs ?? 60_000, now: options.now });
  return {
    get: (id) => cache.get(id),
    generation: cache.generation,
    set: (id, access, since) => cache.set(id, access && Object.freeze({ id: access.id, role: access.role }), since),
    forget: cache.forget,
    forgetAll: cache.forgetAll,
    setListening: cache.setListening,
    get listening() {
      return cache.listening;
    },
    get size() {
      return cache.size;
    },
  };
}
