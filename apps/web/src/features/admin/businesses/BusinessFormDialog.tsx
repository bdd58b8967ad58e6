import { BUSINESS_STATUSES, BusinessBody, UpdateBusinessBody, type BusinessDto } from '@market/contract';
import { useController, useForm, useWatch, type Resolver } from 'react-hook-form';
import { toast } from '../../../lib/toast';
import { FormDialog } from '../../../components/ui/FormDialog';
import { Field } from '../../../components/ui/Field';
import { Input } from '../../../components/ui/Input';
import { Select } from '../../../components/ui/Select';
import { Textarea } from '../../../components/ui/Textarea';
import { applyServerErrors, contractResolver } from '../../../lib/form';
import { m } from '../../../lib/messages';
import { useCategoryTree } from '../../catalogue/api';
import { CategoryPicker } from '../../catalogue/CategoryPicker';
import { orNull, orUndefined, slugOrFromName } from '../../catalogue/form-values';
import { SlugField } from '../../catalogue/SlugField';
import { businessesApi, useBusinessMutation } from './api';

const t = m.catalogue.businesses;
const statusOptions = BUSINESS_STATUSES.map((value) => ({ value, label: m.catalogue.statuses[value] ?? value }));
/** The contract's limit on a business's categories. */
const MAX_CATEGORIES = 20;

interface BusinessForm {
  name: string;
  slug: string;
  description: string;
  logo: string;
  website: string;
  email: string;
  phone: string;
  address: string;
  status: string;
  categoryIds: string[];
}
const fields = ['name', 'slug', 'description', 'logo', 'website', 'email', 'phone', 'address', 'status', 'categoryIds'] as const;
const codeFields = { SLUG_ALREADY_EXISTS: 'slug', INVALID_SLUG: 'slug', CATEGORY_NOT_FOUND: 'categoryIds' } as const;
const texts = ['description', 'logo', 'website', 'email', 'phone', 'address'] as const;

const toCreate = (v: BusinessForm) => ({
  name: v.name,
  slug: orUndefined(v.slug),
  ...Object.fromEntries(texts.map((key) => [key, orUndefined(v[key])])),
  status: v.status,
  categoryIds: v.categoryIds,
});
const toUpdate = (v: BusinessForm) => ({
  name: v.name,
  slug: slugOrFromName(v.slug, v.name),
  ...Object.fromEntries(texts.map((key) => [key, orNull(v[key])])),
  status: v.status,
  categoryIds: v.categoryIds,
});

/** Adds a business (business undefined) or edits one, with the categories it works in. */
export function BusinessFormDialog({ open, onClose, business }: { open: boolean; onClose: () => void; business?: BusinessDto }) {
  return open ? <BusinessFormDialogBody onClose={onClose} business={business} /> : null;
}

function BusinessFormDialogBody({ onClose, business }: { onClose: () => void; business?: BusinessDto }) {
  const editing = Boolean(business);
  const categories = useCategoryTree('ALL');
  const { register, handleSubmit, setError, formState, control } = useForm<BusinessForm, unknown, unknown>({
    resolver: (editing ? contractResolver(UpdateBusinessBody, toUpdate) : contractResolver(BusinessBody, toCreate)) as Resolver<BusinessForm, unknown, unknown>,
    defaultValues: {
      name: business?.name ?? '',
      slug: business?.slug ?? '',
      description: business?.description ?? '',
      logo: business?.logo ?? '',
      website: business?.website ?? '',
      email: business?.email ?? '',
      phone: business?.phone ?? '',
      address: business?.address ?? '',
      status: business?.status ?? 'ACTIVE',
      categoryIds: business?.categories.map((c) => c.id) ?? [],
    },
  });
  const [name, slug] = useWatch({ control, name: ['name', 'slug'] });
  const picked = useController({ control, name: 'categoryIds' });
  const save = useBusinessMutation(
    (body: unknown) => (business ? businessesApi.update(business.id, body as UpdateBusinessBody) : businessesApi.create(body as BusinessBody)),
    () => {
      toast.success(editing ? t.saved : t.created);
      onClose();
    },
  );
  const errors = formState.errors;
  const formId = editing ? 'business-edit' : 'business-create';

  return (
    <FormDialog
      onClose={onClose}
      title={editing ? t.editTitle : t.addTitle}
      className="max-h-[90dvh] overflow-y-auto sm:max-w-2xl"
      formId={formId}
      formClassName="grid gap-4 sm:grid-cols-2"
      submitLabel={editing ? m.common.save : t.add}
      pending={save.isPending}
      onSubmit={handleSubmit((body) => save.mutate(body, { onError: (error) => applyServerErrors(error, setError, fields, codeFields) }))}
    >
      <Field label={m.catalogue.name} error={errors.name?.message}>
        <Input autoComplete="off" maxLength={200} {...register('name')} />
      </Field>
      <SlugField name={name} slug={slug} registration={register('slug')} error={errors.slug?.message} />
      <Field label={m.catalogue.description} optional error={errors.description?.message} className="sm:col-span-2">
        <Textarea rows={3} {...register('description')} />
      </Field>
      <Field label={t.logo} optional hint={m.catalogue.imageHint} error={errors.logo ? m.validation.invalidUrl : undefined}>
        <Input type="url" inputMode="url" autoComplete="off" {...register('logo')} />
      </Field>
      <Field label={t.website} optional error={errors.website?.message}>
        <Input type="url" inputMode="url" autoComplete="off" placeholder="https://" {...register('website')} />
      </Field>
      <Field label={t.email} optional error={errors.email?.message}>
        <Input type="email" autoComplete="off" {...register('email')} />
      </Field>
      <Field label={t.phone} optional error={errors.phone?.message}>
        <Input type="tel" autoComplete="off" {...register('phone')} />
      </Field>
      <Field label={t.address} optional error={errors.address?.message}>
        <Input autoComplete="off" {...register('address')} />
      </Field>
      <Field label={m.catalogue.status} error={errors.status?.message}>
        <Select options={statusOptions} {...register('status')} />
      </Field>
      <div className="sm:col-span-2">
        <CategoryPicker
          label={t.categories}
          tree={categories.tree}
          value={picked.field.value}
          onChange={picked.field.onChange}
          known={business?.categories}
          max={MAX_CATEGORIES}
          error={errors.categoryIds?.message}
          disabled={categories.isPending}
        />
      </div>
    </FormDialog>
  );
}
