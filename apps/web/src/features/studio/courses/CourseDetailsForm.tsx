import { COURSE_LEVEL_LABELS, COURSE_LINE_LENGTH, COURSE_LINES_MAX, CourseLevel, CourseUpsertBody, type CourseDetailDto } from '@market/contract';
import { ImagePlus } from 'lucide-react';
import { lazy, Suspense, useId, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/ui/Button';
import { Field } from '../../../components/ui/Field';
import { Input } from '../../../components/ui/Input';
import { Select } from '../../../components/ui/Select';
import { Switch } from '../../../components/ui/Switch';
import { Textarea } from '../../../components/ui/Textarea';
import { applyServerErrors, contractResolver } from '../../../lib/form';
import { m } from '../../../lib/messages';
import { cm } from '../../../lib/console-messages';
import { showApiError } from '../../../lib/show-api-error';
import { uploadFile } from '../../../lib/upload';
import { useCategoryTree } from '../../catalogue/api';
import { CategoryPicker } from '../../catalogue/CategoryPicker';
import { PriceInput } from '../PriceInput';
import { LinesEditor } from './LinesEditor';

// TipTap is loaded with the course editor's route only (its own chunk), as for posts and events.
const RichTextEditor = lazy(() => import('../RichTextEditor').then((module) => ({ default: module.RichTextEditor })));

const t = cm.studioCourses;
const levelOptions = CourseLevel.values.map((value) => ({ value, label: COURSE_LEVEL_LABELS[value] }));
/** The contract's limit on a course's categories. */
const MAX_CATEGORIES = 5;

export interface CourseFormValues {
  title: string;
  subtitle: string;
  description: string;
  coverImage: string;
  price: string;
  compareAtPrice: string;
  level: string;
  language: string;
  categoryIds: string[];
  outcomes: string[];
  requirements: string[];
  quizzesRequired: boolean;
}

const fields = [
  'title',
  'subtitle',
  'description',
  'coverImage',
  'price',
  'compareAtPrice',
  'level',
  'language',
  'categoryIds',
  'outcomes',
  'requirements',
  'quizzesRequired',
] as const;

export function courseFormDefaults(course?: CourseDetailDto): CourseFormValues {
  return {
    title: course?.title ?? '',
    subtitle: course?.subtitle ?? '',
    description: course?.description ?? '',
    coverImage: course?.coverImage ?? '',
    price: course ? String(course.price) : '0',
    compareAtPrice: course?.compareAtPrice != null ? String(course.compareAtPrice) : '',
    level: course?.level ?? '',
    language: course?.language ?? 'Tiếng Việt',
    categoryIds: course?.categoryIds ?? [],
    outcomes: course?.outcomes ?? [],
    requirements: course?.requirements ?? [],
    quizzesRequired: course?.quizzesRequired ?? true,
  };
}

/** Lines left blank are dropped rather than refused. */
const filledLines = (lines: readonly string[]) => lines.map((line) => line.trim()).filter((line) => line !== '');

/** The form's texts and digit strings → the contract's body (blank optional texts become null: cleared). */
export function toCourseBody(values: CourseFormValues): unknown {
  const text = (value: string) => (value.trim() === '' ? null : value.trim());
  return {
    title: values.title.trim(),
    subtitle: text(values.subtitle),
    description: text(values.description),
    coverImage: text(values.coverImage),
    price: values.price === '' ? 0 : Number(values.price),
    compareAtPrice: values.compareAtPrice === '' ? null : Number(values.compareAtPrice),
    level: text(values.level),
    language: text(values.language),
    categoryIds: values.categoryIds,
    outcomes: filledLines(values.outcomes),
    requirements: filledLines(values.requirements),
    quizzesRequired: values.quizzesRequired,
  };
}

const resolver = contractResolver<CourseFormValues, typeof CourseUpsertBody>(CourseUpsertBody, toCourseBody);

/** A course's title, texts, cover and price; `onSave` sends the body (create or update). */
export function CourseDetailsForm({
  course,
  submitLabel,
  onSave,
}: {
  course?: CourseDetailDto;
  submitLabel: string;
  onSave: (body: z.output<typeof CourseUpsertBody>) => Promise<unknown>;
}) {
  const form = useForm<CourseFormValues, unknown, z.output<typeof CourseUpsertBody>>({ resolver, defaultValues: courseFormDefaults(course) });
  const { register, control, formState, handleSubmit, setError, setValue } = form;
  const errors = formState.errors;
  const cover = useWatch({ control, name: 'coverImage' });
  const [uploading, setUploading] = useState(false);
  const descriptionLabel = useId();
  const categories = useCategoryTree('PUBLIC');

  const submit = handleSubmit(async (body) => {
    try {
      await onSave(body);
      form.reset(form.getValues());
    } catch (error) {
      applyServerErrors(error, setError, fields);
    }
  });

  const chooseCover = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    try {
      setValue('coverImage', await uploadFile(file, 'courses'), { shouldDirty: true });
    } catch (error) {
      showApiError(error);
    } finally {
      setUploading(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-5 lg:grid-cols-2">
      <Field label={t.fields.title} error={errors.title?.message} className="lg:col-span-2">
        <Input maxLength={200} {...register('title')} />
      </Field>
      <Field label={t.fields.subtitle} error={errors.subtitle?.message} optional className="lg:col-span-2">
        <Input maxLength={300} {...register('subtitle')} />
      </Field>
      <div className="flex flex-col gap-1.5 lg:col-span-2">
        <div className="flex items-baseline gap-1.5">
          <span id={descriptionLabel} className="text-sm font-medium text-ink">
            {t.fields.description}
          </span>
          <span className="text-xs text-muted">({m.common.optional})</span>
        </div>
        <Controller
          control={control}
          name="description"
          render={({ field }) => (
            <Suspense fallback={<Textarea rows={8} aria-labelledby={descriptionLabel} aria-busy="true" value={field.value} readOnly />}>
              <RichTextEditor
                value={field.value}
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
      <Field label={t.fields.price} hint={t.fields.priceHint} error={errors.price?.message}>
        <Controller control={control} name="price" render={({ field }) => <PriceInput value={field.value} onChange={field.onChange} onBlur={field.onBlur} />} />
      </Field>
      <Field label={t.fields.compareAt} error={errors.compareAtPrice?.message} optional>
        <Controller
          control={control}
          name="compareAtPrice"
          render={({ field }) => <PriceInput value={field.value} onChange={field.onChange} onBlur={field.onBlur} />}
        />
      </Field>
      <Field label={t.fields.level} error={errors.level?.message} optional>
        <Select options={levelOptions} placeholder={t.fields.levelNone} {...register('level')} />
      </Field>
      <Field label={t.fields.language} error={errors.language?.message} optional>
        <Input maxLength={20} {...register('language')} />
      </Field>
      <div className="lg:col-span-2">
        <Controller
          control={control}
          name="categoryIds"
          render={({ field }) => (
            <CategoryPicker
              label={t.fields.categories}
              description={t.fields.categoriesHint}
              tree={categories.tree}
              value={field.value}
              onChange={field.onChange}
              max={MAX_CATEGORIES}
              error={errors.categoryIds?.message}
              disabled={categories.isPending}
            />
          )}
        />
      </div>
      <Controller
        control={control}
        name="outcomes"
        render={({ field }) => (
          <LinesEditor
            label={t.fields.outcomes}
            hint={t.fields.outcomesHint}
            value={field.value}
            onChange={field.onChange}
            max={COURSE_LINES_MAX}
            maxLength={COURSE_LINE_LENGTH}
            error={errors.outcomes?.message}
          />
        )}
      />
      <Controller
        control={control}
        name="requirements"
        render={({ field }) => (
          <LinesEditor
            label={t.fields.requirements}
            hint={t.fields.requirementsHint}
            value={field.value}
            onChange={field.onChange}
            max={COURSE_LINES_MAX}
            maxLength={COURSE_LINE_LENGTH}
            error={errors.requirements?.message}
          />
        )}
      />
      <div className="lg:col-span-2">
        <Controller
          control={control}
          name="quizzesRequired"
          render={({ field }) => (
            <Switch checked={field.value} onCheckedChange={field.onChange} label={t.fields.quizzesRequired} description={t.fields.quizzesRequiredHint} />
          )}
        />
      </div>
      <div className="flex flex-col gap-2 lg:col-span-2">
        <span className="text-sm font-medium text-ink">{t.fields.cover}</span>
        <div className="flex flex-wrap items-center gap-4">
          {cover ? <img src={cover} alt="" className="aspect-video w-48 rounded-lg object-cover ring-1 ring-line" /> : null}
          <label className="inline-flex h-9 cursor-pointer items-center gap-2 rounded-lg border border-line-strong bg-surface px-3 text-sm font-medium text-ink shadow-sm focus-within:outline-2 focus-within:outline-brand-500 hover:bg-sunken">
            <ImagePlus className="size-4" aria-hidden />
            {uploading ? m.common.loading : t.chooseCover}
            <input type="file" accept="image/*" className="sr-only" disabled={uploading} onChange={(event) => void chooseCover(event.target.files?.[0])} />
          </label>
        </div>
      </div>
      <div className="lg:col-span-2">
        <Button type="submit" disabled={formState.isSubmitting || uploading}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
