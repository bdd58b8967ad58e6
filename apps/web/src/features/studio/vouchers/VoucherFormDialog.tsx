import { Applicability, MAX_VOUCHER_PRODUCTS, MAX_VOUCHER_RESTRICTED_USERS, Usage, VoucherBody, type VoucherDetailDto } from '@market/contract';
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
import { Select } from '../../../components/ui/Select';
import { Switch } from '../../../components/ui/Switch';
import { Textarea } from '../../../components/ui/Textarea';
import { applyServerErrors, contractResolver } from '../../../lib/form';
import { m } from '../../../lib/messages';
import { PriceInput } from '../PriceInput';
import { useVoucher, useVoucherMutation, vouchersApi } from './api';
import { ProductPicker } from './ProductPicker';
import { UserPicker } from './UserPicker';
import { toVoucherBody, voucherFormDefaults, type VoucherFormValues, type VoucherType } from './voucher-form';

const t = m.studioVouchers;
const p = m.studioPromotions;
const typeOptions = (['PERCENTAGE', 'FIXED_AMOUNT'] as const).map((value) => ({ value, label: t.types[value] }));
const usageOptions = Usage.values.map((value) => ({ value, label: t.usages[value] }));
const applicabilityOptions = Applicability.values.map((value) => ({ value, label: t.applicabilities[value] }));
const fields = ['code', 'name', 'description', 'type', 'value', 'maxDiscount', 'minOrderAmount', 'usage', 'applicability', 'usageLimit', 'startAt', 'endAt', 'products', 'restrictedUsers'] as const;
/** Whole-call codes that belong to one field. */
const codeFields = {
  VOUCHER_CODE_EXISTS: 'code',
  INVALID_DATE_RANGE: 'endAt',
  INVALID_DISCOUNT_VALUE: 'value',
  INVALID_USAGE_LIMIT: 'usageLimit',
  INVALID_PRODUCT_ITEM: 'products',
  VOUCHER_PRODUCT_DUPLICATED: 'products',
  USER_NOT_FOUND: 'restrictedUsers',
} as const;
const resolver = contractResolver(VoucherBody, toVoucherBody);

/** Creates a voucher (no id) or edits one (its detail is read first: the lists are not in the table). */
export function VoucherFormDialog({ open, onClose, voucherId }: { open: boolean; onClose: () => void; voucherId?: string }) {
  if (!open) return null;
  return voucherId ? <EditVoucher voucherId={voucherId} onClose={onClose} /> : <VoucherForm onClose={onClose} />;
}

function EditVoucher({ voucherId, onClose }: { voucherId: string; onClose: () => void }) {
  const detail = useVoucher(voucherId);
  if (detail.data) return <VoucherForm voucher={detail.data} onClose={onClose} />;
  return (
    <Dialog open onOpenChange={(isOpen) => !isOpen && onClose()} title={t.editTitle}>
      {detail.isError ? <ErrorState onRetry={() => void detail.refetch()} retrying={detail.isFetching} /> : <LoadingState />}
    </Dialog>
  );
}

function VoucherForm({ voucher, onClose }: { voucher?: VoucherDetailDto; onClose: () => void }) {
  const editing = Boolean(voucher);
  const { register, control, handleSubmit, setError, setValue, formState } = useForm<VoucherFormValues, unknown, z.output<typeof VoucherBody>>({
    resolver,
    defaultValues: voucherFormDefaults(voucher),
  });
  const type = useWatch({ control, name: 'type' });
  const save = useVoucherMutation(
    (body: z.output<typeof VoucherBody>) => (voucher ? vouchersApi.replace(voucher.id, body) : vouchersApi.create(body)),
    () => {
      toast.success(editing ? t.saved : t.created);
      onClose();
    },
  );
  const errors = formState.errors;
  const formId = editing ? 'voucher-edit' : 'voucher-create';
  const percentage = type === 'PERCENTAGE';

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
        <Field label={t.fields.code} hint={t.fields.codeHint} error={errors.code?.message}>
          <Input autoComplete="off" spellCheck={false} maxLength={40} className="font-mono uppercase" {...register('code')} />
        </Field>
        <Field label={p.fields.name} error={errors.name?.message}>
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
              <SegmentedControl<VoucherType>
                label={p.fields.type}
                value={field.value}
                options={typeOptions}
                onChange={(next) => {
                  field.onChange(next);
                  // 20 (%) means nothing as 20 ₫: the value is typed again.
                  setValue('value', '');
                }}
              />
            )}
          />
        </div>
        {percentage ? (
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
        {percentage ? (
          <Field label={t.fields.maxDiscount} hint={t.fields.maxDiscountHint} optional error={errors.maxDiscount?.message}>
            <Controller control={control} name="maxDiscount" render={({ field }) => <PriceInput name={field.name} value={field.value} onChange={field.onChange} onBlur={field.onBlur} />} />
          </Field>
        ) : null}
        <Field label={t.fields.minOrderAmount} optional error={errors.minOrderAmount?.message}>
          <Controller control={control} name="minOrderAmount" render={({ field }) => <PriceInput name={field.name} value={field.value} onChange={field.onChange} onBlur={field.onBlur} />} />
        </Field>
        <Field label={p.fields.startAt} hint={p.fields.timeHint} error={errors.startAt?.message}>
          <Input type="datetime-local" {...register('startAt')} />
        </Field>
        <Field label={p.fields.endAt} hint={p.fields.timeHint} error={errors.endAt?.message}>
          <Input type="datetime-local" {...register('endAt')} />
        </Field>
        <Field label={t.fields.usage} error={errors.usage?.message}>
          <Select options={usageOptions} {...register('usage')} />
        </Field>
        <Field label={t.fields.applicability} error={errors.applicability?.message}>
          <Select options={applicabilityOptions} {...register('applicability')} />
        </Field>
        <Field label={t.fields.usageLimit} hint={t.fields.usageLimitHint} optional error={errors.usageLimit?.message}>
          <Input type="number" inputMode="numeric" min={Math.max(1, voucher?.usedCount ?? 0)} {...register('usageLimit')} />
        </Field>
        <div className="sm:col-span-2">
          <Controller
            control={control}
            name="active"
            render={({ field }) => <Switch checked={field.value} onCheckedChange={field.onChange} label={p.fields.active} description={t.fields.activeHint} />}
          />
        </div>
        <div className="sm:col-span-2">
          <Controller
            control={control}
            name="products"
            render={({ field }) => (
              <ProductPicker
                label={p.products.label}
                hint={t.fields.productsHint}
                error={errors.products?.message}
                value={field.value}
                onChange={field.onChange}
                max={MAX_VOUCHER_PRODUCTS}
              />
            )}
          />
        </div>
        <div className="sm:col-span-2">
          <Controller
            control={control}
            name="restrictedUsers"
            render={({ field }) => <UserPicker value={field.value} onChange={field.onChange} error={errors.restrictedUsers?.message} max={MAX_VOUCHER_RESTRICTED_USERS} />}
          />
        </div>
      </form>
    </Dialog>
  );
}
