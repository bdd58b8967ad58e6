import { EventCategoryBody, UpdateEventCategoryBody, type EventCategoryDto } from '@market/contract';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { toast } from 'react-toastify';
import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import { Field } from '../../../components/ui/Field';
import { Input } from '../../../components/ui/Input';
import { Textarea } from '../../../components/ui/Textarea';
import { applyServerErrors, contractResolver } from '../../../lib/form';
import { m } from '../../../lib/messages';
import { orNull, orUndefined, slugOrFromName, toPosition } from '../../catalogue/form-values';
import { SlugField } from '../../catalogue/SlugField';
import { adminEventCategoriesApi, useEventCategoryMutation } from './api';

const t = m.eventCategories;

interface EventCategoryForm {
  name: string;
  slug: string;
  description: string;
  icon: string;
  position: string;
}
const fields = ['name', 'slug', 'description', 'icon', 'position'] as const;
const codeFields = { SLUG_ALREADY_EXISTS: 'slug', INVALID_SLUG: 'slug' } as const;

const toCreate = (v: EventCategoryForm) => ({
  name: v.name,
  slug: orUndefined(v.slug),
  description: orUndefined(v.description),
  icon: orUndefined(v.icon),
  position: toPosition(v.position),
});
const toUpdate = (v: EventCategoryForm) => ({
  name: v.name,
  slug: slugOrFromName(v.slug, v.name),
  description: orNull(v.description),
  icon: orNull(v.icon),
  position: toPosition(v.position),
});

/** Adds an event category (eventCategory undefined) or edits one: name, optional slug, description, icon, position. */
export function EventCategoryFormDialog({ open, onClose, eventCategory }: { open: boolean; onClose: () => void; eventCategory?: EventCategoryDto }) {
  return open ? <EventCategoryFormDialogBody onClose={onClose} eventCategory={eventCategory} /> : null;
}

function EventCategoryFormDialogBody({ onClose, eventCategory }: { onClose: () => void; eventCategory?: EventCategoryDto }) {
  const editing = Boolean(eventCategory);
  const { register, handleSubmit, setError, formState, control } = useForm<EventCategoryForm, unknown, unknown>({
    resolver: (editing ? contractResolver(UpdateEventCategoryBody, toUpdate) : contractResolver(EventCategoryBody, toCreate)) as Resolver<
      EventCategoryForm,
      unknown,
      unknown
    >,
    defaultValues: {
      name: eventCategory?.name ?? '',
      slug: eventCategory?.slug ?? '',
      description: eventCategory?.description ?? '',
      icon: eventCategory?.icon ?? '',
      position: eventCategory ? String(eventCategory.position) : '',
    },
  });
  const [name, slug] = useWatch({ control, name: ['name', 'slug'] });
  const save = useEventCategoryMutation(
    (body: unknown) =>
      eventCategory
        ? adminEventCategoriesApi.update(eventCategory.id, body as UpdateEventCategoryBody)
        : adminEventCategoriesApi.create(body as EventCategoryBody),
    () => {
      toast.success(editing ? t.saved : t.created);
      onClose();
    },
  );
  const errors = formState.errors;
  const formId = editing ? 'event-category-edit' : 'event-category-create';

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={editing ? t.editTitle : t.addTitle}
      className="max-h-[90dvh] overflow-y-auto sm:max-w-lg"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={save.isPending}>
            {m.common.cancel}
          </Button>
          <Button type="submit" form={formId} loading={save.isPending}>
            {editing ? m.common.save : t.add}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        noValidate
        className="flex flex-col gap-4"
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
      </form>
    </Dialog>
  );
}
