import type { AdminOrdersQuery } from '@market/contract';
import { and, asc, count, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/database.js';
import { likeContaining } from '../../../platform/db/search.js';
import { offsetOf } from '../../../platform/http/pagination.js';
import { createUserDirectory } from '../../identity/index.js';
import type { OrderRow } from '../orders/orders.repository.js';
import { orders } from '../orders/orders.table.js';
import { moneyMovedOf } from '../payments/payments.repository.js';
import { payments } from '../payments/payments.table.js';
import { vietnamMidnight } from '../reports/vietnam-days.js';

/** Reads of the admin's orders console: every order, filtered and searched. */
export function createAdminOrdersRepository(db: DbOrTx) {
  const people = createUserDirectory(db);
  return {
    /**
     * A page of orders, each with whether it ever moved money (what `remove` depends on), read by the
     * page's own statement so the console's row actions cost no statement per row.
     */
    async listOrders(query: AdminOrdersQuery, tx: DbOrTx = db): Promise<{ rows: { order: OrderRow; moneyMoved: boolean }[]; total: number }> {
      const conditions: SQL[] = [];
      if (query.status) conditions.push(eq(orders.status, query.status));
      // "Paid through": any payment row of that provider (ADMIN for recorded orders, FREE for 0 ₫ ones).
      if (query.provider)
        conditions.push(sql`exists (select 1 from ${payments} where ${payments.orderId} = ${orders.id} and ${payments.provider} = ${query.provider})`);
      if (query.from) conditions.push(gte(orders.createdAt, vietnamMidnight(query.from)));
      if (query.to) conditions.push(lt(orders.createdAt, vietnamMidnight(query.to, 1)));
      if (query.invoice) conditions.push(sql`${orders.invoiceTaxCode} is not null`);
      if (query.invoice === 'REQUESTED') conditions.push(sql`${orders.invoiceIssuedAt} is null`);
      if (query.invoice === 'ISSUED') conditions.push(sql`${orders.invoiceIssuedAt} is not null`);
      if (query.search) conditions.push(or(ilike(orders.code, likeContaining(query.search)), people.userMatching(orders.userId, query.search))!);
      const where = conditions.length ? and(...conditions) : undefined;
      const [rows, [total]] = await Promise.all([
        tx
          .select({ order: orders, moneyMoved: moneyMovedOf(orders.id) })
          .from(orders)
          .where(where)
          .orderBy(query.sort === 'ASC' ? asc(orders.createdAt) : desc(orders.createdAt), desc(orders.id))
          .limit(query.limit)
          .offset(offsetOf(query)),
        tx.select({ n: count() }).from(orders).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },
  };
}
export type AdminOrdersRepository = ReturnType<typeof createAdminOrdersRepository>;
