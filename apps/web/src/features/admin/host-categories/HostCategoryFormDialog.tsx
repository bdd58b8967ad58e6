import { HostCategoryBody, UpdateHostCategoryBody, type HostCategoryDto } from '@market/contract';
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
import { hostCategoriesApi, useHostCategoryMutation } from './api';

const t = m.catalogue.hostCategories;

interface HostCategoryForm {
  name: string;
  slug: string;
  description: string;
  icon: string;
  position: string;
}
const fields = ['name', 'slug', 'description', 'icon', 'position'] as const;
const codeFields = { SLUG_ALREADY_EXISTS: 'slug', INVALID_SLUG: 'slug' } as const;

const toCreate = (v: HostCategoryForm) => ({
  name: v.name,
  slug: orUndefined(v.slug),
  description: orUndefined(v.description),
  icon: orUndefined(v.icon),
  position: toPosition(v.position),
});
const toUpdate = (v: HostCategoryForm) => ({
  name: v.name,
  slug: slugOrFromName(v.slug, v.name),
  description: orNull(v.description),
  icon: orNull(v.icon),
  position: toPosition(v.position),
});

/** Adds a host category (hostCategory undefined) or edits one. */
export function HostCategoryFormDialog({ open, onClose, hostCategory }: { open: boolean; onClose: () => void; hostCategory?: HostCategoryDto }) {
  return open ? <HostCategoryFormDialogBody onClose={onClose} hostCategory={hostCategory} /> : null;
}

function HostCategoryFormDialogBody({ onClose, hostCategory }: { onClose: () => void; hostCategory?: HostCategoryDto }) {
  const editing = Boolean(hostCategory);
  const { register, handleSubmit, setError, formState, control } = useForm<HostCategoryForm, unknown, unknown>({
    resolver: (editing ? contractResolver(UpdateHostCategoryBody, toUpdate) : contractResolver(HostCategoryBody, toCreate)) as Resolver<
      HostCategoryForm,
      unknown,
      unknown
    >,
    defaultValues: {
      name: hostCategory?.name ?? '',
      slug: hostCategory?.slug ?? '',
      description: hostCategory?.description ?? '',
      icon: hostCategory?.icon ?? '',
      position: hostCategory ? String(hostCategory.position) : '',
    },
  });
  const [name, slug] = useWatch({ control, name: ['name', 'slug'] });
  const save = useHostCategoryMutation(
    (body: unknown) =>
      hostCategory ? hostCategoriesApi.update(hostCategory.id, body as UpdateHostCategoryBody) : hostCategoriesApi.create(body as HostCategoryBody),
    () => {
      toast.success(editing ? t.saved : t.created);
      onClose();
    },
  );
  const errors = formState.errors;
  const formId = editing ? 'host-category-edit' : 'host-category-create';

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
