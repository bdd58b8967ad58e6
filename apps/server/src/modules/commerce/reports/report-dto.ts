import type { ReportDto, ReportGroupBy } from '@market/contract';
import type { UserSummary } from '../../identity/index.js';
import type { ReportFigures } from './reports.repository.js';

// PostgreSQL answers sums and counts as text (bigint); VND sums stay far below 2^53.
const n = (v: unknown) => Number(v ?? 0);

export function toReportDto(input: { from: string; to: string; groupBy: ReportGroupBy }, figures: ReportFigures, hosts: Map<string, UserSummary>): ReportDto {
  const t = figures.totals ?? {};
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
    series: figures.series.map((r) => ({ period: String(r.period), revenue: n(r.revenue), orders: n(r.orders), refunds: n(r.refunds) })),
    byProvider: figures.byProvider.map((r) => ({ provider: String(r.provider), revenue: n(r.revenue), orders: n(r.orders) })),
    topHosts: figures.topHosts.map((r) => ({
      host: { id: String(r.id), fullName: String(r.full_name), username: hosts.get(String(r.id))?.username ?? null },
      revenue: n(r.revenue),
      orders: n(r.orders),
    })),
    affiliates: figures.affiliates.map((r) => ({ code: String(r.code), revenue: n(r.revenue), orders: n(r.orders), visits: n(r.visits) })),
  };
}
