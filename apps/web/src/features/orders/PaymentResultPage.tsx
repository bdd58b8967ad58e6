import { formatVnd, type OrderDto } from '@market/contract';
import { CircleCheck, CircleX, FileQuestion, Receipt, TriangleAlert } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { StatusPage } from '../../app/pages/StatusPage';
import { ButtonLink } from '../../components/ui/ButtonLink';
import { ErrorState } from '../../components/ui/ErrorState';
import { LoadingState } from '../../components/ui/LoadingState';
import { Spinner } from '../../components/ui/Spinner';
import { isApiError } from '../../lib/api-error';
import { m } from '../../lib/messages';
import { useNow } from '../../lib/use-now';
import { usePageTitle } from '../../lib/use-page-title';
import { useOrder } from './api';
import { useBoughtItems } from './bought-items';
import { buyerLinksOf, paidNotesOf } from './buyer-links';
import { HoldCountdown } from './HoldCountdown';
import { OrderItems } from './OrderItems';
import { OrderTickets } from './OrderTickets';
import { orderView, productLink } from './order-state';
import { ordersPath } from './paths';
import { ResultPanel } from './ResultPanel';
import { RetryPayment } from './RetryPayment';

const t = m.payment;

/** `/payment/result?orderId=…`: where the provider sends the buyer back; follows the order until it is settled. */
export function PaymentResultPage() {
  usePageTitle(t.title);
  const [params] = useSearchParams();
  const orderId = params.get('orderId') ?? '';
  return (
    <div className="mx-auto w-full max-w-xl px-4 py-8 sm:py-12">
      {orderId ? (
        <PaymentResult orderId={orderId} />
      ) : (
        <StatusPage icon={<FileQuestion />} title={t.missingTitle} body={t.missingBody} action={<ButtonLink to={ordersPath}>{m.nav.orders}</ButtonLink>} />
      )}
    </div>
  );
}

function PaymentResult({ orderId }: { orderId: string }) {
  const query = useOrder(orderId, { poll: true });
  const now = useNow(1000);
  if (query.isPending) return <LoadingState className="min-h-[40vh]" />;
  if (query.isError) {
    if (isApiError(query.error) && query.error.status >= 400 && query.error.status < 500) {
      return (
        <StatusPage
          icon={<FileQuestion />}
          title={m.orders.notFoundTitle}
          body={m.orders.notFoundBody}
          action={<ButtonLink to={ordersPath}>{m.nav.orders}</ButtonLink>}
        />
      );
    }
    return <ErrorState className="min-h-[40vh]" onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  }
  const order = query.data;
  switch (orderView(order, now)) {
    case 'WAITING':
      return (
        <ResultPanel icon={<Spinner className="size-7" />} tone="brand" title={t.waitingTitle} body={t.waitingBody}>
          <OrderFacts order={order} />
        </ResultPanel>
      );
    case 'PAID':
      return <PaidResult order={order} />;
    case 'RETRY':
      return (
        <ResultPanel icon={<TriangleAlert />} tone="warning" title={t.failedTitle} body={t.failedBody}>
          {order.holdExpiresAt ? (
            <div className="flex justify-center">
              <HoldCountdown expiresAt={order.holdExpiresAt} now={now} />
            </div>
          ) : null}
          <OrderFacts order={order} />
          <RetryPayment order={order} />
        </ResultPanel>
      );
    case 'REFUNDED':
      return (
        <ResultPanel icon={<Receipt />} tone="brand" title={t.refundedTitle} body={t.refundedBody}>
          <OrderFacts order={order} />
          <ButtonLink to={ordersPath} variant="secondary" className="self-center">
            {m.nav.orders}
          </ButtonLink>
        </ResultPanel>
      );
    case 'CLOSED': {
      const back = productLink(order.items);
      return (
        <ResultPanel
          icon={<CircleX />}
          tone="neutral"
          title={order.status === 'FAILED' ? t.failedOrderTitle : t.cancelledTitle}
          body={order.status === 'FAILED' ? t.failedOrderBody : t.cancelledBody}
        >
          <OrderFacts order={order} />
          <div className="flex flex-col gap-2 sm:flex-row sm:justify-center">
            <ButtonLink to={back.to}>{back.kind === 'calendar' ? t.backToCalendar : t.backToEvent}</ButtonLink>
            <ButtonLink to={ordersPath} variant="secondary">
              {m.nav.orders}
            </ButtonLink>
          </div>
        </ResultPanel>
      );
    }
  }
}

/** A paid order: what was bought, per kind (a combo by the items it holds), and the way to each. */
function PaidResult({ order }: { order: OrderDto }) {
  const bought = useBoughtItems(order.items);
  const notes = paidNotesOf(bought);
  return (
    <ResultPanel
      icon={<CircleCheck />}
      tone="success"
      title={order.total === 0 ? t.paidFreeTitle : t.paidTitle}
      body={notes.length ? [t.thanks, ...notes].join(' ') : t.paidBody}
    >
      <OrderFacts order={order} withItems />
      <OrderTickets order={order} />
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:justify-center">
        {buyerLinksOf(bought).map((link) => (
          <ButtonLink key={link.to} to={link.to}>
            {link.label}
          </ButtonLink>
        ))}
        <ButtonLink to={ordersPath} variant="secondary">
          {m.nav.orders}
        </ButtonLink>
      </div>
    </ResultPanel>
  );
}

/** Order code and total, with the lines when asked. */
function OrderFacts({ order, withItems = false }: { order: OrderDto; withItems?: boolean }) {
  return (
    <div className="rounded-xl bg-sunken/70 px-4 py-3">
      <dl className="flex flex-col gap-1.5 text-sm">
        <div className="flex justify-between gap-3">
          <dt className="text-muted">{t.orderCode}</dt>
          <dd className="font-semibold text-ink" data-testid="order-code">
            {order.code}
          </dd>
        </div>
        <div className="flex justify-between gap-3">
          <dt className="text-muted">{m.checkout.total}</dt>
          <dd className="font-semibold text-ink tabular-nums">{formatVnd(order.total)}</dd>
        </div>
      </dl>
      {withItems ? (
        <div className="mt-3 border-t border-line pt-3">
          <OrderItems items={order.items} />
        </div>
      ) : null}
    </div>
  );
}
