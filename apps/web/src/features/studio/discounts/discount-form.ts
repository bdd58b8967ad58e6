import type { DiscountBody, DiscountDetailDto, HostProductDto, StoredDiscountType } from '@market/contract';
import { instantToLocalDateTime } from '../../../lib/vietnam-time';
import { instant, int } from '../vouchers/voucher-form';

/** The discount dialog's values: texts as typed, the value as digits, times as datetime-local in Vietnam time. */
export interface DiscountFormValues {
  name: string;
  description: string;
  type: StoredDiscountType;
  value: string;
  startAt: string;
  endAt: string;
  active: boolean;
  products: HostProductDto[];
}

const HOUR = 3_600_000;

export function discountFormDefaults(discount?: DiscountDetailDto, now: Date = new Date()): DiscountFormValues {
  const start = new Date(Math.ceil(now.getTime() / HOUR) * HOUR);
  return {
    name: discount?.name ?? '',
    description: discount?.description ?? '',
    type: discount?.type ?? 'PERCENTAGE',
    value: discount ? String(discount.value) : '',
    startAt: instantToLocalDateTime(discount?.startAt ?? start.toISOString()),
    endAt: instantToLocalDateTime(discount?.endAt ?? new Date(start.getTime() + 7 * 24 * HOUR).toISOString()),
    active: discount?.active ?? true,
    products: discount?.products ?? [],
  };
}

/** The dialog's values → the contract's body (create and PUT: every field, the products whole). */
export function toDiscountBody(values: DiscountFormValues): DiscountBody {
  const description = values.description.trim();
  return {
    name: values.name.trim(),
    description: description === '' ? null : description,
    type: values.type,
    value: int(values.value),
    startAt: instant(values.startAt),
    endAt: instant(values.endAt),
    active: values.active,
    products: values.products.map((p) => ({ productItemType: p.productItemType, productItemId: p.productItemId })),
  };
}
