import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { DbOrTx } from '../../../platform/db/database.js';
import type { BatchContext, BatchTask, Scheduler, TaskDefinition } from '../../../platform/tasks/scheduler.js';
import type { OpenedPeriodOrder, PeriodOrders } from '../../commerce/index.js';
import type { ChargeOutcome } from '../cards/index.js';
import { periodEndAfter } from '../plans/billing-period.js';
import {
  cardChargeOf,
  DUNNING_DAYS,
  GRACE_DAYS,
  paymentOf,
  periodOf,
  type ChargePayload,
  type StoredCards,
  type SubscriptionPayload,
} from './subscription-billing.js';
import type { SubscriptionsRepository } from './subscriptions.repository.js';
import type { SubscriptionPeriodRow, SubscriptionRow } from './subscriptions.table.js';

const DAY_MS = 86_400_000;
/** Renewals and charges taken at once by one worker transaction. */
export const RENEWAL_BATCH = 100;
export const CHARGE_BATCH = 50;

type Renewal = z.infer<typeof SubscriptionPayload>;
type Charge = z.infer<typeof ChargePayload>;

/**
 * Renewals falling due together (10,000 members in one minute), done set-based: a batch of renewal
 * tasks reads its subscriptions (locked, with the price each renews at, its plan and whether a period
 * is open) in one statement, writes their periods, moves them to PENDING_RENEWAL, opens their orders
 * (order, line and attempt: commerce's `openMany`) and schedules their charges and dunning, a
 * statement each for the whole batch. Only the common case is done here, an ACTIVE subscription paid
 * by a stored card with nothing open and a price still sold: every other task (a cancellation ending,
 * a withdrawn price, a plan change still open, a pay link) is answered back to run one by one, which
 * writes exactly what it always did. Rows are the same as one renewal's: periods keyed by
 * (subscription, start), so a period is opened once whichever process or path gets there.
 */
export function createRenewalBatches(deps: {
  repo: SubscriptionsRepository;
  scheduler: Scheduler;
  periodOrders: () => PeriodOrders;
  cards: () => StoredCards;
  tasks: { charge: TaskDefinition<typeof ChargePayload>; dunning: TaskDefinition<typeof SubscriptionPayload> };
  settleCardCharge: (
    tx: DbOrTx,
    payload: Charge,
    subscription: SubscriptionRow,
    period: SubscriptionPeriodRow,
    result: ChargeOutcome,
    afterCommit: BatchContext['afterCommit'],
  ) => Promise<void>;
}) {
  const { repo, scheduler } = deps;

  async function renewMany(tasks: readonly BatchTask<Renewal>[], { tx, now, afterCommit }: BatchContext): Promise<number[]> {
    const found = await repo.lockForRenewal(
      tasks.map((t) => t.payload.subscriptionId),
      tx,
    );
    const rest: number[] = [];
    const renewing = [];
    for (const [i, task] of tasks.entries()) {
      const row = found.get(task.payload.subscriptionId);
      const subscription = row?.subscription;
      const span = row && periodOf(row.price);
      const sold = row && !row.price.deletedAt && row.price.status === 'ACTIVE' && row.plan.status === 'ACTIVE';
      const start = subscription?.currentPeriodEnd;
      if (
        !row ||
        !subscription ||
        !start ||
        !span ||
        !sold ||
        row.hasOpen ||
        subscription.status !== 'ACTIVE' ||
        start.toISOString() !== task.payload.periodEnd ||
        !subscription.cardId
      ) {
        rest.push(i);
        continue;
      }
      // As openRenewal counts: a price that takes over starts its own count; otherwise from the anchor (no drift).
      const end = subscription.nextPriceId
        ? periodEndAfter(start, span, 1)
        : periodEndAfter(subscription.anchorAt ?? start, span, subscription.periodNumber + 1);
      renewing.push({ subscription, priceId: row.price.id, start, end, holdExpiresAt: new Date(start.getTime() + GRACE_DAYS * DAY_MS), orderId: randomUUID() });
    }
    if (!renewing.length) return rest;

    // Periods first: their key (subscription, start) opens each once; one opened already is left as it is.
    const opened = await repo.insertPeriods(
      renewing.map((r) => ({
        subscriptionId: r.subscription.id,
        kind: 'RENEWAL' as const,
        membershipPriceId: r.priceId,
        periodStart: r.start,
        periodEnd: r.end,
        orderId: r.orderId,
        amount: 0,
      })),
      tx,
    );
    const periodOfOrder = new Map(opened.map((p) => [p.orderId!, p]));
    const open = renewing.filter((r) => periodOfOrder.has(r.orderId));
    await repo.transitionMany(
      open.map((r) => r.subscription.id),
      'RENEWAL_DUE',
      { renewalTries: 0 },
      tx,
    );

    // Orders of the same price and hold together (commerce prices each price once).
    const groups = new Map<string, typeof open>();
    for (const r of open) {
      const key = `${r.priceId}|${r.holdExpiresAt.getTime()}`;
      groups.set(key, [...(groups.get(key) ?? []), r]);
    }
    const orders = new Map<string, OpenedPeriodOrder>();
    for (const group of groups.values()) {
      const written = await deps.periodOrders().openMany(
        tx,
        {
          item: { productItemType: 'MEMBERSHIP_PRICE', productItemId: group[0]!.priceId },
          now,
          holdExpiresAt: group[0]!.holdExpiresAt,
          pay: paymentOf(group[0]!.subscription),
          ipAddress: '127.0.0.1',
        },
        group.map((r) => ({ orderId: r.orderId, userId: r.subscription.userId })),
      );
      for (const order of written) orders.set(order.orderId, order);
    }

    const toPay = open.filter((r) => orders.get(r.orderId)!.paymentId);
    // A period paid at once (free) was settled by `open`: it tells the buyer after commit, as one renewal does.
    for (const r of open) if (!orders.get(r.orderId)!.paymentId) afterCommit(orders.get(r.orderId)!.after);
    await repo.setPeriodOrders(
      toPay.map((r) => ({
        id: periodOfOrder.get(r.orderId)!.id,
        subscriptionId: r.subscription.id,
        amount: orders.get(r.orderId)!.total,
        orderCode: orders.get(r.orderId)!.code,
      })),
      tx,
    );
    await scheduler.scheduleMany(
      toPay.flatMap((r) => {
        const paymentId = orders.get(r.orderId)!.paymentId!;
        const subscriptionId = r.subscription.id;
        return [
          // Due when the renewal was: taken among the renewals of that minute still waiting (see openPeriod).
          {
            definition: deps.tasks.charge,
            key: paymentId,
            at: r.start < now ? r.start : now,
            payload: { subscriptionId, periodId: periodOfOrder.get(r.orderId)!.id, paymentId },
          },
          {
            definition: deps.tasks.dunning,
            key: subscriptionId,
            at: new Date(r.start.getTime() + DUNNING_DAYS[0] * DAY_MS),
            payload: { subscriptionId, step: 1 },
          },
        ];
      }),
      tx,
    );
    return rest;
  }

  /**
   * Card charges of a batch: their subscriptions and periods in one read, their cards in one, the
   * provider asked once (each charge keyed by its attempt, as one by one), the charges taken settled
   * together (commerce's `settleChargesMany`, then MEMBERSHIP_PRICE's `fulfilMany`), each refusal as
   * the single task settles it. A charge no longer to make (its period
   * paid or given up) or without its card is answered back to run one by one.
   */
  async function chargeMany(tasks: readonly BatchTask<Charge>[], { tx, afterCommit }: BatchContext): Promise<number[]> {
    const found = await repo.withPeriods(
      tasks.map((t) => t.payload),
      tx,
    );
    const cards = await deps.cards().cardsOf(
      [...found.values()].flatMap(({ subscription }) => (subscription.cardId ? [{ userId: subscription.userId, cardId: subscription.cardId }] : [])),
      tx,
    );
    const rest: number[] = [];
    const charging = [];
    for (const [i, task] of tasks.entries()) {
      const row = found.get(task.payload.periodId);
      const card = row?.subscription.cardId ? cards.get(row.subscription.cardId) : undefined;
      if (!row || !card || row.subscription.id !== task.payload.subscriptionId || row.period.status !== 'OPEN' || !row.period.orderId) rest.push(i);
      else charging.push({ task, card, ...row });
    }
    const outcomes = await deps.cards().chargeMany(charging.map((c) => ({ card: c.card, charge: cardChargeOf(c.period, c.task.payload.paymentId) })));
    // Charges taken are settled together; a refusal (rare) goes its own way: dunning, a notice.
    const taken = charging.flatMap((c, k) => {
      const outcome = outcomes[k]!;
      return outcome.ok ? [{ paymentId: c.task.payload.paymentId, providerTransactionId: outcome.providerTransactionId }] : [];
    });
    const { after } = await deps.periodOrders().settleChargesMany(tx, taken);
    afterCommit(after);
    for (const [k, c] of charging.entries())
      if (!outcomes[k]!.ok) await deps.settleCardCharge(tx, c.task.payload, c.subscription, c.period, outcomes[k]!, afterCommit);
    return rest;
  }

  return { renewMany, chargeMany };
}
