import { and, eq, inArray, sql } from 'drizzle-orm';
import type { ComboBuyerDto } from '@market/contract';
import type { DbOrTx } from '../../../platform/db/database.js';
import { comboSql } from '../../catalogue/index.js';
import { userSql } from '../../identity/index.js';
import { orderItems, orders } from '../orders/orders.table.js';

const TZ = 'Asia/Ho_Chi_Minh';
const num = (v: unknown) => Number(v ?? 0);
type Row = Record<string, unknown>;

/** A period as instants: [start, end). */
export interface Period {
  start: Date;
  end: Date;
}

/**
 * What was sold, read from commerce's order lines: a line counts once its order was paid (PAID or
 * REFUNDED later) and while the line itself is SUCCESS and not refunded. Revenue is the lines'
 * totals (after discounts and vouchers), in VND.
 */
export function createProductSalesRepository(db: DbOrTx) {
  const kept = sql`${orderItems.status} = 'SUCCESS' and ${orderItems.refundedAt} is null`;
  const paidIn = (p: Period) =>
    sql`${orders.status} in ('PAID', 'REFUNDED') and ${orders.paidAt} >= ${p.start.toISOString()}::timestamptz and ${orders.paidAt} < ${p.end.toISOString()}::timestamptz`;

  return {
    /** The buyer owns the product: a kept line of it, or of a combo holding it. */
    async hasPurchased(userId: string, productId: string, comboIds: readonly string[], tx: DbOrTx = db): Promise<boolean> {
      const ids = [productId, ...comboIds];
      const rows = await tx.execute(sql`
        select 1 from ${orderItems} where ${orderItems.userId} = ${userId} and ${kept}
           and ${orderItems.productId} in (${sql.join(
             ids.map((id) => sql`${id}::uuid`),
             sql`, `,
           )}) limit 1`);
      return rows.rows.length > 0;
    },

    /** The products sold most over the period, with the units sold. */
    async topSold(input: Period & { type?: string | undefined; limit: number }, tx: DbOrTx = db) {
      const rows = await tx.execute(sql`
        select ${orderItems.productType} as type, ${orderItems.productId} as id, sum(${orderItems.quantity}) as sold
          from ${orderItems} join ${orders} on ${orders.id} = ${orderItems.orderId}
         where ${paidIn(input)} and ${kept} ${input.type ? sql`and ${orderItems.productType} = ${input.type}` : sql``}
         group by 1, 2 order by sold desc, id limit ${input.limit}`);
      return (rows.rows as Row[]).map((r) => ({ productItemType: String(r.type), productItemId: String(r.id), sold: num(r.sold) }));
    },

    /** Units, revenue and buyers per product of a host over the period. */
    async byProduct(hostId: string, productIds: readonly string[], period: Period, tx: DbOrTx = db) {
      if (!productIds.length) return new Map<string, { sold: number; revenue: number; buyers: number }>();
      const rows = await tx.execute(sql`
        select ${orderItems.productId} as id, sum(${orderItems.quantity}) as sold, sum(${orderItems.total}) as revenue, count(distinct ${orderItems.userId}) as buyers
          from ${orderItems} join ${orders} on ${orders.id} = ${orderItems.orderId}
         where ${orderItems.hostId} = ${hostId} and ${paidIn(period)} and ${kept}
           and ${orderItems.productId} in (${sql.join(
             productIds.map((id) => sql`${id}::uuid`),
             sql`, `,
           )})
         group by 1`);
      return new Map((rows.rows as Row[]).map((r) => [String(r.id), { sold: num(r.sold), revenue: num(r.revenue), buyers: num(r.buyers) }]));
    },

    /** A host's totals over the period, and per type; a learner bought a course, alone or in a combo. */
    async overview(hostId: string, period: Period, tx: DbOrTx = db) {
      const where = sql`${orderItems.hostId} = ${hostId} and ${paidIn(period)} and ${kept}`;
      const course = sql`${orderItems.productType} = 'ONLINE_COURSE' or (${orderItems.productType} = 'COMBO' and ${comboSql.holdsType(orderItems.productId, 'ONLINE_COURSE')})`;
      const [totals, byType] = await Promise.all([
        tx.execute(sql`
          select count(distinct ${orderItems.orderId}) as orders, coalesce(sum(${orderItems.quantity}), 0) as sold, coalesce(sum(${orderItems.total}), 0) as revenue,
                 count(distinct ${orderItems.userId}) filter (where ${course}) as learners
            from ${orderItems} join ${orders} on ${orders.id} = ${orderItems.orderId} where ${where}`),
        tx.execute(sql`
          select ${orderItems.productType} as type, sum(${orderItems.quantity}) as sold, sum(${orderItems.total}) as revenue
            from ${orderItems} join ${orders} on ${orders.id} = ${orderItems.orderId} where ${where} group by 1 order by 1`),
      ]);
      const t = (totals.rows[0] ?? {}) as Row;
      return {
        orders: num(t.orders),
        sold: num(t.sold),
        revenue: num(t.revenue),
        learners: num(t.learners),
        byType: (byType.rows as Row[]).map((r) => ({ productItemType: String(r.type), sold: num(r.sold), revenue: num(r.revenue) })),
      };
    },

    /** A host's orders, units and revenue per Vietnam day of the period, every day listed. */
    async perDay(hostId: string, period: Period, tx: DbOrTx = db) {
      const s = period.start.toISOString();
      const e = period.end.toISOString();
      const rows = await tx.execute(sql`
        with days as (
          select generate_series(date_trunc('day', ${s}::timestamptz at time zone ${TZ}), date_trunc('day', (${e}::timestamptz - interval '1 second') at time zone ${TZ}), interval '1 day') as day
        ), sales as (
          select date_trunc('day', ${orders.paidAt} at time zone ${TZ}) as day, count(distinct ${orderItems.orderId}) as orders,
                 sum(${orderItems.quantity}) as sold, sum(${orderItems.total}) as revenue
            from ${orderItems} join ${orders} on ${orders.id} = ${orderItems.orderId}
           where ${orderItems.hostId} = ${hostId} and ${paidIn(period)} and ${kept} group by 1
        )
        select to_char(d.day, 'YYYY-MM-DD') as day, coalesce(x.orders, 0) as orders, coalesce(x.sold, 0) as sold, coalesce(x.revenue, 0) as revenue
          from days d left join sales x on x.day = d.day order by d.day`);
      return (rows.rows as Row[]).map((r) => ({ day: String(r.day), orders: num(r.orders), sold: num(r.sold), revenue: num(r.revenue) }));
    },

    /** Those of these combos that any order line names (held, paid, refunded or expired alike). */
    async combosOrderedAmong(comboIds: readonly string[], tx: DbOrTx = db): Promise<string[]> {
      if (!comboIds.length) return [];
      // By type and id: the lines' (product_type, product_id, status) index answers it.
      const found = await tx
        .selectDistinct({ id: orderItems.productId })
        .from(orderItems)
        .where(and(eq(orderItems.productType, 'COMBO'), inArray(orderItems.productId, [...comboIds])));
      return found.map((r) => r.id);
    },

    /** The buyers of a product, newest first (refunded lines included, marked). */
    async buyersOf(productId: string, page: { page: number; limit: number }, tx: DbOrTx = db): Promise<{ rows: ComboBuyerDto[]; total: number }> {
      const where = sql`${orderItems.productId} = ${productId} and ${orderItems.status} = 'SUCCESS' and ${orders.paidAt} is not null`;
      const [rows, total] = await Promise.all([
        tx.execute(sql`
          select ${userSql.cardOf(orderItems.userId)} as user, ${orderItems.orderId} as order_id, ${orderItems.quantity} as quantity, ${orderItems.total} as total,
                 ${orders.paidAt} as paid_at, ${orderItems.refundedAt} is not null as refunded
            from ${orderItems} join ${orders} on ${orders.id} = ${orderItems.orderId}
           where ${where} order by ${orders.paidAt} desc, ${orderItems.id} limit ${page.limit} offset ${(page.page - 1) * page.limit}`),
        tx.execute(sql`select count(*) as n from ${orderItems} join ${orders} on ${orders.id} = ${orderItems.orderId} where ${where}`),
      ]);
      return {
        rows: (rows.rows as Row[]).map((r) => {
          const user = r.user as { id: string; fullName: string | null; email: string | null; avatar: string | null };
          return {
            user: { id: user.id, fullName: user.fullName ?? '', email: user.email, avatar: user.avatar },
            orderId: String(r.order_id),
            quantity: num(r.quantity),
            total: num(r.total),
            paidAt: r.paid_at ? new Date(r.paid_at as string).toISOString() : null,
            refunded: Boolean(r.refunded),
          };
        }),
        total: num((total.rows[0] as Row | undefined)?.n),
      };
    },
  };
}
export type ProductSalesRepository = ReturnType<typeof createProductSalesRepository>;
