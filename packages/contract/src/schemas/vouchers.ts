import { z } from 'zod';
import { Applicability, DiscountType, OrderItemStatus, OrderStatus, ProductItemType, Usage, VoucherType, VoucherValidity } from '../enums.js';
import { PageQuery } from './common.js';

/**
 * A host's vouchers (codes a buyer types at checkout) and discounts (automatic price cuts), spec 7.9.
 * Both apply to the host's own products only, of any type the server sells (it answers
 * INVALID_PRODUCT_ITEM for one it does not, or that is not the host's). Money is an integer of VND; a percentage is a whole number from 1 to 100.
 */

export const MAX_PROMOTION_AMOUNT = 1_000_000_000;
export const MAX_VOUCHER_PRODUCTS = 100;
export const MAX_VOUCHER_RESTRICTED_USERS = 200;
export const MAX_DISCOUNT_PRODUCTS = 200;

const Instant = z.iso.datetime({ offset: true, message: 'INVALID_DATE' });
const Text = (max: number) => z.string().trim().max(max).nullable().optional();
const Name = z.string().trim().min(1).max(200);
const Amount = z.number('INVALID_AMOUNT').int('INVALID_AMOUNT').min(0, 'INVALID_AMOUNT').max(MAX_PROMOTION_AMOUNT, 'INVALID_AMOUNT');
/** A percentage (1–100) or a VND amount (> 0); which one is decided by the type, checked on the whole body. */
const Value = z
  .number('INVALID_DISCOUNT_VALUE')
  .int('INVALID_DISCOUNT_VALUE')
  .min(1, 'INVALID_DISCOUNT_VALUE')
  .max(MAX_PROMOTION_AMOUNT, 'INVALID_DISCOUNT_VALUE');

/** What a voucher or a discount can be put on: any product item type; which are sold is the server's to say. */
export const PROMOTABLE_ITEM_TYPES = ProductItemType.values;
export const PromotableItemType = z.enum(PROMOTABLE_ITEM_TYPES, 'INVALID_PRODUCT_ITEM');
export type PromotableItemType = z.infer<typeof PromotableItemType>;
export const PromotedProductRef = z.object({ productItemType: PromotableItemType, productItemId: z.uuid('INVALID_PRODUCT_ITEM') });
export type PromotedProductRef = z.infer<typeof PromotedProductRef>;

/** A code as a host types it: 3–40 letters, digits, "_" or "-"; stored and compared in upper case. */
export const HostVoucherCode = z
  .string('INVALID_VOUCHER_CODE')
  .trim()
  .regex(/^[A-Za-z0-9_-]{3,40}$/, 'INVALID_VOUCHER_CODE')
  .transform((v) => v.toUpperCase());

/** Where a voucher or discount stands now: in effect, not yet, over, or switched off (before it is over). */
export const PROMOTION_STATES = [...VoucherValidity.values, 'INACTIVE'] as const;
export const PromotionState = z.enum(PROMOTION_STATES);
export type PromotionState = z.infer<typeof PromotionState>;

interface Shape {
  type?: string | undefined;
  value?: number | undefined;
  startAt?: string | undefined;
  endAt?: string | undefined;
}
/** The rules that need two fields; a partial body is checked where it names both (the server checks the merge). */
function crossCheck(body: Shape, ctx: z.RefinementCtx) {
  if (body.type === 'PERCENTAGE' && body.value !== undefined && body.value > 100)
    ctx.addIssue({ code: 'custom', path: ['value'], message: 'INVALID_DISCOUNT_VALUE' });
  if (body.startAt && body.endAt && Date.parse(body.endAt) <= Date.parse(body.startAt))
    ctx.addIssue({ code: 'custom', path: ['endAt'], message: 'INVALID_DATE_RANGE' });
}

// --- Vouchers ---
const VoucherFields = {
  code: HostVoucherCode,
  name: Name,
  description: Text(2000),
  type: VoucherType.schema,
  value: Value,
  /** The most a percentage voucher takes off, VND (ignored for a fixed amount). */
  maxDiscount: Amount.min(1, 'INVALID_AMOUNT').nullable().optional(),
  /** The eligible amount an order needs before the voucher applies, VND. */
  minOrderAmount: Amount.default(0),
  /** SINGLE_USE: once per buyer; MULTI_USE: as often as the limit allows. */
  usage: Usage.schema.default('MULTI_USE'),
  /** ALL: once on the eligible total; EACH: on every eligible unit. */
  applicability: Applicability.schema.default('ALL'),
  /** Uses in all (null: unlimited); never below the uses already made. */
  usageLimit: z
    .number('INVALID_USAGE_LIMIT')
    .int('INVALID_USAGE_LIMIT')
    .min(1, 'INVALID_USAGE_LIMIT')
    .max(1_000_000, 'INVALID_USAGE_LIMIT')
    .nullable()
    .optional(),
  startAt: Instant,
  endAt: Instant,
  active: z.boolean().default(true),
  /** Only these products (none: every product of the host). */
  products: z.array(PromotedProductRef).max(MAX_VOUCHER_PRODUCTS).default([]),
  /** Only these buyers (none: anybody). */
  restrictedUserIds: z.array(z.uuid()).max(MAX_VOUCHER_RESTRICTED_USERS).default([]),
};
/** Create (POST) and full replace (PUT): lists left out are emptied. */
export const VoucherBody = z.object(VoucherFields).superRefine(crossCheck);
export type VoucherBody = z.input<typeof VoucherBody>;
/** Every field optional and none defaulted: a patch changes only what it names (`{ active: false }` pauses it). */
export const PatchVoucherBody = z
  .object({
    ...VoucherFields,
    minOrderAmount: VoucherFields.minOrderAmount.unwrap(),
    usage: VoucherFields.usage.unwrap(),
    applicability: VoucherFields.applicability.unwrap(),
    active: VoucherFields.active.unwrap(),
    products: VoucherFields.products.unwrap(),
    restrictedUserIds: VoucherFields.restrictedUserIds.unwrap(),
  })
  .partial()
  .superRefine(crossCheck);
export type PatchVoucherBody = z.input<typeof PatchVoucherBody>;

export const VOUCHER_SORTS = ['createdAt', 'startAt', 'endAt', 'code', 'usedCount'] as const;
const Search = z.string().trim().max(100).optional();
export const VoucherListQuery = PageQuery.extend({
  /** Part of the code or the name. */
  q: Search,
  validity: PromotionState.optional(),
  sortBy: z.enum(VOUCHER_SORTS).default('createdAt'),
});
export type VoucherListQuery = z.infer<typeof VoucherListQuery>;

/** A product a voucher or discount is on, as the host recognises it. */
export const HostProductDto = PromotedProductRef.extend({
  /** The event or the calendar it belongs to. */
  parentId: z.uuid(),
  /** The event's or calendar's title. */
  title: z.string(),
  /** The tier's name (a frame is told by its time). */
  subtitle: z.string().nullable(),
  /** Its current price, VND. */
  price: z.number().int(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  /** The discount that already covers it, if any. */
  discount: z.object({ id: z.uuid(), name: z.string() }).nullable(),
});
export type HostProductDto = z.infer<typeof HostProductDto>;
export const HostProductList = z.object({ data: z.array(HostProductDto) });

export const RestrictedUserDto = z.object({ id: z.uuid(), fullName: z.string(), email: z.string().nullable(), avatar: z.string().nullable() });
export type RestrictedUserDto = z.infer<typeof RestrictedUserDto>;
export const RestrictedUserList = z.object({ data: z.array(RestrictedUserDto) });

export const VoucherDto = z.object({
  id: z.uuid(),
  code: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  type: VoucherType.schema,
  value: z.number().int(),
  maxDiscount: z.number().int().nullable(),
  minOrderAmount: z.number().int(),
  usage: Usage.schema,
  applicability: Applicability.schema,
  usageLimit: z.number().int().nullable(),
  usedCount: z.number().int(),
  startAt: z.string(),
  endAt: z.string(),
  active: z.boolean(),
  validity: PromotionState,
  productCount: z.number().int(),
  restrictedUserCount: z.number().int(),
  /** False once an order that is paid (or being paid) used it: then it can only be switched off. */
  canDelete: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type VoucherDto = z.infer<typeof VoucherDto>;
export const VoucherDetailDto = VoucherDto.extend({ products: z.array(HostProductDto), restrictedUsers: z.array(RestrictedUserDto) });
export type VoucherDetailDto = z.infer<typeof VoucherDetailDto>;

// --- Discounts ---
/** FIXED_AMOUNT is another name of AMOUNT (older clients send it). */
const DiscountTypeInput = DiscountType.schema.transform((t) => (t === 'FIXED_AMOUNT' ? 'AMOUNT' : t));
export const STORED_DISCOUNT_TYPES = ['PERCENTAGE', 'AMOUNT'] as const;
export const StoredDiscountType = z.enum(STORED_DISCOUNT_TYPES);
export type StoredDiscountType = z.infer<typeof StoredDiscountType>;

const DiscountFields = {
  name: Name,
  description: Text(2000),
  type: DiscountTypeInput,
  value: Value,
  startAt: Instant,
  endAt: Instant,
  active: z.boolean().default(true),
  /** At least one; a product belongs to at most one discount. */
  products: z.array(PromotedProductRef).min(1, 'PRODUCT_IDS_REQUIRED').max(MAX_DISCOUNT_PRODUCTS),
};
export const DiscountBody = z.object(DiscountFields).superRefine(crossCheck);
export type DiscountBody = z.input<typeof DiscountBody>;
export const PatchDiscountBody = z
  .object({ ...DiscountFields, active: DiscountFields.active.unwrap() })
  .partial()
  .superRefine(crossCheck);
export type PatchDiscountBody = z.input<typeof PatchDiscountBody>;

export const DISCOUNT_SORTS = ['createdAt', 'startAt', 'endAt', 'name'] as const;
export const DiscountListQuery = PageQuery.extend({
  q: Search,
  validity: PromotionState.optional(),
  sortBy: z.enum(DISCOUNT_SORTS).default('createdAt'),
});
export type DiscountListQuery = z.infer<typeof DiscountListQuery>;

export const DiscountDto = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  type: StoredDiscountType,
  value: z.number().int(),
  startAt: z.string(),
  endAt: z.string(),
  active: z.boolean(),
  validity: PromotionState,
  productCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type DiscountDto = z.infer<typeof DiscountDto>;
export const DiscountDetailDto = DiscountDto.extend({ products: z.array(HostProductDto) });
export type DiscountDetailDto = z.infer<typeof DiscountDetailDto>;

/** The host's products that can be put on a discount (or a voucher): tiers of events not over, upcoming frames. */
export const HostProductsQuery = PageQuery.omit({ sort: true }).extend({
  /** Part of the event's or calendar's title, or of the tier's name. */
  q: Search,
  productItemType: PromotableItemType.optional(),
});
export type HostProductsQuery = z.infer<typeof HostProductsQuery>;

// --- Orders that used a voucher or a discount ---
export const PromotionOrderItemDto = z.object({
  id: z.uuid(),
  orderId: z.uuid(),
  orderCode: z.string(),
  orderStatus: OrderStatus.schema,
  buyer: RestrictedUserDto,
  productItemType: z.string(),
  productItemId: z.uuid(),
  title: z.string(),
  subtitle: z.string().nullable(),
  unitPrice: z.number().int(),
  quantity: z.number().int(),
  discountAmount: z.number().int(),
  voucherAmount: z.number().int(),
  total: z.number().int(),
  status: OrderItemStatus.schema,
  createdAt: z.string(),
});
export type PromotionOrderItemDto = z.infer<typeof PromotionOrderItemDto>;
export const PromotionOrderItemsQuery = PageQuery;
export type PromotionOrderItemsQuery = z.infer<typeof PromotionOrderItemsQuery>;
