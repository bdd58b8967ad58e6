import type { OrderDto } from '@market/contract';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { ByIdPage } from '../../app/pages/ByIdPage';
import { ButtonLink } from '../../components/ui/ButtonLink';
import { Card, CardBody } from '../../components/ui/Card';
import { formatDateTime } from '../../lib/time';
import { m } from '../../lib/messages';
import { useNow } from '../../lib/use-now';
import { usePageTitle } from '../../lib/use-page-title';
import { PriceSummary } from '../checkout/PriceSummary';
import { RefundLineAction } from '../refunds/RefundLineAction';
import { useOrder } from './api';
import { useBoughtItems } from './bought-items';
import { buyerLinksOf } from './buyer-links';
import { HoldCountdown } from './HoldCountdown';
import { OrderItems } from './OrderItems';
import { orderView } from './order-state';
import { OrderStatusBadge } from './OrderStatusBadge';
import { ordersPath } from './paths';
import { InvoiceRequestInfo } from './InvoiceRequestInfo';
import { OwedBackInfo, PaymentInfo } from './PaymentInfo';
import { RetryPayment } from './RetryPayment';

const t = m.orders;

/** `/me/orders/:id`: one order with its lines, totals and payment; a pending one can be paid again. */
export function OrderDetailPage() {
  const { id = '' } = useParams();
  const query = useOrder(id);
  usePageTitle(query.data ? t.code(query.data.code) : t.title);

  return (
    <ByIdPage query={query} back={{ to: ordersPath, label: t.back }} notFound={{ title: t.notFoundTitle, body: t.notFoundBody }}>
      {(order) => <OrderDetail order={order} />}
    </ByIdPage>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <CardBody>
        <h2 className="mb-4 text-base font-semibold text-ink">{title}</h2>
        {children}
      </CardBody>
    </Card>
  );
}

/** The ways to what a paid order gave (a combo's by the items it holds). */
function BuyerLinks({ order }: { order: OrderDto }) {
  const bought = useBoughtItems(order.items);
  return (
    <div className="flex flex-wrap gap-2">
      {buyerLinksOf(bought).map((link) => (
        <ButtonLink key={link.to} to={link.to}>
          {link.label}
        </ButtonLink>
      ))}
    </div>
  );
}

function OrderDetail({ order }: { order: OrderDto }) {
  const now = useNow(1000);
  const view = orderView(order, now);
  return (
    <div className="flex flex-col gap-4">
      <header className="flex flex-col gap-2">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-semibold tracking-tight text-ink">{t.code(order.code)}</h1>
          <OrderStatusBadge status={order.status} />
        </div>
        <p className="text-sm text-muted">
          <time dateTime={order.createdAt}>{t.placedAt(formatDateTime(order.createdAt))}</time>
        </p>
      </header>
      {view === 'RETRY' || view === 'WAITING' ? (
        <Section title={t.pendingTitle}>
          {order.holdExpiresAt ? (
            <div className="mb-4">
              <HoldCountdown expiresAt={order.holdExpiresAt} now={now} />
            </div>
          ) : null}
          <RetryPayment order={order} label={view === 'WAITING' ? t.payNow : m.payment.retry} />
        </Section>
      ) : null}
      <Section title={t.items}>
        <OrderItems
          items={order.items}
          showStatus
          actions={order.status === 'PAID' || order.status === 'REFUNDED' ? (item) => <RefundLineAction order={order} item={item} /> : undefined}
        />
        <PriceSummary figures={order} className="mt-4 border-t border-line pt-4" />
        {order.voucherCode ? (
          <p className="mt-2 text-[13px] text-muted">
            {t.voucherCode}: <span className="font-medium text-ink-soft">{order.voucherCode}</span>
          </p>
        ) : null}
      </Section>
      <Section title={t.payment}>
        <PaymentInfo payment={order.payment} />
        <OwedBackInfo owedBack={order.owedBack} />
      </Section>
      {order.invoice ? (
        <Section title={t.invoice.title}>
          <InvoiceRequestInfo invoice={order.invoice} />
        </Section>
      ) : null}
      {order.status === 'PAID' ? <BuyerLinks order={order} /> : null}
    </div>
  );
}
