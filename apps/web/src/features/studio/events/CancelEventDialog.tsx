import { formatVnd, type EventCancellationDto } from '@market/contract';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import { Field } from '../../../components/ui/Field';
import { QueryStates } from '../../../components/ui/QueryStates';
import { Textarea } from '../../../components/ui/Textarea';
import { cm } from '../../../lib/console-messages';
import { useCancelEvent, useCancellationPreview } from './api';

const t = cm.studioEvents;
/** The contract's bounds of a cancellation reason. */
const REASON_MIN = 5;
const REASON_MAX = 1000;

/** What cancelling will do, as the server counted it (the page never re-derives it). */
function Consequences({ preview }: { preview: EventCancellationDto }) {
  const items = [
    preview.buyers > 0 ? t.cancelBuyers(preview.buyers) : null,
    preview.paidLines > 0 ? t.cancelRefund(preview.paidLines, formatVnd(preview.refundAmount)) : null,
    preview.bankTransferRefunds > 0 ? t.cancelByTransfer(preview.bankTransferRefunds) : null,
    preview.freeLines > 0 ? t.cancelFree(preview.freeLines) : null,
    preview.pendingOrders > 0 ? t.cancelPending(preview.pendingOrders) : null,
    preview.coHosts > 0 ? t.cancelCoHosts(preview.coHosts) : null,
  ].filter((item): item is string => item !== null);
  if (!items.length) return <p className="text-sm text-ink-soft">{t.cancelNothingSold}</p>;
  return (
    <>
      <p className="text-sm text-ink-soft">{t.cancelLead(preview.title)}</p>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-ink" data-testid="cancel-consequences">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </>
  );
}

/**
 * The host's "cancel an event with sales": what will happen (buyers, amount refunded, unpaid
 * orders), a reason for the buyers, then the confirmation. Give it a new `key` per event to start empty.
 */
export function CancelEventDialog({ event, onClose }: { event: { id: string; title: string } | null; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const preview = useCancellationPreview(event?.id ?? null);
  const cancel = useCancelEvent();
  const ready = reason.trim().length >= REASON_MIN && preview.data?.canCancel === true;
  return (
    <Dialog
      open={event !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t.cancelTitle}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={cancel.isPending}>
            {t.cancelKeep}
          </Button>
          <Button
            variant="danger"
            loading={cancel.isPending}
            disabled={!ready}
            onClick={() =>
              event &&
              cancel.mutate(
                { id: event.id, reason: reason.trim() },
                {
                  onSuccess: () => {
                    toast.success(t.cancelled);
                    onClose();
                  },
                },
              )
            }
          >
            {t.cancelConfirm}
          </Button>
        </>
      }
    >
      <QueryStates query={preview} empty={false} emptyState={null}>
        {preview.data ? <Consequences preview={preview.data} /> : null}
      </QueryStates>
      <Field label={t.cancelReason} hint={t.cancelReasonHint} className="mt-4">
        <Textarea rows={3} value={reason} maxLength={REASON_MAX} onChange={(e) => setReason(e.target.value)} />
      </Field>
      <p className="mt-3 text-sm text-danger-700">{t.cancelIrreversible}</p>
    </Dialog>
  );
}
