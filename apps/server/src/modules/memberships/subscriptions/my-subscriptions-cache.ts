import type { SubscriptionDetails } from '@market/contract';
import { createHeardCache } from '../../../platform/db/heard-cache.js';

/** The channel the subscriptions triggers notify (migration 0053): a member's id, or '*' for every member. */
export const SUBSCRIPTION_CHANGES_CHANNEL = 'subscription_changes';

type Answer = SubscriptionDetails;

/**
 * Each member's "my subscription" answer, kept (platform/db/heard-cache.ts): the page (and the member
 * badge on every page of the web) is read far more often than a subscription is written, and reading
 * it took a four-table statement per call.
 *
 * The database says what changed on `SUBSCRIPTION_CHANGES_CHANNEL` (triggers on subscriptions, their
 * periods, plans and prices, for every writer, in every server process); this process's own writes say
 * it at once (`forget`, `forgetSubscription`, from the repository), so a member reads their own write.
 * An answer also changes by time alone (a paid period's end stops granting access): it is kept only
 * until `until`, on the clock the answer was computed by (the scheduler's: tests move it).
 */
export function createMySubscriptionsCache(options: { maxEntries?: number; maxAgeMs?: number; now?: () => number } = {}) {
  const cache = createHeardCache<Answer>({ maxEntries: options.maxEntries ?? 10_000, maxAgeMs: options.maxAgeMs ?? 60_000, now: options.now });
  return {
    /** The member's answer if kept and still true at `at` (the answer's clock, in ms). */
    get: (userId: string, at: number): Answer | undefined => cache.get(userId, at),
    /** Read before computing an answer; passed to `set`. */
    generation: cache.generation,
    /** Keeps an answer true until `until` (ms on the answer's clock), unless something changed since `since` or nobody is listening. */
    set(userId: string, answer: Answer, entry: { until: number; subscriptionIds: readonly string[] }, since: number): void {
      cache.set(userId, answer, since, { until: entry.until, aliases: entry.subscriptionIds });
    },
    /** A member's subscriptions changed (or may have): `'*'` for every member. */
    forget: cache.forget,
    /** A subscription (or one of its periods) changed: its member's answer, if one is kept with it, goes. */
    forgetSubscription: cache.forgetAlias,
    setListening: cache.setListening,
    get listening() {
      return cache.listening;
    },
    get size() {
      return cache.size;
    },
  };
}
export type MySubscriptionsCache = ReturnType<typeof createMySubscriptionsCache>;
