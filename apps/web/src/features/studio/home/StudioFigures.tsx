import { formatVnd, type ProductMetricsDto, type ProductOverviewDto } from '@market/contract';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { Card } from '../../../components/ui/Card';
import { TBody, THead, Table, Td, Th, Tr } from '../../../components/ui/Table';
import { cm } from '../../../lib/console-messages';
import { formatLocalDate } from '../../../lib/vietnam-time';
import { formatShortAmount } from '../../../lib/short-amount';

const t = cm.studioFigures;
const count = (n: number) => n.toLocaleString('vi-VN');

/** The host's figures of a period: money, orders, units, learners and followers, then revenue by day. */
export function StudioFigures({ overview, metrics }: { overview: ProductOverviewDto; metrics: ProductMetricsDto | undefined }) {
  const tiles = [
    { label: t.revenue, value: formatVnd(overview.revenue) },
    { label: t.orders, value: count(overview.orders) },
    { label: t.sold, value: count(overview.sold) },
    { label: t.learners, value: count(overview.learners) },
    { label: t.followers, value: count(overview.followers) },
  ];
  const data = (metrics?.days ?? []).map((day) => ({ ...day, label: formatLocalDate(day.day, true) }));
  return (
    <div className="flex flex-col gap-4">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {tiles.map((tile) => (
          <Card key={tile.label} className="p-4">
            <dt className="text-sm text-muted">{tile.label}</dt>
            <dd className="mt-1 text-xl font-semibold text-ink tabular-nums" data-testid="studio-figure">
              {tile.value}
            </dd>
          </Card>
        ))}
      </dl>
      {data.length ? (
        <Card className="p-4">
          <figure className="flex flex-col gap-3">
            <figcaption className="font-semibold text-ink">{t.chartTitle}</figcaption>
            <div role="img" aria-label={t.chartTitle} className="h-56 w-full">
              <ResponsiveContainer width="100%" height="100%">
                <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
                  <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="var(--color-line, #e5e7eb)" />
                  <XAxis dataKey="label" tickLine={false} axisLine={false} fontSize={12} minTickGap={12} />
                  <YAxis tickFormatter={formatShortAmount} tickLine={false} axisLine={false} fontSize={12} width={56} />
                  <Tooltip formatter={(value) => [formatVnd(Number(value)), t.revenue]} />
                  <Bar dataKey="revenue" name={t.revenue} fill="var(--color-brand-500, #6366f1)" radius={[4, 4, 0, 0]} />
                </BarChart>
              </ResponsiveContainer>
            </div>
            <details className="text-sm">
              <summary className="cursor-pointer font-medium text-brand-700">{t.showTable}</summary>
              <div className="mt-2 max-h-72 overflow-y-auto rounded-lg border border-line">
                <Table aria-label={t.chartTitle}>
                  <THead>
                    <tr>
                      <Th>{t.day}</Th>
                      <Th className="text-right">{t.revenue}</Th>
                      <Th className="text-right">{t.orders}</Th>
                      <Th className="text-right">{t.sold}</Th>
                    </tr>
                  </THead>
                  <TBody>
                    {data.map((day) => (
                      <Tr key={day.day}>
                        <Td>{day.label}</Td>
                        <Td className="text-right tabular-nums">{formatVnd(day.revenue)}</Td>
                        <Td className="text-right tabular-nums">{day.orders}</Td>
                        <Td className="text-right tabular-nums">{day.sold}</Td>
                      </Tr>
                    ))}
                  </TBody>
                </Table>
              </div>
            </details>
          </figure>
        </Card>
      ) : null}
    </div>
  );
}
