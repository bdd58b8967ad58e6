import { z } from 'zod';
import type { DbOrTx } from '../../../platform/db/database.js';
import { AppError } from '../../../platform/http/errors.js';
import type { Scheduler } from '../../../platform/tasks/scheduler.js';
import type { AppStoreSubscriptionEvent, ChargeSettlement, PeriodOrders } from '../../commerce/index.js';
import { periodEndAfter } from '../plans/billing-period.js';
import { periodOf, stillSold, type SubscriptionBilling } from './subscription-billing.js';
import type { SubscriptionNotice } from './subscription-notices.js';
import type { SubscriptionStatus } from './subscription-status.js';
import type { SubscriptionsRepository } from './subscriptions.repository.js';
import type { SubscriptionPeriodRow, SubscriptionRow } from './subscriptions.table.js';

const Event = z.object({
  type: z.string(),
  subtype: z.string().nullable(),
  transactionId: z.string().min(1),
  originalTransactionId: z.string().min(1),
  appAccountToken: z.string().nullable(),
  expiresDate: z.number().nullable(),
}) satisfies z.ZodType<AppStoreSubscriptionEvent>;

type Settle = ChargeSettlement['settle'];
type OwedReason = Parameters<PeriodOrders['owedByProvider']>[2]['reason'];
type After = () => Promise<void>;

/**
 * Statuses a renewal does not reopen: nothing leaves EXPIRED or FAILED (a new subscription starts
 * again), and CANCEL is the member's own "stop at the period's end", which a renewal they left running
 * at Apple does not overrule.
 */
const ENDED: readonly SubscriptionStatus[] = ['EXPIRED', 'FAILED', 'CANCEL'];

/**
 * App Store subscriptions, settled from the App Store Server Notifications V2 (providers.md §5.3) in
 * the settling transaction of payments (a charge target: no attempt of ours is pending for them).
 * - A subscription bought in the app starts through our API like any other (`provider: APPLE`, its
 *   first period's order open); the app passes the subscription's id to StoreKit as `appAccountToken`.
 *   SUBSCRIBED links it to its `originalTransactionId` and pays that first order.
 * - DID_RENEW pays the period's order: the renewal open at the period's end, or (Apple renews a day
 *   early) the next period opened now. Each Apple transaction pays one period (a unique key on the
 *   period), each notification settles once (the callbacks' key on notificationUUID).
 * - DID_FAIL_TO_RENEW opens the renewal unpaid: dunning, with access kept through its grace days
 *   (Apple's own billing retries can still pay it); EXPIRED and GRACE_PERIOD_EXPIRED end it now.
 * - REFUND takes the period it names back (its order REFUNDED), which ends the subscription; for a
 *   charge we owed back (below) it closes that refund instead, so no transfer follows Apple's refund.
 * - SUBSCRIBED for a subscription whose first payment we gave up on (FAILED: our hold ran out, or the
 *   member gave it up here while the purchase went on in StoreKit): Apple charged the member, so the
 *   subscription is revived (REVIVE) with a new first period from now, its order paid by Apple in the
 *   same transaction: ACTIVE, once (the notification's key, the Apple transaction's key on the period,
 *   and the subscription's row lock). Unless the member holds another live subscription of that plan
 *   by then (subscribed again meanwhile): that one stands, and Apple's charge is recorded as a payment
 *   of the given-up period's order with a refund of it owed in the admins' refund queue (the member is
 *   told), once per Apple transaction (`periodOrders.owedByProvider`).
 * - Apple's charge for a price we no longer sell (the price, or its plan, withdrawn: switched off or
 *   deleted, between the purchase and the notification) is owed back the same way, never sold: a late
 *   SUBSCRIBED does not revive its subscription (no REVIVE: the member was told it timed out and holds
 *   nothing of it, and a revival would be a new sale of what the admin withdrew, which Apple would then
 *   keep renewing), and a DID_RENEW opens no period (the paid one runs to its end, where the renewal
 *   finds nothing left to renew and ends it, as for every subscriber of that price). Honouring it
 *   instead would sell a withdrawn price; dropping it would keep money nobody is given anything for.
 * - A DID_RENEW for a subscription that ended here (EXPIRED: our dunning gave up before Apple's billing
 *   retry recovered, or Apple's expiry came first; CANCEL: the member stopped it here, not at Apple;
 *   FAILED) is owed back the same way (SUBSCRIPTION_ENDED), never reopened.
 * Apple must collect the plan's price: another amount is refused (PAYMENT_AMOUNT_MISMATCH, logged by
 * the route), nothing is settled. A notification for a subscription we do not know changes nothing.
 */
export function createAppStoreSubscriptions(deps: {
  repo: SubscriptionsRepository;
  billing: SubscriptionBilling;
  scheduler: Scheduler;
  periodOrders: () => PeriodOrders;
  tell: (tx: DbOrTx, notice: SubscriptionNotice, key: string) => Promise<void>;
  /** The hold of a first period's order (a revived one is paid at once; its timeout is dropped then). */
  holdMinutes: number;
}): ChargeSettlement {
  const { repo, billing, scheduler } = deps;
  const uuid = z.uuid();

  /** The subscription the notification names; SUBSCRIBED links one opened in the app to its originalTransactionId. */
  async function subscriptionOf(tx: DbOrTx, event: AppStoreSubscriptionEvent): Promise<SubscriptionRow | null> {
    const linked = await repo.findByAppStore(event.originalTransactionId, tx);
    if (linked || event.type !== 'SUBSCRIBED' || !uuid.safeParse(event.appAccountToken).success) return linked;
    const opened = await repo.find(event.appAccountToken!, { lock: true }, tx);
    if (opened?.payProvider !== 'APPLE' || opened.appStoreOriginalTransactionId) return null;
    return repo.update(opened.id, { appStoreOriginalTransactionId: event.originalTransactionId }, tx);
  }

  async function paid(tx: DbOrTx, subscription: SubscriptionRow, event: AppStoreSubscriptionEvent, outcome: Parameters<Settle>[1]): Promise<After | undefined> {
    // The same Apple transaction delivered again under another notification: its period is paid already.
    if (await repo.periodOfAppStoreTransaction(event.transactionId, tx)) return undefined;
    let open: SubscriptionPeriodRow | null = (await repo.openPeriodsOf([subscription.id], tx)).get(subscription.id) ?? null;
    // Renewed at Apple after it ended here: no status of those reopens, so the money is owed back.
    if (!open && event.type === 'DID_RENEW' && ENDED.includes(subscription.status)) return owed(tx, subscription, event, outcome, 'SUBSCRIPTION_ENDED');
    const renewsLater = !subscription.currentPeriodEnd || event.expiresDate === null || event.expiresDate > subscription.currentPeriodEnd.getTime();
    if (!open && event.type === 'DID_RENEW' && renewsLater) {
      // Renewed at Apple after we withdrew the price: owed back; the paid period is not cut short.
      const target = await billing.planOf(tx, subscription.nextPriceId ?? subscription.membershipPriceId);
      if (subscription.status === 'ACTIVE' && !stillSold(target)) return owed(tx, subscription, event, outcome, 'PRICE_WITHDRAWN');
      open = (await billing.openRenewal(tx, subscription, scheduler.now()))?.period ?? null;
    }
    if (!open && event.type === 'SUBSCRIBED' && subscription.status === 'FAILED') {
      const revived = await revive(tx, subscription);
      if (revived === 'HELD') return owed(tx, subscription, event, outcome, 'SUBSCRIPTION_HELD');
      if (revived === 'WITHDRAWN') return owed(tx, subscription, event, outcome, 'PRICE_WITHDRAWN');
      open = revived;
    }
    if (!open?.orderId || open.kind === 'UPGRADE') return undefined;
    const charged = await deps.periodOrders().payByProvider(tx, open.orderId, {
      amount: outcome.amount,
      resultCode: outcome.resultCode,
      providerTransactionId: event.transactionId,
    });
    if (charged.result === 'AMOUNT_MISMATCH') throw new AppError('PAYMENT_AMOUNT_MISMATCH');
    if (charged.result === 'PAID') await repo.updatePeriod(open.id, { appStoreTransactionId: event.transactionId }, tx);
    return charged.after;
  }

  /**
   * Apple charged for what no period can take (a FAILED subscription that cannot be revived, a price
   * withdrawn): the money is kept on the latest period's order (the given-up one, or the paid one
   * Apple renewed) and a refund of it is owed (the admins' refund queue).
   */
  async function owed(
    tx: DbOrTx,
    subscription: SubscriptionRow,
    event: AppStoreSubscriptionEvent,
    outcome: Parameters<Settle>[1],
    reason: OwedReason,
  ): Promise<After | undefined> {
    const [latest] = (await repo.periodsOf(subscription.id, { page: 1, limit: 1 }, tx)).rows;
    if (!latest?.orderId) return undefined;
    const { after } = await deps.periodOrders().owedByProvider(tx, latest.orderId, {
      provider: 'APPLE',
      amount: outcome.amount,
      resultCode: outcome.resultCode,
      providerTransactionId: event.transactionId,
      reason,
    });
    return after;
  }

  /**
   * A FAILED subscription Apple charged after all: PENDING again with a new first period from now (its
   * order open, paid by the caller). HELD: the member holds another live subscription of the plan;
   * WITHDRAWN: its price or plan is no longer sold.
   */
  async function revive(tx: DbOrTx, subscription: SubscriptionRow): Promise<SubscriptionPeriodRow | 'HELD' | 'WITHDRAWN' | null> {
    // One live subscription per member and plan: one taken out meanwhile stands.
    if ((await repo.liveOf(subscription.userId, tx)).some((s) => s.membershipId === subscription.membershipId)) return 'HELD';
    const plan = await billing.planOf(tx, subscription.membershipPriceId);
    if (!plan) return null;
    if (!stillSold(plan)) return 'WITHDRAWN';
    const pending = await repo.transition(subscription.id, 'REVIVE', { endedAt: null }, tx);
    if (!pending) return null;
    const now = scheduler.now();
    const span = periodOf(plan.price);
    const opened = await billing.openPeriod(tx, pending, {
      kind: 'FIRST',
      priceId: subscription.membershipPriceId,
      start: now,
      end: span ? periodEndAfter(now, span, 1) : null,
      holdExpiresAt: new Date(now.getTime() + deps.holdMinutes * 60_000),
      now,
    });
    return opened?.period ?? null;
  }

  /** Billing failed at Apple: the renewal is opened unpaid (PENDING_RENEWAL), and dunning runs its course. */
  async function failed(tx: DbOrTx, subscription: SubscriptionRow, dedupeKey: string) {
    const opened = subscription.status === 'ACTIVE' ? await billing.openRenewal(tx, subscription, scheduler.now()) : null;
    if (!opened && subscription.status !== 'PENDING_RENEWAL') return;
    const plan = await billing.planOf(tx, subscription.membershipPriceId);
    await deps.tell(
      tx,
      { userId: subscription.userId, kind: 'RENEWAL_FAILED', plan: plan?.plan.name ?? '', subscriptionId: subscription.id },
      `renewal-failed:${dedupeKey}`,
    );
  }

  /** Apple ended it (cancelled by the member at Apple, billing retries over): access ends now, its unpaid period is dropped. */
  async function expired(tx: DbOrTx, subscription: SubscriptionRow, event: AppStoreSubscriptionEvent) {
    const now = scheduler.now();
    const open = (await repo.openPeriodsOf([subscription.id], tx)).get(subscription.id);
    if (open) await billing.dropPeriod(tx, open, 'EXPIRE', now);
    const ended = await repo.transition(subscription.id, 'EXPIRE', { endedAt: now }, tx);
    if (!ended) return;
    await scheduler.cancel(billing.tasks.renew, subscription.id, tx);
    await scheduler.cancel(billing.tasks.dunning, subscription.id, tx);
    const unpaid = event.type === 'GRACE_PERIOD_EXPIRED' || event.subtype === 'BILLING_RETRY';
    const plan = await billing.planOf(tx, subscription.membershipPriceId);
    await deps.tell(
      tx,
      { userId: subscription.userId, kind: unpaid ? 'EXPIRED_UNPAID' : 'ENDED', plan: plan?.plan.name ?? '', subscriptionId: subscription.id },
      `app-store-ended:${subscription.id}`,
    );
  }

  async function refunded(tx: DbOrTx, event: AppStoreSubscriptionEvent) {
    const period = await repo.periodOfAppStoreTransaction(event.transactionId, tx);
    if (period?.orderId) await deps.periodOrders().refundedByProvider(tx, period.orderId);
    // A charge we owed back (a late purchase, a withdrawn price) that Apple refunded itself: our transfer is not made too.
    else await deps.periodOrders().owedReturnedByProvider(tx, 'APPLE', event.transactionId);
  }

  return {
    async settle(tx, outcome) {
      const parsed = Event.safeParse((outcome.payload as { event?: unknown } | null)?.event);
      if (!parsed.success) return {};
      const event = parsed.data;
      const subscription = await subscriptionOf(tx, event);
      if (!subscription) return {};
      switch (event.type) {
        case 'SUBSCRIBED':
        case 'DID_RENEW': {
          const after = await paid(tx, subscription, event, outcome);
          return after ? { after } : {};
        }
        case 'DID_FAIL_TO_RENEW':
          await failed(tx, subscription, outcome.dedupeKey);
          return {};
        case 'EXPIRED':
        case 'GRACE_PERIOD_EXPIRED':
          await expired(tx, subscription, event);
          return {};
        case 'REFUND':
          await refunded(tx, event);
          return {};
        default:
          return {};
      }
    },
  };
}
