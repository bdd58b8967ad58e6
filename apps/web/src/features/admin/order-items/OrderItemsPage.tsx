import { SOLD_PRODUCT_TYPES, formatVnd, OrderItemStatus, productTypeLabel, type AdminOrderItemDto } from '@market/contract';
import { ReceiptText } from 'lucide-react';
import { useState } from 'react';
import { Badge, type BadgeTone } from '../../../components/ui/Badge';
import { DateRangeFields } from '../../../components/ui/DateRangeFields';
import { ExportButtons } from '../../../components/ui/ExportButtons';
import { ListToolbar } from '../../../components/ui/ListToolbar';
import { PageHeader } from '../../../components/ui/PageHeader';
import { SearchField } from '../../../components/ui/SearchField';
import { SelectField } from '../../../components/ui/SelectField';
import { ListTable } from '../../../components/ui/ListTable';
import { Td, Th, Tr } from '../../../components/ui/Table';
import { m } from '../../../lib/messages';
import { InvoiceStatusBadge } from '../../orders/InvoiceRequestInfo';
import { formatDateTime } from '../../../lib/time';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { usePageTitle } from '../../../lib/use-page-title';
import { BuyerCell } from '../BuyerCell';
import { downloadExport, useOrderLines, type OrderItemsFilter, type OrderLinesScope } from './api';

const t = m.bookings.admin;
const typeOptions = SOLD_PRODUCT_TYPES.map((value) => ({ value, label: productTypeLabel(value) }));
const statusOptions = OrderItemStatus.values.map((value) => ({ value, label: t.statuses[value] ?? value }));
const tones: Record<AdminOrderItemDto['status'], BadgeTone> = { HOLDING: 'warning', SUCCESS: 'success', CANCELED: 'neutral' };

/** `/admin/order-items`: every order line with filters, and the same lines exported as CSV or Excel. */
export function OrderItemsPage() {
  return <OrderLinesConsole scope="admin" title={t.title} lead={t.lead} />;
}

/** Order lines with filters and their export: every line for admins, a host's own in the studio (no host column there). */
export function OrderLinesConsole({ scope, title, lead }: { scope: OrderLinesScope; title: string; lead: string }) {
  usePageTitle(title);
  const [filter, setFilter] = useState<OrderItemsFilter>({ q: '', type: '', status: '', from: '', to: '' });
  const [page, setPage] = useState(1);
  const q = useDebouncedValue(filter.q);
  const active = { ...filter, q };
  const list = useOrderLines(scope, active, page);
  const rows = list.data?.data ?? [];
  const set = (patch: Partial<OrderItemsFilter>) => setFilter((current) => ({ ...current, ...patch }));

  return (
    <>
      <PageHeader title={title} description={lead} actions={<ExportButtons onExport={(format) => downloadExport(scope, active, format)} />} />
      <p className="-mt-3 mb-4 text-sm text-muted">{t.exportHint}</p>
      <ListTable
        query={list}
        label={title}
        toolbar={
          <ListToolbar className="sm:grid-cols-2 lg:grid-cols-4" onFilterChange={() => setPage(1)}>
            <SearchField
              label={t.search}
              value={filter.q}
              placeholder={t.searchPlaceholder}
              onValueChange={(value) => set({ q: value })}
              className="sm:col-span-2 lg:col-span-4 lg:max-w-xl"
            />
            <SelectField label={t.type} options={typeOptions} placeholder={t.allTypes} value={filter.type} onValueChange={(value) => set({ type: value })} />
            <SelectField
              label={t.status}
              options={statusOptions}
              placeholder={t.allStatuses}
              value={filter.status}
              onValueChange={(value) => set({ status: value })}
            />
            <DateRangeFields from={filter.from} to={filter.to} labels={t} onChange={set} />
          </ListToolbar>
        }
        columns={
          <>
            <Th>{t.columns.order}</Th>
            <Th>{t.columns.product}</Th>
            <Th>{t.columns.buyer}</Th>
            {scope === 'admin' ? <Th>{t.columns.host}</Th> : null}
            <Th className="text-right">{t.columns.amount}</Th>
            <Th>{t.columns.status}</Th>
          </>
        }
        empty={{ icon: <ReceiptText />, title: t.emptyTitle, body: t.emptyBody }}
        page={page}
        onPageChange={setPage}
      >
        {rows.map((item) => (
          <Tr key={item.id} data-testid="order-item-row">
            <Td className="whitespace-nowrap">
              <p className="font-mono text-sm font-semibold text-ink">{item.orderCode}</p>
              <p className="text-xs text-muted tabular-nums">{formatDateTime(item.createdAt)}</p>
              {item.invoice ? (
                <div className="mt-1 flex flex-col items-start gap-0.5" data-testid="line-invoice">
                  <InvoiceStatusBadge invoice={item.invoice} />
                  <p className="max-w-56 text-xs whitespace-normal text-ink-soft">
                    {m.orders.invoice.companyOf(item.invoice.companyName, item.invoice.taxCode)}
                  </p>
                </div>
              ) : null}
            </Td>
            <Td className="min-w-56">
              <p className="font-medium text-ink">{item.title}</p>
              <p className="text-xs text-muted">
                {productTypeLabel(item.productItemType)}
                {item.subtitle ? ` · ${item.subtitle}` : ''}
              </p>
            </Td>
            <BuyerCell buyer={item.buyer} />
            {scope === 'admin' ? <Td className="min-w-36">{item.host.fullName}</Td> : null}
            <Td className="text-right whitespace-nowrap tabular-nums">
              <p className="font-medium text-ink">{formatVnd(item.total)}</p>
              <p className="text-xs text-muted">× {item.quantity}</p>
            </Td>
            <Td>
              <div className="flex flex-wrap gap-1">
                <Badge tone={tones[item.status]}>{t.statuses[item.status] ?? item.status}</Badge>
                {item.bookingStatus ? <Badge tone="brand">{m.bookings.statuses[item.bookingStatus] ?? item.bookingStatus}</Badge> : null}
                {item.refundedAt ? <Badge tone="neutral">{t.refunded}</Badge> : null}
              </div>
            </Td>
          </Tr>
        ))}
      </ListTable>
    </>
  );
}
