import { formatVnd, type RefundDto } from '@market/contract';
import { useId, useState, type ReactNode } from 'react';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/Button';
import { Callout } from '../../../components/ui/Callout';
import { Dialog } from '../../../components/ui/Dialog';
import { Field } from '../../../components/ui/Field';
import { Textarea } from '../../../components/ui/Textarea';
import { m } from '../../../lib/messages';
import { cm } from '../../../lib/console-messages';
import { formatDateTime } from '../../../lib/time';
import { RefundStatusBadge } from '../../refunds/RefundStatusBadge';
import { useReviewRefund } from './api';
import { reviewActions, type ReviewAction } from './review-actions';

const t = m.refunds.admin;
const r = m.refunds;

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-muted">{label}</dt>
      <dd className="break-words text-ink">{children}</dd>
    </>
  );
}

/** What happened, said once the server answered (an AUTO approval comes back already settled). */
function outcomeText(refund: RefundDto): string {
  if (refund.approval === 'REJECTED') return t.rejected;
  if (refund.status === 'SUCCESS') return t.succeeded;
  if (refund.status === 'FAILED') return refund.failureReason ? `${t.failed} ${refund.failureReason}` : t.failed;
  if (refund.approval === 'APPROVED' && refund.status === 'PROCESSING') return t.approved;
  return t.updated;
}

/** One refund request with its reason and account, a note for the buyer, and the moves it allows. */
export function ReviewRefundDialog({ refund, onClose }: { refund: RefundDto; onClose: () => void }) {
  const noteId = useId();
  const [note, setNote] = useState(refund.adminNote ?? '');
  const review = useReviewRefund();
  const actions = reviewActions(refund);

  const run = (action: ReviewAction) =>
    review.mutate(
      { id: refund.id, body: { ...action.body, ...(note.trim() ? { note: note.trim() } : {}) } },
      {
        onSuccess: (next) => {
          (next.status === 'FAILED' && next.approval === 'APPROVED' ? toast.warning : toast.success)(outcomeText(next));
          onClose();
        },
      },
    );

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t.reviewTitle}
      description={`${m.orders.code(refund.orderCode)} · ${refund.item.title}${refund.item.subtitle ? ` (${refund.item.subtitle})` : ''}`}
      className="max-h-[90dvh] overflow-y-auto sm:max-w-xl"
      footer={
        actions.length === 0 ? (
          <Button onClick={onClose}>{m.common.close}</Button>
        ) : (
          <>
            {actions.map((action) => (
              <Button
                key={action.key}
                variant={action.tone}
                loading={review.isPending && sameAction(review.variables?.body, action)}
                disabled={review.isPending}
                onClick={() => run(action)}
              >
                {action.label}
              </Button>
            ))}
          </>
        )
      }
    >
      <dl className="grid gap-x-4 gap-y-1.5 text-sm sm:grid-cols-[max-content_1fr]">
        <Row label={r.amount}>
          <span className="font-semibold tabular-nums">{formatVnd(refund.amount)}</span>
        </Row>
        <Row label={cm.adminOrders.buyer}>
          {refund.buyer.fullName}
          {refund.buyer.email ? <span className="text-muted"> · {refund.buyer.email}</span> : null}
        </Row>
        <Row label={cm.adminOrders.status}>
          <span className="inline-flex flex-wrap gap-1.5">
            <RefundStatusBadge refund={refund} />
            <span className="text-muted">{r.approvals[refund.approval]}</span>
          </span>
        </Row>
        <Row label={r.mode}>{r.modes[refund.mode]}</Row>
        <Row label={t.reason}>{refund.reason}</Row>
        <Row label={r.requested}>{formatDateTime(refund.createdAt)}</Row>
        {refund.mode === 'MANUAL' ? (
          <Row label={r.account}>{refund.bankAccountNumber ? `${refund.bankName} · ${refund.bankAccountNumber} · ${refund.bankAccountName}` : r.noAccount}</Row>
        ) : null}
        {refund.failureReason ? <Row label={r.failure}>{refund.failureReason}</Row> : null}
      </dl>
      {actions.length > 0 ? (
        <>
          <Callout tone="info" className="mt-4">
            {refund.mode === 'AUTO' ? t.autoHint : t.manualHint}
          </Callout>
          <Field label={t.note} hint={t.noteHint} optional id={noteId} className="mt-4">
            <Textarea rows={2} maxLength={1000} value={note} onChange={(event) => setNote(event.target.value)} />
          </Field>
        </>
      ) : (
        <p className="mt-4 text-sm text-muted">{t.nothingToDo}</p>
      )}
    </Dialog>
  );
}

function sameAction(body: { approval?: string; status?: string } | undefined, action: ReviewAction): boolean {
  return Boolean(body) && body!.approval === action.body.approval && body!.status === action.body.status;
}
