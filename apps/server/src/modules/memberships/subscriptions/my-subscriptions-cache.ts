import type { SubscriptionDetails } from '@market/contract';

/** The channel the subscriptions triggers notify (migration 0053): a member's id, or '*' for every member. */
export const SUBSCRIPTION_CHANGES_CHANNEL = 'subscription_changes';

type Answer = SubscriptionDetails;

/**
 * Each member's "my subscription" answer, kept: the page (and the member badge on every
 * page of the web) is read far more often than a subscription is written, and reading it took a
 * four-table statement per call.
 *
 * It is only as good as the word that something changed. The database says it on the channel
 * `SUBSCRIPTION_CHANGES_CHANNEL` (triggers on subscriptions, their periods, plans and prices, for
 * every writer, in every server process); this process's own writes say it at once (`forget`, from
 * the repository), so a member reads their own write. While the listening connection is down nothing
 * is answered or kept, and whatever was kept is dropped. A read that started before a change was heard
 * is not kept (the generation counter), so it cannot put back what the change removed. An answer also
 * changes by time alone (a paid period's end stops granting access): it is kept only until `until`,
 * on the clock the answer was computed by. `maxAgeMs` bounds what a notification lost anyway would
 * leave (a write with triggers disabled).
 */
export function createMySubscriptionsCache(options: { maxEntries?: number; maxAgeMs?: number; now?: () => number } = {}) {
  const maxEntries = options.maxEntries ?? 10_000;
  const maxAgeMs = options.maxAgeMs ?? 60_000;
  const now = options.now ?? Date.now;
  // Insertion order: when full, the entry kept longest goes first. `owners`: each kept subscription's member.
  const kept = new Map<string, { answer: Answer; at: number; until: number; subscriptionIds: readonly string[] }>();
  const owners = new Map<string, string>();
  let generation = 0;
  let listening = false;

  function drop(userId: string) {
    const entry = kept.get(userId);
    if (!entry) return;
    kept.delete(userId);
    for (const id of entry.subscriptionIds) owners.delete(id);
  }
  const forgetAll = () => {
    generation += 1;
    kept.clear();
    owners.clear();
  };

  return {
    /** The member's answer if kept and still true at `at` (the answer's clock, in ms). */
    get(userId: string, at: number): Answer | undefined {
      const entry = kept.get(userId);
      if (!entry) return undefined;
      if (now() - entry.at <= maxAgeMs && at < entry.until) return entry.answer;
      drop(userId);
      return undefined;
    },
    /** Read before computing an answer; passed to `set`. */
    generation: () => generation,
    /** Keeps an answer true until `until` (ms on the answer's clock), unless something changed since `since` or nobody is listening. */
    set(userId: string, answer: Answer, entry: { until: number; subscriptionIds: readonly string[] }, since: number): void {
      if (!listening || since !== generation) return;
      drop(userId);
      kept.set(userId, { answer, at: now(), until: entry.until, subscriptionIds: entry.subscriptionIds });
      for (const id of entry.subscriptionIds) owners.set(id, userId);
      if (kept.size > maxEntries) drop(kept.keys().next().value!);
    },
    /** A member's subscriptions changed (or may have): `'*'` for every member. */
    forget(userId: string): void {
      if (userId === '*') return forgetAll();
      generation += 1;
      drop(userId);
    },
    /** A subscription (or one of its periods) changed: its member's answer, if one is kept with it, goes. */
    forgetSubscription(subscriptionId: string): void {
      generation += 1;
      const userId = owners.get(subscriptionId);
      if (userId) drop(userId);
    },
    /** Whether changes are being heard: answers only while they are. */
    setListening(heard: boolean): void {
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
export type MySubscriptionsCache = ReturnType<typeof createMySubscriptionsCache>;
