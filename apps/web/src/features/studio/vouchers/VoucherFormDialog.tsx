import { Applicability, MAX_VOUCHER_PRODUCTS, MAX_VOUCHER_RESTRICTED_USERS, Usage, VoucherBody, type VoucherDetailDto } from '@market/contract';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { Field } from '../../../components/ui/Field';
import { Input } from '../../../components/ui/Input';
import { Select } from '../../../components/ui/Select';
import { contractResolver } from '../../../lib/form';
import { cm } from '../../../lib/console-messages';
import { PriceInput } from '../PriceInput';
import {
  PromotionActiveSwitch,
  PromotionForm,
  PromotionFormDialog,
  PromotionNameFields,
  PromotionValueFields,
  PromotionWindowFields,
} from '../promotions/PromotionFormDialog';
import { voucherSource } from './api';
import { ProductPicker } from './ProductPicker';
import { UserPicker } from './UserPicker';
import { toVoucherBody, voucherFormDefaults, type VoucherFormValues } from './voucher-form';

const t = cm.studioVouchers;
const p = cm.studioPromotions;
const typeOptions = (['PERCENTAGE', 'FIXED_AMOUNT'] as const).map((value) => ({ value, label: t.types[value] }));
const usageOptions = Usage.values.map((value) => ({ value, label: t.usages[value] }));
const applicabilityOptions = Applicability.values.map((value) => ({ value, label: t.applicabilities[value] }));
const fields = [
  'code',
  'name',
  'description',
  'type',
  'value',
  'maxDiscount',
  'minOrderAmount',
  'usage',
  'applicability',
  'usageLimit',
  'startAt',
  'endAt',
  'products',
  'restrictedUsers',
] as const;
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
  return (
    <PromotionFormDialog
      open={open}
      onClose={onClose}
      id={voucherId}
      source={voucherSource}
      editTitle={t.editTitle}
      renderForm={(voucher) => <VoucherForm voucher={voucher} onClose={onClose} />}
    />
  );
}

function VoucherForm({ voucher, onClose }: { voucher?: VoucherDetailDto; onClose: () => void }) {
  const form = useForm<VoucherFormValues, unknown, z.output<typeof VoucherBody>>({ resolver, defaultValues: voucherFormDefaults(voucher) });
  const { register, control, formState } = form;
  const type = useWatch({ control, name: 'type' });
  const errors = formState.errors;
  const percentage = type === 'PERCENTAGE';

  return (
    <PromotionForm form={form} source={voucherSource} detail={voucher} texts={t} name="voucher" fields={fields} codeFields={codeFields} onClose={onClose}>
      <Field label={t.fields.code} hint={t.fields.codeHint} error={errors.code?.message}>
        <Input autoComplete="off" spellCheck={false} maxLength={40} className="font-mono uppercase" {...register('code')} />
      </Field>
      <PromotionNameFields wideName={false} />
      <PromotionValueFields typeOptions={typeOptions} />
      {percentage ? (
        <Field label={t.fields.maxDiscount} hint={t.fields.maxDiscountHint} optional error={errors.maxDiscount?.message}>
          <Controller
            control={control}
            name="maxDiscount"
            render={({ field }) => <PriceInput name={field.name} value={field.value} onChange={field.onChange} onBlur={field.onBlur} />}
          />
        </Field>
      ) : null}
      <Field label={t.fields.minOrderAmount} optional error={errors.minOrderAmount?.message}>
        <Controller
          control={control}
          name="minOrderAmount"
          render={({ field }) => <PriceInput name={field.name} value={field.value} onChange={field.onChange} onBlur={field.onBlur} />}
        />
      </Field>
      <PromotionWindowFields />
      <Field label={t.fields.usage} error={errors.usage?.message}>
        <Select options={usageOptions} {...register('usage')} />
      </Field>
      <Field label={t.fields.applicability} error={errors.applicability?.message}>
        <Select options={applicabilityOptions} {...register('applicability')} />
      </Field>
      <Field label={t.fields.usageLimit} hint={t.fields.usageLimitHint} optional error={errors.usageLimit?.message}>
        <Input type="number" inputMode="numeric" min={Math.max(1, voucher?.usedCount ?? 0)} {...register('usageLimit')} />
      </Field>
      <PromotionActiveSwitch description={t.fields.activeHint} />
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
          render={({ field }) => (
            <UserPicker value={field.value} onChange={field.onChange} error={errors.restrictedUsers?.message} max={MAX_VOUCHER_RESTRICTED_USERS} />
          )}
        />
      </div>
    </PromotionForm>
  );
}
