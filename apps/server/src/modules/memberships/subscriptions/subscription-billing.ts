import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { DbOrTx } from '../../../platform/db/database.js';
import { defineTask, RECURRING_ATTEMPTS, type Scheduler } from '../../../platform/tasks/scheduler.js';
import type { PeriodOrders, PeriodPayment } from '../../commerce/index.js';
import type { CardCharge, ChargeOutcome, StoredCard } from '../cards/index.js';
import { periodEndAfter, type Period } from '../plans/billing-period.js';
import type { MembershipPriceRow, MembershipRow } from '../plans/plans.table.js';
import { CHARGE_BATCH, createRenewalBatches, RENEWAL_BATCH } from './renewal-batch.js';
import type { SubscriptionNotice } from './subscription-notices.js';
import type { SubscriptionsRepository } from './subscriptions.repository.js';
import type { SubscriptionPeriodRow, SubscriptionRow } from './subscriptions.table.js';

const DAY_MS = 86_400_000;
/** A renewal not paid is tried again (a card) or reminded of (a link) these days after the period's end... */
export const DUNNING_DAYS = [1, 3] as const;
/** ...and the subscription expires this many days after it, access kept until then. */
export const GRACE_DAYS = 5;

/** A member's stored cards (the cards context's `subscriptionCards` port): renewals charge one. */
export interface StoredCards {
  cardOf(userId: string, cardId: string, tx?: DbOrTx): Promise<StoredCard | null>;
  charge(card: StoredCard, input: CardCharge): Promise<ChargeOutcome>;
  cardsOf(refs: readonly { userId: string; cardId: string }[], tx?: DbOrTx): Promise<Map<string, StoredCard>>;
  chargeMany(items: readonly { card: StoredCard; charge: CardCharge }[]): Promise<ChargeOutcome[]>;
}

/** Whether a price is still sold: a withdrawn (inactive or deleted) price or plan starts and renews nothing. */
export const stillSold = (target: { price: MembershipPriceRow; plan: MembershipRow } | null): target is { price: MembershipPriceRow; plan: MembershipRow } =>
  !!target && !target.price.deletedAt && target.price.status === 'ACTIVE' && !target.plan.deletedAt && target.plan.status === 'ACTIVE';

export const periodOf = (price: Pick<MembershipPriceRow, 'periodUnit' | 'periodCount'>): Period | null =>
  price.periodUnit && price.periodCount ? { unit: price.periodUnit, count: price.periodCount } : null;

/**
 * How a subscription's periods are paid: its stored card, the App Store (which charges by itself and
 * tells us: no pay link is sent), else a link through its provider.
 */
export const paymentOf = (subscription: Pick<SubscriptionRow, 'cardId' | 'payProvider' | 'payMethod'>): PeriodPayment =>
  subscription.cardId
    ? { provider: 'STRIPE', method: 'CREDIT_CARD', chargedByCaller: true }
    : subscription.payProvider === 'APPLE'
      ? { provider: 'APPLE', method: null, chargedByCaller: true }
      : { provider: subscription.payProvider as PeriodPayment['provider'], method: subscription.payMethod, chargedByCaller: false };

/** A period's card charge, keyed by its attempt: asked again (a retry, another process), the provider answers the same charge. */
export const cardChargeOf = (period: Pick<SubscriptionPeriodRow, 'amount' | 'orderCode' | 'id'>, paymentId: string): CardCharge => ({
  amount: period.amount,
  reference: `${period.orderCode ?? period.id}`,
  idempotencyKey: `subscription-charge:${paymentId}`,
  description: `Gia han goi hoi vien ${period.orderCode ?? ''}`.trim(),
});

export const ChargePayload = z.object({ subscriptionId: z.uuid(), periodId: z.uuid(), paymentId: z.uuid() });
export const SubscriptionPayload = z.object({ subscriptionId: z.uuid(), periodEnd: z.string().optional(), step: z.number().int().optional() });

/**
 * The money side of subscriptions: each period's order is opened here (first payment, renewal, plan
 * change), paid through commerce (a provider's callback, or a stored card this module charges), and
 * the paid line comes back through MEMBERSHIP_PRICE's `fulfil` as `paid`. Work due later is scheduler
 * tasks keyed by subscription (the renewal at the period's end, dunning, the first payment's timeout),
 * so with several server processes each runs once; a period's row is keyed by (subscription, start),
 * so a period is opened, and charged, once.
 */
export function createSubscriptionBilling(deps: {
  repo: SubscriptionsRepository;
  scheduler: Scheduler;
  periodOrders: () => PeriodOrders;
  cards: () => StoredCards;
  tell: (tx: DbOrTx, notice: SubscriptionNotice, key: string) => Promise<void>;
  log?: { warn: (obj: unknown, msg: string) => void };
}) {
  const { repo, scheduler } = deps;

  async function planOf(tx: DbOrTx, priceId: string): Promise<{ price: MembershipPriceRow; plan: MembershipRow } | null> {
    return (await repo.pricesWithPlans([priceId], tx)).get(priceId) ?? null;
  }

  // --- Tasks --------------------------------------------------------------------------------------

  const charge = scheduler.define(
    defineTask({
      name: 'memberships.card-charge',
      payload: ChargePayload,
      maxAttempts: 3,
      handle: async (payload, { tx, afterCommit }) => chargeCard(tx, payload, afterCommit),
      batch: { size: CHARGE_BATCH, handle: (tasks, context) => batches.chargeMany(tasks, context) },
    }),
  );
  const timeout = scheduler.define(
    defineTask({
      name: 'memberships.first-payment-timeout',
      payload: SubscriptionPayload,
      handle: async (p, { tx, now }) => timeOut(tx, p.subscriptionId, now),
    }),
  );
  const renew = scheduler.define(
    defineTask({
      name: 'memberships.renew',
      payload: SubscriptionPayload,
      maxAttempts: RECURRING_ATTEMPTS,
      handle: async (p, { tx, now }) => renewDue(tx, p.subscriptionId, p.periodEnd ?? '', now),
      batch: { size: RENEWAL_BATCH, handle: (tasks, context) => batches.renewMany(tasks, context) },
    }),
  );
  const dunning = scheduler.define(
    defineTask({
      name: 'memberships.dunning',
      payload: SubscriptionPayload,
      maxAttempts: RECURRING_ATTEMPTS,
      handle: async (p, { tx, now }) => dun(tx, p.subscriptionId, p.step ?? 1, now),
    }),
  );

  // Renewals and charges falling due together, done set-based (the common case; others one by one).
  const batches = createRenewalBatches({
    repo,
    scheduler,
    periodOrders: deps.periodOrders,
    cards: deps.cards,
    tasks: { charge, dunning },
    settleCardCharge: (...args) => settleCardCharge(...args),
  });

  /** Charges after the transaction that opened the attempt committed (a task: the charge is keyed by the attempt, so a retry is not a second charge). */
  async function scheduleCharge(tx: DbOrTx, subscription: SubscriptionRow, period: SubscriptionPeriodRow, paymentId: string, at: Date) {
    if (!subscription.cardId) return;
    await scheduler.schedule(charge, { key: paymentId, at, payload: { subscriptionId: subscription.id, periodId: period.id, paymentId } }, tx);
  }

  async function chargeCard(tx: DbOrTx, payload: z.infer<typeof ChargePayload>, afterCommit: (work: () => Promise<void>) => void) {
    const subscription = await repo.find(payload.subscriptionId, {}, tx);
    const period = await repo.findPeriod(payload.periodId, tx);
    if (!subscription?.cardId || !period || period.status !== 'OPEN' || !period.orderId) return;
    const card = await deps.cards().cardOf(subscription.userId, subscription.cardId, tx);
    const result = card
      ? await deps.cards().charge(card, cardChargeOf(period, payload.paymentId))
      : ({ ok: false, code: 'card_missing', message: 'Thẻ không còn được lưu.' } as const);
    await settleCardCharge(tx, payload, subscription, period, result, afterCommit);
  }

  /** What the provider answered for a period's charge, settled in the charging task's transaction (one by one or in a batch). */
  async function settleCardCharge(
    tx: DbOrTx,
    payload: z.infer<typeof ChargePayload>,
    subscription: SubscriptionRow,
    period: SubscriptionPeriodRow,
    result: ChargeOutcome,
    afterCommit: (work: () => Promise<void>) => void,
  ) {
    // Still processing at the provider: asked again later with the same key (a new attempt could charge twice).
    if (!result.ok && result.code === 'processing') throw new Error('card charge still processing');
    // Settled in this task's transaction: the charge's outcome and the task's completion commit together (a retry
    // after a crash asks the provider again with the same key and gets the same charge back).
    const { after } = await deps.periodOrders().settleCharge(tx, payload.paymentId, {
      ok: result.ok,
      code: result.ok ? 'succeeded' : result.code,
      providerTransactionId: result.ok ? result.providerTransactionId : null,
    });
    afterCommit(after);
    if (result.ok) return;
    const now = scheduler.now();
    if (period.kind === 'FIRST') await endFirst(tx, subscription, period, 'FAIL_FIRST', now);
    else if (period.kind === 'UPGRADE') await dropPeriod(tx, period, 'CANCEL', now);
    else {
      const plan = await planOf(tx, period.membershipPriceId ?? subscription.membershipPriceId);
      const nextTry = nextDunningAt(subscription, period);
      await deps.tell(
        tx,
        {
          userId: subscription.userId,
          kind: 'RENEWAL_FAILED',
          plan: plan?.plan.name ?? '',
          subscriptionId: subscription.id,
          amount: period.amount,
          at: nextTry?.toISOString(),
        },
        `renewal-failed:${payload.paymentId}`,
      );
    }
  }

  /** The next dunning step's time for the open renewal (null: none left before expiry). */
  function nextDunningAt(subscription: SubscriptionRow, period: SubscriptionPeriodRow): Date | null {
    const days = DUNNING_DAYS[subscription.renewalTries];
    return days === undefined ? null : new Date(period.periodStart.getTime() + days * DAY_MS);
  }

  async function dropPeriod(tx: DbOrTx, period: SubscriptionPeriodRow, action: 'EXPIRE' | 'CANCEL', now: Date): Promise<boolean> {
    if (period.orderId && !(await deps.periodOrders().release(tx, period.orderId, action, now))) return false;
    await repo.updatePeriod(period.id, { status: 'UNPAID' }, tx);
    return true;
  }

  /** A first payment refused, never made or given up: the order ends first (it may have been paid meanwhile), then the subscription. */
  async function endFirst(tx: DbOrTx, subscription: SubscriptionRow, period: SubscriptionPeriodRow, action: 'FAIL_FIRST' | 'TIME_OUT' | 'ABANDON', now: Date) {
    if (!(await dropPeriod(tx, period, action === 'ABANDON' ? 'CANCEL' : 'EXPIRE', now))) return null;
    const ended = await repo.transition(subscription.id, action, { endedAt: now }, tx);
    if (!ended) return null;
    await scheduler.cancel(timeout, subscription.id, tx);
    if (action !== 'ABANDON') {
      const plan = await planOf(tx, subscription.membershipPriceId);
      const kind = action === 'TIME_OUT' ? 'TIMEOUT' : 'FIRST_FAILED';
      await deps.tell(tx, { userId: subscription.userId, kind, plan: plan?.plan.name ?? '', subscriptionId: subscription.id }, `${kind}:${subscription.id}`);
    }
    return ended;
  }

  /** The hold of an open first payment or plan change ran out: the first ends the subscription, a plan change is dropped. */
  async function timeOut(tx: DbOrTx, subscriptionId: string, now: Date) {
    const subscription = await repo.find(subscriptionId, {}, tx);
    const open = subscription && (await repo.openPeriodsOf([subscriptionId], tx)).get(subscriptionId);
    if (!open) return;
    if (open.kind === 'FIRST' && subscription.status === 'PENDING') await endFirst(tx, subscription, open, 'TIME_OUT', now);
    if (open.kind === 'UPGRADE') await dropPeriod(tx, open, 'EXPIRE', now);
  }

  /** The period's end: a cancelled subscription ends; another opens the next period's order and collects it. */
  async function renewDue(tx: DbOrTx, subscriptionId: string, periodEnd: string, now: Date) {
    const subscription = await repo.find(subscriptionId, { lock: true }, tx);
    if (!subscription?.currentPeriodEnd || subscription.currentPeriodEnd.toISOString() !== periodEnd) return;
    if (subscription.status === 'CANCEL') {
      const plan = await planOf(tx, subscription.membershipPriceId);
      if (await repo.transition(subscription.id, 'EXPIRE', { endedAt: now }, tx))
        await deps.tell(
          tx,
          { userId: subscription.userId, kind: 'ENDED', plan: plan?.plan.name ?? '', subscriptionId },
          `ended:${subscriptionId}:${periodEnd}`,
        );
      return;
    }
    if (subscription.status !== 'ACTIVE') return;
    await openRenewal(tx, subscription, now);
  }

  /**
   * Opens the next period of an ACTIVE subscription (at its paid period's end; earlier when the App
   * Store renewed it first), or ends it when nothing is left to renew. Answers the opened period
   * (null: ended, or opened already).
   */
  async function openRenewal(tx: DbOrTx, subscription: SubscriptionRow, now: Date) {
    const subscriptionId = subscription.id;
    const periodEnd = subscription.currentPeriodEnd?.toISOString() ?? '';
    if (subscription.status !== 'ACTIVE' || !subscription.currentPeriodEnd) return null;
    const priceId = subscription.nextPriceId ?? subscription.membershipPriceId;
    const target = await planOf(tx, priceId);
    const period = target && periodOf(target.price);
    if (!stillSold(target) || !period) {
      // Nothing left to renew (the price or plan was withdrawn): the member keeps what they paid for, then it ends.
      if (await repo.transition(subscription.id, 'EXPIRE', { endedAt: now }, tx))
        await deps.tell(
          tx,
          { userId: subscription.userId, kind: 'ENDED', plan: target?.plan.name ?? '', subscriptionId },
          `ended:${subscriptionId}:${periodEnd}`,
        );
      return null;
    }
    // A plan change still unpaid at the period's end is given up: the renewal charges the price in force.
    const unpaid = (await repo.openPeriodsOf([subscription.id], tx)).get(subscription.id);
    if (unpaid?.kind === 'UPGRADE') await dropPeriod(tx, unpaid, 'CANCEL', now);
    const start = subscription.currentPeriodEnd;
    // A price that takes over starts its own count; otherwise periods are counted from the anchor (no drift).
    const end = subscription.nextPriceId
      ? periodEndAfter(start, period, 1)
      : periodEndAfter(subscription.anchorAt ?? start, period, subscription.periodNumber + 1);
    return openPeriod(tx, subscription, { kind: 'RENEWAL', priceId, start, end, holdExpiresAt: new Date(start.getTime() + GRACE_DAYS * DAY_MS), now });
  }

  /**
   * Opens a period's order in the caller's transaction: the period's row (its key makes this happen
   * once), the order with its attempt, and what follows (a card charge, a pay-link notice, dunning).
   * Answers null when the period was opened already.
   */
  async function openPeriod(
    tx: DbOrTx,
    subscription: SubscriptionRow,
    input: {
      kind: 'FIRST' | 'RENEWAL' | 'UPGRADE';
      priceId: string;
      start: Date;
      end: Date | null;
      holdExpiresAt: Date;
      now: Date;
      voucherCode?: string | undefined;
      unitPrice?: number;
      ipAddress?: string;
    },
  ) {
    const orderId = randomUUID();
    const period = await repo.insertPeriod(
      {
        subscriptionId: subscription.id,
        kind: input.kind,
        membershipPriceId: input.priceId,
        periodStart: input.start,
        periodEnd: input.end,
        orderId,
        amount: 0,
      },
      tx,
    );
    if (!period) return null;
    if (input.kind === 'RENEWAL') await repo.transition(subscription.id, 'RENEWAL_DUE', { renewalTries: 0 }, tx);
    const pay = paymentOf(subscription);
    const opened = await deps.periodOrders().open(tx, {
      orderId,
      userId: subscription.userId,
      item: { productItemType: 'MEMBERSHIP_PRICE', productItemId: input.priceId },
      voucherCode: input.voucherCode,
      ...(input.unitPrice !== undefined ? { unitPrice: input.unitPrice } : {}),
      now: input.now,
      holdExpiresAt: input.holdExpiresAt,
      status: input.kind === 'UPGRADE' ? 'PENDING_UPGRADE' : 'PENDING',
      pay,
      ipAddress: input.ipAddress ?? '127.0.0.1',
    });
    const written = opened.paymentId
      ? await repo.updatePeriod(period.id, { amount: opened.total, orderCode: opened.code }, tx)
      : { ...period, amount: opened.total, orderCode: opened.code };
    if (!opened.paymentId) return { period: written, opened };
    // A renewal's charge is due when the renewal was: taken among the renewals of that minute still waiting, not after
    // all of them (the scheduler takes the soonest first), so renewals falling due together complete as they go.
    const chargeAt = input.kind === 'RENEWAL' && input.start < input.now ? input.start : input.now;
    if (pay.chargedByCaller) await scheduleCharge(tx, subscription, written, opened.paymentId, chargeAt);
    if (input.kind !== 'RENEWAL')
      await scheduler.schedule(timeout, { key: subscription.id, at: input.holdExpiresAt, payload: { subscriptionId: subscription.id } }, tx);
    if (input.kind === 'RENEWAL') {
      await scheduler.schedule(
        dunning,
        { key: subscription.id, at: new Date(input.start.getTime() + DUNNING_DAYS[0] * DAY_MS), payload: { subscriptionId: subscription.id, step: 1 } },
        tx,
      );
      if (!pay.chargedByCaller) {
        const plan = await planOf(tx, input.priceId);
        await deps.tell(
          tx,
          {
            userId: subscription.userId,
            kind: 'RENEWAL_DUE',
            plan: plan?.plan.name ?? '',
            subscriptionId: subscription.id,
            amount: opened.total,
            at: input.holdExpiresAt.toISOString(),
            orderId,
          },
          `renewal-due:${period.id}`,
        );
      }
    }
    return { period: written, opened };
  }

  /** A renewal still unpaid: a card is tried again, a link is reminded of; after the grace days the subscription expires. */
  async function dun(tx: DbOrTx, subscriptionId: string, step: number, now: Date) {
    const subscription = await repo.find(subscriptionId, { lock: true }, tx);
    if (subscription?.status !== 'PENDING_RENEWAL') return;
    const open = (await repo.openPeriodsOf([subscriptionId], tx)).get(subscriptionId);
    if (!open || open.kind !== 'RENEWAL') return;
    const plan = await planOf(tx, open.membershipPriceId ?? subscription.membershipPriceId);
    const planName = plan?.plan.name ?? '';
    if (step > DUNNING_DAYS.length) {
      if (!(await dropPeriod(tx, open, 'EXPIRE', now))) return;
      if (await repo.transition(subscriptionId, 'EXPIRE', { endedAt: now }, tx))
        await deps.tell(tx, { userId: subscription.userId, kind: 'EXPIRED_UNPAID', plan: planName, subscriptionId }, `expired-unpaid:${open.id}`);
      return;
    }
    const tried = await repo.update(subscriptionId, { renewalTries: step }, tx);
    const nextAt = new Date(open.periodStart.getTime() + (DUNNING_DAYS[step] ?? GRACE_DAYS) * DAY_MS);
    await scheduler.schedule(dunning, { key: subscriptionId, at: nextAt, payload: { subscriptionId, step: step + 1 } }, tx);
    const pay = paymentOf(tried);
    if (pay.chargedByCaller && open.orderId) {
      const paymentId = await deps.periodOrders().retry(tx, open.orderId, pay);
      if (paymentId) await scheduleCharge(tx, tried, open, paymentId, now);
      return;
    }
    const at = new Date(open.periodStart.getTime() + GRACE_DAYS * DAY_MS).toISOString();
    await deps.tell(
      tx,
      { userId: subscription.userId, kind: 'RENEWAL_DUE', plan: planName, subscriptionId, amount: open.amount, at, orderId: open.orderId ?? undefined },
      `renewal-reminder:${open.id}:${step}`,
    );
  }

  /** Schedules the renewal at the end of a subscription's paid period (a member brought in with their history). */
  async function scheduleRenewal(tx: DbOrTx, subscription: SubscriptionRow): Promise<void> {
    const end = subscription.currentPeriodEnd;
    if (end) await scheduler.schedule(renew, { key: subscription.id, at: end, payload: { subscriptionId: subscription.id, periodEnd: end.toISOString() } }, tx);
  }

  return { openPeriod, openRenewal, endFirst, dropPeriod, planOf, scheduleRenewal, tasks: { charge, timeout, renew, dunning } };
}
export type SubscriptionBilling = ReturnType<typeof createSubscriptionBilling>;
