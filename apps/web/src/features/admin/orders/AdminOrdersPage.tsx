import { formatVnd, OrderStatus, OrderProviderFilter } from '@market/contract';
import { FileUp, Plus, ReceiptText } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { DateRangeFields } from '../../../components/ui/DateRangeFields';
import { ListToolbar } from '../../../components/ui/ListToolbar';
import { PageHeader } from '../../../components/ui/PageHeader';
import { SearchField } from '../../../components/ui/SearchField';
import { SelectField } from '../../../components/ui/SelectField';
import { ListTable } from '../../../components/ui/ListTable';
import { Td, Th, Tr } from '../../../components/ui/Table';
import { m } from '../../../lib/messages';
import { cm } from '../../../lib/console-messages';
import { formatDateTime } from '../../../lib/time';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { usePageTitle } from '../../../lib/use-page-title';
import { BuyerCell } from '../BuyerCell';
import { OrderStatusBadge } from '../../orders/OrderStatusBadge';
import { InvoiceStatusBadge } from '../../orders/InvoiceRequestInfo';
import { useAdminOrders, type AdminOrdersFilter } from './api';
import { CreateOrderDialog } from './CreateOrderDialog';
import { OrderDrawer } from './OrderDrawer';
import { OrderMoveButtons, OrderMoveDialog, type MovableOrder, type OrderMove } from './OrderMoves';
import { UploadOrdersDialog } from './UploadOrdersDialog';

const t = cm.adminOrders;
const statusOptions = OrderStatus.values.map((value) => ({ value, label: m.orders.statuses[value] ?? value }));
const invoiceOptions = (['REQUESTED', 'ISSUED', 'ANY'] as const).map((value) => ({ value, label: t.invoice.filters[value] }));
const providerOptions = OrderProviderFilter.options.map((value) => ({ value, label: t.providers[value] ?? value }));

/** `/admin/orders`: every order with filters; detail, recording an order, and bulk upload. */
export function AdminOrdersPage() {
  usePageTitle(t.title);
  const [filter, setFilter] = useState<AdminOrdersFilter>({ search: '', status: '', provider: '', from: '', to: '', invoice: '' });
  const [page, setPage] = useState(1);
  const [viewing, setViewing] = useState<string | null>(null);
  const [dialog, setDialog] = useState<'create' | 'upload' | null>(null);
  const [moving, setMoving] = useState<{ order: MovableOrder; move: OrderMove } | null>(null);
  const search = useDebouncedValue(filter.search);
  const list = useAdminOrders({ ...filter, search }, page);
  const rows = list.data?.data ?? [];
  const set = (patch: Partial<AdminOrdersFilter>) => {
    setFilter((current) => ({ ...current, ...patch }));
    setPage(1);
  };

  return (
    <>
      <PageHeader
        title={t.title}
        description={t.lead}
        actions={
          <>
            <Button variant="secondary" leadingIcon={<FileUp className="size-4" aria-hidden />} onClick={() => setDialog('upload')}>
              {t.upload}
            </Button>
            <Button leadingIcon={<Plus className="size-4" aria-hidden />} onClick={() => setDialog('create')}>
              {t.create}
            </Button>
          </>
        }
      />
      <ListTable
        query={list}
        label={t.title}
        toolbar={
          <ListToolbar className="sm:grid-cols-2 lg:grid-cols-4" onFilterChange={() => setPage(1)}>
            <SearchField
              label={t.search}
              value={filter.search}
              placeholder={t.searchPlaceholder}
              onValueChange={(value) => set({ search: value })}
              className="sm:col-span-2 lg:col-span-4 lg:max-w-xl"
            />
            <SelectField
              label={t.status}
              options={statusOptions}
              placeholder={t.allStatuses}
              value={filter.status}
              onValueChange={(value) => set({ status: value })}
            />
            <SelectField
              label={t.provider}
              options={providerOptions}
              placeholder={t.allProviders}
              value={filter.provider}
              onValueChange={(value) => set({ provider: value })}
            />
            <SelectField
              label={t.invoice.filter}
              options={invoiceOptions}
              placeholder={t.invoice.allOrders}
              value={filter.invoice}
              onValueChange={(value) => set({ invoice: value })}
            />
            <DateRangeFields from={filter.from} to={filter.to} labels={t} onChange={set} />
          </ListToolbar>
        }
        columns={
          <>
            <Th>{t.columns.order}</Th>
            <Th>{t.columns.buyer}</Th>
            <Th>{t.columns.products}</Th>
            <Th className="text-right">{t.columns.total}</Th>
            <Th>{t.columns.status}</Th>
            <Th className="text-right">{t.columns.actions}</Th>
          </>
        }
        empty={{ icon: <ReceiptText />, title: t.emptyTitle, body: t.emptyBody }}
        page={page}
        onPageChange={setPage}
      >
        {rows.map((order) => (
          <Tr key={order.id} data-testid="admin-order-row">
            <Td className="whitespace-nowrap">
              <p className="font-mono text-sm font-semibold text-ink">{order.code}</p>
              <p className="text-xs text-muted tabular-nums">{formatDateTime(order.createdAt)}</p>
            </Td>
            <BuyerCell buyer={order.buyer} />
            <Td className="min-w-56 text-sm text-ink">{order.titles.join(', ')}</Td>
            <Td className="text-right whitespace-nowrap tabular-nums">
              <p className="font-medium text-ink">{formatVnd(order.total)}</p>
              <p className="text-xs text-muted">{order.provider ? (t.providers[order.provider] ?? order.provider) : ''}</p>
            </Td>
            <Td>
              <div className="flex flex-col items-start gap-1">
                <OrderStatusBadge status={order.status} />
                {order.invoice ? <InvoiceStatusBadge invoice={order.invoice} /> : null}
              </div>
            </Td>
            <Td>
              <div className="flex items-center justify-end gap-1">
                {/* The row's moves are the server's (order.actions), as in the detail. */}
                <OrderMoveButtons order={order} compact onPick={(move) => setMoving({ order, move })} />
                <Button size="sm" variant="secondary" aria-label={t.viewOf(order.code)} onClick={() => setViewing(order.id)}>
                  {t.view}
                </Button>
              </div>
            </Td>
          </Tr>
        ))}
      </ListTable>
      {moving ? <OrderMoveDialog order={moving.order} move={moving.move} onClose={() => setMoving(null)} /> : null}
      {viewing ? <OrderDrawer orderId={viewing} onClose={() => setViewing(null)} /> : null}
      {dialog === 'create' ? (
        <CreateOrderDialog
          onClose={() => setDialog(null)}
          onCreated={(id) => {
            setDialog(null);
            setViewing(id);
          }}
        />
      ) : null}
      {dialog === 'upload' ? <UploadOrdersDialog onClose={() => setDialog(null)} /> : null}
    </>
  );
}
