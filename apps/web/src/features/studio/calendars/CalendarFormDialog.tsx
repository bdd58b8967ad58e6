import { CalendarBody, CalendarType, MeetingTool, type CalendarDto } from '@market/contract';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { toast } from '../../../lib/toast';
import { FormDialog } from '../../../components/ui/FormDialog';
import { Field } from '../../../components/ui/Field';
import { Input } from '../../../components/ui/Input';
import { SegmentedControl } from '../../../components/ui/SegmentedControl';
import { Select } from '../../../components/ui/Select';
import { Switch } from '../../../components/ui/Switch';
import { Textarea } from '../../../components/ui/Textarea';
import { applyServerErrors, contractResolver } from '../../../lib/form';
import { m } from '../../../lib/messages';
import { cm } from '../../../lib/console-messages';
import { PriceInput } from '../PriceInput';
import { studioCalendarsApi, useCalendarMutation } from './api';
import { calendarFormDefaults, toCalendarBody, type CalendarFormValues } from './calendar-form';

const t = cm.studioCalendars;
const typeOptions = CalendarType.values.map((value) => ({ value, label: t.types[value] ?? value }));
const toolOptions = MeetingTool.values.map((value) => ({ value, label: cm.studioEvents.meetingTools[value] ?? value }));
const statusOptions = (['ACTIVE', 'INACTIVE'] as const).map((value) => ({ value, label: t.statuses[value] }));
const placeOptions = [
  { value: 'ONLINE', label: t.placeModes.ONLINE },
  { value: 'OFFLINE', label: t.placeModes.OFFLINE },
] as const;
const fields = ['title', 'description', 'type', 'price', 'durationMinutes', 'capacityPerFrame', 'meetingTool', 'meetingUrl', 'location', 'status'] as const;
const codeFields = { INVALID_EVENT_TITLE: 'title', INVALID_PRICE: 'price', INVALID_URL: 'meetingUrl' } as const;
const resolver = contractResolver(CalendarBody, toCalendarBody);

/** Creates a calendar (none given) or edits one. */
export function CalendarFormDialog({ open, onClose, calendar }: { open: boolean; onClose: () => void; calendar?: CalendarDto }) {
  return open ? <CalendarFormBody onClose={onClose} calendar={calendar} /> : null;
}

function CalendarFormBody({ onClose, calendar }: { onClose: () => void; calendar?: CalendarDto }) {
  const editing = Boolean(calendar);
  const { register, control, handleSubmit, setError, formState } = useForm<CalendarFormValues, unknown, z.output<typeof CalendarBody>>({
    resolver,
    defaultValues: calendarFormDefaults(calendar),
  });
  const [type, place] = useWatch({ control, name: ['type', 'place'] });
  const save = useCalendarMutation(
    (body: CalendarBody) => (calendar ? studioCalendarsApi.update(calendar.id, body) : studioCalendarsApi.create(body)),
    () => {
      toast.success(editing ? t.saved : t.created);
      onClose();
    },
  );
  const errors = formState.errors;
  const formId = editing ? 'calendar-edit' : 'calendar-create';
  // The contract's title code speaks of an event; a calendar says it in its own words.
  const titleError = errors.title ? (errors.title.message === m.validation.required ? m.validation.required : t.titleInvalid) : undefined;

  return (
    <FormDialog
      onClose={onClose}
      title={editing ? t.editTitle : t.createTitle}
      className="max-h-[90dvh] overflow-y-auto sm:max-w-2xl"
      formId={formId}
      formClassName="grid gap-4 sm:grid-cols-2"
      submitLabel={editing ? m.common.save : t.create}
      pending={save.isPending}
      onSubmit={handleSubmit((body) => save.mutate(body, { onError: (error) => applyServerErrors(error, setError, fields, codeFields) }))}
    >
      <Field label={t.fields.title} error={titleError} className="sm:col-span-2">
        <Input autoComplete="off" maxLength={200} {...register('title')} />
      </Field>
      <Field label={t.fields.description} optional error={errors.description?.message} className="sm:col-span-2">
        <Textarea rows={3} {...register('description')} />
      </Field>
      <Field label={t.fields.type} hint={t.typeHints[type]} error={errors.type?.message}>
        <Select options={typeOptions} {...register('type')} />
      </Field>
      <Field label={t.fields.price} hint={t.fields.priceHint} error={errors.price?.message}>
        <Controller
          control={control}
          name="price"
          render={({ field }) => <PriceInput name={field.name} value={field.value} onChange={field.onChange} onBlur={field.onBlur} />}
        />
      </Field>
      <Field label={t.fields.duration} hint={t.fields.durationHint} error={errors.durationMinutes?.message}>
        <Input type="number" inputMode="numeric" min={15} max={480} step={5} {...register('durationMinutes')} />
      </Field>
      {type === 'ONE_TO_ONE' ? null : (
        <Field label={t.fields.capacity} error={errors.capacityPerFrame?.message}>
          <Input type="number" inputMode="numeric" min={1} max={500} {...register('capacityPerFrame')} />
        </Field>
      )}
      <div className="sm:col-span-2">
        <Controller
          control={control}
          name="requiresApproval"
          render={({ field }) => (
            <Switch checked={field.value} onCheckedChange={field.onChange} label={t.fields.requiresApproval} description={t.fields.requiresApprovalHint} />
          )}
        />
      </div>
      <div className="flex flex-col gap-2 sm:col-span-2">
        <p className="text-sm font-medium text-ink" aria-hidden>
          {t.fields.place}
        </p>
        <Controller
          control={control}
          name="place"
          render={({ field }) => (
            <SegmentedControl label={t.fields.place} value={field.value} options={placeOptions} onChange={field.onChange} className="max-w-80" />
          )}
        />
      </div>
      {place === 'ONLINE' ? (
        <>
          <Field label={t.fields.meetingTool} optional error={errors.meetingTool?.message}>
            <Select options={toolOptions} placeholder={cm.studioEvents.meetingToolNone} {...register('meetingTool')} />
          </Field>
          <Field label={t.fields.meetingUrl} optional error={errors.meetingUrl?.message}>
            <Input type="url" inputMode="url" autoComplete="off" placeholder="https://" {...register('meetingUrl')} />
          </Field>
        </>
      ) : (
        <Field label={t.fields.location} optional error={errors.location?.message} className="sm:col-span-2">
          <Input autoComplete="street-address" maxLength={500} {...register('location')} />
        </Field>
      )}
      <Field label={t.fields.status} error={errors.status?.message}>
        <Select options={statusOptions} {...register('status')} />
      </Field>
    </FormDialog>
  );
}
