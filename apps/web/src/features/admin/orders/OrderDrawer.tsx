import { formatVnd, type AdminOrderDto } from '@market/contract';
import { useState, type ReactNode } from 'react';
import { toast } from '../../../lib/toast';
import { Badge } from '../../../components/ui/Badge';
import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import { ErrorState } from '../../../components/ui/ErrorState';
import { Field } from '../../../components/ui/Field';
import { LoadingState } from '../../../components/ui/LoadingState';
import { TBody, THead, Table, Td, Th, Tr } from '../../../components/ui/Table';
import { Textarea } from '../../../components/ui/Textarea';
import { m } from '../../../lib/messages';
import { cm } from '../../../lib/console-messages';
import { formatDateTime } from '../../../lib/time';
import { OrderItems } from '../../orders/OrderItems';
import { OrderStatusBadge } from '../../orders/OrderStatusBadge';
import { adminOrdersApi, useAdminOrder, useOrdersMutation } from './api';
import { InvoiceIssue } from './InvoiceIssue';
import { OrderMoveButtons, OrderMoveDialog, type OrderMove } from './OrderMoves';

const t = cm.adminOrders;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mt-5">
      <h3 className="mb-2 text-sm font-semibold text-ink">{title}</h3>
      {children}
    </section>
  );
}

/** One order in full (lines, buyer, every payment row, note) with the admin's moves on it. */
export function OrderDrawer({ orderId, onClose }: { orderId: string; onClose: () => void }) {
  const query = useAdminOrder(orderId);
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={query.data ? t.detailTitle(query.data.code) : t.title}
      className="max-h-[92dvh] overflow-y-auto sm:max-w-3xl"
    >
      {query.isPending ? (
        <LoadingState />
      ) : query.isError ? (
        <ErrorState onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : (
        <OrderDetail order={query.data} onClose={onClose} />
      )}
    </Dialog>
  );
}

function OrderDetail({ order, onClose }: { order: AdminOrderDto; onClose: () => void }) {
  const [note, setNote] = useState(order.note ?? '');
  const [confirm, setConfirm] = useState<OrderMove | null>(null);
  const update = useOrdersMutation(adminOrdersApi.update);

  return (
    <>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <OrderStatusBadge status={order.status} />
        <span className="text-muted">{formatDateTime(order.createdAt)}</span>
        {order.createdBy ? <Badge tone="brand">{t.recordedBy(order.createdBy.fullName)}</Badge> : null}
        {order.referrerCode ? (
          <Badge>
            {t.referrer}: {order.referrerCode}
          </Badge>
        ) : null}
      </div>
      <Section title={t.buyer}>
        <p className="text-sm text-ink">
          {order.buyer.fullName}
          <span className="text-muted"> · {[order.buyer.email, order.buyer.phone].filter(Boolean).join(' · ')}</span>
        </p>
      </Section>
      <Section title={t.items}>
        <OrderItems items={order.items} showStatus />
        <p className="mt-3 flex justify-between border-t border-line pt-3 text-sm font-semibold text-ink">
          <span>{m.orders.total}</span>
          <span className="tabular-nums">{formatVnd(order.total)}</span>
        </p>
      </Section>
      <Section title={t.payments}>
        {order.payments.length === 0 ? (
          <p className="text-sm text-muted">{t.noPayments}</p>
        ) : (
          <div className="overflow-x-auto rounded-lg border border-line">
            <Table aria-label={t.payments}>
              <THead>
                <tr>
                  <Th>{m.orders.provider}</Th>
                  <Th>{m.orders.method}</Th>
                  <Th className="text-right">{m.orders.amount}</Th>
                  <Th>{m.orders.paymentStatus}</Th>
                  <Th>{cm.admin.createdAt}</Th>
                </tr>
              </THead>
              <TBody>
                {order.payments.map((payment) => (
                  <Tr key={payment.id} data-testid="payment-row">
                    <Td>
                      <p className="text-ink">{t.providers[payment.provider] ?? payment.provider}</p>
                      <p className="text-xs text-muted">{t.transactionTypes[payment.transactionType] ?? payment.transactionType}</p>
                    </Td>
                    <Td className="text-sm">{payment.method ? (t.methods[payment.method] ?? payment.method) : '—'}</Td>
                    <Td className="text-right tabular-nums">{formatVnd(payment.amount)}</Td>
                    <Td>
                      <Badge tone={payment.status === 'SUCCESS' ? 'success' : payment.status === 'FAILED' ? 'danger' : 'neutral'}>
                        {m.orders.paymentStatuses[payment.status] ?? payment.status}
                      </Badge>
                      {payment.failureReason ? <p className="mt-1 text-xs text-muted">{payment.failureReason}</p> : null}
                      {/* Money the order did not take: a SUCCESS row its refund sends back, not the order's payment. */}
                      {order.owedBack.some((o) => o.paymentId === payment.id) ? (
                        <p className="mt-1 text-xs text-warning-700">{m.orders.owedBack.admin}</p>
                      ) : null}
                    </Td>
                    <Td className="text-xs whitespace-nowrap text-muted">{formatDateTime(payment.createdAt)}</Td>
                  </Tr>
                ))}
              </TBody>
            </Table>
          </div>
        )}
      </Section>
      {order.invoice ? (
        <Section title={t.invoice.title}>
          <InvoiceIssue order={order} invoice={order.invoice} />
        </Section>
      ) : null}
      <Section title={t.note}>
        <Field label={t.note} className="[&>div:first-child]:sr-only">
          <Textarea rows={2} maxLength={1000} value={note} onChange={(event) => setNote(event.target.value)} />
        </Field>
        <Button
          size="sm"
          variant="secondary"
          className="mt-2"
          disabled={note === (order.note ?? '')}
          loading={update.isPending && update.variables?.body.note !== undefined}
          onClick={() => update.mutate({ id: order.id, body: { note: note.trim() || null } }, { onSuccess: () => toast.success(t.noteSaved) })}
        >
          {t.saveNote}
        </Button>
      </Section>
      <OrderMoveButtons order={order} onPick={setConfirm} />
      {confirm ? <OrderMoveDialog order={order} move={confirm} onClose={() => setConfirm(null)} onRemoved={onClose} /> : null}
    </>
  );
}
