import { formatVnd, type PaymentDto } from '@market/contract';
import type { ReactNode } from 'react';
import { formatDateTime } from '../../lib/time';
import { m } from '../../lib/messages';

const t = m.orders;

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-3">
      <dt className="text-muted">{label}</dt>
      <dd className="text-right text-ink">{children}</dd>
    </div>
  );
}

/** The latest payment attempt: channel, way, status, amount and when it was paid. */
export function PaymentInfo({ payment }: { payment: PaymentDto | null }) {
  if (!payment) return <p className="text-sm text-muted">{t.noPayment}</p>;
  return (
    <dl className="flex flex-col gap-2 text-sm">
      <Row label={t.provider}>{m.checkout.providers[payment.provider] ?? payment.provider}</Row>
      {payment.method ? <Row label={t.method}>{m.checkout.methods[payment.method] ?? payment.method}</Row> : null}
      <Row label={t.paymentStatus}>{t.paymentStatuses[payment.status] ?? payment.status}</Row>
      <Row label={t.amount}>
        <span className="tabular-nums">{formatVnd(payment.amount)}</span>
      </Row>
      {payment.paidAt ? (
        <Row label={t.paidAt}>
          <time dateTime={payment.paidAt}>{formatDateTime(payment.paidAt)}</time>
        </Row>
      ) : null}
    </dl>
  );
}
