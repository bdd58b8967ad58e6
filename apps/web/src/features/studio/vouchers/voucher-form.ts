import type { HostProductDto, RestrictedUserDto, VoucherBody, VoucherDetailDto, VoucherDto } from '@market/contract';
import { instantToLocalDateTime, localDateTimeToInstant } from '../../../lib/vietnam-time';

export type VoucherType = VoucherDto['type'];

/** The voucher dialog's values: texts as typed, amounts as digits, times as datetime-local in Vietnam time. */
export interface VoucherFormValues {
  code: string;
  name: string;
  description: string;
  type: VoucherType;
  /** A percentage (PERCENTAGE) or VND digits (FIXED_AMOUNT). */
  value: string;
  maxDiscount: string;
  minOrderAmount: string;
  usage: VoucherDto['usage'];
  applicability: VoucherDto['applicability'];
  usageLimit: string;
  startAt: string;
  endAt: string;
  active: boolean;
  products: HostProductDto[];
  restrictedUsers: RestrictedUserDto[];
}

const HOUR = 3_600_000;

/** A new voucher starts within the hour and runs for 30 days; an existing one shows what it is. */
export function voucherFormDefaults(voucher?: VoucherDetailDto, now: Date = new Date()): VoucherFormValues {
  const start = new Date(Math.ceil(now.getTime() / HOUR) * HOUR);
  return {
    code: voucher?.code ?? '',
    name: voucher?.name ?? '',
    description: voucher?.description ?? '',
    type: voucher?.type ?? 'PERCENTAGE',
    value: voucher ? String(voucher.value) : '',
    maxDiscount: voucher?.maxDiscount == null ? '' : String(voucher.maxDiscount),
    minOrderAmount: voucher && voucher.minOrderAmount > 0 ? String(voucher.minOrderAmount) : '',
    usage: voucher?.usage ?? 'MULTI_USE',
    applicability: voucher?.applicability ?? 'ALL',
    usageLimit: voucher?.usageLimit == null ? '' : String(voucher.usageLimit),
    startAt: instantToLocalDateTime(voucher?.startAt ?? start.toISOString()),
    endAt: instantToLocalDateTime(voucher?.endAt ?? new Date(start.getTime() + 30 * 24 * HOUR).toISOString()),
    active: voucher?.active ?? true,
    products: voucher?.products ?? [],
    restrictedUsers: voucher?.restrictedUsers ?? [],
  };
}

/** A number box: blank → NaN (the contract refuses it where a number is required). */
export const int = (value: string) => (value.trim() === '' ? Number.NaN : Number(value.trim()));
/** An optional number box: blank → null. */
const optionalInt = (value: string) => (value.trim() === '' ? null : Number(value.trim()));
/** A time box: blank or unreadable → '' (the contract answers "invalid time"). */
export const instant = (value: string) => (value ? (localDateTimeToInstant(value) ?? '') : '');

/** The dialog's values → the contract's body (create and PUT: every field is sent, lists whole). */
export function toVoucherBody(values: VoucherFormValues): VoucherBody {
  const percentage = values.type === 'PERCENTAGE';
  const description = values.description.trim();
  return {
    code: values.code.trim(),
    name: values.name.trim(),
    description: description === '' ? null : description,
    type: values.type,
    value: int(values.value),
    // A cap means something only on a percentage.
    maxDiscount: percentage ? optionalInt(values.maxDiscount) : null,
    minOrderAmount: optionalInt(values.minOrderAmount) ?? 0,
    usage: values.usage,
    applicability: values.applicability,
    usageLimit: optionalInt(values.usageLimit),
    startAt: instant(values.startAt),
    endAt: instant(values.endAt),
    active: values.active,
    products: values.products.map((p) => ({ productItemType: p.productItemType, productItemId: p.productItemId })),
    restrictedUserIds: values.restrictedUsers.map((u) => u.id),
  };
}
