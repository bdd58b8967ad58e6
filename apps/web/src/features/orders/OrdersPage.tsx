import type { OrderSummaryDto } from '@market/contract';
import { ReceiptText } from 'lucide-react';
import { useNavigate, useSearchParams } from 'react-router';
import { ButtonLink } from '../../components/ui/ButtonLink';
import { Card } from '../../components/ui/Card';
import { EmptyState } from '../../components/ui/EmptyState';
import { ErrorState } from '../../components/ui/ErrorState';
import { ListFooter } from '../../components/ui/ListFooter';
import { ListSkeleton } from '../../components/ui/LoadingState';
import { PageHeader } from '../../components/ui/PageHeader';
import { Tabs } from '../../components/ui/Tabs';
import { m } from '../../lib/messages';
import { useNow } from '../../lib/use-now';
import { usePageTitle } from '../../lib/use-page-title';
import { useOrders, useRetryPayment, type OrderStatusValue } from './api';
import { continueToPayment } from './continue-to-payment';
import { OrderCard } from './OrderCard';
import { webProvider } from './order-state';

const t = m.orders;
const filters = ['all', 'PENDING', 'PAID', 'CANCELLED', 'REFUNDED'] as const;
type Filter = (typeof filters)[number];
const tabs = filters.map((value) => ({ value, label: t.tabs[value] ?? value }));
const PANEL_ID = 'orders-panel';

function readFilter(value: string | null): Filter {
  return (filters as readonly string[]).includes(value ?? '') ? (value as Filter) : 'all';
}

/** `/me/orders`: the buyer's orders, newest first, by status, a page at a time (both kept in the address). */
export function OrdersPage() {
  usePageTitle(t.title);
  const [params, setParams] = useSearchParams();
  const filter = readFilter(params.get('status'));
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const status: OrderStatusValue | undefined = filter === 'all' ? undefined : filter;
  const list = useOrders(status, page);
  const retry = useRetryPayment();
  const navigate = useNavigate();
  const now = useNow(30_000);

  const go = (next: { status?: Filter; page?: number }) =>
    setParams(
      (current) => {
        const out = new URLSearchParams(current);
        const nextFilter = next.status ?? filter;
        if (nextFilter === 'all') out.delete('status');
        else out.set('status', nextFilter);
        const nextPage = next.page ?? 1;
        if (nextPage > 1) out.set('page', String(nextPage));
        else out.delete('page');
        return out;
      },
      { replace: next.page === undefined },
    );

  const pay = (order: OrderSummaryDto) =>
    retry.mutate({ orderId: order.id, provider: webProvider(order.provider) }, { onSuccess: (next) => continueToPayment(next, navigate) });

  const orders = list.data?.data ?? [];
  let body;
  if (list.isPending) body = <ListSkeleton />;
  else if (list.isError) body = <ErrorState onRetry={() => void list.refetch()} retrying={list.isFetching} />;
  else if (orders.length === 0) {
    body =
      filter === 'all' ? (
        <EmptyState icon={<ReceiptText />} title={t.emptyTitle} body={t.emptyBody} action={<ButtonLink to="/events">{t.browse}</ButtonLink>} />
      ) : (
        <EmptyState icon={<ReceiptText />} title={t.emptyFilteredTitle} body={t.emptyFilteredBody} />
      );
  } else {
    body = (
      <ul className="divide-y divide-line" aria-busy={list.isFetching}>
        {orders.map((order) => (
          <OrderCard key={order.id} order={order} now={now} onPay={pay} paying={retry.isPending && retry.variables?.orderId === order.id} />
        ))}
      </ul>
    );
  }

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-10">
      <PageHeader title={t.title} description={t.lead} />
      <Tabs
        label={t.tabsLabel}
        tabs={tabs}
        value={filter}
        onChange={(value) => go({ status: value })}
        panelId={PANEL_ID}
        idPrefix="orders-tab"
        className="mb-4"
      />
      <Card id={PANEL_ID} role="tabpanel" aria-labelledby={`orders-tab-${filter}`} className="overflow-hidden">
        {body}
        <ListFooter meta={list.data?.meta} page={page} onPageChange={(next) => go({ page: next })} hideSinglePage />
      </Card>
    </div>
  );
}
