import { DiscountBody, MAX_DISCOUNT_PRODUCTS, type DiscountDetailDto, type StoredDiscountType } from '@market/contract';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { toast } from 'react-toastify';
import type { z } from 'zod';
import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import { ErrorState } from '../../../components/ui/ErrorState';
import { Field } from '../../../components/ui/Field';
import { Input } from '../../../components/ui/Input';
import { LoadingState } from '../../../components/ui/LoadingState';
import { SegmentedControl } from '../../../components/ui/SegmentedControl';
import { Switch } from '../../../components/ui/Switch';
import { Textarea } from '../../../components/ui/Textarea';
import { applyServerErrors, contractResolver } from '../../../lib/form';
import { m } from '../../../lib/messages';
import { PriceInput } from '../PriceInput';
import { ProductPicker } from '../vouchers/ProductPicker';
import { discountsApi, useDiscount, useDiscountMutation } from './api';
import { discountFormDefaults, toDiscountBody, type DiscountFormValues } from './discount-form';

const t = m.studioDiscounts;
const p = m.studioPromotions;
const typeOptions = (['PERCENTAGE', 'AMOUNT'] as const).map((value) => ({ value, label: t.types[value] }));
const fields = ['name', 'description', 'type', 'value', 'startAt', 'endAt', 'products'] as const;
const codeFields = {
  INVALID_DATE_RANGE: 'endAt',
  INVALID_DISCOUNT_VALUE: 'value',
  INVALID_PRODUCT_ITEM: 'products',
  DISCOUNT_PRODUCT_DUPLICATED: 'products',
} as const;
const resolver = contractResolver(DiscountBody, toDiscountBody);

/** Creates a discount (no id) or edits one (its detail, with its products, is read first). */
export function DiscountFormDialog({ open, onClose, discountId }: { open: boolean; onClose: () => void; discountId?: string }) {
  if (!open) return null;
  return discountId ? <EditDiscount discountId={discountId} onClose={onClose} /> : <DiscountForm onClose={onClose} />;
}

function EditDiscount({ discountId, onClose }: { discountId: string; onClose: () => void }) {
  const detail = useDiscount(discountId);
  if (detail.data) return <DiscountForm discount={detail.data} onClose={onClose} />;
  return (
    <Dialog open onOpenChange={(isOpen) => !isOpen && onClose()} title={t.editTitle}>
      {detail.isError ? <ErrorState onRetry={() => void detail.refetch()} retrying={detail.isFetching} /> : <LoadingState />}
    </Dialog>
  );
}

function DiscountForm({ discount, onClose }: { discount?: DiscountDetailDto; onClose: () => void }) {
  const editing = Boolean(discount);
  const { register, control, handleSubmit, setError, setValue, formState } = useForm<DiscountFormValues, unknown, z.output<typeof DiscountBody>>({
    resolver,
    defaultValues: discountFormDefaults(discount),
  });
  const type = useWatch({ control, name: 'type' });
  const save = useDiscountMutation(
    (body: z.output<typeof DiscountBody>) => (discount ? discountsApi.replace(discount.id, body) : discountsApi.create(body)),
    () => {
      toast.success(editing ? t.saved : t.created);
      onClose();
    },
  );
  const errors = formState.errors;
  const formId = editing ? 'discount-edit' : 'discount-create';

  return (
    <Dialog
      open
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={editing ? t.editTitle : t.createTitle}
      className="max-h-[92dvh] overflow-y-auto sm:max-w-3xl"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={save.isPending}>
            {m.common.cancel}
          </Button>
          <Button type="submit" form={formId} loading={save.isPending}>
            {editing ? m.common.save : t.create}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        noValidate
        className="grid gap-4 sm:grid-cols-2"
        onSubmit={handleSubmit((body) => save.mutate(body, { onError: (error) => applyServerErrors(error, setError, fields, codeFields) }))}
      >
        <Field label={p.fields.name} error={errors.name?.message} className="sm:col-span-2">
          <Input autoComplete="off" maxLength={200} {...register('name')} />
        </Field>
        <Field label={p.fields.description} optional error={errors.description?.message} className="sm:col-span-2">
          <Textarea rows={2} maxLength={2000} {...register('description')} />
        </Field>
        <div className="flex flex-col gap-1.5">
          <p className="text-sm font-medium text-ink" aria-hidden>
            {p.fields.type}
          </p>
          <Controller
            control={control}
            name="type"
            render={({ field }) => (
              <SegmentedControl<StoredDiscountType>
                label={p.fields.type}
                value={field.value}
                options={typeOptions}
                onChange={(next) => {
                  field.onChange(next);
                  setValue('value', '');
                }}
              />
            )}
          />
        </div>
        {type === 'PERCENTAGE' ? (
          <Field label={p.fields.percent} hint={p.fields.percentHint} error={errors.value?.message}>
            <Input
              type="number"
              inputMode="numeric"
              min={1}
              max={100}
              trailing={
                <span className="pr-3 text-sm text-muted" aria-hidden>
                  %
                </span>
              }
              {...register('value')}
            />
          </Field>
        ) : (
          <Field label={p.fields.amount} error={errors.value?.message}>
            <Controller control={control} name="value" render={({ field }) => <PriceInput name={field.name} value={field.value} onChange={field.onChange} onBlur={field.onBlur} />} />
          </Field>
        )}
        <Field label={p.fields.startAt} hint={p.fields.timeHint} error={errors.startAt?.message}>
          <Input type="datetime-local" {...register('startAt')} />
        </Field>
        <Field label={p.fields.endAt} hint={p.fields.timeHint} error={errors.endAt?.message}>
          <Input type="datetime-local" {...register('endAt')} />
        </Field>
        <div className="sm:col-span-2">
          <Controller control={control} name="active" render={({ field }) => <Switch checked={field.value} onCheckedChange={field.onChange} label={p.fields.active} />} />
        </div>
        <div className="sm:col-span-2">
          <Controller
            control={control}
            name="products"
            render={({ field }) => (
              <ProductPicker
                label={p.products.label}
                hint={t.productsHint}
                error={errors.products?.message}
                value={field.value}
                onChange={field.onChange}
                blockTakenBy={{ ownDiscountId: discount?.id ?? null }}
                max={MAX_DISCOUNT_PRODUCTS}
              />
            )}
          />
        </div>
      </form>
    </Dialog>
  );
}
