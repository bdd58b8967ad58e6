import { useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import { Field } from '../../../components/ui/Field';
import { Textarea } from '../../../components/ui/Textarea';
import { m } from '../../../lib/messages';

const t = m.bookings.studio;
/** The contract's longest reason. */
const REASON_MAX = 500;

/**
 * Asks the host why before rejecting or cancelling (the buyer reads it in their notification); the
 * reason may stay empty. Give it a new `key` per booking to start empty.
 */
export function BookingReasonDialog({
  action,
  subject,
  pending,
  onClose,
  onConfirm,
}: {
  action: 'REJECTED' | 'CANCELED' | null;
  subject: { name: string; when: string };
  pending: boolean;
  onClose: () => void;
  onConfirm: (reason: string | undefined) => void;
}) {
  const [reason, setReason] = useState('');
  const rejecting = action === 'REJECTED';
  return (
    <Dialog
      open={action !== null}
      onOpenChange={(open) => !open && onClose()}
      title={rejecting ? t.rejectTitle : t.cancelTitle}
      description={t.reasonLead(subject.name, subject.when)}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={pending}>
            {m.common.cancel}
          </Button>
          <Button variant="danger" loading={pending} onClick={() => onConfirm(reason.trim() || undefined)}>
            {rejecting ? t.reject : t.cancel}
          </Button>
        </>
      }
    >
      <Field label={t.reason} hint={t.reasonHint} optional>
        <Textarea rows={3} value={reason} maxLength={REASON_MAX} onChange={(event) => setReason(event.target.value)} />
      </Field>
      <p className="mt-3 text-sm text-muted">{t.refundHint}</p>
    </Dialog>
  );
}
