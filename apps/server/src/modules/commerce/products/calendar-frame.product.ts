import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { calendarFrames, calendars } from '../../catalogue/calendars/calendars.table.js';
import { users } from '../../identity/users/users.table.js';
import { orderItems } from '../orders/orders.table.js';
import type { ProductFacts, ProductType } from './product-type.js';
import { rowStock } from './row-stock.js';

const time = new Intl.DateTimeFormat('vi-VN', { timeZone: 'Asia/Ho_Chi_Minh', hour: '2-digit', minute: '2-digit' });
const day = new Intl.DateTimeFormat('vi-VN', { timeZone: 'Asia/Ho_Chi_Minh', weekday: 'long', day: '2-digit', month: '2-digit', year: 'numeric' });

/** "09:00–10:00, Thứ Tư, 25/11/2026" in Vietnam time. */
export function frameLabel(startAt: Date, endAt: Date): string {
  return `${time.format(startAt)}–${time.format(endAt)}, ${day.format(startAt)}`;
}

/**
 * A bookable frame of an active calendar, priced by its calendar. A booking is one place; a calendar
 * that requires approval keeps the paid booking PENDING until the host answers.
 */
export const calendarFrameProduct: ProductType = {
  type: 'CALENDAR_FRAME',

  async describe(tx, ids, now) {
    if (!ids.length) return new Map();
    const rows = await tx
      .select({ frame: calendarFrames, calendar: { id: calendars.id, title: calendars.title, status: calendars.status, price: calendars.price }, avatar: users.avatar })
      .from(calendarFrames)
      .innerJoin(calendars, eq(calendars.id, calendarFrames.calendarId))
      .innerJoin(users, eq(users.id, calendarFrames.hostId))
      .where(inArray(calendarFrames.id, [...ids]));
    const facts = new Map<string, ProductFacts>();
    for (const { frame, calendar, avatar } of rows) {
      const available = Math.max(0, frame.capacity - frame.booked - frame.held);
      const buyable = calendar.status === 'ACTIVE' && frame.startAt > now;
      facts.set(frame.id, {
        productItemType: 'CALENDAR_FRAME',
        productItemId: frame.id,
        hostId: frame.hostId,
        eventId: null,
        calendarId: calendar.id,
        title: calendar.title,
        subtitle: frameLabel(frame.startAt, frame.endAt),
        image: avatar,
        link: `/calendars/${calendar.id}`,
        unitPrice: calendar.price,
        available,
        maxPerOrder: 1,
        startsAt: frame.startAt,
        endsAt: frame.endAt,
        problem: !buyable ? 'INVALID_PRODUCT_ITEM' : available > 0 ? null : 'TICKET_SOLDE_OUT',
      });
    }
    return facts;
  },

  ...rowStock(calendarFrames, 'booked'),

  async fulfil(tx, line) {
    const [row] = await tx
      .select({ requiresApproval: calendars.requiresApproval })
      .from(calendarFrames)
      .innerJoin(calendars, eq(calendars.id, calendarFrames.calendarId))
      .where(eq(calendarFrames.id, line.productItemId));
    return { bookingStatus: row?.requiresApproval ? 'PENDING' : 'APPROVED' };
  },

  async revoke(tx, line) {
    // A refunded booking is cancelled; its place goes back unless a rejection or cancellation freed it already.
    const cancelled = await tx
      .update(orderItems)
      .set({ bookingStatus: 'CANCELED', updatedAt: sql`now()` })
      .where(and(eq(orderItems.id, line.orderItemId), notInArray(orderItems.bookingStatus, ['REJECTED', 'CANCELED'])))
      .returning({ id: orderItems.id });
    if (cancelled.length) await calendarFrameProduct.restock(tx, line.productItemId, line.quantity);
  },
};
