import { formatVnd } from '@market/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { ErrorState } from '../../components/ui/ErrorState';
import { ListSkeleton } from '../../components/ui/LoadingState';
import { Pagination } from '../../components/ui/Pagination';
import { sm } from '../../lib/subscription-messages';
import { formatDateTime } from '../../lib/time';
import { OrderStatusBadge } from '../orders/OrderStatusBadge';
import { orderPath } from '../orders/paths';
import { subscriptionReceiptPath } from './paths';
import { day } from './subscription-format';
import { usePaymentRecords, usePaymentSummary } from './subscriptions.api';

const t = sm.mine;

/** What a subscription has cost so far, and each period's order, ten at a time. */
export function PaymentHistory({ subscriptionId }: { subscriptionId: string }) {
  const summary = usePaymentSummary(subscriptionId);
  const [page, setPage] = useState(1);
  const records = usePaymentRecords(subscriptionId, page);
  const headingId = `history-${subscriptionId}`;

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      {summary.data ? (
        <dl aria-label={t.summary} className="grid grid-cols-3 gap-3 rounded-xl bg-sunken p-4 text-sm">
          <div>
            <dt className="text-muted">{t.totalPaid}</dt>
            <dd className="font-semibold text-ink tabular-nums">{formatVnd(summary.data.totalPaid)}</dd>
          </div>
          <div>
            <dt className="text-muted">{t.periodsPaid}</dt>
            <dd className="font-semibold text-ink tabular-nums">{summary.data.periodsPaid}</dd>
          </div>
          <div>
            <dt className="text-muted">{t.due}</dt>
            <dd className="font-semibold text-ink tabular-nums">{formatVnd(summary.data.due)}</dd>
          </div>
        </dl>
      ) : null}
      <h3 id={headingId} className="font-semibold text-ink">
        {t.history}
      </h3>
      {records.isPending ? <ListSkeleton rows={2} /> : null}
      {records.isError ? <ErrorState onRetry={() => void records.refetch()} retrying={records.isFetching} /> : null}
      {records.data && records.data.data.length === 0 ? <p className="text-sm text-muted">{t.historyEmpty}</p> : null}
      {records.data && records.data.data.length > 0 ? (
        <>
          <ul className="divide-y divide-line rounded-xl border border-line">
            {records.data.data.map((record) => (
              <li key={record.periodId} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-3 text-sm">
                <div className="min-w-0">
                  <p className="font-medium text-ink">
                    {t.historyKind[record.kind]} · {day(record.periodStart)} – {record.periodEnd ? day(record.periodEnd) : t.forLife}
                  </p>
                  <p className="text-muted">
                    {record.paidAt ? t.paidAt(formatDateTime(record.paidAt)) : t.unpaid}
                    {record.orderId && record.orderCode ? (
                      <>
                        {' · '}
                        <Link to={orderPath(record.orderId)} className="text-brand-700 underline-offset-2 hover:underline">
                          {record.orderCode}
                        </Link>
                      </>
                    ) : null}
                  </p>
                </div>
                <div className="flex items-center gap-3">
                  <span className="font-semibold text-ink tabular-nums">{formatVnd(record.amount)}</span>
                  {record.orderStatus ? <OrderStatusBadge status={record.orderStatus} /> : null}
                  <Link
                    to={subscriptionReceiptPath(record.periodId)}
                    aria-label={t.receiptLinkLabel(`${day(record.periodStart)} – ${record.periodEnd ? day(record.periodEnd) : t.forLife}`)}
                    className="font-medium text-brand-700 underline-offset-2 hover:underline"
                  >
                    {t.receiptLink}
                  </Link>
                </div>
              </li>
            ))}
          </ul>
          {records.data.meta.totalPages > 1 ? (
            <Pagination page={page} totalPages={records.data.meta.totalPages} total={records.data.meta.total} onPageChange={setPage} />
          ) : null}
        </>
      ) : null}
    </section>
  );
}
