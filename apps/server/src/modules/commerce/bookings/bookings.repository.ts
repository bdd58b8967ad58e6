import type { CalendarFrameItemsQuery } from '@market/contract';
import { and, asc, desc, eq, ne, notInArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/database.js';
import { offsetOf } from '../../../platform/http/pagination.js';
import { calendarSql } from '../../catalogue/index.js';
import { orderItems, orders } from '../orders/orders.table.js';
import { buyerMatches, buyerView, countLines } from '../orders/order-lines.repository.js';

const bookingView = {
  item: orderItems,
  orderCode: orders.code,
  buyer: buyerView,
  calendar: calendarSql.cardOf(orderItems.calendarId),
};
const selectBookings = (tx: DbOrTx) => tx.select(bookingView).from(orderItems).innerJoin(orders, eq(orders.id, orderItems.orderId));
export type BookingRow = Awaited<ReturnType<typeof selectBookings>>[number];
export type OrderItemRow = typeof orderItems.$inferSelect;

const isBooking = eq(orderItems.productType, 'CALENDAR_FRAME');

/**
 * Bookings people look at: paid ones, and unpaid holds only when asked for by status HOLDING. Lines of
 * orders that expired unpaid (item CANCELED) never were bookings.
 */
function listed(query: Pick<CalendarFrameItemsQuery, 'status' | 'calendarId' | 'from' | 'to' | 'q'>): SQL {
  return and(
    isBooking,
    ne(orderItems.status, 'CANCELED'),
    query.status ? eq(orderItems.bookingStatus, query.status) : ne(orderItems.bookingStatus, 'HOLDING'),
    query.calendarId ? eq(orderItems.calendarId, query.calendarId) : undefined,
    query.from ? sql`${orderItems.startsAt} >= ${new Date(query.from).toISOString()}` : undefined,
    query.to ? sql`${orderItems.startsAt} < ${new Date(query.to).toISOString()}` : undefined,
    buyerMatches(query.q),
  )!;
}

export const bookingSql = {
  /**
   * Approved calendar bookings whose frame starts in (from, to], as rows `booking_id, user_id,
   * calendar_id, starts_at, calendar` (a CalendarCard; reminders read them).
   */
  approvedStartingBetween(from: Date, to: Date): SQL {
    return sql`select ${orderItems.id} as booking_id, ${orderItems.userId} as user_id, ${orderItems.calendarId} as calendar_id,
        ${orderItems.startsAt} as starts_at, ${calendarSql.cardOf(orderItems.calendarId)} as calendar
      from ${orderItems}
      where ${isBooking} and ${orderItems.bookingStatus} = 'APPROVED' and ${orderItems.status} = 'SUCCESS'
        and ${orderItems.startsAt} > ${from.toISOString()} and ${orderItems.startsAt} <= ${to.toISOString()}`;
  },
  /**
   * The approved, paid bookings of the calendar `calendarId` ending after `since`, as rows
   * `booking_id, user_id, starts_at, ends_at, calendar` (reminders time themselves on them).
   */
  approvedOfCalendar(calendarId: string, since: Date): SQL {
    return sql`select ${orderItems.id} as booking_id, ${orderItems.userId} as user_id, ${orderItems.startsAt} as starts_at,
        coalesce(${orderItems.endsAt}, ${orderItems.startsAt}) as ends_at, ${calendarSql.cardOf(orderItems.calendarId)} as calendar
      from ${orderItems}
      where ${isBooking} and ${orderItems.calendarId} = ${calendarId} and ${orderItems.bookingStatus} = 'APPROVED' and ${orderItems.status} = 'SUCCESS'
        and ${orderItems.startsAt} is not null and coalesce(${orderItems.endsAt}, ${orderItems.startsAt}) > ${since.toISOString()}`;
  },
};

export function createBookingsRepository(db: DbOrTx) {
  return {
    /** A page of bookings of a buyer (`userId`) or of a host's calendars (`hostId`), by frame start. */
    async list(
      party: { userId: string } | { hostId: string },
      query: CalendarFrameItemsQuery,
      tx: DbOrTx = db,
    ): Promise<{ rows: BookingRow[]; total: number }> {
      const where = and('userId' in party ? eq(orderItems.userId, party.userId) : eq(orderItems.hostId, party.hostId), listed(query));
      const direction = query.sort === 'ASC' ? asc : desc;
      const [rows, total] = await Promise.all([
        selectBookings(tx).where(where).orderBy(direction(orderItems.startsAt), direction(orderItems.id)).limit(query.limit).offset(offsetOf(query)),
        countLines(where, tx),
      ]);
      return { rows, total };
    },

    async findById(id: string, tx: DbOrTx = db): Promise<BookingRow | null> {
      const [row] = await selectBookings(tx).where(and(eq(orderItems.id, id), isBooking));
      return row ?? null;
    },

    /** The booking's line, locked for a status change. */
    async lock(id: string, tx: DbOrTx): Promise<OrderItemRow | null> {
      const [row] = await tx
        .select()
        .from(orderItems)
        .where(and(eq(orderItems.id, id), isBooking))
        .for('update');
      return row ?? null;
    },

    /** Moves the booking status when it still is `from` (the caller holds the row lock). */
    async setStatus(id: string, from: string, to: string, tx: DbOrTx): Promise<OrderItemRow | null> {
      const [row] = await tx
        .update(orderItems)
        .set({ bookingStatus: to, updatedAt: sql`now()` })
        .where(and(eq(orderItems.id, id), eq(orderItems.bookingStatus, from)))
        .returning();
      return row ?? null;
    },

    /** A refund cancels the booking (answered as moved); null when a rejection or cancellation had already freed its place. */
    async cancelUnlessFreed(id: string, tx: DbOrTx = db): Promise<Pick<OrderItemRow, 'id' | 'calendarId' | 'bookingStatus'> | null> {
      const [cancelled] = await tx
        .update(orderItems)
        .set({ bookingStatus: 'CANCELED', updatedAt: sql`now()` })
        .where(and(eq(orderItems.id, id), notInArray(orderItems.bookingStatus, ['REJECTED', 'CANCELED'])))
        .returning({ id: orderItems.id, calendarId: orderItems.calendarId, bookingStatus: orderItems.bookingStatus });
      return cancelled ?? null;
    },
  };
}
export type BookingsRepository = ReturnType<typeof createBookingsRepository>;
