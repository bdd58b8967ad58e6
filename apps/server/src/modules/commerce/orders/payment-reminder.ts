import { formatVnd } from '@market/contract';
import { z } from 'zod';
import type { Db, DbOrTx } from '../../../platform/db/database.js';
import type { Alongside } from '../../../platform/db/prepared-once.js';
import { defineTask, type Scheduler } from '../../../platform/tasks/scheduler.js';
import type { NotifyOnce } from '../../engagement/index.js';
import { createOrdersRepository, type OrderRow } from './orders.repository.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * When an unpaid order is reminded (reminder kind PAYMENT): an hour before its hold ends when it is
 * held for hours (an order an admin records), else five minutes before (checkout's hold of
 * HOLD_MINUTES); never when that moment is already gone.
 */
export function paymentReminderAt(createdAt: Date, holdExpiresAt: Date): Date | null {
  const held = holdExpiresAt.getTime() - createdAt.getTime();
  const lead = held >= 3 * HOUR ? HOUR : 5 * MINUTE;
  const at = holdExpiresAt.getTime() - lead;
  return at > createdAt.getTime() ? new Date(at) : null;
}

const time = new Intl.DateTimeFormat('vi-VN', { timeZone: 'Asia/Ho_Chi_Minh', hour: '2-digit', minute: '2-digit', day: '2-digit', month: '2-digit' });

const Payload = z.object({ orderId: z.string().uuid(), holdExpiresAt: z.coerce.date() });

/**
 * The reminder to pay an order whose places are held: a scheduler task keyed by the order, written in
 * checkout's transaction and taken back in the settlement's when the order is paid or released. The
 * pay link is the order's page, where a pending order is paid again.
 */
export function createPaymentReminder(deps: { db: Db; scheduler: Scheduler; notifyOnce: NotifyOnce }) {
  const { scheduler } = deps;
  const orders = createOrdersRepository(deps.db);

  const remind = scheduler.define(
    defineTask({
      name: 'orders.payment-reminder',
      payload: Payload,
      handle: async ({ orderId, holdExpiresAt }, { tx, now }) => {
        const order = await orders.findById(orderId, {}, tx);
        if (!order || order.status !== 'PENDING' || !order.holdExpiresAt || order.holdExpiresAt <= now) return;
        await deps.notifyOnce(
          order.userId,
          'PAYMENT_REMINDER',
          {
            title: 'Đơn hàng đang chờ thanh toán',
            body: `Đơn hàng ${order.code} (${formatVnd(order.total)}) chưa được thanh toán. Chỗ của bạn chỉ được giữ đến ${time.format(order.holdExpiresAt)}; hãy thanh toán ngay để không bị huỷ.`,
            link: `/me/orders/${order.id}`,
            data: { orderId: order.id, orderCode: order.code, holdExpiresAt: order.holdExpiresAt.toISOString() },
          },
          // A hold moved later (none today) would be reminded again.
          `payment-reminder:${orderId}:${holdExpiresAt.toISOString()}`,
        );
      },
    }),
  );

  /** The reminder of an order to pay, or none (nothing to pay, no hold, or too short a hold). */
  function taskOf(order: Pick<OrderRow, 'id' | 'total' | 'createdAt' | 'holdExpiresAt'>) {
    if (order.total <= 0 || !order.holdExpiresAt) return null;
    const at = paymentReminderAt(order.createdAt, order.holdExpiresAt);
    return at ? { key: order.id, at, payload: { orderId: order.id, holdExpiresAt: order.holdExpiresAt.toISOString() } } : null;
  }

  return {
    remind,
    /** In the order's transaction: an order to pay is reminded before its hold ends. */
    async plan(tx: DbOrTx, order: Pick<OrderRow, 'id' | 'total' | 'createdAt' | 'holdExpiresAt'>): Promise<void> {
      const task = taskOf(order);
      if (task) await scheduler.schedule(remind, task, tx);
    },
    /** `plan` as a write sent in the order's own statement (checkout's: a round trip less), or none. */
    planAlongside(order: Pick<OrderRow, 'id' | 'total' | 'createdAt' | 'holdExpiresAt'>): Alongside | undefined {
      const task = taskOf(order);
      return task ? scheduler.scheduleAlongside(remind, task) : undefined;
    },
    /** In the settlement's transaction: the order was paid or released. */
    async drop(tx: DbOrTx, orderId: string): Promise<void> {
      await scheduler.cancel(remind, orderId, tx);
    },
    /** `drop` of many orders settled together, in one statement. */
    async dropMany(tx: DbOrTx, orderIds: readonly string[]): Promise<void> {
      await scheduler.cancelMany(remind, orderIds, tx);
    },
  };
}
export type PaymentReminder = ReturnType<typeof createPaymentReminder>;
