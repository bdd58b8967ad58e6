import { z } from 'zod';
import type { Db, DbOrTx } from '../../../platform/db/database.js';
import { defineTask, type Scheduler } from '../../../platform/tasks/scheduler.js';
import { createPaymentsRepository } from '../payments/payments.repository.js';
import type { RefundMoney } from './refund-money.js';
import { refundModeFor } from './refund-status.js';
import { createRefundsRepository, type RefundRow } from './refunds.repository.js';

/** A paid line the platform gives the money of back, with the provider of the payment that paid it (FREE, null: none). */
export interface RefundedLine {
  itemId: string;
  orderId: string;
  userId: string;
  /** What goes back: the line's total, or a combo's share of it. */
  total: number;
  provider: string | null;
}

const SendPayload = z.object({ refundId: z.uuid(), attemptId: z.uuid() });

/**
 * The one rule of a refund the platform decides on its own (an event called off, a booking request
 * its host let expire): approved at once, then sent through the provider that took the money (one
 * task per attempt, outside the caller's transaction) or, for a provider that cannot refund, queued
 * for a bank transfer once the buyer gives an account. A buyer's own request of the line waiting for
 * the admin is approved instead of a second one opened. Exactly once: the open-refund unique index
 * holds one open refund per line (per share), whoever races, and the send task is keyed by attempt.
 */
export function createLineRefunds(deps: { db: Db; scheduler: Pick<Scheduler, 'define' | 'scheduleNew' | 'now'>; money: RefundMoney }) {
  const { db, scheduler, money } = deps;
  const refunds = createRefundsRepository(db);
  const paymentRows = createPaymentsRepository(db);

  const sendTask = (name: string) =>
    defineTask({
      name,
      payload: SendPayload,
      handle: async ({ refundId, attemptId }) => {
        const refund = await refunds.findById(refundId);
        const attempt = await paymentRows.findById(attemptId);
        // Settled meanwhile (a run before this one got the answer): the provider is not asked again.
        if (!refund || refund.approval !== 'APPROVED' || refund.status !== 'PROCESSING' || attempt?.status !== 'PENDING') return;
        const paid = await money.paidOf(refund, db);
        if (paid) await money.sendToProvider(refundId, attempt, paid);
      },
    });
  const send = scheduler.define(sendTask('commerce.refunds.send'));
  // Attempts scheduled under the event cancellation's own name before the rule moved here are still sent.
  scheduler.define(sendTask('commerce.event-cancelled.refund'));

  async function sendLater(refund: RefundRow, tx: DbOrTx): Promise<void> {
    if (refund.mode !== 'AUTO' || refund.status !== 'PROCESSING') return;
    const paid = await money.paidOf(refund, tx);
    if (!paid) return;
    const attempt = await money.openAttempt(refund, paid, tx);
    await scheduler.scheduleNew([{ definition: send, key: attempt.id, at: scheduler.now(), payload: { refundId: refund.id, attemptId: attempt.id } }], tx);
  }

  return {
    /** The buyer's own request of a whole line, open (pending or approved), locked; null when there is none. */
    openRequestOf: (itemId: string, tx: DbOrTx) => refunds.findOpenOf(itemId, tx),

    /**
     * Gives the line's money back in the caller's transaction: a new refund approved by the platform,
     * or the buyer's pending request approved. A combo's share (`shareOf`: the cancelled event) is its
     * own refund beside the line's, one per event: the buyer's request of the whole line stays the
     * admin's to answer. Answers the refund moving the
     * money, or null when one was already on its way (a retry, a second process): nothing more is sent.
     */
    async refundLine(line: RefundedLine, reason: string, tx: DbOrTx, options: { shareOf?: string } = {}): Promise<RefundRow | null> {
      const auto = refundModeFor(line.provider) === 'AUTO';
      let refund: RefundRow | null = await refunds.insertUnlessOpen(
        {
          orderId: line.orderId,
          orderItemId: line.itemId,
          userId: line.userId,
          amount: line.total,
          shareOf: options.shareOf ?? null,
          reason,
          mode: auto ? 'AUTO' : 'MANUAL',
          approval: 'APPROVED',
          // A transfer waits for the buyer's account (PROVIDE_INFO then moves it to the admin's transfer).
          status: auto ? 'PROCESSING' : 'AWAITING_INFO',
          reviewedAt: scheduler.now(),
        },
        tx,
      );
      if (!refund) {
        if (options.shareOf) return null;
        const open = await refunds.findOpenOf(line.itemId, tx);
        // Already approved (by an admin, or by an earlier run): its money is on its way or waits for an admin.
        if (!open || open.approval !== 'PENDING' || open.status !== 'PENDING') return null;
        refund = await money.move(open, 'APPROVE', { reviewedAt: scheduler.now() }, tx);
      }
      await sendLater(refund, tx);
      return refund;
    },
  };
}
export type LineRefunds = ReturnType<typeof createLineRefunds>;
