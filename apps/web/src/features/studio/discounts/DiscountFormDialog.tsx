import { DiscountBody, MAX_DISCOUNT_PRODUCTS, type DiscountDetailDto } from '@market/contract';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { contractResolver } from '../../../lib/form';
import { cm } from '../../../lib/console-messages';
import {
  PromotionActiveSwitch,
  PromotionForm,
  PromotionFormDialog,
  PromotionNameFields,
  PromotionValueFields,
  PromotionWindowFields,
} from '../promotions/PromotionFormDialog';
import { ProductPicker } from '../vouchers/ProductPicker';
import { discountSource } from './api';
import { discountFormDefaults, toDiscountBody, type DiscountFormValues } from './discount-form';

const t = cm.studioDiscounts;
const p = cm.studioPromotions;
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
  return (
    <PromotionFormDialog
      open={open}
      onClose={onClose}
      id={discountId}
      source={discountSource}
      editTitle={t.editTitle}
      renderForm={(discount) => <DiscountForm discount={discount} onClose={onClose} />}
    />
  );
}

function DiscountForm({ discount, onClose }: { discount?: DiscountDetailDto; onClose: () => void }) {
  const form = useForm<DiscountFormValues, unknown, z.output<typeof DiscountBody>>({ resolver, defaultValues: discountFormDefaults(discount) });
  const { control, formState } = form;

  return (
    <PromotionForm form={form} source={discountSource} detail={discount} texts={t} name="discount" fields={fields} codeFields={codeFields} onClose={onClose}>
      <PromotionNameFields wideName />
      <PromotionValueFields typeOptions={typeOptions} />
      <PromotionWindowFields />
      <PromotionActiveSwitch />
      <div className="sm:col-span-2">
        <Controller
          control={control}
          name="products"
          render={({ field }) => (
            <ProductPicker
              label={p.products.label}
              hint={t.productsHint}
              error={formState.errors.products?.message}
              value={field.value}
              onChange={field.onChange}
              blockTakenBy={{ ownDiscountId: discount?.id ?? null }}
              max={MAX_DISCOUNT_PRODUCTS}
            />
          )}
        />
      </div>
    </PromotionForm>
  );
}
