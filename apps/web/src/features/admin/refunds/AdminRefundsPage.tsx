import { formatVnd, RefundApproval, RefundMode, RefundStatus, type RefundDto } from '@market/contract';
import { Undo2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { ListToolbar } from '../../../components/ui/ListToolbar';
import { PageHeader } from '../../../components/ui/PageHeader';
import { SearchField } from '../../../components/ui/SearchField';
import { SelectField } from '../../../components/ui/SelectField';
import { ListTable } from '../../../components/ui/ListTable';
import { Td, Th, Tr } from '../../../components/ui/Table';
import { Tabs } from '../../../components/ui/Tabs';
import { m } from '../../../lib/messages';
import { formatDateTime } from '../../../lib/time';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { usePageTitle } from '../../../lib/use-page-title';
import { BuyerCell } from '../BuyerCell';
import { RefundStatusBadge } from '../../refunds/RefundStatusBadge';
import { useAdminRefunds, useRefundCounts, type AdminRefundsFilter } from './api';
import { ReviewRefundDialog } from './ReviewRefundDialog';

const t = m.refunds.admin;
const r = m.refunds;
type StatusTab = RefundDto['status'] | 'all';
const PANEL_ID = 'admin-refunds-panel';
const withCount = (label: string, n: number | undefined) => (n === undefined ? label : `${label} (${n})`);

/** `/admin/refunds`: the refund queue by status (with counts), filters, and each request's review. */
export function AdminRefundsPage() {
  usePageTitle(t.title);
  const [filter, setFilter] = useState<AdminRefundsFilter>({ status: 'PENDING', approval: '', mode: '', search: '' });
  const [page, setPage] = useState(1);
  const [reviewing, setReviewing] = useState<RefundDto | null>(null);
  const search = useDebouncedValue(filter.search);
  const list = useAdminRefunds({ ...filter, search }, page);
  const counts = useRefundCounts();
  const rows = list.data?.data ?? [];
  const set = (patch: Partial<AdminRefundsFilter>) => {
    setFilter((current) => ({ ...current, ...patch }));
    setPage(1);
  };

  const tabs: { value: StatusTab; label: string }[] = [
    { value: 'all', label: withCount(r.all, counts.status?.total) },
    ...RefundStatus.values.map((value) => ({ value, label: withCount(r.statuses[value] ?? value, counts.status?.counts[value]) })),
  ];
  const approvalOptions = RefundApproval.values.map((value) => ({ value, label: withCount(r.approvals[value] ?? value, counts.approval?.counts[value]) }));
  const modeOptions = RefundMode.values.map((value) => ({ value, label: r.modes[value] ?? value }));
  const tab: StatusTab = filter.status || 'all';

  return (
    <>
      <PageHeader title={t.title} description={t.lead} />
      <Tabs
        label={t.statusTabs}
        tabs={tabs}
        value={tab}
        onChange={(value) => set({ status: value === 'all' ? '' : value })}
        panelId={PANEL_ID}
        idPrefix="refund-status"
        variant="underline"
        className="mb-4 border-b border-line"
      />
      <ListTable
        id={PANEL_ID}
        role="tabpanel"
        aria-labelledby={`refund-status-${tab}`}
        query={list}
        label={t.title}
        toolbar={
          <ListToolbar className="sm:grid-cols-2 lg:grid-cols-4" onFilterChange={() => setPage(1)}>
            <SearchField
              label={t.search}
              value={filter.search}
              placeholder={t.searchPlaceholder}
              onValueChange={(value) => set({ search: value })}
              className="sm:col-span-2"
            />
            <SelectField
              label={t.approvalFilter}
              options={approvalOptions}
              placeholder={t.allApprovals}
              value={filter.approval}
              onValueChange={(value) => set({ approval: value })}
            />
            <SelectField
              label={t.modeFilter}
              options={modeOptions}
              placeholder={t.allModes}
              value={filter.mode}
              onValueChange={(value) => set({ mode: value })}
            />
          </ListToolbar>
        }
        columns={
          <>
            <Th>{t.columns.request}</Th>
            <Th>{t.columns.buyer}</Th>
            <Th className="text-right">{t.columns.amount}</Th>
            <Th>{t.columns.mode}</Th>
            <Th>{t.columns.status}</Th>
            <Th className="text-right">{t.columns.actions}</Th>
          </>
        }
        empty={{ icon: <Undo2 />, title: t.emptyTitle, body: t.emptyBody }}
        page={page}
        onPageChange={setPage}
      >
        {rows.map((refund) => (
          <Tr key={refund.id} data-testid="refund-row">
            <Td className="min-w-56">
              <p className="font-mono text-sm font-semibold text-ink">{refund.orderCode}</p>
              <p className="text-ink">{refund.item.title}</p>
              {refund.shareOf && <p className="text-xs text-muted">{t.comboShare}</p>}
              <p className="text-xs text-muted tabular-nums">{formatDateTime(refund.createdAt)}</p>
            </Td>
            <BuyerCell buyer={refund.buyer} />
            <Td className="text-right font-medium whitespace-nowrap text-ink tabular-nums">{formatVnd(refund.amount)}</Td>
            <Td className="text-sm">{r.modes[refund.mode]}</Td>
            <Td>
              <div className="flex flex-wrap gap-1">
                <RefundStatusBadge refund={refund} />
              </div>
            </Td>
            <Td className="text-right">
              <Button size="sm" variant="secondary" aria-label={t.reviewOf(refund.orderCode)} onClick={() => setReviewing(refund)}>
                {t.review}
              </Button>
            </Td>
          </Tr>
        ))}
      </ListTable>
      {reviewing ? <ReviewRefundDialog refund={reviewing} onClose={() => setReviewing(null)} /> : null}
    </>
  );
}
