import { Ban, Check, Eye, EyeOff, X } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Badge, type BadgeTone } from '../../../components/ui/Badge';
import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import { Field } from '../../../components/ui/Field';
import { Textarea } from '../../../components/ui/Textarea';
import { m } from '../../../lib/messages';
import { cm } from '../../../lib/console-messages';
import { EVENT_ACTIONS, type AdminEventAction, type EventStatus } from './api';

const t = cm.adminEvents;
/** The contract's longest reason. */
const REASON_MAX = 1000;

const tones: Partial<Record<EventStatus, BadgeTone>> = {
  PENDING: 'warning',
  PENDING_APPROVAL_WITH_ADMIN: 'warning',
  PUBLISHED: 'success',
  REJECTED: 'danger',
  REMOVED: 'danger',
};

export function EventStatusBadge({ status }: { status: EventStatus }) {
  return <Badge tone={tones[status] ?? 'neutral'}>{t.statuses[status] ?? status}</Badge>;
}

const labels: Record<AdminEventAction, string> = { APPROVE: t.approve, REJECT: t.reject, HIDE: t.hide, UNHIDE: t.unhide };
const icons: Record<AdminEventAction, ReactNode> = {
  APPROVE: <Check className="size-4" aria-hidden />,
  REJECT: <X className="size-4" aria-hidden />,
  HIDE: <EyeOff className="size-4" aria-hidden />,
  UNHIDE: <Eye className="size-4" aria-hidden />,
};

/** The decisions the event's status allows, as buttons (named with the title when several rows show them). */
export function ModerationButtons({
  status,
  title,
  onAction,
  busy,
  size = 'sm',
  named = true,
}: {
  status: EventStatus;
  title: string;
  onAction: (action: AdminEventAction) => void;
  /** The action being sent for this event, if any. */
  busy?: AdminEventAction;
  size?: 'sm' | 'md';
  named?: boolean;
}) {
  return (
    <>
      {(EVENT_ACTIONS[status] ?? []).map((action) => (
        <Button
          key={action}
          variant={action === 'APPROVE' ? 'primary' : 'ghost'}
          size={size}
          loading={busy === action}
          aria-label={named ? t.actionOf(labels[action], title) : undefined}
          leadingIcon={icons[action]}
          onClick={() => onAction(action)}
        >
          {labels[action]}
        </Button>
      ))}
    </>
  );
}

/** Asks why before rejecting or hiding (the host reads it); give it a new `key` per event to start empty. */
export function ReasonDialog({
  action,
  title,
  pending,
  onClose,
  onConfirm,
}: {
  action: 'REJECT' | 'HIDE' | null;
  title: string;
  pending: boolean;
  onClose: () => void;
  onConfirm: (reason: string) => void;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const confirm = () => {
    const text = reason.trim();
    if (!text) return setError(m.validation.required);
    onConfirm(text);
  };
  const hiding = action === 'HIDE';
  return (
    <Dialog
      open={action !== null}
      onOpenChange={(open) => !open && onClose()}
      title={hiding ? t.hideTitle : t.rejectTitle}
      description={
        <>
          <span className="block font-medium text-ink">{title}</span>
          {hiding ? t.hideLead : t.rejectLead}
        </>
      }
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={pending}>
            {m.common.cancel}
          </Button>
          <Button
            variant="danger"
            loading={pending}
            leadingIcon={hiding ? <EyeOff className="size-4" aria-hidden /> : <Ban className="size-4" aria-hidden />}
            onClick={confirm}
          >
            {hiding ? t.hide : t.reject}
          </Button>
        </>
      }
    >
      <Field label={t.reason} error={error}>
        <Textarea
          rows={4}
          value={reason}
          maxLength={REASON_MAX}
          onChange={(event) => {
            setReason(event.target.value);
            setError(undefined);
          }}
        />
      </Field>
    </Dialog>
  );
}
