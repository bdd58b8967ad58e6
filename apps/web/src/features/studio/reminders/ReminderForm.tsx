import { ReminderBody, type ReminderDto } from '@market/contract';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/Button';
import { Field } from '../../../components/ui/Field';
import { Input } from '../../../components/ui/Input';
import { Select } from '../../../components/ui/Select';
import { cm } from '../../../lib/console-messages';

const t = cm.reminders;
type Values = Pick<ReminderDto, 'anchor' | 'direction' | 'unit' | 'recurrence'> & { amount: string };

const EMPTY: Values = { anchor: 'START_TIME', direction: 'BEFORE', amount: '30', unit: 'minutes', recurrence: 'RECURRING' };

/** Adds a reminder, or changes one: how long, before or after, the start or the end, each session or once. */
export function ReminderForm(props: {
  initial?: ReminderDto;
  /** A calendar reminds of each booking: no "once" to choose. */
  calendar: boolean;
  submitLabel: string;
  pending: boolean;
  onSubmit: (body: ReminderBody) => Promise<unknown>;
  onCancel?: () => void;
}) {
  const { initial } = props;
  const [values, setValues] = useState<Values>(initial ? { ...initial, amount: String(initial.amount) } : EMPTY);
  const [error, setError] = useState<string | null>(null);
  const set =
    <K extends keyof Values>(key: K) =>
    (value: Values[K]) =>
      setValues((v) => ({ ...v, [key]: value }));
  const prefix = initial ? `reminder-${initial.id}` : 'reminder-new';

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = ReminderBody.safeParse({ ...values, amount: values.amount.trim() === '' ? Number.NaN : Number(values.amount) });
    if (!parsed.success) {
      setError(t.amountInvalid);
      return;
    }
    setError(null);
    await props.onSubmit(parsed.data);
    if (!initial) setValues(EMPTY);
  }

  return (
    <form onSubmit={(e) => void submit(e).catch(() => undefined)} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5" aria-label={props.submitLabel}>
      <Field label={t.amount} error={error ?? undefined} id={`${prefix}-amount`}>
        <Input type="number" inputMode="numeric" min={0} value={values.amount} onChange={(e) => set('amount')(e.target.value)} />
      </Field>
      <Field label={t.unit} id={`${prefix}-unit`}>
        <Select options={t.units} value={values.unit} onChange={(e) => set('unit')(e.target.value as Values['unit'])} />
      </Field>
      <Field label={t.direction} id={`${prefix}-direction`}>
        <Select options={t.directions} value={values.direction} onChange={(e) => set('direction')(e.target.value as Values['direction'])} />
      </Field>
      <Field label={t.anchor} id={`${prefix}-anchor`}>
        <Select options={t.anchors} value={values.anchor} onChange={(e) => set('anchor')(e.target.value as Values['anchor'])} />
      </Field>
      {props.calendar ? null : (
        <Field label={t.recurrence} id={`${prefix}-recurrence`}>
          <Select options={t.recurrences} value={values.recurrence} onChange={(e) => set('recurrence')(e.target.value as Values['recurrence'])} />
        </Field>
      )}
      <div className="flex items-end gap-2 sm:col-span-2 lg:col-span-5">
        <Button type="submit" loading={props.pending}>
          {props.submitLabel}
        </Button>
        {props.onCancel ? (
          <Button type="button" variant="ghost" onClick={props.onCancel}>
            {t.cancel}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
