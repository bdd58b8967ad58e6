import type { SubscriptionStatusName } from './subscriptions.table.js';

export type SubscriptionStatus = SubscriptionStatusName;
export type SubscriptionAction = 'PAY_FIRST' | 'FAIL_FIRST' | 'TIME_OUT' | 'ABANDON' | 'REVIVE' | 'RENEWAL_DUE' | 'RENEW' | 'CANCEL' | 'RESUME' | 'EXPIRE';

/**
 * The one table of subscription status moves (spec 4: PENDING → ACTIVE | FAILED; renewal through
 * PENDING_RENEWAL; CANCEL; ending in EXPIRED).
 * - A first payment that is refused (FAIL_FIRST), never made within the hold (TIME_OUT, told as
 *   SUBSCRIPTION_TIMEOUT) or given up by the member (ABANDON, `cancel-pending`) all end FAILED: the
 *   person never became a member, so CANCEL keeps one meaning, "paid, ends at the period's end".
 * - REVIVE takes a FAILED subscription back to PENDING when its provider collected the first payment
 *   after all (the App Store's SUBSCRIBED arriving after our hold ran out): a new first period is
 *   opened and paid by the provider in the same transaction, so it never rests in PENDING. Not taken
 *   when another subscription of the plan is live or the price was withdrawn meanwhile: the money is
 *   owed back (app-store-subscriptions.ts). Nothing else leaves FAILED, and nothing leaves EXPIRED: a new subscription starts again.
 * - RENEWAL_DUE opens a period's charge; RENEW is that charge paid. While PENDING_RENEWAL a charge is
 *   open: changes are refused then (SUBSCRIPTION_HAS_PENDING_PAYMENTS), hence no CANCEL from it.
 * - RESUME undoes a scheduled cancellation (only before the period ends: the caller checks the date).
 * - EXPIRE ends access: a cancellation reaching its period's end, dunning given up, or an active
 *   subscription with nothing left to renew (its price was withdrawn).
 * Lifetime subscriptions are ACTIVE for good: no action but a refund's EXPIRE moves them.
 */
const MOVES: Record<SubscriptionAction, Partial<Record<SubscriptionStatus, SubscriptionStatus>>> = {
  PAY_FIRST: { PENDING: 'ACTIVE' },
  FAIL_FIRST: { PENDING: 'FAILED' },
  TIME_OUT: { PENDING: 'FAILED' },
  ABANDON: { PENDING: 'FAILED' },
  REVIVE: { FAILED: 'PENDING' },
  RENEWAL_DUE: { ACTIVE: 'PENDING_RENEWAL' },
  RENEW: { PENDING_RENEWAL: 'ACTIVE' },
  CANCEL: { ACTIVE: 'CANCEL' },
  RESUME: { CANCEL: 'ACTIVE' },
  EXPIRE: { ACTIVE: 'EXPIRED', PENDING_RENEWAL: 'EXPIRED', CANCEL: 'EXPIRED' },
};

export function nextSubscriptionStatus(from: SubscriptionStatus, action: SubscriptionAction): SubscriptionStatus | null {
  return MOVES[action][from] ?? null;
}

/** Every status an action may start from, for conditional updates (`WHERE status IN (...)`). */
export function subscriptionStatusesFor(action: SubscriptionAction): SubscriptionStatus[] {
  return Object.keys(MOVES[action]) as SubscriptionStatus[];
}

/** Where an action leads: every action has one target, so a conditional update can apply it blind. */
export function subscriptionTargetOf(action: SubscriptionAction): SubscriptionStatus {
  return Object.values(MOVES[action])[0]!;
}

/** Statuses whose member holds the plan while the paid period lasts (a cancelled one until its end). */
export const MEMBER_STATUSES: readonly SubscriptionStatus[] = ['ACTIVE', 'PENDING_RENEWAL', 'CANCEL'];

/**
 * Whether a subscription grants its plan at `now`: a member status and a paid period not over yet
 * (a lifetime one has no end). Before the first payment there is no period, so nothing is granted.
 * A renewal being collected (PENDING_RENEWAL) keeps access through its grace days: dunning ends it
 * (EXPIRE) if it is never paid. subscriptions.repository's `grantsCourse` is this rule in SQL.
 */
export function grantsPlan(
  subscription: { status: SubscriptionStatus; isLifetime: boolean; currentPeriodStart: Date | null; currentPeriodEnd: Date | null },
  now: Date,
): boolean {
  if (!MEMBER_STATUSES.includes(subscription.status) || !subscription.currentPeriodStart) return false;
  if (subscription.isLifetime || subscription.status === 'PENDING_RENEWAL') return true;
  return subscription.currentPeriodEnd !== null && subscription.currentPeriodEnd.getTime() > now.getTime();
}
