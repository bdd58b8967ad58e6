import { formatVnd, refundModeFor } from '@market/contract';
import { z } from 'zod';
import type { Db, DbOrTx } from '../../../platform/db/database.js';
import { defineTask, type Scheduler } from '../../../platform/tasks/scheduler.js';
import type { NotifyOnce } from '../../engagement/index.js';
import { createUsersRepository } from '../../identity/index.js';
import { createOrdersRepository } from '../orders/orders.repository.js';
import { createPaymentsRepository } from '../payments/payments.repository.js';
import type { ProductCatalog } from '../products/products.js';
import type { LineRefunds } from '../refunds/line-refunds.js';
import type { PublishBookingMove } from './booking-events.js';
import { nextBookingStatus, RELEASES_PLACE } from './booking-status.js';
import { createBookingsRepository, type OrderItemRow } from './bookings.repository.js';

const HOUR = 3_600_000;
/** How long a host has to answer a booking request (reminder kind CALENDAR_APPROVE)... */
export const ANSWER_WITHIN_HOURS = 48;
/** ...and at the latest this long before the frame starts, so the buyer still has time to book elsewhere. */
const CLOSES_BEFORE_START_HOURS = 1;
/** The host is reminded this long before the request runs out (or halfway through a shorter wait). */
const REMIND_HOURS_BEFORE = 12;

/** When a request paid at `paidAt` for a frame starting at `startsAt` runs out, and when its host is reminded. */
export function requestDeadlines(paidAt: Date, startsAt: Date | null): { remindAt: Date; expiresAt: Date } {
  const latest = paidAt.getTime() + ANSWER_WITHIN_HOURS * HOUR;
  const closes = startsAt ? startsAt.getTime() - CLOSES_BEFORE_START_HOURS * HOUR : latest;
  const expiresAt = Math.max(paidAt.getTime(), Math.min(latest, closes));
  const remindAt = expiresAt - Math.min(REMIND_HOURS_BEFORE * HOUR, (expiresAt - paidAt.getTime()) / 2);
  return { remindAt: new Date(remindAt), expiresAt: new Date(expiresAt) };
}

const when = new Intl.DateTimeFormat('vi-VN', {
  timeZone: 'Asia/Ho_Chi_Minh',
  hour: '2-digit',
  minute: '2-digit',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});
const what = (item: Pick<OrderItemRow, 'title' | 'subtitle'>) => `"${item.title}"${item.subtitle ? ` (${item.subtitle})` : ''}`;

const Payload = z.object({ orderItemId: z.string().uuid(), expiresAt: z.coerce.date() });

/**
 * Booking requests the host has not answered (calendars that require approval): a REMIND_REPLY to the
 * host before the request runs out, then its expiry, which cancels the booking, gives the frame's place
 * back and refunds the buyer as an event's cancellation does: approved at once and sent through the
 * provider or queued for a bank transfer (or, for a free booking, only releases it).
 * Both are scheduler tasks keyed by the booking, written when the booking is paid and taken back when
 * the host answers, in those transactions. The expiry's writes are the task's own (exactly once); the
 * messages are sent once by their key.
 */
export function createBookingRequests(deps: {
  db: Db;
  scheduler: Scheduler;
  products: Pick<ProductCatalog, 'require'>;
  notifyOnce: NotifyOnce;
  /** Gives an expired request's money back (refunds/line-refunds.ts), in the task's transaction. */
  refunds: Pick<LineRefunds, 'refundLine'>;
  /** Tells an expired request's cancellation in the task's transaction. */
  moved?: PublishBookingMove;
}) {
  const { scheduler } = deps;
  const bookings = createBookingsRepository(deps.db);
  const payments = createPaymentsRepository(deps.db);
  const orders = createOrdersRepository(deps.db);
  const users = createUsersRepository(deps.db);

  async function buyerName(userId: string, tx: DbOrTx) {
    const [chip] = await users.findChips([userId], tx);
    return chip?.fullName ?? 'Một người dùng';
  }

  const remind = scheduler.define(
    defineTask({
      name: 'bookings.remind-reply',
      payload: Payload,
      handle: async ({ orderItemId, expiresAt }, { tx }) => {
        const item = await bookings.lock(orderItemId, tx);
        if (!item || item.bookingStatus !== 'PENDING') return;
        const buyer = await buyerName(item.userId, tx);
        await deps.notifyOnce(
          item.hostId,
          'CALENDAR_BOOKING_REMIND_REPLY',
          {
            title: 'Yêu cầu đặt lịch đang chờ bạn trả lời',
            body: `${buyer} đã đặt lịch ${what(item)} và đang chờ bạn xác nhận. Yêu cầu sẽ tự hết hạn lúc ${when.format(expiresAt)} nếu bạn không trả lời.`,
            link: '/studio/bookings',
            data: { orderItemId, kind: 'REMIND_REPLY', expiresAt: expiresAt.toISOString() },
          },
          `booking-remind-reply:${orderItemId}`,
        );
      },
    }),
  );

  /** The buyer's money goes back as on an event's cancellation (the refunds port): approved, sent or queued for a transfer. */
  async function refund(item: OrderItemRow, tx: DbOrTx): Promise<{ byTransfer: boolean }> {
    const paid = await payments.findPaid(item.orderId, tx);
    const line = { itemId: item.id, orderId: item.orderId, userId: item.userId, total: item.total, provider: paid?.provider ?? null };
    await deps.refunds.refundLine(line, 'Nhà tổ chức không trả lời yêu cầu đặt lịch trước khi hết hạn.', tx);
    return { byTransfer: refundModeFor(line.provider) === 'MANUAL' };
  }

  const expire = scheduler.define(
    defineTask({
      name: 'bookings.expire-request',
      payload: Payload,
      handle: async ({ orderItemId }, { tx }) => {
        const item = await bookings.lock(orderItemId, tx);
        if (!item || item.bookingStatus !== 'PENDING') return;
        const to = nextBookingStatus('PENDING', 'EXPIRE')!;
        const expired = await bookings.setStatus(item.id, 'PENDING', to, tx);
        if (!expired) return;
        await deps.moved?.(tx, { orderItemId: expired.id, calendarId: expired.calendarId, status: expired.bookingStatus });
        // A request is a paid line (a free one too): its place goes back, as on a rejection.
        const paidLine = item.status === 'SUCCESS';
        if (paidLine && RELEASES_PLACE.has('EXPIRE')) await deps.products.require('CALENDAR_FRAME').restock(tx, item.productId, item.quantity);
        const order = await orders.findById(item.orderId, {}, tx);
        const refunded = paidLine && item.total > 0 && order?.status === 'PAID' ? await refund(item, tx) : null;
        const money = refunded
          ? refunded.byTransfer
            ? ` Khoản ${formatVnd(item.total)} sẽ được hoàn lại cho bạn bằng chuyển khoản: vui lòng nhập tài khoản nhận tiền trong mục Hoàn tiền.`
            : ` Khoản ${formatVnd(item.total)} sẽ được hoàn lại cho bạn qua cổng thanh toán bạn đã dùng; bạn có thể theo dõi trong mục Hoàn tiền.`
          : item.total > 0
            ? ''
            : ' Chỗ của bạn đã được giải phóng.';
        await deps.notifyOnce(
          item.userId,
          'CALENDAR_BOOKING_EXPIRED',
          {
            title: 'Yêu cầu đặt lịch đã hết hạn',
            body: `Nhà tổ chức chưa xác nhận lịch hẹn ${what(item)} trước khi yêu cầu hết hạn nên lịch hẹn đã được huỷ.${money}`,
            link: refunded ? '/me/refunds' : '/me/bookings',
            data: { orderItemId, kind: 'EXPIRED' },
          },
          `booking-expired:${orderItemId}`,
        );
        await deps.notifyOnce(
          item.hostId,
          'CALENDAR_BOOKING_EXPIRED',
          {
            title: 'Một yêu cầu đặt lịch đã hết hạn',
            body: `Yêu cầu đặt lịch ${what(item)} của ${await buyerName(item.userId, tx)} đã hết hạn vì chưa được trả lời. Khung giờ đã được mở lại.`,
            link: '/studio/bookings',
            data: { orderItemId, kind: 'EXPIRED' },
          },
          `booking-expired-host:${orderItemId}`,
        );
      },
    }),
  );

  return {
    remind,
    expire,
    /** In the settlement's transaction: every line just paid that waits for its host's answer. */
    async plan(tx: DbOrTx, items: readonly Pick<OrderItemRow, 'id' | 'bookingStatus' | 'startsAt'>[], paidAt: Date): Promise<void> {
      for (const item of items) {
        if (item.bookingStatus !== 'PENDING') continue;
        const { remindAt, expiresAt } = requestDeadlines(paidAt, item.startsAt);
        const payload = { orderItemId: item.id, expiresAt: expiresAt.toISOString() };
        await scheduler.schedule(remind, { key: item.id, at: remindAt, payload }, tx);
        await scheduler.schedule(expire, { key: item.id, at: expiresAt, payload }, tx);
      }
    },
    /** In the transaction of the host's answer, before the booking is locked (see bookings.service's changeStatus). */
    async drop(tx: DbOrTx, orderItemId: string): Promise<void> {
      await scheduler.cancel(remind, orderItemId, tx);
      await scheduler.cancel(expire, orderItemId, tx);
    },
  };
}
export type BookingRequests = ReturnType<typeof createBookingRequests>;
