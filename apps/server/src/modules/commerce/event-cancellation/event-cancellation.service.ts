import type { CancelEventBody, EventCancellationDto } from '@market/contract';
import { z } from 'zod';
import type { Db, DbOrTx } from '../../../platform/db/database.js';
import type { Actor } from '../../../platform/http/access.js';
import type { DomainEvents } from '../../../platform/tasks/domain-events.js';
import { defineTask, type Scheduler } from '../../../platform/tasks/scheduler.js';
import { eventCancelled, type EventCancellations } from '../../catalogue/index.js';
import type { Notice } from '../orders/order-notices.js';
import { createOrdersRepository } from '../orders/orders.repository.js';
import type { Settlement } from '../orders/settlement.js';
import type { ProductCatalog } from '../products/products.js';
import type { LineRefunds } from '../refunds/line-refunds.js';
import { buyerCancelledNotice, buyerShares, cancellationSummary, coHostCancelledNotice, comboShare, lineOutcome } from './event-cancellation.js';
import { createEventCancellationRepository, type SoldLine } from './event-cancellation.repository.js';

type Log = { warn: (obj: unknown, msg: string) => void; error: (obj: unknown, msg: string) => void };

const NoticePayload = z.object({
  userId: z.uuid(),
  type: z.literal('EVENT_CANCELLED'),
  title: z.string(),
  body: z.string(),
  link: z.string(),
  data: z.record(z.string(), z.unknown()),
});

/**
 * A host calls off an event with sales. The call itself only moves the event (CANCEL, once, under
 * its row lock), publishes `event.cancelled` and schedules the pass, all in one transaction; the pass
 * (a scheduler task, so many orders never hold a request) releases unpaid orders, voids free tickets
 * and opens one refund per paid line, each line under its row lock and each refund guarded by the
 * open-refund unique index, so a retried or concurrent cancellation refunds nothing twice. Money is
 * sent by one task per refund attempt; notices by one task per person (keyed, so told once).
 */
export function createEventCancellation(deps: {
  db: Db;
  scheduler: Pick<Scheduler, 'define' | 'schedule' | 'scheduleNew' | 'now'>;
  events?: Pick<DomainEvents, 'publish'> | undefined;
  cancellations: EventCancellations;
  settlement: Pick<Settlement, 'release'>;
  products: ProductCatalog;
  /** The refunds port: the one rule of giving a line's money back on the platform's decision. */
  refunds: LineRefunds;
  notify: (notice: Notice) => Promise<unknown>;
  log?: Log | undefined;
}) {
  const { db, scheduler, cancellations, refunds: lineRefunds } = deps;
  const repo = createEventCancellationRepository(db);
  const orderRows = createOrdersRepository(db);

  const notice = scheduler.define(
    defineTask({
      name: 'commerce.event-cancelled.notice',
      payload: NoticePayload,
      handle: async (payload) => {
        await deps.notify(payload);
      },
    }),
  );

  /**
   * Every paid line of the event's tiers, and each combo line with tickets of them as its share
   * (`total`: what those tickets' part of the combo's price was, see comboShare). A combo holding
   * several cancelled events gives each its part once: the part of every cancelled event's tickets so
   * far, less what the others' cancellations gave back, so the shares add up to the line's total at most.
   */
  async function soldLinesOf(eventId: string, tierIds: readonly string[], now: Date, tx: DbOrTx): Promise<SoldLine[]> {
    const [direct, combos] = await Promise.all([repo.listSoldLines(tierIds, tx), repo.listComboLines(eventId, tierIds, tx)]);
    const shared: SoldLine[] = [];
    for (const line of combos) {
      const { comboId, quantity, cancelledTierIds, otherShares } = line.combo!;
      const sold = { orderItemId: line.itemId, orderId: line.orderId, userId: line.userId, productItemId: comboId, quantity };
      const parts = (await deps.products.require('COMBO').partsOf?.(tx, sold)) ?? [];
      const priced = await Promise.all(
        parts.map(async (part) => {
          const id = part.line.productItemId;
          const facts = await deps.products.require(part.productType).describe(tx, [id], now);
          return {
            listPrice: facts.get(id)?.unitPrice ?? 0,
            quantity: part.line.quantity,
            cancelled: part.productType === 'TICKET_TIER' && (tierIds.includes(id) || cancelledTierIds.includes(id)),
          };
        }),
      );
      shared.push({ ...line, total: Math.max(0, comboShare(line.total, priced) - otherShares) });
    }
    return [...direct, ...shared];
  }

  /**
   * A combo line's share: the event's tickets in it are voided (once: a line with none left valid is
   * done) and, if the share is money, refunded as one refund of that amount named by the event (one
   * per event and line, whoever races); the combo's other items stay the buyer's (refund-money takes
   * the line back once its refunds add up to its total).
   */
  async function settleComboShare(line: SoldLine, eventId: string, tierIds: readonly string[], reason: string, tx: DbOrTx): Promise<void> {
    // The buyer's request for the whole line waits for the admin: its tickets stay until it is answered (a later pass settles the share).
    if ((await lineRefunds.openRequestOf(line.itemId, tx))?.approval === 'PENDING') return;
    if (!(await repo.voidTicketsOf(line.itemId, tierIds, tx))) return;
    if (lineOutcome(line) === 'VOID') return;
    await lineRefunds.refundLine(line, reason, tx, { shareOf: eventId });
  }

  /** A free line's tickets are voided and its place goes back; nothing to pay back. */
  async function voidLine(line: SoldLine, at: Date, tx: DbOrTx): Promise<void> {
    const item = await orderRows.markItemRefunded(line.itemId, at, tx);
    if (!item) return;
    await deps.products
      .require(item.productType)
      .revoke(tx, { orderItemId: item.id, orderId: item.orderId, userId: item.userId, productItemId: item.productId, quantity: item.quantity });
  }

  const pass = scheduler.define(
    defineTask({
      name: 'commerce.event-cancelled.settle',
      payload: z.object({ eventId: z.uuid() }),
      handle: async ({ eventId }, { tx, now }) => {
        // The event row first: a late payment's sale of its places waits, then is seen below.
        const found = await cancellations.lockCancelled(eventId, tx);
        if (!found) return;
        const { event, tierIds, coHostIds } = found;
        const reason = `Sự kiện "${event.title}" đã bị ban tổ chức huỷ.${event.cancelReason ? ` Lý do: ${event.cancelReason}` : ''}`;
        const [lines, pending] = await Promise.all([soldLinesOf(eventId, tierIds, now, tx), repo.listPendingOrders(tierIds, tx)]);
        const shares = buyerShares(lines, pending);
        for (const order of pending) await deps.settlement.release(order.orderId, 'CANCEL', now, tx);
        for (const line of lines) {
          const outcome = lineOutcome(line);
          if (outcome === 'DONE' || !(await repo.lockUnrefundedLine(line.itemId, tx))) continue;
          if (line.combo) await settleComboShare(line, eventId, tierIds, reason, tx);
          else if (outcome === 'VOID') await voidLine(line, now, tx);
          else await lineRefunds.refundLine(line, reason, tx);
        }
        const notices = [
          ...shares.map((share) => buyerCancelledNotice(event, event.cancelReason, share)),
          ...coHostIds.map((userId) => coHostCancelledNotice(event, userId, shares)),
        ];
        await scheduler.scheduleNew(
          notices.map((n) => ({ definition: notice, key: `${eventId}:${n.userId}`, at: now, payload: n })),
          tx,
        );
      },
    }),
  );

  async function summaryOf(found: Awaited<ReturnType<EventCancellations['find']>>): Promise<EventCancellationDto> {
    const [lines, pending] = await Promise.all([soldLinesOf(found.event.id, found.tierIds, scheduler.now(), db), repo.listPendingOrders(found.tierIds)]);
    return cancellationSummary(found.event, lines, pending, found.coHostIds.length, scheduler.now());
  }

  return {
    /** What cancelling will do (or, once cancelled, what is still to be done): the owner's or an admin's. */
    async preview(actor: Actor, eventId: string): Promise<EventCancellationDto> {
      return summaryOf(await cancellations.find(actor, eventId));
    },

    /**
     * Cancels the event and schedules its pass. Called again (a retry, a second tab), it changes
     * nothing of the event and runs the pass again, which finishes what is left and repeats nothing.
     */
    async cancel(actor: Actor, eventId: string, body: CancelEventBody): Promise<EventCancellationDto> {
      const before = await cancellations.find(actor, eventId);
      const summary = await summaryOf(before);
      await db.transaction(async (tx) => {
        const now = scheduler.now();
        // The pass's task before the event's row, the order its worker takes them in: a retry while the
        // pass runs waits for it, instead of holding the event the pass is waiting for (a deadlock).
        await scheduler.schedule(pass, { key: eventId, at: now, payload: { eventId } }, tx);
        const done = await cancellations.cancel(actor, eventId, body.reason, now, tx);
        if (!done.alreadyCancelled) await deps.events?.publish(tx, eventCancelled, { eventId, reason: body.reason });
      });
      const after = await cancellations.find(actor, eventId);
      // What was set going: the counts read before the pass, with the event as it is now.
      return { ...summary, cancelledAt: after.event.cancelledAt?.toISOString() ?? null, cancelReason: after.event.cancelReason, canCancel: false };
    },
  };
}
export type EventCancellationService = ReturnType<typeof createEventCancellation>;
