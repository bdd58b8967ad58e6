import type { ReportDto, ReportGroupBy } from '@market/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.js';
import { users } from '../../identity/users/users.table.js';
import { affiliateVisits, orderItems, orders } from '../orders/orders.table.js';
import { refunds } from '../refunds/refunds.table.js';
import { vietnamDays } from './vietnam-days.js';

const TZ = 'Asia/Ho_Chi_Minh';
// PostgreSQL answers sums and counts as text (bigint); VND sums stay far below 2^53.
const n = (v: unknown) => Number(v ?? 0);

/**
 * The admin's summary report, one SQL per part. Money in is counted when an order was paid (PAID,
 * or REFUNDED later: what was refunded is counted as refunds when the refund completed), free
 * registrations count no order; periods are Vietnam calendar buckets.
 */
export function createReportsService(deps: { db: Db; ticketTypes: readonly string[] }) {
  const { db } = deps;
  // Which lines are tickets is the product types' to say (see ProductSale.countsAsTickets).
  const isTicket = deps.ticketTypes.length ? sql`${orderItems.productType} in (${sql.join(deps.ticketTypes.map((t) => sql`${t}`), sql`, `)})` : sql`false`;

  return {
    async summary(input: { from: string; to: string; groupBy: ReportGroupBy }): Promise<ReportDto> {
      const { start, end } = vietnamDays(input.from, input.to);
      const s = start.toISOString();
      const e = end.toISOString();
      const settled = sql`${orders.status} in ('PAID', 'REFUNDED') and ${orders.paidAt} >= ${s}::timestamptz and ${orders.paidAt} < ${e}::timestamptz`;

      const [totals, series, byProvider, topHosts, affiliates] = await Promise.all([
        db.execute(sql`
          select
            coalesce(sum(${orders.total}) filter (where ${orders.total} > 0), 0) as revenue,
            count(*) filter (where ${orders.total} > 0) as orders,
            (select coalesce(sum(${orderItems.quantity}), 0) from ${orderItems}
               join ${orders} paid on paid.id = ${orderItems.orderId}
              where paid.status in ('PAID', 'REFUNDED') and paid.paid_at >= ${s}::timestamptz and paid.paid_at < ${e}::timestamptz
                and ${isTicket} and ${orderItems.status} = 'SUCCESS' and ${orderItems.refundedAt} is null) as tickets,
            (select coalesce(sum(${refunds.amount}), 0) from ${refunds}
              where ${refunds.status} = 'SUCCESS' and ${refunds.completedAt} >= ${s}::timestamptz and ${refunds.completedAt} < ${e}::timestamptz) as refunds,
            (select count(*) from ${refunds}
              where ${refunds.status} = 'SUCCESS' and ${refunds.completedAt} >= ${s}::timestamptz and ${refunds.completedAt} < ${e}::timestamptz) as refund_count
          from ${orders} where ${settled}`),
        db.execute(sql`
          with buckets as (
            select generate_series(
              date_trunc(${input.groupBy}::text, ${s}::timestamptz at time zone ${TZ}),
              date_trunc(${input.groupBy}::text, (${e}::timestamptz - interval '1 second') at time zone ${TZ}),
              ('1 ' || ${input.groupBy}::text)::interval) as bucket
          ), money as (
            select date_trunc(${input.groupBy}::text, ${orders.paidAt} at time zone ${TZ}) as bucket, sum(${orders.total}) as revenue, count(*) as orders
              from ${orders} where ${settled} and ${orders.total} > 0 group by 1
          ), back as (
            select date_trunc(${input.groupBy}::text, ${refunds.completedAt} at time zone ${TZ}) as bucket, sum(${refunds.amount}) as refunds
              from ${refunds} where ${refunds.status} = 'SUCCESS' and ${refunds.completedAt} >= ${s}::timestamptz and ${refunds.completedAt} < ${e}::timestamptz group by 1
          )
          select to_char(b.bucket, 'YYYY-MM-DD') as period, coalesce(m.revenue, 0) as revenue, coalesce(m.orders, 0) as orders, coalesce(r.refunds, 0) as refunds
            from buckets b left join money m on m.bucket = b.bucket left join back r on r.bucket = b.bucket
           order by b.bucket`),
        db.execute(sql`
          select coalesce(${orders.provider}, 'KHAC') as provider, sum(${orders.total}) as revenue, count(*) as orders
            from ${orders} where ${settled} and ${orders.total} > 0
           group by 1 order by revenue desc, provider`),
        db.execute(sql`
          select ${orderItems.hostId} as id, ${users.fullName} as full_name, ${users.username} as username,
                 sum(${orderItems.total}) as revenue, count(distinct ${orderItems.orderId}) as orders
            from ${orderItems} join ${orders} on ${orders.id} = ${orderItems.orderId} join ${users} on ${users.id} = ${orderItems.hostId}
           where ${settled} and ${orderItems.status} = 'SUCCESS' and ${orderItems.total} > 0
           group by 1, 2, 3 order by revenue desc, full_name limit 10`),
        db.execute(sql`
          with sales as (
            select ${orders.referrerCode} as code, sum(${orders.total}) as revenue, count(*) as orders
              from ${orders} where ${settled} and ${orders.total} > 0 and ${orders.referrerCode} is not null group by 1
          ), visits as (
            select ${affiliateVisits.code} as code, count(*) as visits
              from ${affiliateVisits} where ${affiliateVisits.createdAt} >= ${s}::timestamptz and ${affiliateVisits.createdAt} < ${e}::timestamptz group by 1
          )
          select coalesce(sales.code, visits.code) as code, coalesce(sales.revenue, 0) as revenue, coalesce(sales.orders, 0) as orders, coalesce(visits.visits, 0) as visits
            from sales full outer join visits on visits.code = sales.code
           order by revenue desc, visits desc, code limit 10`),
      ]);

      const t = totals.rows[0] ?? {};
      const revenue = n(t.revenue);
      const paidOrders = n(t.orders);
      const refunded = n(t.refunds);
      return {
        currency: 'VND',
        from: input.from,
        to: input.to,
        groupBy: input.groupBy,
        totals: {
          revenue,
          orders: paidOrders,
          refunds: refunded,
          refundCount: n(t.refund_count),
          net: revenue - refunded,
          averageOrderValue: paidOrders ? Math.round(revenue / paidOrders) : 0,
          ticketsSold: n(t.tickets),
        },
        series: series.rows.map((r) => ({ period: String(r.period), revenue: n(r.revenue), orders: n(r.orders), refunds: n(r.refunds) })),
        byProvider: byProvider.rows.map((r) => ({ provider: String(r.provider), revenue: n(r.revenue), orders: n(r.orders) })),
        topHosts: topHosts.rows.map((r) => ({ host: { id: String(r.id), fullName: String(r.full_name), username: (r.username as string | null) ?? null }, revenue: n(r.revenue), orders: n(r.orders) })),
        affiliates: affiliates.rows.map((r) => ({ code: String(r.code), revenue: n(r.revenue), orders: n(r.orders), visits: n(r.visits) })),
      };
    },
  };
}
export type ReportsService = ReturnType<typeof createReportsService>;
