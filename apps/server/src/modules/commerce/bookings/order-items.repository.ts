import type { AdminOrderItemsQuery, EventItemsQuery } from '@market/contract';
import { and, asc, count, desc, eq, gt, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/database.js';
import { likeContaining } from '../../../platform/db/search.js';
import { offsetOf } from '../../../platform/http/pagination.js';
import { eventSql } from '../../catalogue/index.js';
import { userSql } from '../../identity/index.js';
import { buyerMatches, buyerView, countLines } from '../orders/order-lines.repository.js';
import { orderItems, orders } from '../orders/orders.table.js';
import { ticketCheckins, tickets } from '../tickets/tickets.table.js';

const lineView = {
  item: orderItems,
  orderCode: orders.code,
  orderStatus: orders.status,
  /** The order's VAT invoice request (order-invoice.ts reads it). */
  invoice: {
    invoiceCompanyName: orders.invoiceCompanyName,
    invoiceTaxCode: orders.invoiceTaxCode,
    invoiceAddress: orders.invoiceAddress,
    invoiceEmail: orders.invoiceEmail,
    invoiceNumber: orders.invoiceNumber,
    invoiceIssuedAt: orders.invoiceIssuedAt,
  },
  buyer: buyerView,
  /** created_at to the microsecond (a JS Date keeps milliseconds), for the export's keyset cursor. */
  cursorAt: sql<string>`${orderItems.createdAt}::text`,
};
const selectLines = (tx: DbOrTx) => tx.select(lineView).from(orderItems).innerJoin(orders, eq(orders.id, orderItems.orderId));
export type OrderLineRow = Awaited<ReturnType<typeof selectLines>>[number];

/** Ticket lines of a host's events (owned or co-hosted), or of one event already checked to be theirs. */
export function eventLines(
  scope: { hostId: string; coHostedEventIds: readonly string[] } | { eventId: string },
  query: Pick<EventItemsQuery, 'status' | 'q'>,
): SQL {
  return and(
    eq(orderItems.productType, 'TICKET_TIER'),
    'eventId' in scope
      ? eq(orderItems.eventId, scope.eventId)
      : or(eq(orderItems.hostId, scope.hostId), scope.coHostedEventIds.length ? inArray(orderItems.eventId, [...scope.coHostedEventIds]) : undefined),
    query.status ? eq(orderItems.status, query.status) : undefined,
    buyerMatches(query.q),
  )!;
}

/** Any line, as the admin console filters them. */
export function adminLines(query: Omit<AdminOrderItemsQuery, 'page' | 'limit' | 'sort'>): SQL | undefined {
  const text = query.q?.trim();
  return and(
    query.type ? eq(orderItems.productType, query.type) : undefined,
    query.status ? eq(orderItems.status, query.status) : undefined,
    query.hostId ? eq(orderItems.hostId, query.hostId) : undefined,
    query.from ? sql`${orderItems.createdAt} >= ${new Date(query.from).toISOString()}` : undefined,
    query.to ? sql`${orderItems.createdAt} < ${new Date(query.to).toISOString()}` : undefined,
    text ? or(sql`${orders.code} ilike ${likeContaining(text)}`, userSql.userMatching(orderItems.userId, text)) : undefined,
  );
}

export function createOrderItemsRepository(db: DbOrTx) {
  return {
    /** A page of lines, newest first unless asked otherwise. */
    async list(
      where: SQL | undefined,
      query: { page: number; limit: number; sort: 'ASC' | 'DESC' },
      tx: DbOrTx = db,
    ): Promise<{ rows: OrderLineRow[]; total: number }> {
      const direction = query.sort === 'ASC' ? asc : desc;
      const [rows, total] = await Promise.all([
        selectLines(tx).where(where).orderBy(direction(orderItems.createdAt), direction(orderItems.id)).limit(query.limit).offset(offsetOf(query)),
        countLines(where, tx),
      ]);
      return { rows, total };
    },

    /**
     * Every line matching `where`, `batch` at a time, walking (created_at, id) so a long export never
     * re-reads or skips a row as OFFSET would while orders keep arriving; at most `max` rows.
     */
    async *each(where: SQL | undefined, sort: 'ASC' | 'DESC', max: number, tx: DbOrTx = db): AsyncGenerator<OrderLineRow[]> {
      const batch = 1000;
      const direction = sort === 'ASC' ? asc : desc;
      const beyond = sort === 'ASC' ? gt : lt;
      let after: { at: string; id: string } | null = null;
      for (let sent = 0; sent < max;) {
        const cursor: SQL | undefined = after
          ? or(
              beyond(orderItems.createdAt, sql`${after.at}::timestamptz`),
              and(eq(orderItems.createdAt, sql`${after.at}::timestamptz`), beyond(orderItems.id, after.id)),
            )
          : undefined;
        const rows: OrderLineRow[] = await selectLines(tx)
          .where(and(where, cursor))
          .orderBy(direction(orderItems.createdAt), direction(orderItems.id))
          .limit(Math.min(batch, max - sent));
        if (!rows.length) return;
        yield rows;
        sent += rows.length;
        const last = rows.at(-1)!;
        after = { at: last.cursorAt, id: last.item.id };
      }
    },

    /** Lines by status (and refunded), paid revenue, and their tickets by status. */
    async counts(where: SQL, tx: DbOrTx = db) {
      const [[items], ticketRows] = await Promise.all([
        tx
          .select({
            total: sql<number>`count(*)::int`,
            HOLDING: sql<number>`count(*) filter (where ${orderItems.status} = 'HOLDING')::int`,
            SUCCESS: sql<number>`count(*) filter (where ${orderItems.status} = 'SUCCESS')::int`,
            CANCELED: sql<number>`count(*) filter (where ${orderItems.status} = 'CANCELED')::int`,
            refunded: sql<number>`count(*) filter (where ${orderItems.refundedAt} is not null)::int`,
            revenue:
              sql<number>`coalesce(sum(${orderItems.total}) filter (where ${orderItems.status} = 'SUCCESS' and ${orderItems.refundedAt} is null), 0)::bigint`.mapWith(
                Number,
              ),
          })
          .from(orderItems)
          .innerJoin(orders, eq(orders.id, orderItems.orderId))
          .where(where),
        tx
          .select({ status: tickets.status, n: count() })
          .from(tickets)
          .innerJoin(orderItems, eq(orderItems.id, tickets.orderItemId))
          .innerJoin(orders, eq(orders.id, orderItems.orderId))
          .where(where)
          .groupBy(tickets.status),
      ]);
      const byStatus = Object.fromEntries(ticketRows.map((r) => [r.status, r.n])) as Record<string, number>;
      const { revenue, ...itemCounts } = items!;
      return {
        items: itemCounts,
        tickets: { total: ticketRows.reduce((n, r) => n + r.n, 0), VALID: byStatus.VALID ?? 0, CHECKED_IN: byStatus.CHECKED_IN ?? 0, VOID: byStatus.VOID ?? 0 },
        revenue,
      };
    },

    /** The event's tickets (not void) admitted to each of its sessions. */
    async sessionCheckins(eventId: string, tx: DbOrTx = db): Promise<{ sessionId: string; checkedIn: number }[]> {
      return tx
        .select({ sessionId: ticketCheckins.sessionId, checkedIn: count() })
        .from(ticketCheckins)
        .innerJoin(tickets, eq(tickets.id, ticketCheckins.ticketId))
        .where(and(eq(tickets.eventId, eventId), sql`${tickets.status} <> 'VOID'`))
        .groupBy(ticketCheckins.sessionId);
    },

    async findEventOfSession(sessionId: string, tx: DbOrTx = db): Promise<string | null> {
      const { rows } = await tx.execute<{ eventId: string | null }>(sql`select ${eventSql.eventIdOfSession(sessionId)} as "eventId"`);
      return rows[0]?.eventId ?? null;
    },
  };
}
export type OrderItemsRepository = ReturnType<typeof createOrderItemsRepository>;
