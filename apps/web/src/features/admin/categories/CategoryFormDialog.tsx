import { CreateRootCategoryBody, CreateSubCategoryBody, UpdateCategoryBody, type CategoryDto } from '@market/contract';
import { useMemo } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { toast } from '../../../lib/toast';
import { FormDialog } from '../../../components/ui/FormDialog';
import { Field } from '../../../components/ui/Field';
import { Input } from '../../../components/ui/Input';
import { Select } from '../../../components/ui/Select';
import { Textarea } from '../../../components/ui/Textarea';
import { applyServerErrors, contractResolver } from '../../../lib/form';
import { m } from '../../../lib/messages';
import { flattenCategoryTree, subtreeIds, type CategoryNode } from '../../catalogue/category-tree';
import { orNull, orUndefined, slugOrFromName, toPosition } from '../../catalogue/form-values';
import { SlugField } from '../../catalogue/SlugField';
import { adminCategoriesApi, useCategoryMutation } from './api';

const t = m.catalogue.categories;

/** What the dialog is doing: adding a root, adding under a parent, or editing (and maybe moving). */
export type CategoryDialogState = { mode: 'root' } | { mode: 'sub'; parent: CategoryDto } | { mode: 'edit'; category: CategoryDto };

interface CategoryForm {
  name: string;
  slug: string;
  description: string;
  icon: string;
  image: string;
  position: string;
  parentId: string;
}
const fields = ['name', 'slug', 'description', 'icon', 'image', 'position', 'parentId'] as const;
const codeFields = { SLUG_ALREADY_EXISTS: 'slug', INVALID_SLUG: 'slug', CATEGORY_INVALID_PARENT: 'parentId' } as const;

const toCreate = (v: CategoryForm) => ({
  name: v.name,
  slug: orUndefined(v.slug),
  description: orUndefined(v.description),
  icon: orUndefined(v.icon),
  image: orUndefined(v.image),
  position: toPosition(v.position),
  parentId: orUndefined(v.parentId),
});
const toUpdate = (current: CategoryDto) => (v: CategoryForm) => ({
  name: v.name,
  slug: slugOrFromName(v.slug, v.name),
  description: orNull(v.description),
  icon: orNull(v.icon),
  image: orNull(v.image),
  position: toPosition(v.position),
  // Only a changed parent is sent: that is a move.
  parentId: v.parentId === (current.parentId ?? '') ? undefined : orNull(v.parentId),
});

function resolverFor(state: CategoryDialogState): Resolver<CategoryForm, unknown, unknown> {
  const resolver =
    state.mode === 'edit'
      ? contractResolver(UpdateCategoryBody, toUpdate(state.category))
      : state.mode === 'sub'
        ? contractResolver(CreateSubCategoryBody, toCreate)
        : contractResolver(CreateRootCategoryBody, toCreate);
  return resolver as Resolver<CategoryForm, unknown, unknown>;
}

function send(state: CategoryDialogState, body: unknown): Promise<CategoryDto> {
  if (state.mode === 'edit') return adminCategoriesApi.update(state.category.id, body as UpdateCategoryBody);
  if (state.mode === 'sub') return adminCategoriesApi.createSub(body as CreateSubCategoryBody);
  return adminCategoriesApi.createRoot(body as CreateRootCategoryBody);
}

interface CategoryFormDialogProps {
  state: CategoryDialogState | null;
  onClose: () => void;
  /** The whole tree, for the parent choice when editing. */
  tree: readonly CategoryNode[];
}

/** Adds a root or a subcategory, or edits one (name, slug, texts, order, and its parent to move it). */
export function CategoryFormDialog({ state, onClose, tree }: CategoryFormDialogProps) {
  return state ? <CategoryFormDialogBody state={state} onClose={onClose} tree={tree} /> : null;
}

function CategoryFormDialogBody({ state, onClose, tree }: { state: CategoryDialogState; onClose: () => void; tree: readonly CategoryNode[] }) {
  const current = state.mode === 'edit' ? state.category : undefined;
  const { register, handleSubmit, setError, formState, control } = useForm<CategoryForm, unknown, unknown>({
    resolver: resolverFor(state),
    defaultValues: {
      name: current?.name ?? '',
      slug: current?.slug ?? '',
      description: current?.description ?? '',
      icon: current?.icon ?? '',
      image: current?.image ?? '',
      position: current ? String(current.position) : '',
      parentId: state.mode === 'sub' ? state.parent.id : (current?.parentId ?? ''),
    },
  });
  const [name, slug] = useWatch({ control, name: ['name', 'slug'] });
  const parentOptions = useMemo(() => {
    if (!current) return [];
    const own = subtreeIds(tree, current.id);
    const rows = flattenCategoryTree(tree).filter((row) => !own.has(row.category.id));
    return rows.map((row) => ({ value: row.category.id, label: `${'— '.repeat(row.depth)}${row.category.name}` }));
  }, [tree, current]);
  const save = useCategoryMutation(
    (body: unknown) => send(state, body),
    () => {
      toast.success(state.mode === 'edit' ? t.saved : t.created);
      onClose();
    },
  );
  const errors = formState.errors;
  const title = state.mode === 'edit' ? t.editTitle : state.mode === 'sub' ? t.createSubTitle(state.parent.name) : t.createRootTitle;
  const formId = `category-form-${state.mode}`;

  return (
    <FormDialog
      onClose={onClose}
      title={title}
      className="max-h-[90dvh] overflow-y-auto sm:max-w-lg"
      formId={formId}
      formClassName="flex flex-col gap-4"
      submitLabel={state.mode === 'edit' ? m.common.save : t.create}
      pending={save.isPending}
      onSubmit={handleSubmit((body) => save.mutate(body, { onError: (error) => applyServerErrors(error, setError, fields, codeFields) }))}
    >
      <Field label={m.catalogue.name} error={errors.name?.message}>
        <Input autoComplete="off" maxLength={100} {...register('name')} />
      </Field>
      <SlugField name={name} slug={slug} registration={register('slug')} error={errors.slug?.message} />
      {current ? (
        <Field label={t.parent} hint={t.parentHint} error={errors.parentId?.message}>
          <Select options={parentOptions} placeholder={t.noParent} {...register('parentId')} />
        </Field>
      ) : null}
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
      <Field label={m.catalogue.image} optional hint={m.catalogue.imageHint} error={errors.image ? m.validation.invalidUrl : undefined}>
        <Input type="url" inputMode="url" autoComplete="off" {...register('image')} />
      </Field>
    </FormDialog>
  );
}
