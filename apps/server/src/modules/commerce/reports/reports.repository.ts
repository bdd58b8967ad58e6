import type { ReportGroupBy } from '@market/contract';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/database.js';
import { comboSql } from '../../catalogue/index.js';
import { createUserDirectory } from '../../identity/index.js';
import { affiliateVisits, orderItems, orders } from '../orders/orders.table.js';
import { refunds } from '../refunds/refunds.table.js';

const TZ = 'Asia/Ho_Chi_Minh';

type Row = Record<string, unknown>;

/** The raw figures of the summary report, one SQL per part (sums and counts come back as text). */
export interface ReportFigures {
  totals: Row | undefined;
  series: Row[];
  byProvider: Row[];
  topHosts: Row[];
  affiliates: Row[];
}

/**
 * The admin's summary report. Money in is counted when an order was paid (PAID, or REFUNDED later:
 * what was refunded is counted as refunds when the refund completed), free registrations count no
 * order; periods are Vietnam calendar buckets. Tickets sold count paid, not refunded lines of ticket
 * types, and the tickets inside paid, not refunded combo lines.
 */
export function createReportsRepository(db: DbOrTx) {
  const people = createUserDirectory(db);
  return {
    /** `ticketTypes`: the product types whose units count as tickets (the product types say which). */
    async findFigures(input: { start: Date; end: Date; groupBy: ReportGroupBy; ticketTypes: readonly string[] }, tx: DbOrTx = db): Promise<ReportFigures> {
      const isTicket = input.ticketTypes.length
        ? sql`${orderItems.productType} in (${sql.join(
            input.ticketTypes.map((t) => sql`${t}`),
            sql`, `,
          )})`
        : sql`false`;
      // A combo line holds tickets too: quantity × the tickets one combo holds (its items are fixed once
      // ordered, so they are what the line was given), counted like the same tickets bought alone.
      const ticketsOfLine = sql`case when ${isTicket} then ${orderItems.quantity}
        when ${orderItems.productType} = 'COMBO' then ${orderItems.quantity} * ${comboSql.unitsOf(orderItems.productId, input.ticketTypes)}
        else 0 end`;
      const s = input.start.toISOString();
      const e = input.end.toISOString();
      const settled = sql`${orders.status} in ('PAID', 'REFUNDED') and ${orders.paidAt} >= ${s}::timestamptz and ${orders.paidAt} < ${e}::timestamptz`;
      const [totals, series, byProvider, topHosts, affiliates] = await Promise.all([
        tx.execute(sql`
          select
            coalesce(sum(${orders.total}) filter (where ${orders.total} > 0), 0) as revenue,
            count(*) filter (where ${orders.total} > 0) as orders,
            (select coalesce(sum(${ticketsOfLine}), 0) from ${orderItems}
               join ${orders} paid on paid.id = ${orderItems.orderId}
              where paid.status in ('PAID', 'REFUNDED') and paid.paid_at >= ${s}::timestamptz and paid.paid_at < ${e}::timestamptz
                and (${isTicket} or ${orderItems.productType} = 'COMBO') and ${orderItems.status} = 'SUCCESS' and ${orderItems.refundedAt} is null) as tickets,
            (select coalesce(sum(${refunds.amount}), 0) from ${refunds}
              where ${refunds.status} = 'SUCCESS' and ${refunds.completedAt} >= ${s}::timestamptz and ${refunds.completedAt} < ${e}::timestamptz) as refunds,
            (select count(*) from ${refunds}
              where ${refunds.status} = 'SUCCESS' and ${refunds.completedAt} >= ${s}::timestamptz and ${refunds.completedAt} < ${e}::timestamptz) as refund_count
          from ${orders} where ${settled}`),
        tx.execute(sql`
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
        tx.execute(sql`
          select coalesce(${orders.provider}, 'KHAC') as provider, sum(${orders.total}) as revenue, count(*) as orders
            from ${orders} where ${settled} and ${orders.total} > 0
           group by 1 order by revenue desc, provider`),
        tx.execute(sql`
          select ${orderItems.hostId} as id, ${people.fullNameOf(orderItems.hostId)} as full_name,
                 sum(${orderItems.total}) as revenue, count(distinct ${orderItems.orderId}) as orders
            from ${orderItems} join ${orders} on ${orders.id} = ${orderItems.orderId}
           where ${settled} and ${orderItems.status} = 'SUCCESS' and ${orderItems.total} > 0
           group by 1 order by revenue desc, full_name limit 10`),
        tx.execute(sql`
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

      return { totals: totals.rows[0], series: series.rows, byProvider: byProvider.rows, topHosts: topHosts.rows, affiliates: affiliates.rows };
    },
  };
}
export type ReportsRepository = ReturnType<typeof createReportsRepository>;
