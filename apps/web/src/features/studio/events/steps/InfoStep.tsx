import { MeetingTool } from '@market/contract';
import { useId } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { Field } from '../../../../components/ui/Field';
import { Input } from '../../../../components/ui/Input';
import { SegmentedControl } from '../../../../components/ui/SegmentedControl';
import { Select } from '../../../../components/ui/Select';
import { Textarea } from '../../../../components/ui/Textarea';
import { m } from '../../../../lib/messages';
import { useDebouncedValue } from '../../../../lib/use-debounced-value';
import { useSlugSuggestion } from '../api';
import type { EventFormValues } from '../event-form';
import { EventCategoriesField } from './EventCategoriesField';

const t = m.studioEvents;
const formatOptions = [
  { value: 'ONLINE', label: t.formats.ONLINE },
  { value: 'OFFLINE', label: t.formats.OFFLINE },
] as const;
const toolOptions = MeetingTool.values.map((value) => ({ value, label: t.meetingTools[value] ?? value }));

/** Under the slug box: while it is blank, the slug the server would give the title (from create-slug). */
function SlugHint({ title, slug, onUse }: { title: string; slug: string; onUse: (slug: string) => void }) {
  const blank = slug.trim() === '';
  const suggestion = useSlugSuggestion(useDebouncedValue(title, 500), blank);
  if (!blank || !suggestion.data) return <>{suggestion.isFetching ? t.slugChecking : t.slugHint}</>;
  // The answer is always a free slug; `available` says whether the title's own slug was.
  const { slug: suggested, available } = suggestion.data;
  return (
    <span aria-live="polite">
      {available ? t.slugSuggested(suggested) : t.slugTaken(suggested)}{' '}
      <button type="button" className="font-medium text-brand-700 underline-offset-2 hover:underline" onClick={() => onUse(suggested)}>
        {t.useSuggestion}
      </button>
    </span>
  );
}

/** Step 1: what the event is and where it happens. */
export function InfoStep({ suggestSlug }: { suggestSlug: boolean }) {
  const citiesId = useId();
  const { register, control, setValue, formState } = useFormContext<EventFormValues, unknown, unknown>();
  const [title, slug, format] = useWatch({ control, name: ['title', 'slug', 'format'] });
  const errors = formState.errors;

  return (
    <div className="flex flex-col gap-5">
      <Field label={t.titleLabel} error={errors.title?.message}>
        <Input autoComplete="off" maxLength={200} placeholder={t.titlePlaceholder} {...register('title')} />
      </Field>
      <Field
        label={t.slug}
        optional
        error={errors.slug?.message}
        hint={
          suggestSlug ? (
            <SlugHint title={title} slug={slug} onUse={(value) => setValue('slug', value, { shouldDirty: true, shouldValidate: true })} />
          ) : (
            t.slugHint
          )
        }
      >
        <Input autoComplete="off" spellCheck={false} maxLength={80} {...register('slug')} />
      </Field>
      <Field label={t.summary} optional hint={t.summaryHint} error={errors.summary?.message}>
        <Textarea rows={2} maxLength={500} {...register('summary')} />
      </Field>
      <Field label={t.description} optional error={errors.description?.message}>
        <Textarea rows={8} {...register('description')} />
      </Field>
      <EventCategoriesField />
      <div className="flex flex-col gap-2">
        <p className="text-sm font-medium text-ink" aria-hidden>
          {t.format}
        </p>
        <Controller
          control={control}
          name="format"
          render={({ field }) => (
            <SegmentedControl label={t.format} value={field.value} options={formatOptions} onChange={field.onChange} className="max-w-80" />
          )}
        />
      </div>
      {format === 'ONLINE' ? (
        <div className="grid gap-5 sm:grid-cols-[minmax(0,220px)_minmax(0,1fr)]">
          <Field label={t.meetingTool} error={errors.meetingTool?.message}>
            <Select options={toolOptions} placeholder={t.meetingToolNone} {...register('meetingTool')} />
          </Field>
          <Field label={t.meetingUrl} optional hint={t.meetingUrlHint} error={errors.meetingUrl?.message}>
            <Input type="url" inputMode="url" autoComplete="off" placeholder="https://" {...register('meetingUrl')} />
          </Field>
        </div>
      ) : (
        <div className="grid gap-5 sm:grid-cols-2">
          <Field label={t.venueName} optional error={errors.venueName?.message}>
            <Input autoComplete="off" maxLength={200} {...register('venueName')} />
          </Field>
          <Field label={t.city} optional error={errors.city?.message}>
            <Input autoComplete="address-level1" maxLength={100} list={citiesId} {...register('city')} />
          </Field>
          <datalist id={citiesId}>
            {t.cities.map((city) => (
              <option key={city} value={city} />
            ))}
          </datalist>
          <Field label={t.address} error={errors.address?.message} className="sm:col-span-2">
            <Input autoComplete="street-address" maxLength={500} {...register('address')} />
          </Field>
        </div>
      )}
    </div>
  );
}
