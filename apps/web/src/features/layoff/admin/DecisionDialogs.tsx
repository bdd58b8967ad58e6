import { UpdateLayoffRequestStatusBody, errorMessage } from '@market/contract';
import { useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { DateInput } from '../../../components/ui/DateInput';
import { Dialog } from '../../../components/ui/Dialog';
import { Field } from '../../../components/ui/Field';
import { Input } from '../../../components/ui/Input';
import { Textarea } from '../../../components/ui/Textarea';
import { layoffMessages } from '../../../lib/layoff-messages';
import { m } from '../../../lib/messages';
import { addDays, localToInstant, todayInVietnam } from '../../../lib/vietnam-time';

const t = layoffMessages.admin;

type Errors = Partial<Record<'discountPercent' | 'validUntil' | 'note', string>>;

/** The contract's verdict on a decision, as one message per field. */
function errorsOf(body: unknown): Errors {
  const parsed = UpdateLayoffRequestStatusBody.safeParse(body);
  if (parsed.success) return {};
  const errors: Errors = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? 'note') as keyof Errors;
    errors[field] ??= errorMessage(issue.message) ?? m.validation.invalid;
  }
  return errors;
}

/** Approving: the percentage and the days the discount may be used (from the first day's start to the last day's end, Vietnam time). */
export function ApproveDialog({
  open,
  pending,
  onOpenChange,
  onConfirm,
}: {
  open: boolean;
  pending: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: (body: UpdateLayoffRequestStatusBody) => void;
}) {
  const today = todayInVietnam();
  const [percent, setPercent] = useState('50');
  const [from, setFrom] = useState(today);
  const [until, setUntil] = useState(addDays(today, 30));
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const confirm = () => {
    const validFrom = from ? localToInstant(from, '00:00') : null;
    const validUntil = until ? localToInstant(addDays(until, 1), '00:00') : null;
    const body = {
      status: 'APPROVED' as const,
      discountPercent: percent.trim() === '' ? Number.NaN : Number(percent),
      ...(validFrom ? { validFrom } : {}),
      validUntil: validUntil ?? '',
      ...(note.trim() ? { note: note.trim() } : {}),
    };
    const found = errorsOf(body);
    setErrors(found);
    if (Object.keys(found).length === 0) onConfirm(body);
  };
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t.approveTitle}
      description={t.approveLead}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t.cancel}
          </Button>
          <Button loading={pending} onClick={confirm}>
            {t.approve}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        <Field label={t.percent} error={errors.discountPercent}>
          <Input type="number" inputMode="numeric" min={1} max={100} step={1} value={percent} onChange={(event) => setPercent(event.target.value)} />
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={t.validFrom}>
            <DateInput value={from} onChange={setFrom} />
          </Field>
          <Field label={t.validUntil} error={errors.validUntil}>
            <DateInput value={until} onChange={setUntil} />
          </Field>
        </div>
        <Field label={t.approveNote} error={errors.note} optional>
          <Textarea rows={3} maxLength={1000} value={note} onChange={(event) => setNote(event.target.value)} />
        </Field>
      </div>
    </Dialog>
  );
}

/** Rejecting: the reason (required) the person will read. */
export function RejectDialog({
  open,
  pending,
  onOpenChange,
  onConfirm,
}: {
  open: boolean;
  pending: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: (body: UpdateLayoffRequestStatusBody) => void;
}) {
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | undefined>();
  const confirm = () => {
    const body = { status: 'REJECTED' as const, note: note.trim() };
    const found = errorsOf(body);
    setError(found.note);
    if (!found.note) onConfirm(body);
  };
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t.rejectTitle}
      description={t.rejectLead}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t.cancel}
          </Button>
          <Button variant="danger" loading={pending} onClick={confirm}>
            {t.reject}
          </Button>
        </>
      }
    >
      <Field label={t.rejectReason} error={error}>
        <Textarea
          rows={4}
          maxLength={1000}
          value={note}
          onChange={(event) => {
            setNote(event.target.value);
            setError(undefined);
          }}
        />
      </Field>
    </Dialog>
  );
}
