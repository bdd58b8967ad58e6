import type { ModerationRejectBody } from '@market/contract';
import { Ban } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import { Field } from '../../../components/ui/Field';
import { SegmentedControl } from '../../../components/ui/SegmentedControl';
import { Textarea } from '../../../components/ui/Textarea';
import { m } from '../../../lib/messages';
import { cm } from '../../../lib/console-messages';

const t = cm.moderationQueue;
/** The contract's longest reason. */
const REASON_MAX = 1000;
type Action = ModerationRejectBody['action'];
const actions: { value: Action; label: string }[] = [
  { value: 'REJECTED', label: t.actionRejected },
  { value: 'CONTACT', label: t.actionContact },
];

/** Asks how and why before rejecting (the host reads the reason); give it a new `key` per item to start empty. */
export function ModerationRejectDialog({
  title,
  pending,
  onClose,
  onConfirm,
}: {
  /** The content's title, or null when closed. */
  title: string | null;
  pending: boolean;
  onClose: () => void;
  onConfirm: (body: ModerationRejectBody) => void;
}) {
  const [action, setAction] = useState<Action>('REJECTED');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const confirm = () => {
    const text = reason.trim();
    if (!text) return setError(m.validation.required);
    if (text.length > REASON_MAX) return setError(t.reasonTooLong);
    onConfirm({ action, reason: text });
  };
  return (
    <Dialog
      open={title !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t.rejectTitle}
      description={
        <>
          <span className="block font-medium text-ink">{title}</span>
          {t.rejectLead}
        </>
      }
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={pending}>
            {m.common.cancel}
          </Button>
          <Button variant="danger" loading={pending} leadingIcon={<Ban className="size-4" aria-hidden />} onClick={confirm}>
            {t.reject}
          </Button>
        </>
      }
    >
      <div className="grid gap-4">
        <div>
          <p className="mb-1.5 text-sm font-medium text-ink">{t.rejectAction}</p>
          <SegmentedControl label={t.rejectAction} value={action} options={actions} onChange={setAction} />
        </div>
        <Field label={t.reason} error={error}>
          <Textarea
            rows={4}
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
              setError(undefined);
            }}
          />
        </Field>
      </div>
    </Dialog>
  );
}
