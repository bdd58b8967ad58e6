import { MeetingTool } from '@market/contract';
import { lazy, Suspense, useId } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { Field } from '../../../../components/ui/Field';
import { Input } from '../../../../components/ui/Input';
import { SegmentedControl } from '../../../../components/ui/SegmentedControl';
import { Select } from '../../../../components/ui/Select';
import { Textarea } from '../../../../components/ui/Textarea';
import { m } from '../../../../lib/messages';
import { cm } from '../../../../lib/console-messages';
import { useDebouncedValue } from '../../../../lib/use-debounced-value';
import { useSlugSuggestion } from '../api';
import type { EventFormValues } from '../event-form';
import { looksLikeHtml } from '../../../events/sanitize-html';
import { EventCategoriesField } from './EventCategoriesField';

// TipTap is large: the editor comes in its own chunk, the first time a description is edited.
const RichTextEditor = lazy(() => import('../../RichTextEditor').then((module) => ({ default: module.RichTextEditor })));

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
/** What the editor starts from: rich text as it is, a plain description (older events) as paragraphs keeping its line breaks. */
export function editorHtmlOf(description: string): string {
  if (!description.trim() || looksLikeHtml(description)) return description;
  return description
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

const t = cm.studioEvents;
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
  const descriptionLabel = useId();
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
      <div className="flex flex-col gap-1.5">
        <div className="flex items-baseline gap-1.5">
          <span id={descriptionLabel} className="text-sm font-medium text-ink">
            {t.description}
          </span>
          <span className="text-xs text-muted">({m.common.optional})</span>
        </div>
        <Controller
          control={control}
          name="description"
          render={({ field }) => (
            <Suspense fallback={<Textarea rows={8} aria-labelledby={descriptionLabel} aria-busy="true" value={field.value ?? ''} readOnly />}>
              <RichTextEditor
                value={editorHtmlOf(field.value ?? '')}
                labelId={descriptionLabel}
                invalid={Boolean(errors.description)}
                onChange={(html, isEmpty) => field.onChange(isEmpty ? '' : html)}
              />
            </Suspense>
          )}
        />
        {errors.description?.message ? (
          <p className="text-[13px] font-medium text-danger-600" aria-live="polite">
            {errors.description.message}
          </p>
        ) : null}
      </div>
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
