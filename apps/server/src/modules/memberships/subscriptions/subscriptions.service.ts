import type {
  CancelSubscriptionBody,
  SubscribeBody,
  SubscribeResultDto,
  SubscriptionDetailDto,
  SubscriptionDetails,
  SubscriptionOfferDto,
  SubscriptionPaymentSummaryDto,
  SubscriptionVoucherQuoteDto,
} from '@market/contract';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../../platform/db/database.js';
import { isUniqueViolation } from '../../../platform/db/constraints.js';
import { AppError } from '../../../platform/http/errors.js';
import type { PeriodOrders } from '../../commerce/index.js';
import { periodEndAfter } from '../plans/billing-period.js';
import { toPriceDto } from '../plans/plan.js';
import type { MembershipPriceRow, MembershipRow } from '../plans/plans.table.js';
import { planChange } from './plan-change.js';
import type { MySubscriptionsCache } from './my-subscriptions-cache.js';
import { createSubscriptionPeriods } from './subscription-periods.js';
import { GRACE_DAYS, periodOf, type StoredCards, type SubscriptionBilling } from './subscription-billing.js';
import { grantsPlan } from './subscription-status.js';
import type { SubscriptionNotice } from './subscription-notices.js';
import type { PriceWithPlan, SubscriptionsRepository } from './subscriptions.repository.js';
import type { SubscriptionPeriodRow, SubscriptionRow } from './subscriptions.table.js';

type Plan = { price: MembershipPriceRow; plan: MembershipRow };
const chip = (plan: MembershipRow) => ({ id: plan.id, name: plan.name, image: plan.image });
const iso = (date: Date | null) => date?.toISOString() ?? null;
const onSale = (found: Plan | null | undefined): found is Plan =>
  !!found && !found.price.deletedAt && !found.plan.deletedAt && found.price.status === 'ACTIVE' && found.plan.status === 'ACTIVE';

/**
 * What a member does with subscriptions (subscribe, cancel and undo, give up a pending one, change
 * plan, choose the card renewals charge) and reads of them. Money moves in subscription-billing.ts.
 */
export function createSubscriptionsService(deps: {
  db: Db;
  repo: SubscriptionsRepository;
  billing: SubscriptionBilling;
  periodOrders: () => PeriodOrders;
  cards: () => StoredCards;
  now: () => Date;
  holdMinutes: number;
  tell: (tx: DbOrTx, notice: SubscriptionNotice, key: string) => Promise<void>;
  /** Each member's "my subscription" answer, kept until told that it changed. */
  cache?: MySubscriptionsCache;
}) {
  const { db, repo, billing } = deps;
  // A member's own write forgets their answer once more after it committed: the repository forgot it in
  // the transaction, when a read made meanwhile could still keep what was there before.
  const thenForget =
    <A extends [string, ...unknown[]], R>(write: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      try {
        return await write(...args);
      } finally {
        deps.cache?.forget(args[0]);
      }
    };

  const periods = createSubscriptionPeriods({ repo, cache: deps.cache });

  async function mine(userId: string, id: string, tx: DbOrTx = db, lock = false): Promise<SubscriptionRow> {
    const found = await repo.find(id, { lock }, tx);
    if (!found || found.userId !== userId) throw new AppError('SUBSCRIPTION_NOT_FOUND');
    return found;
  }

  /** `known`: what the caller read with the rows (my subscription's one statement). */
  async function details(rows: SubscriptionRow[], tx: DbOrTx = db, known?: { plans: Map<string, PriceWithPlan>; open: Map<string, SubscriptionPeriodRow> }) {
    if (!rows.length) return [];
    const ids = rows.map((r) => r.id);
    const priceIds = [...new Set(rows.flatMap((r) => [r.membershipPriceId, ...(r.nextPriceId ? [r.nextPriceId] : [])]))];
    const missing = known ? priceIds.filter((id) => !known.plans.has(id)) : priceIds;
    const [found, open] = await Promise.all([
      missing.length ? repo.pricesWithPlans(missing, tx) : Promise.resolve(new Map<string, PriceWithPlan>()),
      known ? Promise.resolve(known.open) : repo.openPeriodsOf(ids, tx),
    ]);
    const plans = known ? new Map([...known.plans, ...found]) : found;
    const now = deps.now();
    return rows.map((s): SubscriptionDetailDto => {
      const own = plans.get(s.membershipPriceId)!;
      const next = s.nextPriceId ? (plans.get(s.nextPriceId) ?? null) : null;
      const period = open.get(s.id);
      const renews = s.status === 'ACTIVE' && !s.isLifetime && s.currentPeriodEnd;
      return {
        id: s.id,
        status: s.status,
        membership: chip(own.plan),
        price: toPriceDto(own.price),
        isLifetime: s.isLifetime,
        currentPeriodStart: iso(s.currentPeriodStart),
        currentPeriodEnd: iso(s.currentPeriodEnd),
        cancelAtPeriodEnd: s.status === 'CANCEL',
        createdAt: s.createdAt.toISOString(),
        nextCharge: renews ? { at: s.currentPeriodEnd!.toISOString(), amount: (next ?? own).price.amount, byCard: !!s.cardId } : null,
        nextPrice: next ? toPriceDto(next.price) : null,
        cardId: s.cardId,
        payProvider: s.payProvider,
        openOrder: period?.orderId
          ? { id: period.orderId, code: period.orderCode ?? '', total: period.amount, kind: period.kind, payBefore: payBefore(s, period) }
          : null,
        grantsAccess: grantsPlan(s, now),
        renewalTries: s.renewalTries,
        endedAt: iso(s.endedAt),
      };
    });
  }

  const payBefore = (s: SubscriptionRow, period: SubscriptionPeriodRow) =>
    period.kind === 'RENEWAL'
      ? new Date(period.periodStart.getTime() + GRACE_DAYS * 86_400_000).toISOString()
      : new Date(s.createdAt.getTime() + deps.holdMinutes * 60_000).toISOString();

  async function detail(row: SubscriptionRow, tx: DbOrTx = db) {
    return (await details([row], tx))[0]!;
  }

  async function payLinkOf(opened: { orderId: string; paymentId: string | null } | null, byCard: boolean, ipAddress: string) {
    if (!opened?.paymentId || byCard) return null;
    return deps.periodOrders().payLink(opened.orderId, opened.paymentId, { ipAddress });
  }

  const service = {
    details,

    /**
     * A member brought in with their paid history (from another platform, or the demo): the periods
     * (each with its paid order, written by the caller through commerce) and the subscription live on
     * the last one, renewed at its end like any other. Paid by link through `payProvider`.
     */
    async importMember(input: {
      userId: string;
      priceId: string;
      payProvider: string;
      periods: { start: Date; end: Date; amount: number; paidAt: Date; orderId: string; orderCode: string }[];
    }): Promise<SubscriptionRow> {
      const found = (await repo.pricesWithPlans([input.priceId])).get(input.priceId);
      const last = input.periods.at(-1);
      if (!onSale(found) || !last || !periodOf(found.price)) throw new AppError('NO_VALID_PERIOD');
      return db.transaction(async (tx) => {
        const subscription = await repo.insert(
          {
            userId: input.userId,
            membershipId: found.plan.id,
            membershipPriceId: input.priceId,
            status: 'ACTIVE',
            currentPeriodStart: last.start,
            currentPeriodEnd: last.end,
            anchorAt: input.periods[0]!.start,
            periodNumber: input.periods.length,
            payProvider: input.payProvider,
            createdAt: input.periods[0]!.start,
          },
          tx,
        );
        for (const [i, period] of input.periods.entries())
          await repo.insertPeriod(
            {
              subscriptionId: subscription.id,
              kind: i === 0 ? 'FIRST' : 'RENEWAL',
              status: 'PAID',
              membershipPriceId: input.priceId,
              periodStart: period.start,
              periodEnd: period.end,
              orderId: period.orderId,
              orderCode: period.orderCode,
              amount: period.amount,
              paidAt: period.paidAt,
              createdAt: period.paidAt,
            },
            tx,
          );
        await billing.scheduleRenewal(tx, subscription);
        return subscription;
      });
    },

    async me(userId: string): Promise<SubscriptionDetails> {
      const at = deps.now().getTime();
      const kept = deps.cache?.get(userId, at);
      if (kept) return kept;
      const since = deps.cache?.generation() ?? 0;
      // One statement for the usual member (a price taking over at the next period is read besides).
      const live = await repo.liveWithPlansOf(userId);
      const answer = { data: await details(live.rows, db, live) };
      // True until a paid period ends (access then stops by time alone), or a write says otherwise.
      const ends = live.rows.flatMap((s) => (s.currentPeriodEnd && s.currentPeriodEnd.getTime() > at ? [s.currentPeriodEnd.getTime()] : []));
      deps.cache?.set(userId, answer, { until: Math.min(Infinity, ...ends), subscriptionIds: live.rows.map((s) => s.id) }, since);
      return answer;
    },

    async offer(priceId: string, userId: string | null): Promise<SubscriptionOfferDto> {
      const found = (await repo.pricesWithPlans([priceId])).get(priceId);
      if (!onSale(found)) throw new AppError('MEMBERSHIP_PRICE_NOT_FOUND');
      const now = deps.now();
      const span = periodOf(found.price);
      const held = userId ? (await repo.liveOf(userId)).find((s) => s.membershipId === found.plan.id) : undefined;
      return {
        membership: chip(found.plan),
        price: toPriceDto(found.price),
        period: { start: now.toISOString(), end: span ? periodEndAfter(now, span, 1).toISOString() : null },
        mine: held ? await detail(held) : null,
      };
    },

    async subscribe(userId: string, priceId: string, body: z.output<typeof SubscribeBody>, ipAddress: string): Promise<SubscribeResultDto> {
      const now = deps.now();
      const found = (await repo.pricesWithPlans([priceId])).get(priceId);
      if (!onSale(found)) throw new AppError('MEMBERSHIP_PRICE_NOT_FOUND');
      const live = await repo.liveOf(userId);
      if (live.some((s) => s.isLifetime && s.status === 'ACTIVE')) throw new AppError('SUBSCRIPTION_ALREADY_LIFETIME');
      const held = live.find((s) => s.membershipId === found.plan.id);
      if (held) throw new AppError(held.status === 'PENDING' ? 'SUBSCRIPTION_HAS_PENDING_PAYMENTS' : 'SUBSCRIPTION_ALREADY_ACTIVE');
      const card = body.cardId ? await deps.cards().cardOf(userId, body.cardId) : null;
      if (body.cardId && !card) throw new AppError('SUBSCRIPTION_CARD_TOKEN_NOT_FOUND');
      // The App Store charges its own price: a voucher would make our order differ from what Apple collects.
      if (body.provider === 'APPLE' && body.voucherCode && !card) throw new AppError('VOUCHER_NOT_APPLICABLE');
      const span = periodOf(found.price);
      try {
        const made = await db.transaction(async (tx) => {
          const subscription = await repo.insert(
            {
              userId,
              membershipId: found.plan.id,
              membershipPriceId: priceId,
              isLifetime: span === null,
              cardId: card?.id ?? null,
              payProvider: card ? 'STRIPE' : body.provider,
              payMethod: card ? 'CREDIT_CARD' : (body.method ?? null),
            },
            tx,
          );
          const opened = await billing.openPeriod(tx, subscription, {
            kind: 'FIRST',
            priceId,
            start: now,
            end: span ? periodEndAfter(now, span, 1) : null,
            holdExpiresAt: new Date(now.getTime() + deps.holdMinutes * 60_000),
            now,
            voucherCode: body.voucherCode,
            ipAddress,
          });
          return { subscription, opened: opened! };
        });
        await made.opened.opened.after();
        const payUrl = await payLinkOf(made.opened.opened, !!card, ipAddress);
        const fresh = (await repo.find(made.subscription.id))!;
        const { opened } = made.opened;
        return {
          subscription: await detail(fresh),
          order: { id: opened.orderId, code: opened.code, total: opened.total, status: opened.paymentId ? 'PENDING' : 'PAID' },
          payUrl,
        };
      } catch (error) {
        // Two subscribes at once: the one-live-subscription-per-plan index lets one through.
        if (isUniqueViolation(error)) throw new AppError('SUBSCRIPTION_ALREADY_ACTIVE');
        throw error;
      }
    },

    async voucher(userId: string, priceId: string, voucherCode: string): Promise<SubscriptionVoucherQuoteDto> {
      const found = (await repo.pricesWithPlans([priceId])).get(priceId);
      if (!onSale(found)) throw new AppError('MEMBERSHIP_PRICE_NOT_FOUND');
      const quote = await deps.periodOrders().quote(userId, { productItemType: 'MEMBERSHIP_PRICE', productItemId: priceId }, voucherCode, deps.now());
      return { priceId, voucherCode, amount: quote.subtotal, discount: quote.discount, total: quote.total };
    },

    /** Cancels at the period's end, or (`undo`) takes a scheduled cancellation back before that end. */
    async cancel(userId: string, id: string, body: z.output<typeof CancelSubscriptionBody>) {
      const now = deps.now();
      const row = await db.transaction(async (tx) => {
        const subscription = await mine(userId, id, tx, true);
        if (body.undo) {
          if (subscription.status !== 'CANCEL') throw new AppError('ILLEGAL_STATUS_TRANSITION');
          if (!subscription.currentPeriodEnd || subscription.currentPeriodEnd <= now) throw new AppError('SUBSCRIPTION_EXPIRED');
          return (await repo.transition(id, 'RESUME', { cancelAtPeriodEnd: false }, tx))!;
        }
        if (subscription.status === 'PENDING_RENEWAL') throw new AppError('SUBSCRIPTION_HAS_PENDING_PAYMENTS');
        if (subscription.isLifetime) throw new AppError('SUBSCRIPTION_ALREADY_LIFETIME');
        if (subscription.status !== 'ACTIVE') throw new AppError(subscription.status === 'EXPIRED' ? 'SUBSCRIPTION_EXPIRED' : 'ILLEGAL_STATUS_TRANSITION');
        const cancelled = (await repo.transition(id, 'CANCEL', { cancelAtPeriodEnd: true, nextPriceId: null }, tx))!;
        const plan = await billing.planOf(tx, subscription.membershipPriceId);
        await deps.tell(
          tx,
          { userId, kind: 'CANCELLED', plan: plan?.plan.name ?? '', subscriptionId: id, at: iso(cancelled.currentPeriodEnd) ?? undefined },
          `cancelled:${id}:${now.toISOString()}`,
        );
        return cancelled;
      });
      return detail(row);
    },

    /** Gives up a subscription still waiting for its first payment: its order is cancelled first. */
    async cancelPending(userId: string, id: string) {
      const now = deps.now();
      const row = await db.transaction(async (tx) => {
        const subscription = await mine(userId, id, tx);
        if (subscription.status !== 'PENDING') throw new AppError('ILLEGAL_STATUS_TRANSITION');
        const open = (await repo.openPeriodsOf([id], tx)).get(id);
        const ended = open ? await billing.endFirst(tx, subscription, open, 'ABANDON', now) : null;
        // Paid meanwhile: it is a live subscription now, to cancel the ordinary way.
        if (!ended) throw new AppError('ILLEGAL_STATUS_TRANSITION');
        return ended;
      });
      return detail(row);
    },

    async setCard(userId: string, id: string, cardId: string) {
      const card = await deps.cards().cardOf(userId, cardId);
      if (!card) throw new AppError('SUBSCRIPTION_CARD_TOKEN_NOT_FOUND');
      const row = await db.transaction(async (tx) => {
        const subscription = await mine(userId, id, tx, true);
        if (subscription.status === 'EXPIRED' || subscription.status === 'FAILED') throw new AppError('SUBSCRIPTION_EXPIRED');
        return repo.update(id, { cardId: card.id, payProvider: 'STRIPE', payMethod: 'CREDIT_CARD' }, tx);
      });
      return detail(row);
    },

    /** Moves to another price: an upgrade opens a PENDING_UPGRADE order of the prorated difference, a downgrade waits for the next period. */
    async changePlan(userId: string, id: string, priceId: string, ipAddress: string): Promise<SubscribeResultDto> {
      const now = deps.now();
      const target = (await repo.pricesWithPlans([priceId])).get(priceId);
      if (!onSale(target)) throw new AppError('MEMBERSHIP_PRICE_NOT_FOUND');
      const span = periodOf(target.price);
      if (!span) throw new AppError('NO_VALID_PERIOD', 'Gói trọn đời được mua bằng cách đăng ký, không phải đổi gói.');
      const made = await db.transaction(async (tx) => {
        const subscription = await mine(userId, id, tx, true);
        if (subscription.status === 'PENDING_RENEWAL' || subscription.status === 'PENDING') throw new AppError('SUBSCRIPTION_HAS_PENDING_PAYMENTS');
        if (subscription.status !== 'ACTIVE' || !subscription.currentPeriodStart || !subscription.currentPeriodEnd)
          throw new AppError(subscription.isLifetime ? 'SUBSCRIPTION_ALREADY_LIFETIME' : 'SUBSCRIPTION_EXPIRED');
        if (subscription.membershipPriceId === priceId) throw new AppError('SUBSCRIPTION_ALREADY_ACTIVE');
        if (target.plan.id !== subscription.membershipId && (await repo.liveOf(userId, tx)).some((s) => s.membershipId === target.plan.id))
          throw new AppError('SUBSCRIPTION_ALREADY_ACTIVE');
        if ((await repo.openPeriodsOf([id], tx)).size) throw new AppError('SUBSCRIPTION_HAS_PENDING_PAYMENTS');
        const current = (await billing.planOf(tx, subscription.membershipPriceId))!;
        const change = planChange({
          current: { amount: current.price.amount, periodStart: subscription.currentPeriodStart, periodEnd: subscription.currentPeriodEnd },
          target: { amount: target.price.amount, period: span },
          now,
        });
        if (change.kind === 'DOWNGRADE') return { subscription: await repo.update(id, { nextPriceId: priceId }, tx), opened: null };
        const opened = await billing.openPeriod(tx, subscription, {
          kind: 'UPGRADE',
          priceId,
          start: now,
          end: subscription.currentPeriodEnd,
          holdExpiresAt: new Date(now.getTime() + deps.holdMinutes * 60_000),
          now,
          unitPrice: change.chargeNow,
          ipAddress,
        });
        return { subscription, opened };
      });
      if (!made.opened) {
        const fresh = await detail(made.subscription);
        return { subscription: fresh, order: null, payUrl: null };
      }
      await made.opened.opened.after();
      const payUrl = await payLinkOf(made.opened.opened, !!made.subscription.cardId, ipAddress);
      const { opened } = made.opened;
      return {
        subscription: await detail((await repo.find(id))!),
        order: { id: opened.orderId, code: opened.code, total: opened.total, status: opened.paymentId ? 'PENDING_UPGRADE' : 'PAID' },
        payUrl,
      };
    },

    async paymentSummary(userId: string, id: string): Promise<SubscriptionPaymentSummaryDto> {
      // A live subscription is shown as "my subscription" shows it (kept, usually: the page has just read it).
      const live = (await service.me(userId)).data.find((s) => s.id === id);
      const [totals, shown] = await Promise.all([periods.paidTotalsOf(userId, id), live ?? mine(userId, id).then(detail)]);
      return {
        subscriptionId: id,
        status: shown.status,
        totalPaid: totals.total,
        periodsPaid: totals.periods,
        firstPaidAt: iso(totals.first),
        lastPaidAt: iso(totals.last),
        nextCharge: shown.nextCharge,
        due: shown.openOrder?.total ?? 0,
      };
    },

    ...periods,
  };
  const { subscribe, cancel, cancelPending, setCard, changePlan } = service;
  return {
    ...service,
    subscribe: thenForget(subscribe),
    cancel: thenForget(cancel),
    cancelPending: thenForget(cancelPending),
    setCard: thenForget(setCard),
    changePlan: thenForget(changePlan),
  };
}
export type SubscriptionsService = ReturnType<typeof createSubscriptionsService>;
