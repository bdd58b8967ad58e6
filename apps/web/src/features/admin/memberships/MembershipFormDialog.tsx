import { MembershipBody, productTypeLabel, type MembershipDto } from '@market/contract';
import { ArrowDown, ArrowUp, Plus, X } from 'lucide-react';
import { Controller, useFieldArray, useForm, type Resolver } from 'react-hook-form';
import { Button } from '../../../components/ui/Button';
import { Field } from '../../../components/ui/Field';
import { FormDialog } from '../../../components/ui/FormDialog';
import { Input } from '../../../components/ui/Input';
import { Select } from '../../../components/ui/Select';
import { Switch } from '../../../components/ui/Switch';
import { Textarea } from '../../../components/ui/Textarea';
import { cm } from '../../../lib/console-messages';
import { applyServerErrors, contractResolver } from '../../../lib/form';
import { m } from '../../../lib/messages';
import { toast } from '../../../lib/toast';
import { adminMembershipsApi, usePlanMutation } from './api';
import { ProductPicker, type PickedProduct } from './ProductPicker';

const t = cm.adminMemberships;
type Unit = 'DAY' | 'WEEK' | 'MONTH' | 'YEAR';

/** What the form holds: boxes are text until the contract's schema reads them. */
interface PlanForm {
  name: string;
  description: string;
  image: string;
  isDefault: boolean;
  isMain: boolean;
  active: boolean;
  parts: { partId: string; title: string; description: string }[];
  prices: { priceId: string; amount: string; unit: Unit | 'LIFETIME'; count: string; active: boolean }[];
  products: PickedProduct[];
}
const fields = ['name', 'description', 'image', 'parts', 'prices', 'products'] as const;
const CODE_FIELDS = {
  MEMBERSHIP_NO_PRODUCTS: 'products',
  PRODUCT_NOT_FOUND: 'products',
  MEMBERSHIP_PART_NOT_FOUND: 'parts',
  MEMBERSHIP_PRICE_NOT_FOUND: 'prices',
} as const;

const toBody = (v: PlanForm) => ({
  name: v.name,
  description: v.description.trim() || null,
  image: v.image.trim() || null,
  isDefault: v.isDefault,
  isMain: v.isMain,
  status: v.active ? 'ACTIVE' : 'INACTIVE',
  parts: v.parts.map((p) => ({ ...(p.partId ? { id: p.partId } : {}), title: p.title, description: p.description.trim() || null })),
  prices: v.prices.map((p) => ({
    ...(p.priceId ? { id: p.priceId } : {}),
    amount: p.amount.trim() === '' ? Number.NaN : Number(p.amount),
    period: p.unit === 'LIFETIME' ? null : { unit: p.unit, count: Number(p.count) },
    status: p.active ? 'ACTIVE' : 'INACTIVE',
  })),
  products: v.products.map(({ productItemType, productItemId }) => ({ productItemType, productItemId })),
});

const formOf = (plan?: MembershipDto): PlanForm => ({
  name: plan?.name ?? '',
  description: plan?.description ?? '',
  image: plan?.image ?? '',
  isDefault: plan?.isDefault ?? false,
  isMain: plan?.isMain ?? false,
  active: plan ? plan.status === 'ACTIVE' : true,
  parts: plan?.parts.map((p) => ({ partId: p.id, title: p.title, description: p.description ?? '' })) ?? [],
  prices: plan?.prices.map((p) => ({
    priceId: p.id,
    amount: String(p.amount),
    unit: p.period?.unit ?? 'LIFETIME',
    count: String(p.period?.count ?? 1),
    active: p.status === 'ACTIVE',
  })) ?? [{ priceId: '', amount: '', unit: 'MONTH', count: '1', active: true }],
  products: plan?.products.map((p) => ({ productItemType: p.productItemType, productItemId: p.productItemId, title: p.title })) ?? [],
});

const unitOptions = [
  ...(['MONTH', 'YEAR', 'WEEK', 'DAY'] as const).map((value) => ({ value, label: t.form.units[value] })),
  { value: 'LIFETIME', label: t.form.lifetime },
];

/** Adds a plan (plan undefined) or edits one: its words, parts in order, prices and included products. */
export function MembershipFormDialog({ open, onClose, plan }: { open: boolean; onClose: () => void; plan?: MembershipDto }) {
  return open ? <FormBody onClose={onClose} plan={plan} /> : null;
}

function FormBody({ onClose, plan }: { onClose: () => void; plan?: MembershipDto | undefined }) {
  const { register, control, handleSubmit, setError, formState } = useForm<PlanForm, unknown, MembershipBody>({
    resolver: contractResolver(MembershipBody, toBody) as unknown as Resolver<PlanForm, unknown, MembershipBody>,
    defaultValues: formOf(plan),
  });
  const parts = useFieldArray({ control, name: 'parts', keyName: 'key' });
  const prices = useFieldArray({ control, name: 'prices', keyName: 'key' });
  const products = useFieldArray({ control, name: 'products', keyName: 'key' });
  const save = usePlanMutation(
    (body: MembershipBody) => (plan ? adminMembershipsApi.update(plan.id, body) : adminMembershipsApi.create(body)),
    () => {
      toast.success(plan ? t.saved : t.created);
      onClose();
    },
  );
  const errors = formState.errors;
  const id = plan ? 'membership-edit' : 'membership-create';

  return (
    <FormDialog
      onClose={onClose}
      title={plan ? t.form.editTitle : t.form.addTitle}
      className="max-h-[90dvh] overflow-y-auto sm:max-w-3xl"
      formId={id}
      formClassName="flex flex-col gap-5"
      submitLabel={plan ? m.common.save : t.form.create}
      pending={save.isPending}
      onSubmit={handleSubmit((body) => save.mutate(body, { onError: (error) => applyServerErrors(error, setError, fields, CODE_FIELDS) }))}
    >
      <Field label={t.name} error={errors.name?.message}>
        <Input autoComplete="off" maxLength={200} {...register('name')} />
      </Field>
      <Field label={t.form.description} optional error={errors.description?.message}>
        <Textarea rows={3} {...register('description')} />
      </Field>
      <Field label={t.form.image} optional error={errors.image?.message}>
        <Input type="url" autoComplete="off" {...register('image')} />
      </Field>
      <div className="grid gap-3 sm:grid-cols-3">
        {(['active', 'isDefault', 'isMain'] as const).map((name) => (
          <Controller
            key={name}
            control={control}
            name={name}
            render={({ field }) => <Switch checked={field.value} onCheckedChange={field.onChange} label={name === 'active' ? t.form.active : t.form[name]} />}
          />
        ))}
      </div>

      <fieldset className="space-y-3">
        <legend className="text-sm font-semibold text-ink">{t.form.parts}</legend>
        {parts.fields.map((part, i) => (
          <div key={part.key} className="grid gap-2 rounded-xl ring-1 ring-line p-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,1.5fr)_auto]">
            <Field label={t.form.partTitle}>
              <Input autoComplete="off" maxLength={200} {...register(`parts.${i}.title`)} />
            </Field>
            <Field label={t.form.partDescription} optional>
              <Input autoComplete="off" {...register(`parts.${i}.description`)} />
            </Field>
            <div className="flex items-end gap-1">
              <Button variant="ghost" size="sm" aria-label={t.form.moveUp(i + 1)} disabled={i === 0} onClick={() => parts.move(i, i - 1)}>
                <ArrowUp className="size-4" aria-hidden />
              </Button>
              <Button
                variant="ghost"
                size="sm"
                aria-label={t.form.moveDown(i + 1)}
                disabled={i === parts.fields.length - 1}
                onClick={() => parts.move(i, i + 1)}
              >
                <ArrowDown className="size-4" aria-hidden />
              </Button>
              <Button variant="ghost" size="sm" aria-label={t.form.removePart(i + 1)} onClick={() => parts.remove(i)}>
                <X className="size-4" aria-hidden />
              </Button>
            </div>
          </div>
        ))}
        {errors.parts?.message ? <p className="text-sm text-danger-700">{errors.parts.message}</p> : null}
        <Button
          variant="secondary"
          size="sm"
          leadingIcon={<Plus className="size-4" aria-hidden />}
          onClick={() => parts.append({ partId: '', title: '', description: '' })}
        >
          {t.form.addPart}
        </Button>
      </fieldset>

      <fieldset className="space-y-3">
        <legend className="text-sm font-semibold text-ink">{t.form.prices}</legend>
        <p className="text-xs text-muted">{t.form.priceChangeNote}</p>
        {prices.fields.map((price, i) => (
          <div key={price.key} className="grid items-end gap-2 rounded-xl ring-1 ring-line p-3 sm:grid-cols-[minmax(0,1fr)_8rem_5rem_auto_auto]">
            <Field label={t.form.amount}>
              <Input type="number" inputMode="numeric" min={0} step={1000} {...register(`prices.${i}.amount`)} />
            </Field>
            <Field label={t.form.period}>
              <Select options={unitOptions} {...register(`prices.${i}.unit`)} />
            </Field>
            <Field label={t.form.count}>
              <Input type="number" inputMode="numeric" min={1} max={36} step={1} {...register(`prices.${i}.count`)} />
            </Field>
            <Controller
              control={control}
              name={`prices.${i}.active`}
              render={({ field }) => <Switch checked={field.value} onCheckedChange={field.onChange} label={t.form.priceActive} />}
            />
            <Button variant="ghost" size="sm" aria-label={t.form.removePrice(i + 1)} disabled={prices.fields.length === 1} onClick={() => prices.remove(i)}>
              <X className="size-4" aria-hidden />
            </Button>
          </div>
        ))}
        {errors.prices?.message ? <p className="text-sm text-danger-700">{errors.prices.message}</p> : null}
        <Button
          variant="secondary"
          size="sm"
          leadingIcon={<Plus className="size-4" aria-hidden />}
          onClick={() => prices.append({ priceId: '', amount: '', unit: 'YEAR', count: '1', active: true })}
        >
          {t.form.addPrice}
        </Button>
      </fieldset>

      <fieldset className="space-y-3">
        <legend className="text-sm font-semibold text-ink">{t.form.products}</legend>
        <p className="text-xs text-muted">{t.form.productsHint}</p>
        {products.fields.length ? (
          <ul className="space-y-1">
            {products.fields.map((product, i) => (
              <li key={product.key} className="flex items-center justify-between gap-3 rounded-lg ring-1 ring-line px-3 py-2 text-sm">
                <span className="min-w-0 truncate">
                  <span className="text-muted">{productTypeLabel(product.productItemType)} · </span>
                  {product.title}
                </span>
                <Button variant="ghost" size="sm" aria-label={t.form.removeProduct(product.title)} onClick={() => products.remove(i)}>
                  <X className="size-4" aria-hidden />
                </Button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted">{t.form.noProducts}</p>
        )}
        {errors.products?.message ? <p className="text-sm text-danger-700">{errors.products.message}</p> : null}
        <ProductPicker chosen={products.fields} onPick={(p) => products.append(p)} />
      </fieldset>
    </FormDialog>
  );
}
