import { formatVnd, type PaymentDto } from '@market/contract';
import type { ReactNode } from 'react';
import { formatDateTime } from '../../lib/time';
import { m } from '../../lib/messages';

const t = m.orders;

/** A label and its value on one line, the value to the right (order and receipt summaries). */
export function SummaryRow({ label, children }: { label: string; children: ReactNode }) {
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
      <SummaryRow label={t.provider}>{m.checkout.providers[payment.provider] ?? payment.provider}</SummaryRow>
      {payment.method ? <SummaryRow label={t.method}>{m.checkout.methods[payment.method] ?? payment.method}</SummaryRow> : null}
      <SummaryRow label={t.paymentStatus}>{t.paymentStatuses[payment.status] ?? payment.status}</SummaryRow>
      <SummaryRow label={t.amount}>
        <span className="tabular-nums">{formatVnd(payment.amount)}</span>
      </SummaryRow>
      {payment.paidAt ? (
        <SummaryRow label={t.paidAt}>
          <time dateTime={payment.paidAt}>{formatDateTime(payment.paidAt)}</time>
        </SummaryRow>
      ) : null}
    </dl>
  );
}
