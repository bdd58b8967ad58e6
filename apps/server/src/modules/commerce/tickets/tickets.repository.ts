import type { AttendeesQuery, BookingEventTab } from '@market/contract';
import { and, asc, count, desc, eq, inArray, isNull, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../platform/db/database.js';
import { likeContaining } from '../../../platform/db/search.js';
import { offsetOf } from '../../../platform/http/pagination.js';
import { eventSql, type EventRow } from '../../catalogue/index.js';
import { qualified } from '../../../platform/db/json-rows.js';
import { userSql } from '../../identity/index.js';
import { buyerMatches, buyerView } from '../orders/order-lines.repository.js';
import { orderItems, orders } from '../orders/orders.table.js';
import { ticketCheckins, tickets } from './tickets.table.js';

export type TicketRow = typeof tickets.$inferSelect;
export type { EventRow };

/**
 * The tickets of one order line and tier, with their event and holder: what every list of tickets reads
 * as a "ticket line". A ticket-tier line gives one; a combo's line gives one per tier it holds, so
 * tickets bought in a combo are listed, counted and checked in like tickets bought alone.
 */
const parts = new QueryBuilder()
  .select({
    orderItemId: tickets.orderItemId,
    tierId: tickets.tierId,
    eventId: tickets.eventId,
    userId: tickets.userId,
    quantity: sql<number>`count(*)::int`.as('line_ticket_count'),
    checkedIn: sql<number>`(count(*) filter (where ${tickets.status} = 'CHECKED_IN'))::int`.as('line_checked_in_count'),
  })
  .from(tickets)
  .groupBy(tickets.orderItemId, tickets.tierId, tickets.eventId, tickets.userId)
  .as('ticket_lines');
const partEventId = sql`${parts.eventId}`;

/**
 * A paid ticket line with what every view of it shows: its order's code, its event, its tier and its buyer.
 * A tier line's tier name is the one frozen at checkout; a combo's tier is named with the combo, and its
 * total is 0 (the combo's price is not split among its items).
 */
// A ticket's event always exists (a foreign key), so its row is there.
const isTierLine = sql`${orderItems.productType} = 'TICKET_TIER'`;
const lineView = {
  item: orderItems,
  orderCode: orders.code,
  paidAt: orders.paidAt,
  event: eventSql.rowOf(partEventId),
  buyer: buyerView,
  tierId: parts.tierId,
  tierName: sql<string>`case when ${isTierLine} then coalesce(${orderItems.subtitle}, 'Vé')
    else coalesce(${eventSql.tierNameOf(sql`${parts.tierId}`)}, 'Vé') || ' · ' || ${orderItems.title} end`,
  quantity: parts.quantity,
  total: sql<number>`case when ${isTierLine} then ${orderItems.total} else 0 end`.mapWith(Number),
};
const selectLines = (tx: DbOrTx) =>
  tx.select(lineView).from(parts).innerJoin(orderItems, eq(orderItems.id, parts.orderItemId)).innerJoin(orders, eq(orders.id, orderItems.orderId));
export type TicketLine = Awaited<ReturnType<typeof selectLines>>[number];

/** Paid lines that issued tickets: what admits people to an event (refunded ones stay, their tickets void). */
const paidTicketLines = eq(orderItems.status, 'SUCCESS');
const lineOrder = [asc(orderItems.createdAt), asc(orderItems.id), asc(parts.tierId)];

export function createTicketsRepository(db: DbOrTx) {
  return {
    /** The ticket line of an order item that issued tickets (a combo's holding several tiers: its first tier's). */
    async findLine(orderItemId: string, tx: DbOrTx = db): Promise<TicketLine | null> {
      const [row] = await selectLines(tx)
        .where(eq(parts.orderItemId, orderItemId))
        .orderBy(...lineOrder)
        .limit(1);
      return row ?? null;
    },

    async findLines(where: SQL, tx: DbOrTx = db): Promise<TicketLine[]> {
      return selectLines(tx)
        .where(and(paidTicketLines, where))
        .orderBy(...lineOrder);
    },

    /** The tickets of these lines, in line then seat order. */
    async findTickets(orderItemIds: readonly string[], tx: DbOrTx = db): Promise<TicketRow[]> {
      if (!orderItemIds.length) return [];
      return tx
        .select()
        .from(tickets)
        .where(inArray(tickets.orderItemId, [...orderItemIds]))
        .orderBy(asc(tickets.orderItemId), asc(tickets.tierId), asc(tickets.seq));
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
          tierName: sql<
            string | null
          >`case when ${orderItems.productType} = 'TICKET_TIER' then ${orderItems.subtitle} else ${eventSql.tierNameOf(tickets.tierId)} end`,
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

    /**
     * Admits a ticket to one session: the (ticket, session) key takes it once whatever the scanners,
     * and the ticket itself turns CHECKED_IN at its first admission. No ticket with `already` when that
     * session had it (and when); neither when the ticket was voided meanwhile.
     */
    async checkInSession(
      ticketId: string,
      sessionId: string,
      by: string,
      at: Date,
      tx: DbOrTx = db,
    ): Promise<{ ticket: TicketRow | null; already: Date | null }> {
      // The ticket first (a voided one stops here); marking an admitted ticket again changes nothing (coalesce).
      const [ticket] = await tx
        .update(tickets)
        .set({
          status: 'CHECKED_IN',
          checkedInAt: sql`coalesce(${tickets.checkedInAt}, ${at.toISOString()}::timestamptz)`,
          checkedInBy: sql`coalesce(${tickets.checkedInBy}, ${by}::uuid)`,
        })
        .where(and(eq(tickets.id, ticketId), sql`${tickets.status} <> 'VOID'`))
        .returning();
      if (!ticket) return { ticket: null, already: null };
      const [admitted] = await tx.insert(ticketCheckins).values({ ticketId, sessionId, checkedInAt: at, checkedInBy: by }).onConflictDoNothing().returning();
      if (admitted) return { ticket, already: null };
      const [before] = await tx
        .select({ at: ticketCheckins.checkedInAt })
        .from(ticketCheckins)
        .where(and(eq(ticketCheckins.ticketId, ticketId), eq(ticketCheckins.sessionId, sessionId)));
      return { ticket: null, already: before?.at ?? at };
    },

    /** A page of the events I hold paid tickets for: upcoming soonest first, past latest first. */
    async listMyEvents(
      userId: string,
      tab: BookingEventTab,
      page: { page: number; limit: number },
      now: Date,
      tx: DbOrTx = db,
    ): Promise<{ eventIds: string[]; total: number }> {
      const mine = and(paidTicketLines, eq(parts.userId, userId), eventSql.isWhen(partEventId, tab, now));
      const startAt = eventSql.startAtOf(partEventId);
      const order = tab === 'upcoming' ? [sql`${startAt} asc nulls last`, asc(parts.eventId)] : [sql`${startAt} desc nulls last`, desc(parts.eventId)];
      const myParts = () =>
        tx
          .select({ id: sql<string>`${parts.eventId}` })
          .from(parts)
          .innerJoin(orderItems, eq(orderItems.id, parts.orderItemId));
      const [rows, [total]] = await Promise.all([
        // One row per event (grouped by its id, which the start's subquery names).
        myParts()
          .where(mine)
          .groupBy(parts.eventId)
          .orderBy(...order)
          .limit(page.limit)
          .offset(offsetOf(page)),
        tx
          .select({ n: sql<number>`count(distinct ${parts.eventId})::int` })
          .from(parts)
          .innerJoin(orderItems, eq(orderItems.id, parts.orderItemId))
          .where(mine),
      ]);
      return { eventIds: rows.map((r) => r.id), total: total?.n ?? 0 };
    },

    async countMyEvents(userId: string, now: Date, tx: DbOrTx = db): Promise<{ upcoming: number; past: number }> {
      const [row] = await tx
        .select({
          upcoming: sql<number>`count(distinct ${parts.eventId}) filter (where ${eventSql.isWhen(partEventId, 'upcoming', now)})::int`,
          past: sql<number>`count(distinct ${parts.eventId}) filter (where ${eventSql.isWhen(partEventId, 'past', now)})::int`,
        })
        .from(parts)
        .innerJoin(orderItems, eq(orderItems.id, parts.orderItemId))
        .where(and(paidTicketLines, eq(parts.userId, userId)));
      return { upcoming: row?.upcoming ?? 0, past: row?.past ?? 0 };
    },

    /** My paid lines of these events. */
    findMyLines(userId: string, eventIds: readonly string[], tx: DbOrTx = db): Promise<TicketLine[]> {
      if (!eventIds.length) return Promise.resolve([]);
      return this.findLines(and(eq(parts.userId, userId), inArray(parts.eventId, [...eventIds]))!, tx);
    },

    /** A page of an event's paid ticket lines (one per buyer, order line and tier), newest first. */
    async listAttendees(eventId: string, query: AttendeesQuery, tx: DbOrTx = db): Promise<{ rows: TicketLine[]; total: number }> {
      const ticketCode = query.q
        ? sql`exists (select 1 from ${tickets} t where t.order_item_id = ${parts.orderItemId} and t.tier_id = ${parts.tierId} and t.code ilike ${likeContaining(query.q)})`
        : undefined;
      const checkedIn = sql`${parts.checkedIn} > 0`;
      const where = and(
        paidTicketLines,
        eq(parts.eventId, eventId),
        query.tierId ? eq(parts.tierId, query.tierId) : undefined,
        buyerMatches(query.q, ...(ticketCode ? [ticketCode] : [])),
        query.checkin === 'checked_in' ? checkedIn : query.checkin === 'not_checked_in' ? and(sql`not ${checkedIn}`, isNull(orderItems.refundedAt)) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        selectLines(tx).where(where).orderBy(desc(orderItems.createdAt), desc(orderItems.id), asc(parts.tierId)).limit(query.limit).offset(offsetOf(query)),
        tx
          .select({ n: count() })
          .from(parts)
          .innerJoin(orderItems, eq(orderItems.id, parts.orderItemId))
          .innerJoin(orders, eq(orders.id, orderItems.orderId))
          .where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /** The event a line of mine belongs to (for `booking-events/{order item id}`). */
    async findMyEventOfLine(userId: string, orderItemId: string, tx: DbOrTx = db): Promise<string | null> {
      const [row] = await tx
        .select({ eventId: tickets.eventId })
        .from(tickets)
        .innerJoin(orderItems, eq(orderItems.id, tickets.orderItemId))
        .where(and(eq(tickets.orderItemId, orderItemId), eq(tickets.userId, userId), paidTicketLines))
        .orderBy(asc(tickets.tierId))
        .limit(1);
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
  /** The people holding a ticket of `eventId` that still admits them, as rows `user_id` (from `tickets_event_idx`). */
  holdersOf(eventId: AnyColumn | SQL): SQL {
    return sql`select distinct ${tickets.userId} as user_id from ${tickets} where ${tickets.eventId} = ${eventId} and ${tickets.status} <> 'VOID'`;
  },
};
