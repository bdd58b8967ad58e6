import { billingPeriodLabel, formatVnd, type OrderDto, type SubscriptionPeriodDto } from '@market/contract';
import { Printer } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { ByIdPage } from '../../app/pages/ByIdPage';
import { Badge, type BadgeTone } from '../../components/ui/Badge';
import { Button } from '../../components/ui/Button';
import { Card, CardBody } from '../../components/ui/Card';
import { sm } from '../../lib/subscription-messages';
import { formatDateTime } from '../../lib/time';
import { usePageTitle } from '../../lib/use-page-title';
import { useSession } from '../auth/session';
import { PriceSummary } from '../checkout/PriceSummary';
import { useOrder } from '../orders/api';
import { orderPath } from '../orders/paths';
import { PaymentInfo, SummaryRow } from '../orders/PaymentInfo';
import { day, MY_SUBSCRIPTION_PATH } from './subscription-format';
import { useSubscriptionPeriod } from './subscriptions.api';

const t = sm.receipt;

const tones: Record<SubscriptionPeriodDto['status'], BadgeTone> = { OPEN: 'warning', PAID: 'success', UNPAID: 'neutral', REFUNDED: 'neutral' };

/**
 * `/me/subscription/periods/:id`: the receipt of one period of my subscription: the plan and price it
 * paid for, the period, the order with its discount and voucher, and the payment. Printable (the page's
 * controls are hidden in print).
 */
export function SubscriptionReceiptPage() {
  const { id = '' } = useParams();
  const query = useSubscriptionPeriod(id);
  usePageTitle(t.title);

  return (
    <ByIdPage query={query} back={{ to: MY_SUBSCRIPTION_PATH, label: t.back }} notFound={{ title: t.notFoundTitle, body: t.notFoundBody }}>
      {(period) => <Receipt period={period} />}
    </ByIdPage>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card className="print:border-0 print:shadow-none">
      <CardBody>
        <h2 className="mb-4 text-base font-semibold text-ink">{title}</h2>
        {children}
      </CardBody>
    </Card>
  );
}

function Receipt({ period }: { period: SubscriptionPeriodDto }) {
  const { user } = useSession();
  const order = useOrder(period.orderId ?? '');
  const range = `${day(period.periodStart)} – ${period.periodEnd ? day(period.periodEnd) : sm.mine.forLife}`;
  return (
    <article aria-labelledby="receipt-title" className="flex flex-col gap-4">
      <header className="flex flex-col gap-2">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="flex flex-wrap items-center gap-3">
            <h1 id="receipt-title" className="text-2xl font-semibold tracking-tight text-ink">
              {t.title}
            </h1>
            <Badge tone={tones[period.status]}>{t.statuses[period.status]}</Badge>
          </div>
          <Button variant="secondary" className="print:hidden" onClick={() => window.print()}>
            <Printer className="size-4" aria-hidden />
            {t.print}
          </Button>
        </div>
        {user ? <p className="text-sm text-muted">{t.issuedFor(user.fullName)}</p> : null}
      </header>
      <Section title={period.membership.name}>
        <dl className="flex flex-col gap-2 text-sm">
          <SummaryRow label={t.plan}>{period.membership.name}</SummaryRow>
          {period.price ? (
            <SummaryRow label={t.price}>
              <span className="tabular-nums">
                {formatVnd(period.price.amount)} / {billingPeriodLabel(period.price.period)}
              </span>
            </SummaryRow>
          ) : null}
          <SummaryRow label={t.kind}>{sm.mine.historyKind[period.kind]}</SummaryRow>
          <SummaryRow label={t.period}>{range}</SummaryRow>
          <SummaryRow label={t.status}>{t.statuses[period.status]}</SummaryRow>
          {period.paidAt ? (
            <SummaryRow label={t.paidAt}>
              <time dateTime={period.paidAt}>{formatDateTime(period.paidAt)}</time>
            </SummaryRow>
          ) : null}
          {period.orderId && period.orderCode ? (
            <SummaryRow label={t.order}>
              <Link to={orderPath(period.orderId)} className="text-brand-700 underline-offset-2 hover:underline">
                {period.orderCode}
              </Link>
            </SummaryRow>
          ) : null}
        </dl>
      </Section>
      <OrderFigures period={period} order={order.data} failed={order.isError} />
      {order.data ? (
        <Section title={t.paymentTitle}>
          <PaymentInfo payment={order.data.payment} />
        </Section>
      ) : null}
    </article>
  );
}

/** The order's figures (price, discounts, voucher, total); the period's own amount while the order is read, or if it cannot be. */
function OrderFigures({ period, order, failed }: { period: SubscriptionPeriodDto; order: OrderDto | undefined; failed: boolean }) {
  return (
    <Section title={t.amountTitle}>
      {order ? (
        <>
          <PriceSummary figures={order} />
          {order.voucherCode ? (
            <p className="mt-2 text-[13px] text-muted">
              {t.voucher}: <span className="font-medium text-ink-soft">{order.voucherCode}</span>
            </p>
          ) : null}
        </>
      ) : (
        <dl className="flex flex-col gap-2 text-sm">
          <SummaryRow label={t.amount}>
            <span className="font-semibold tabular-nums">{formatVnd(period.amount)}</span>
          </SummaryRow>
        </dl>
      )}
      {failed ? <p className="mt-2 text-[13px] text-muted">{t.orderUnavailable}</p> : null}
    </Section>
  );
}
