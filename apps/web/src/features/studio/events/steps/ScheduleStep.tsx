import { MAX_EVENT_SESSIONS } from '@market/contract';
import { Plus, Trash2 } from 'lucide-react';
import { Controller, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { Button } from '../../../../components/ui/Button';
import { Callout } from '../../../../components/ui/Callout';
import { Field } from '../../../../components/ui/Field';
import { Input } from '../../../../components/ui/Input';
import { SegmentedControl } from '../../../../components/ui/SegmentedControl';
import { cm } from '../../../../lib/console-messages';
import { durationTypeOf, emptySession, sessionEndsTooEarly, toSessionInput, type EventFormValues } from '../event-form';
import { FormDateInput } from '../../../../components/ui/DateInput';

const t = cm.studioEvents;
const typeOptions = [
  { value: 'SINGLE', label: t.sessionTypes.SINGLE },
  { value: 'SESSION', label: t.sessionTypes.SESSION },
] as const;

interface SessionRowProps {
  index: number;
  multi: boolean;
  onRemove?: () => void;
}

/** One session: its day, start and end in Vietnam time, and its own seat limit. */
function SessionRow({ index, multi, onRemove }: SessionRowProps) {
  const { register, control } = useFormContext<EventFormValues, unknown, unknown>();
  const session = useWatch({ control, name: `sessions.${index}` });
  const label = t.sessionN(index + 1);
  return (
    <li>
      <fieldset className="rounded-xl border border-line p-4">
        <legend className="px-1 text-sm font-semibold text-ink">{label}</legend>
        <div className="grid grid-cols-2 gap-4 lg:grid-cols-3">
          {multi ? (
            <Field label={t.sessionTitle} optional className="col-span-2 lg:col-span-3">
              <Input autoComplete="off" maxLength={200} {...register(`sessions.${index}.title`)} />
            </Field>
          ) : null}
          <Field label={t.date} className="col-span-2 lg:col-span-1">
            <FormDateInput control={control} name={`sessions.${index}.date`} />
          </Field>
          <Field label={t.startTime}>
            <Input type="time" {...register(`sessions.${index}.startTime`)} />
          </Field>
          <Field label={t.endTime}>
            <Input type="time" {...register(`sessions.${index}.endTime`)} />
          </Field>
          <Field label={t.endDate} optional hint={t.endDateHint} className="col-span-2 sm:col-span-1">
            <FormDateInput control={control} name={`sessions.${index}.endDate`} />
          </Field>
          <Field label={t.sessionCapacity} optional hint={t.sessionCapacityHint} className="col-span-2 sm:col-span-1">
            <Input type="number" inputMode="numeric" min={1} {...register(`sessions.${index}.capacity`)} />
          </Field>
          {onRemove ? (
            <div className="col-span-2 flex items-start justify-end lg:col-span-1 lg:pt-7">
              <Button
                variant="ghost"
                size="sm"
                leadingIcon={<Trash2 className="size-4" aria-hidden />}
                onClick={onRemove}
                aria-label={t.removeSession(index + 1)}
              >
                {t.remove}
              </Button>
            </div>
          ) : null}
        </div>
        {session && sessionEndsTooEarly(session) ? (
          <p className="mt-3 text-[13px] font-medium text-danger-600" role="alert">
            {t.endsTooEarly}
          </p>
        ) : null}
      </fieldset>
    </li>
  );
}

/** Step 2: one session or several, each with its date and times (Vietnam time). */
export function ScheduleStep() {
  const { control, formState } = useFormContext<EventFormValues, unknown, unknown>();
  const { fields, append, remove } = useFieldArray({ control, name: 'sessions' });
  const [sessionType, sessions] = useWatch({ control, name: ['sessionType', 'sessions'] });
  const multi = sessionType === 'SESSION';
  const inputs = sessions.map(toSessionInput).filter((s) => s.startAt && s.endAt);
  const duration = durationTypeOf(inputs);
  const error = formState.errors.sessions?.message;

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-2">
        <p className="text-sm font-medium text-ink" aria-hidden>
          {t.sessionType}
        </p>
        <Controller
          control={control}
          name="sessionType"
          render={({ field }) => (
            <SegmentedControl label={t.sessionType} value={field.value} options={typeOptions} onChange={field.onChange} className="max-w-80" />
          )}
        />
        <p className="text-[13px] text-muted">{t.timeZoneNote}</p>
      </div>
      {error ? (
        <p className="rounded-lg bg-danger-50 px-3 py-2 text-sm font-medium text-danger-700" role="alert">
          {error}
        </p>
      ) : null}
      {!multi && fields.length > 1 ? <Callout tone="warning">{t.singleTooMany}</Callout> : null}
      <ol className="flex flex-col gap-4" aria-label={t.sessionsLabel}>
        {fields.map((field, index) => (
          <SessionRow key={field.id} index={index} multi={multi} onRemove={fields.length > 1 ? () => remove(index) : undefined} />
        ))}
      </ol>
      {multi ? (
        <div>
          <Button
            variant="secondary"
            leadingIcon={<Plus className="size-4" aria-hidden />}
            disabled={fields.length >= MAX_EVENT_SESSIONS}
            onClick={() => append(emptySession())}
          >
            {t.addSession}
          </Button>
        </div>
      ) : null}
      {duration ? <p className="text-sm text-muted">{duration === 'DURATION_IN_DAY' ? t.durationInDay : t.durationOverDay}</p> : null}
    </div>
  );
}
