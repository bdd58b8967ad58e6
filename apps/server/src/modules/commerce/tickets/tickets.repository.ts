import type { AttendeesQuery, BookingEventTab } from '@market/contract';
import { and, asc, desc, eq, inArray, isNotNull, isNull, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/database.js';
import { likeContaining } from '../../../platform/db/search.js';
import { offsetOf } from '../../../platform/http/pagination.js';
import { eventSql, type EventRow } from '../../catalogue/index.js';
import { qualified } from '../../../platform/db/json-rows.js';
import { userSql } from '../../identity/index.js';
import { buyerMatches, buyerView, countLines } from '../orders/order-lines.repository.js';
import { orderItems, orders } from '../orders/orders.table.js';
import { tickets } from './tickets.table.js';

export type TicketRow = typeof tickets.$inferSelect;
export type { EventRow };

const lineEventId = qualified(orderItems.eventId);

/** A paid ticket line with what every view of it shows: its order's code, its event and its buyer. */
// A ticket line's event always exists (a foreign key), so its row is there.
const lineView = { item: orderItems, orderCode: orders.code, paidAt: orders.paidAt, event: eventSql.rowOf(lineEventId), buyer: buyerView };
const selectLines = (tx: DbOrTx) => tx.select(lineView).from(orderItems).innerJoin(orders, eq(orders.id, orderItems.orderId));
export type TicketLine = Awaited<ReturnType<typeof selectLines>>[number];

/** Paid ticket-tier lines: what admits people to an event (refunded ones stay, their tickets void). */
const paidTicketLines = and(eq(orderItems.productType, 'TICKET_TIER'), eq(orderItems.status, 'SUCCESS'), isNotNull(orderItems.eventId));

export function createTicketsRepository(db: DbOrTx) {
  return {
    /** One ticket line (TICKET_TIER, paid or not) by order item id. */
    async findLine(orderItemId: string, tx: DbOrTx = db): Promise<TicketLine | null> {
      const [row] = await selectLines(tx).where(and(eq(orderItems.id, orderItemId), eq(orderItems.productType, 'TICKET_TIER')));
      return row ?? null;
    },

    async findLines(where: SQL, tx: DbOrTx = db): Promise<TicketLine[]> {
      return selectLines(tx).where(and(paidTicketLines, where)).orderBy(asc(orderItems.createdAt), asc(orderItems.id));
    },

    /** The tickets of these lines, in line then seat order. */
    async findTickets(orderItemIds: readonly string[], tx: DbOrTx = db): Promise<TicketRow[]> {
      if (!orderItemIds.length) return [];
      return tx
        .select()
        .from(tickets)
        .where(inArray(tickets.orderItemId, [...orderItemIds]))
        .orderBy(asc(tickets.orderItemId), asc(tickets.seq));
    },

    /**
     * The tickets of one of my orders, whichever line issued them (a ticket-tier line, or a combo's line
     * holding tiers), with their event and tier, in line, tier and seat order; null when the order is not mine.
     */
    async findOfMyOrder(userId: string, orderId: string, tx: DbOrTx = db) {
      const [order] = await tx
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
      if (!order) return null;
      return tx
        .select({ ticket: tickets, tierName: eventSql.tierNameOf(tickets.tierId), event: eventSql.rowOf(qualified(tickets.eventId)) })
        .from(tickets)
        .innerJoin(orderItems, eq(orderItems.id, tickets.orderItemId))
        .where(and(eq(orderItems.orderId, orderId), eq(tickets.userId, userId)))
        .orderBy(asc(orderItems.createdAt), asc(tickets.orderItemId), asc(tickets.tierId), asc(tickets.seq));
    },

    /** A ticket with what the door shows: holder, tier, event and whether its line was refunded. */
    async findAtDoor(by: { id: string } | { code: string }, tx: DbOrTx = db) {
      const [row] = await tx
        .select({
          ticket: tickets,
          refundedAt: orderItems.refundedAt,
          tierName: orderItems.subtitle,
          // A ticket's event and holder always exist (foreign keys), so they are there.
          event: eventSql.rowOf(qualified(tickets.eventId)),
          holder: { id: tickets.userId, fullName: sql<string>`${userSql.fullNameOf(tickets.userId)}` },
        })
        .from(tickets)
        .innerJoin(orderItems, eq(orderItems.id, tickets.orderItemId))
        .where('id' in by ? eq(tickets.id, by.id) : eq(tickets.code, by.code));
      if (!row) return null;
      const { event, ...rest } = row;
      return { ...rest, eventTitle: event.title, eventHostId: event.hostId };
    },

    /**
     * VALID → CHECKED_IN in one conditional update: of two scanners reading the same ticket at once,
     * exactly one gets the row back; the other reads what happened and is told.
     */
    async checkIn(ticketId: string, by: string, at: Date, tx: DbOrTx = db): Promise<TicketRow | null> {
      const [row] = await tx
        .update(tickets)
        .set({ status: 'CHECKED_IN', checkedInAt: at, checkedInBy: by })
        .where(and(eq(tickets.id, ticketId), eq(tickets.status, 'VALID')))
        .returning();
      return row ?? null;
    },

    /** A page of the events I hold paid tickets for: upcoming soonest first, past latest first. */
    async listMyEvents(
      userId: string,
      tab: BookingEventTab,
      page: { page: number; limit: number },
      now: Date,
      tx: DbOrTx = db,
    ): Promise<{ eventIds: string[]; total: number }> {
      const mine = and(paidTicketLines, eq(orderItems.userId, userId), eventSql.isWhen(lineEventId, tab, now));
      const startAt = eventSql.startAtOf(lineEventId);
      const order =
        tab === 'upcoming' ? [sql`${startAt} asc nulls last`, asc(orderItems.eventId)] : [sql`${startAt} desc nulls last`, desc(orderItems.eventId)];
      const [rows, [total]] = await Promise.all([
        // One row per event (grouped by its id, which the start's subquery names).
        tx
          .select({ id: sql<string>`${orderItems.eventId}` })
          .from(orderItems)
          .where(mine)
          .groupBy(orderItems.eventId)
          .orderBy(...order)
          .limit(page.limit)
          .offset(offsetOf(page)),
        tx
          .select({ n: sql<number>`count(distinct ${orderItems.eventId})::int` })
          .from(orderItems)
          .where(mine),
      ]);
      return { eventIds: rows.map((r) => r.id), total: total?.n ?? 0 };
    },

    async countMyEvents(userId: string, now: Date, tx: DbOrTx = db): Promise<{ upcoming: number; past: number }> {
      const [row] = await tx
        .select({
          upcoming: sql<number>`count(distinct ${orderItems.eventId}) filter (where ${eventSql.isWhen(lineEventId, 'upcoming', now)})::int`,
          past: sql<number>`count(distinct ${orderItems.eventId}) filter (where ${eventSql.isWhen(lineEventId, 'past', now)})::int`,
        })
        .from(orderItems)
        .where(and(paidTicketLines, eq(orderItems.userId, userId)));
      return { upcoming: row?.upcoming ?? 0, past: row?.past ?? 0 };
    },

    /** My paid lines of these events. */
    findMyLines(userId: string, eventIds: readonly string[], tx: DbOrTx = db): Promise<TicketLine[]> {
      if (!eventIds.length) return Promise.resolve([]);
      return this.findLines(and(eq(orderItems.userId, userId), inArray(orderItems.eventId, [...eventIds]))!, tx);
    },

    /** A page of an event's paid lines (one per buyer and tier bought), newest first unless asked otherwise. */
    async listAttendees(eventId: string, query: AttendeesQuery, tx: DbOrTx = db): Promise<{ rows: TicketLine[]; total: number }> {
      const ticketCode = query.q
        ? sql`exists (select 1 from ${tickets} t where t.order_item_id = ${orderItems.id} and t.code ilike ${likeContaining(query.q)})`
        : undefined;
      const checkedIn = sql`exists (select 1 from ${tickets} t where t.order_item_id = ${orderItems.id} and t.status = 'CHECKED_IN')`;
      const where = and(
        paidTicketLines,
        eq(orderItems.eventId, eventId),
        query.tierId ? eq(orderItems.productId, query.tierId) : undefined,
        buyerMatches(query.q, ...(ticketCode ? [ticketCode] : [])),
        query.checkin === 'checked_in' ? checkedIn : query.checkin === 'not_checked_in' ? and(sql`not ${checkedIn}`, isNull(orderItems.refundedAt)) : undefined,
      );
      const [rows, total] = await Promise.all([
        selectLines(tx).where(where).orderBy(desc(orderItems.createdAt), desc(orderItems.id)).limit(query.limit).offset(offsetOf(query)),
        countLines(where, tx),
      ]);
      return { rows, total };
    },

    /** The event a line of mine belongs to (for `booking-events/{order item id}`). */
    async findMyEventOfLine(userId: string, orderItemId: string, tx: DbOrTx = db): Promise<string | null> {
      const [row] = await tx
        .select({ eventId: orderItems.eventId })
        .from(orderItems)
        .where(and(eq(orderItems.id, orderItemId), eq(orderItems.userId, userId), paidTicketLines));
      return row?.eventId ?? null;
    },
  };
}
export type TicketsRepository = ReturnType<typeof createTicketsRepository>;

/**
 * SQL pieces on tickets other contexts point to (a column of the caller's table, or a value): their
 * queries read who holds what in their own statement, without naming our tables.
 */
export const ticketSql = {
  /** `userId` holds a ticket of `eventId` that still admits them (a refund voids it). */
  admits(userId: AnyColumn | SQL, eventId: AnyColumn | SQL | string): SQL {
    return sql`exists (select 1 from ${tickets} where ${qualified(tickets.userId)} = ${userId} and ${qualified(tickets.eventId)} = ${eventId} and ${qualified(tickets.status)} <> 'VOID')`;
  },
  /** The events whose tickets these order lines issued (a tier's line, or a combo's holding tiers). */
  eventIdsIssuedBy(orderItemIds: readonly string[]): SQL<string> {
    return sql<string>`select distinct ${qualified(tickets.eventId)} from ${tickets} where ${inArray(tickets.orderItemId, [...orderItemIds])}`;
  },
};
