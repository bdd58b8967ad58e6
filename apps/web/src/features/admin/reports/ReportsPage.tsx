import { formatVnd, ReportBody, type ReportDto, type ReportGroupBy } from '@market/contract';
import { ChartColumn } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Button } from '../../../components/ui/Button';
import { Card, CardBody, CardHeader } from '../../../components/ui/Card';
import { DateRangeFields } from '../../../components/ui/DateRangeFields';
import { EmptyState } from '../../../components/ui/EmptyState';
import { PageHeader } from '../../../components/ui/PageHeader';
import { QueryStates } from '../../../components/ui/QueryStates';
import { SegmentedControl } from '../../../components/ui/SegmentedControl';
import { TBody, THead, Table, Td, Th, Tr } from '../../../components/ui/Table';
import { cm } from '../../../lib/console-messages';
import { usePageTitle } from '../../../lib/use-page-title';
import { addDays, todayInVietnam } from '../../../lib/vietnam-time';
import { useReport, type ReportRange } from './api';
import { RevenueChart } from './RevenueChart';

const t = cm.reports;
const groups = (['day', 'week', 'month'] as const).map((value) => ({ value, label: t.groups[value] ?? value }));

function presets(today: string): { key: keyof typeof t.presets; from: string; to: string }[] {
  return [
    { key: 'last7', from: addDays(today, -6), to: today },
    { key: 'last30', from: addDays(today, -29), to: today },
    { key: 'thisMonth', from: `${today.slice(0, 7)}-01`, to: today },
  ];
}

function Kpi({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <Card>
      <CardBody>
        <dt className="text-sm text-muted">{label}</dt>
        <dd className="mt-1 text-2xl font-semibold tracking-tight text-ink tabular-nums">{value}</dd>
        {note ? <dd className="mt-0.5 text-xs text-muted">{note}</dd> : null}
      </CardBody>
    </Card>
  );
}

function Breakdown({ title, empty, children }: { title: string; empty: boolean; children: ReactNode }) {
  return (
    <Card className="overflow-hidden">
      <CardHeader title={title} />
      {empty ? <p className="px-5 pb-5 text-sm text-muted">{t.none}</p> : <div className="overflow-x-auto">{children}</div>}
    </Card>
  );
}

/** `/admin/reports`: money in and back over a range of Vietnam days, by period, provider, host and affiliate code. */
export function ReportsPage() {
  usePageTitle(t.title);
  const today = todayInVietnam();
  const [range, setRange] = useState<ReportRange>({ from: addDays(today, -29), to: today, groupBy: 'day' });
  const valid = ReportBody.safeParse(range).success;
  const report = useReport(range, valid);
  const set = (patch: Partial<ReportRange>) => setRange((current) => ({ ...current, ...patch }));

  return (
    <>
      <PageHeader title={t.title} description={t.lead} />
      <Card className="mb-4">
        <CardBody className="flex flex-col gap-4">
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[repeat(2,minmax(0,12rem))_auto]">
            <DateRangeFields from={range.from} to={range.to} labels={t} onChange={set} />
            <div className="flex flex-col gap-1.5">
              <span className="text-sm font-medium text-ink">{t.groupBy}</span>
              <SegmentedControl label={t.groupBy} value={range.groupBy} options={groups} onChange={(groupBy: ReportGroupBy) => set({ groupBy })} />
            </div>
          </div>
          <div className="flex flex-wrap gap-2">
            {presets(today).map((preset) => (
              <Button key={preset.key} size="sm" variant="secondary" onClick={() => set({ from: preset.from, to: preset.to })}>
                {t.presets[preset.key]}
              </Button>
            ))}
          </div>
          {!valid ? (
            <p role="alert" className="text-sm font-medium text-danger-600">
              {t.rangeError}
            </p>
          ) : null}
        </CardBody>
      </Card>
      {valid ? (
        <QueryStates query={report} empty={false} emptyState={<EmptyState icon={<ChartColumn />} title={t.none} />}>
          {report.data ? <ReportView report={report.data} /> : null}
        </QueryStates>
      ) : null}
    </>
  );
}

function ReportView({ report }: { report: ReportDto }) {
  const k = t.kpis;
  const { totals } = report;
  return (
    <div className="flex flex-col gap-4" aria-live="polite">
      <dl className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
        <Kpi label={k.revenue} value={formatVnd(totals.revenue)} />
        <Kpi label={k.orders} value={String(totals.orders)} />
        <Kpi label={k.refunds} value={formatVnd(totals.refunds)} note={t.refundCount(totals.refundCount)} />
        <Kpi label={k.net} value={formatVnd(totals.net)} />
        <Kpi label={k.averageOrderValue} value={formatVnd(totals.averageOrderValue)} />
        <Kpi label={k.ticketsSold} value={String(totals.ticketsSold)} />
      </dl>
      <Card>
        <CardHeader title={t.chartTitle} />
        <CardBody className="pt-0">
          <RevenueChart report={report} />
        </CardBody>
      </Card>
      <div className="grid gap-4 lg:grid-cols-2">
        <Breakdown title={t.byProvider} empty={report.byProvider.length === 0}>
          <Table aria-label={t.byProvider}>
            <THead>
              <tr>
                <Th>{cm.adminOrders.provider}</Th>
                <Th className="text-right">{t.revenue}</Th>
                <Th className="text-right">{t.orders}</Th>
              </tr>
            </THead>
            <TBody>
              {report.byProvider.map((row) => (
                <Tr key={row.provider}>
                  <Td>{cm.adminOrders.providers[row.provider] ?? t.providers[row.provider] ?? row.provider}</Td>
                  <Td className="text-right tabular-nums">{formatVnd(row.revenue)}</Td>
                  <Td className="text-right tabular-nums">{row.orders}</Td>
                </Tr>
              ))}
            </TBody>
          </Table>
        </Breakdown>
        <Breakdown title={t.topHosts} empty={report.topHosts.length === 0}>
          <Table aria-label={t.topHosts}>
            <THead>
              <tr>
                <Th>{t.host}</Th>
                <Th className="text-right">{t.revenue}</Th>
                <Th className="text-right">{t.orders}</Th>
              </tr>
            </THead>
            <TBody>
              {report.topHosts.map((row) => (
                <Tr key={row.host.id}>
                  <Td>{row.host.fullName}</Td>
                  <Td className="text-right tabular-nums">{formatVnd(row.revenue)}</Td>
                  <Td className="text-right tabular-nums">{row.orders}</Td>
                </Tr>
              ))}
            </TBody>
          </Table>
        </Breakdown>
        <Breakdown title={t.affiliates} empty={report.affiliates.length === 0}>
          <Table aria-label={t.affiliates}>
            <THead>
              <tr>
                <Th>{t.code}</Th>
                <Th className="text-right">{t.revenue}</Th>
                <Th className="text-right">{t.orders}</Th>
                <Th className="text-right">{t.visits}</Th>
              </tr>
            </THead>
            <TBody>
              {report.affiliates.map((row) => (
                <Tr key={row.code}>
                  <Td className="font-mono text-sm">{row.code}</Td>
                  <Td className="text-right tabular-nums">{formatVnd(row.revenue)}</Td>
                  <Td className="text-right tabular-nums">{row.orders}</Td>
                  <Td className="text-right tabular-nums">{row.visits}</Td>
                </Tr>
              ))}
            </TBody>
          </Table>
        </Breakdown>
      </div>
    </div>
  );
}
