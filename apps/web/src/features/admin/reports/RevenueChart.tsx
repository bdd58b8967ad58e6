import { formatVnd, type ReportDto } from '@market/contract';
import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { TBody, THead, Table, Td, Th, Tr } from '../../../components/ui/Table';
import { cm } from '../../../lib/console-messages';
import { formatLocalDate } from '../../../lib/vietnam-time';
import { formatShortAmount } from '../../../lib/short-amount';

const t = cm.reports;
const periodLabel = (period: string, groupBy: ReportDto['groupBy']) =>
  groupBy === 'month' ? period.slice(5, 7) + '/' + period.slice(0, 4) : formatLocalDate(period, true);

/**
 * Revenue (bars, VND) and paid orders (line) per period. The drawing is for the eye; the same figures
 * are in a table beneath it for screen readers and for copying.
 */
export function RevenueChart({ report }: { report: ReportDto }) {
  const data = report.series.map((point) => ({ ...point, label: periodLabel(point.period, report.groupBy) }));
  return (
    <figure className="flex flex-col gap-3">
      <div role="img" aria-label={t.chartLabel} className="h-72 w-full">
        <ResponsiveContainer width="100%" height="100%">
          <ComposedChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="var(--color-line, #e5e7eb)" />
            <XAxis dataKey="label" tickLine={false} axisLine={false} fontSize={12} minTickGap={12} />
            <YAxis yAxisId="money" tickFormatter={formatShortAmount} tickLine={false} axisLine={false} fontSize={12} width={56} />
            <YAxis yAxisId="orders" orientation="right" allowDecimals={false} tickLine={false} axisLine={false} fontSize={12} width={32} />
            <Tooltip formatter={(value, name) => (name === t.orders ? [String(value), name] : [formatVnd(Number(value)), name])} />
            <Legend wrapperStyle={{ fontSize: 12 }} />
            <Bar yAxisId="money" dataKey="revenue" name={t.revenue} fill="var(--color-brand-500, #6366f1)" radius={[4, 4, 0, 0]} />
            <Bar yAxisId="money" dataKey="refunds" name={t.refunds} fill="var(--color-warning-500, #f59e0b)" radius={[4, 4, 0, 0]} />
            <Line yAxisId="orders" dataKey="orders" name={t.orders} type="monotone" stroke="var(--color-ink, #111827)" strokeWidth={2} dot={false} />
          </ComposedChart>
        </ResponsiveContainer>
      </div>
      <details className="text-sm">
        <summary className="cursor-pointer font-medium text-brand-700">{t.showTable}</summary>
        <div className="mt-2 max-h-72 overflow-y-auto rounded-lg border border-line">
          <Table aria-label={t.chartTitle}>
            <THead>
              <tr>
                <Th>{t.period}</Th>
                <Th className="text-right">{t.revenue}</Th>
                <Th className="text-right">{t.orders}</Th>
                <Th className="text-right">{t.refunds}</Th>
              </tr>
            </THead>
            <TBody>
              {data.map((point) => (
                <Tr key={point.period}>
                  <Td>{point.label}</Td>
                  <Td className="text-right tabular-nums">{formatVnd(point.revenue)}</Td>
                  <Td className="text-right tabular-nums">{point.orders}</Td>
                  <Td className="text-right tabular-nums">{formatVnd(point.refunds)}</Td>
                </Tr>
              ))}
            </TBody>
          </Table>
        </div>
      </details>
    </figure>
  );
}
