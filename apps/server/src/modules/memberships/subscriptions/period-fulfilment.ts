import type { DbOrTx } from '../../../platform/db/database.js';
import type { Scheduler } from '../../../platform/tasks/scheduler.js';
import { LineRefused, type Fulfilled, type SoldLine } from '../../commerce/index.js';
import { periodEndAfter } from '../plans/billing-period.js';
import { periodOf, type SubscriptionBilling } from './subscription-billing.js';
import type { SubscriptionNotice } from './subscription-notices.js';
import type { SubscriptionsRepository } from './subscriptions.repository.js';

/**
 * What a paid (or refunded) period's line does, called by MEMBERSHIP_PRICE's `fulfil` and `revoke` in
 * the settling transaction: the first payment starts the subscription, a renewal extends it, an
 * upgrade moves it to the new price; a line whose subscription moved on meanwhile is refused
 * (`LineRefused`: a late payment is then not taken and its money goes back).
 */
export function createPeriodFulfilment(deps: {
  repo: SubscriptionsRepository;
  scheduler: Scheduler;
  billing: SubscriptionBilling;
  tell: (tx: DbOrTx, notice: SubscriptionNotice, key: string) => Promise<void>;
  /** `tell` of many notices in one statement. */
  tellMany: (tx: DbOrTx, notices: readonly { notice: SubscriptionNotice; key: string }[]) => Promise<void>;
}) {
  const { repo, scheduler } = deps;
  const { timeout, renew, dunning } = deps.billing.tasks;
  const planOf = deps.billing.planOf;

  async function paid(tx: DbOrTx, line: SoldLine): Promise<Fulfilled> {
    const period = await repo.periodOfOrder(line.orderId, { lock: true }, tx);
    if (!period) throw new LineRefused(`no subscription period for order ${line.orderId}`);
    // A renewal is not told to the plan's creator one by one (`quiet`); the first payment is.
    const done = { bookingStatus: null, quiet: period.kind === 'RENEWAL' };
    if (period.status === 'PAID') return done;
    // Dropped before its money came (timed out, given up, dunning over): a late payment is not taken.
    if (period.status !== 'OPEN') throw new LineRefused('the period was given up before it was paid');
    const subscription = await repo.find(period.subscriptionId, { lock: true }, tx);
    if (!subscription) throw new LineRefused('subscription gone');
    const now = scheduler.now();
    const plan = await planOf(tx, period.membershipPriceId ?? subscription.membershipPriceId);
    const planName = plan?.plan.name ?? '';
    const tell = (kind: SubscriptionNotice['kind'], at?: Date | null) =>
      deps.tell(
        tx,
        { userId: subscription.userId, kind, plan: planName, subscriptionId: subscription.id, amount: period.amount, at: at?.toISOString() },
        `${kind}:${period.id}`,
      );

    if (period.kind === 'FIRST') {
      if (subscription.status !== 'PENDING') throw new LineRefused('the subscription no longer waits for its first payment');
      const span = plan ? periodOf(plan.price) : null;
      const end = span ? periodEndAfter(now, span, 1) : null;
      await repo.updatePeriod(period.id, { status: 'PAID', paidAt: now, periodEnd: end }, tx);
      await repo.transition(subscription.id, 'PAY_FIRST', { currentPeriodStart: now, currentPeriodEnd: end, anchorAt: now, periodNumber: 1 }, tx);
      await scheduler.cancel(timeout, subscription.id, tx);
      if (end)
        await scheduler.schedule(renew, { key: subscription.id, at: end, payload: { subscriptionId: subscription.id, periodEnd: end.toISOString() } }, tx);
      await tell('FIRST_PAID');
      return { bookingStatus: null };
    }
    if (period.kind === 'RENEWAL') {
      if (subscription.status !== 'PENDING_RENEWAL') throw new LineRefused('the subscription is no longer being renewed');
      const changed = period.membershipPriceId !== null && period.membershipPriceId !== subscription.membershipPriceId;
      await repo.updatePeriod(period.id, { status: 'PAID', paidAt: now }, tx);
      await repo.transition(
        subscription.id,
        'RENEW',
        {
          currentPeriodStart: period.periodStart,
          currentPeriodEnd: period.periodEnd,
          renewalTries: 0,
          ...(changed
            ? { membershipPriceId: period.membershipPriceId!, nextPriceId: null, anchorAt: period.periodStart, periodNumber: 1 }
            : { periodNumber: subscription.periodNumber + 1 }),
        },
        tx,
      );
      await scheduler.cancel(dunning, subscription.id, tx);
      if (period.periodEnd)
        await scheduler.schedule(
          renew,
          { key: subscription.id, at: period.periodEnd, payload: { subscriptionId: subscription.id, periodEnd: period.periodEnd.toISOString() } },
          tx,
        );
      await tell('RENEWED', period.periodEnd);
      return done;
    }
    // UPGRADE: the new price applies at once; the period's end stays, and later periods count from it.
    if (subscription.status !== 'ACTIVE' || !plan) throw new LineRefused('the subscription cannot change plan now');
    const holdsTarget = (await repo.liveOf(subscription.userId, tx)).some((s) => s.id !== subscription.id && s.membershipId === plan.plan.id);
    if (holdsTarget) throw new LineRefused('the member holds the target plan already');
    await repo.updatePeriod(period.id, { status: 'PAID', paidAt: now }, tx);
    await repo.update(
      subscription.id,
      { membershipPriceId: plan.price.id, membershipId: plan.plan.id, nextPriceId: null, anchorAt: subscription.currentPeriodEnd, periodNumber: 0 },
      tx,
    );
    await tell('PLAN_CHANGED');
    return { bookingStatus: null };
  }

  /**
   * `paid` of many lines paid together (a batch of card renewals), set-based for the common case: the
   * renewal of a subscription being renewed at its own price. Their periods and subscriptions are
   * locked and read in two statements, the prices once, then the periods PAID, the subscriptions
   * renewed, dunning cancelled, the next renewals scheduled and the members told, a statement each.
   * Any other line (a first payment, a plan change, a period paid or given up already, a price that
   * takes over) goes through `paid`, which refuses what it refuses.
   */
  async function paidMany(tx: DbOrTx, lines: readonly SoldLine[]): Promise<Fulfilled[]> {
    const periods = await repo.periodsOfOrders(
      lines.map((l) => l.orderId),
      tx,
    );
    const subscriptionsOf = await repo.lockMany(
      [...periods.values()].map((p) => p.subscriptionId),
      tx,
    );
    const renewing = [];
    const alone: SoldLine[] = [];
    for (const line of lines) {
      const period = periods.get(line.orderId);
      const subscription = period && subscriptionsOf.get(period.subscriptionId);
      const plain =
        period?.kind === 'RENEWAL' &&
        period.status === 'OPEN' &&
        subscription?.status === 'PENDING_RENEWAL' &&
        (period.membershipPriceId === null || period.membershipPriceId === subscription.membershipPriceId);
      if (plain) renewing.push({ period, subscription });
      else alone.push(line);
    }
    const answers = new Map<string, Fulfilled>();
    for (const line of alone) answers.set(line.orderItemId, await paid(tx, line));
    const answer = () => lines.map((line) => answers.get(line.orderItemId) ?? { bookingStatus: null, quiet: true });
    if (!renewing.length) return answer();
    const now = scheduler.now();
    const plans = await repo.pricesWithPlans([...new Set(renewing.map((r) => r.period.membershipPriceId ?? r.subscription.membershipPriceId))], tx);
    await repo.markPeriodsPaid(
      renewing.map((r) => r.period.id),
      now,
      tx,
    );
    await repo.renewMany(
      renewing.map((r) => ({ id: r.subscription.id, start: r.period.periodStart, end: r.period.periodEnd })),
      tx,
    );
    await scheduler.cancelMany(
      dunning,
      renewing.map((r) => r.subscription.id),
      tx,
    );
    await scheduler.scheduleMany(
      renewing.flatMap(({ period, subscription }) =>
        period.periodEnd
          ? [
              {
                definition: renew,
                key: subscription.id,
                at: period.periodEnd,
                payload: { subscriptionId: subscription.id, periodEnd: period.periodEnd.toISOString() },
              },
            ]
          : [],
      ),
      tx,
    );
    await deps.tellMany(
      tx,
      renewing.map(({ period, subscription }) => ({
        notice: {
          userId: subscription.userId,
          kind: 'RENEWED' as const,
          plan: plans.get(period.membershipPriceId ?? subscription.membershipPriceId)?.plan.name ?? '',
          subscriptionId: subscription.id,
          amount: period.amount,
          at: period.periodEnd?.toISOString(),
        },
        key: `RENEWED:${period.id}`,
      })),
    );
    return answer();
  }

  /** A paid period refunded: the subscription ends now (a refund takes back what the period gave). */
  async function refunded(tx: DbOrTx, line: SoldLine): Promise<void> {
    const period = await repo.periodOfOrder(line.orderId, { lock: true }, tx);
    if (!period || period.status !== 'PAID') return;
    await repo.updatePeriod(period.id, { status: 'REFUNDED' }, tx);
    const now = scheduler.now();
    const ended = await repo.transition(period.subscriptionId, 'EXPIRE', { endedAt: now }, tx);
    if (ended) {
      await scheduler.cancel(renew, ended.id, tx);
      await scheduler.cancel(dunning, ended.id, tx);
    }
  }

  return { paid, paidMany, refunded };
}
