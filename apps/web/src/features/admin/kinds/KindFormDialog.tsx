import type { KindDto } from '@market/contract';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { FormDialog } from '../../../components/ui/FormDialog';
import { Field } from '../../../components/ui/Field';
import { Input } from '../../../components/ui/Input';
import { Textarea } from '../../../components/ui/Textarea';
import { applyServerErrors, contractResolver } from '../../../lib/form';
import { m } from '../../../lib/messages';
import { orNull, orUndefined, slugOrFromName, toPosition } from '../../catalogue/form-values';
import { SlugField } from '../../catalogue/SlugField';

/** What the form holds: every box is text until the contract's schema reads it. */
export interface KindForm {
  name: string;
  slug: string;
  description: string;
  icon: string;
  position: string;
}
export type KindField = keyof KindForm;

const fields = ['name', 'slug', 'description', 'icon', 'position'] as const;
/** Server codes that belong under a box rather than in a toast. */
export const KIND_CODE_FIELDS: Partial<Record<string, KindField>> = { SLUG_ALREADY_EXISTS: 'slug', INVALID_SLUG: 'slug' };

/** A new kind leaves out what was left blank. */
const toCreate = (v: KindForm) => ({
  name: v.name,
  slug: orUndefined(v.slug),
  description: orUndefined(v.description),
  icon: orUndefined(v.icon),
  position: toPosition(v.position),
});
/** An edit sends every field: blanks clear (null), a blank slug is made from the name. */
const toUpdate = (v: KindForm) => ({
  name: v.name,
  slug: slugOrFromName(v.slug, v.name),
  description: orNull(v.description),
  icon: orNull(v.icon),
  position: toPosition(v.position),
});

/** The feature's own words for its dialog. */
export interface KindFormTexts {
  addTitle: string;
  editTitle: string;
  /** The submit button when adding (editing says `m.common.save`). */
  add: string;
}

/** The part of a `useMutation` result the dialog drives; the feature's mutation hook toasts and closes on success. */
export interface KindSaveMutation {
  isPending: boolean;
  mutate: (body: unknown, options: { onError: (error: unknown) => void }) => void;
}

interface KindFormDialogProps {
  /** The kind being edited, or undefined to add one. */
  kind?: Pick<KindDto, 'name' | 'slug' | 'description' | 'icon' | 'position'> | undefined;
  onClose: () => void;
  texts: KindFormTexts;
  /** The contract's bodies for adding and for editing. */
  schemas: { create: z.ZodType; update: z.ZodType };
  /** Sends the body the schema produced (create or update, as `kind` says). */
  save: KindSaveMutation;
  /** Prefix of the form's id: `<prefix>-create` or `<prefix>-edit`. */
  formId: string;
  /** Server error codes → the box they are shown under. */
  codeFields?: Partial<Record<string, KindField>>;
}

/**
 * The open dialog that adds or edits a flat "kind" (a host category, an event category…): name,
 * optional slug, description, icon and display position. Mount it only while open (the feature's
 * dialog renders it behind `open ? … : null`) so that each opening starts from `kind`'s values.
 *
 * Why: the host and event category dialogs were copies apart from their words, schemas and calls.
 */
export function KindFormDialog({ kind, onClose, texts, schemas, save, formId, codeFields = KIND_CODE_FIELDS }: KindFormDialogProps) {
  const editing = Boolean(kind);
  const { register, handleSubmit, setError, formState, control } = useForm<KindForm, unknown, unknown>({
    resolver: (editing ? contractResolver(schemas.update, toUpdate) : contractResolver(schemas.create, toCreate)) as Resolver<KindForm, unknown, unknown>,
    defaultValues: {
      name: kind?.name ?? '',
      slug: kind?.slug ?? '',
      description: kind?.description ?? '',
      icon: kind?.icon ?? '',
      position: kind ? String(kind.position) : '',
    },
  });
  const [name, slug] = useWatch({ control, name: ['name', 'slug'] });
  const errors = formState.errors;
  const id = `${formId}-${editing ? 'edit' : 'create'}`;

  return (
    <FormDialog
      onClose={onClose}
      title={editing ? texts.editTitle : texts.addTitle}
      className="max-h-[90dvh] overflow-y-auto sm:max-w-lg"
      formId={id}
      formClassName="flex flex-col gap-4"
      submitLabel={editing ? m.common.save : texts.add}
      pending={save.isPending}
      onSubmit={handleSubmit((body) => save.mutate(body, { onError: (error) => applyServerErrors(error, setError, fields, codeFields) }))}
    >
      <Field label={m.catalogue.name} error={errors.name?.message}>
        <Input autoComplete="off" maxLength={100} {...register('name')} />
      </Field>
      <SlugField name={name} slug={slug} registration={register('slug')} error={errors.slug?.message} />
      <Field label={m.catalogue.description} optional error={errors.description?.message}>
        <Textarea rows={3} {...register('description')} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={m.catalogue.icon} optional hint={m.catalogue.iconHint} error={errors.icon?.message}>
          <Input autoComplete="off" {...register('icon')} />
        </Field>
        <Field label={m.catalogue.position} optional hint={m.catalogue.positionHint} error={errors.position?.message}>
          <Input type="number" inputMode="numeric" min={0} step={1} {...register('position')} />
        </Field>
      </div>
    </FormDialog>
  );
}
