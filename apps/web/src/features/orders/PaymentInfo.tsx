import { formatVnd, type OwedBackDto, type PaymentDto } from '@market/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
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

/**
 * Money received that the order did not take (paid twice, or paid after the order ended): never the
 * order's payment, told apart with the refund sending it back and where to follow it.
 */
export function OwedBackInfo({ owedBack }: { owedBack: OwedBackDto[] }) {
  if (!owedBack.length) return null;
  return (
    <section aria-label={t.owedBack.title} className="mt-4 rounded-lg border border-line bg-canvas p-3 text-sm">
      <h3 className="font-medium text-ink">{t.owedBack.title}</h3>
      <ul className="mt-2 flex flex-col gap-2">
        {owedBack.map((owed) => (
          <li key={owed.paymentId} className="flex flex-col gap-1">
            <p className="text-ink-soft">{t.owedBack.line(formatVnd(owed.amount), m.checkout.providers[owed.provider] ?? owed.provider)}</p>
            <p className="text-muted">
              {t.owedBack.refund}: {m.refunds.statuses[owed.refundStatus] ?? owed.refundStatus} ·{' '}
              <Link to="/me/refunds" className="font-medium text-brand-700 hover:underline">
                {t.owedBack.follow}
              </Link>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
