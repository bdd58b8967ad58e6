import type { SubscriptionDetails, SubscriptionPaymentRecordDto } from '@market/contract';
import { createHeardCache } from '../../../platform/db/heard-cache.js';

/** The channel the subscriptions triggers notify (migration 0053): a member's id, or '*' for every member. */
export const SUBSCRIPTION_CHANGES_CHANNEL = 'subscription_changes';

type Answer = SubscriptionDetails;

/** A subscription's payment records and what its paid periods add up to. */
export interface Ledger {
  /** The latest periods' records, newest first: every one unless `count` says there are more. */
  records: readonly SubscriptionPaymentRecordDto[];
  /** How many periods it has. */
  count: number;
  totals: { total: number; periods: number; first: Date | null; last: Date | null };
}

/**
 * Each member's "my subscription" answer, kept (platform/db/heard-cache.ts): the page (and the member
 * badge on every page of the web) is read far more often than a subscription is written, and reading
 * it took a four-table statement per call. Beside it, the ledgers of the member's subscriptions the
 * page opened (its payment summary and records), which only a period's write changes.
 *
 * The database says what changed on `SUBSCRIPTION_CHANGES_CHANNEL` (triggers on subscriptions, their
 * periods, plans and prices, for every writer, in every server process); this process's own writes say
 * it at once (`forget`, `forgetSubscription`, from the repository), so a member reads their own write.
 * An answer also changes by time alone (a paid period's end stops granting access): it is kept only
 * until `until`, on the clock the answer was computed by (the scheduler's: tests move it). A ledger
 * does not: it holds periods as written.
 */
export function createMySubscriptionsCache(options: { maxEntries?: number; maxLedgers?: number; maxAgeMs?: number; now?: () => number } = {}) {
  const limits = { maxEntries: options.maxEntries ?? 10_000, maxAgeMs: options.maxAgeMs ?? 60_000, now: options.now };
  const cache = createHeardCache<Answer>(limits);
  // Per member: their subscriptions' ledgers by subscription id (the ids are the entry's aliases). Fewer
  // members than answers: a ledger is read when the subscription's page opens, not on every page (the badge).
  const ledgers = createHeardCache<ReadonlyMap<string, Ledger>>({ ...limits, maxEntries: options.maxLedgers ?? 5_000 });
  const both = [cache, ledgers];
  return {
    /** The member's answer if kept and still true at `at` (the answer's clock, in ms). */
    get: (userId: string, at: number): Answer | undefined => cache.get(userId, at),
    /** Read before computing an answer; passed to `set`. */
    generation: cache.generation,
    /** Keeps an answer true until `until` (ms on the answer's clock), unless something changed since `since` or nobody is listening. */
    set(userId: string, answer: Answer, entry: { until: number; subscriptionIds: readonly string[] }, since: number): void {
      cache.set(userId, answer, since, { until: entry.until, aliases: entry.subscriptionIds });
    },
    /** A subscription's ledger, if kept (a member's own: it is kept under its member). */
    ledger: (userId: string, subscriptionId: string): Ledger | undefined => ledgers.get(userId)?.get(subscriptionId),
    /** Read before reading a ledger; passed to `setLedger`. */
    ledgerGeneration: ledgers.generation,
    /** Keeps a member's subscription's ledger beside the ones kept already, unless something changed since `since`. */
    setLedger(userId: string, subscriptionId: string, ledger: Ledger, since: number): void {
      const kept = new Map(ledgers.get(userId) ?? []).set(subscriptionId, ledger);
      ledgers.set(userId, kept, since, { aliases: [...kept.keys()] });
    },
    /** A member's subscriptions changed (or may have): `'*'` for every member. */
    forget: (userId: string) => both.forEach((c) => c.forget(userId)),
    /** A subscription (or one of its periods) changed: what its member has kept with it goes. */
    forgetSubscription: (subscriptionId: string) => both.forEach((c) => c.forgetAlias(subscriptionId)),
    setListening: (heard: boolean) => both.forEach((c) => c.setListening(heard)),
    get listening() {
      return cache.listening;
    },
    get size() {
      return cache.size;
    },
  };
}
export type MySubscriptionsCache = ReturnType<typeof createMySubscriptionsCache>;
