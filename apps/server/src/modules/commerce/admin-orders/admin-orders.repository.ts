import type { AdminOrdersQuery, AdminProductItemsQuery, ProductItemRef } from '@market/contract';
import { and, asc, count, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/database.js';
import { likeContaining } from '../../../platform/db/search.js';
import { offsetOf } from '../../../platform/http/pagination.js';
import { calendarFrames, calendars } from '../../catalogue/calendars/calendars.table.js';
import { events, ticketTiers } from '../../catalogue/events/events.table.js';
import { createUserDirectory } from '../../identity/index.js';
import type { OrderRow } from '../orders/orders.repository.js';
import { orders } from '../orders/orders.table.js';
import { payments } from '../payments/payments.table.js';
import { vietnamMidnight } from '../reports/vietnam-days.js';

const folded = (text: SQL) => sql`immutable_unaccent(lower(${text}))`;

/** Reads of the admin's orders console: every order, filtered and searched, and the products an admin can sell. */
export function createAdminOrdersRepository(db: DbOrTx) {
  const people = createUserDirectory(db);
  return {
    async listOrders(query: AdminOrdersQuery, tx: DbOrTx = db): Promise<{ rows: OrderRow[]; total: number }> {
      const conditions: SQL[] = [];
      if (query.status) conditions.push(eq(orders.status, query.status));
      // "Paid through": any payment row of that provider (ADMIN for recorded orders, FREE for 0 ₫ ones).
      if (query.provider) conditions.push(sql`exists (select 1 from ${payments} where ${payments.orderId} = ${orders.id} and ${payments.provider} = ${query.provider})`);
      if (query.from) conditions.push(gte(orders.createdAt, vietnamMidnight(query.from)));
      if (query.to) conditions.push(lt(orders.createdAt, vietnamMidnight(query.to, 1)));
      if (query.search) conditions.push(or(ilike(orders.code, likeContaining(query.search)), people.userMatching(orders.userId, query.search))!);
      const where = conditions.length ? and(...conditions) : undefined;
      const [rows, [total]] = await Promise.all([
        tx
          .select()
          .from(orders)
          .where(where)
          .orderBy(query.sort === 'ASC' ? asc(orders.createdAt) : desc(orders.createdAt), desc(orders.id))
          .limit(query.limit)
          .offset(offsetOf(query)),
        tx.select({ n: count() }).from(orders).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /**
     * Ticket tiers of published events that have not ended, and frames to come of active calendars,
     * soonest first: the refs of one page and how many there are.
     */
    async listProductItemRefs(query: AdminProductItemsQuery, now: Date, tx: DbOrTx = db): Promise<{ refs: ProductItemRef[]; total: number }> {
      const pattern = query.search ? likeContaining(query.search) : null;
      const tiers = sql`select 'TICKET_TIER' as type, ${ticketTiers.id} as id, ${events.startAt} as starts_at
        from ${ticketTiers} join ${events} on ${events.id} = ${ticketTiers.eventId}
        where ${events.status} = 'PUBLISHED' and ${ticketTiers.status} = 'ACTIVE' and (${events.endAt} is null or ${events.endAt} > ${now.toISOString()})
        ${pattern ? sql`and ${folded(sql`${events.title} || ' ' || ${ticketTiers.name} || ' ' || ${people.fullNameOf(events.hostId)}`)} like ${folded(sql`${pattern}`)}` : sql``}`;
      const frames = sql`select 'CALENDAR_FRAME' as type, ${calendarFrames.id} as id, ${calendarFrames.startAt} as starts_at
        from ${calendarFrames} join ${calendars} on ${calendars.id} = ${calendarFrames.calendarId}
        where ${calendars.status} = 'ACTIVE' and ${calendarFrames.startAt} > ${now.toISOString()}
        ${pattern ? sql`and ${folded(sql`${calendars.title} || ' ' || ${people.fullNameOf(calendarFrames.hostId)}`)} like ${folded(sql`${pattern}`)}` : sql``}`;
      const parts = query.type === 'TICKET_TIER' ? [tiers] : query.type === 'CALENDAR_FRAME' ? [frames] : [tiers, frames];
      const union = sql.join(parts, sql` union all `);
      const [page, totals] = await Promise.all([
        tx.execute<{ type: ProductItemRef['productItemType']; id: string }>(
          sql`select type, id from (${union}) items order by starts_at asc nulls last, id limit ${query.limit} offset ${offsetOf(query)}`,
        ),
        tx.execute<{ n: number }>(sql`select count(*)::int as n from (${union}) items`),
      ]);
      return { refs: page.rows.map((r) => ({ productItemType: r.type, productItemId: r.id })), total: totals.rows[0]?.n ?? 0 };
    },
  };
}
export type AdminOrdersRepository = ReturnType<typeof createAdminOrdersRepository>;
