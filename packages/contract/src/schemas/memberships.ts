import { z } from 'zod';
import { BillingPeriodUnit, SubscriptionStatus } from '../enums.js';
import { PageQuery, paged } from './common.js';

/**
 * Memberships (spec 7.11): plans an admin sells, each with ordered parts (what a member gets, in
 * words), included products (online courses and member-only ticket tiers) and prices, each billed every
 * `count` DAY/WEEK/MONTH/YEAR or once for life. Subscriptions are the members' side.
 */

export const MEMBERSHIP_STATUSES = ['ACTIVE', 'INACTIVE'] as const;
export const MembershipStatus = z.enum(MEMBERSHIP_STATUSES);
export type MembershipStatus = z.infer<typeof MembershipStatus>;

/** What a plan may include: its members learn the courses and may buy the member-only tiers. */
export const MEMBERSHIP_PRODUCT_TYPES = ['ONLINE_COURSE', 'TICKET_TIER'] as const;
export const MembershipProductType = z.enum(MEMBERSHIP_PRODUCT_TYPES, 'INVALID_PRODUCT_ITEM');
export type MembershipProductType = z.infer<typeof MembershipProductType>;

/** The longest count of one billing period (36 months, 36 years...). */
export const MAX_BILLING_PERIOD_COUNT = 36;
export const BillingPeriod = z.object({
  unit: BillingPeriodUnit.schema,
  count: z.number().int().min(1).max(MAX_BILLING_PERIOD_COUNT).default(1),
});
export type BillingPeriod = z.infer<typeof BillingPeriod>;

export const MembershipPriceBody = z.object({
  /** An existing price of the plan being edited; absent: a new price. */
  id: z.uuid().optional(),
  amount: z.number('INVALID_PRICE').int('INVALID_PRICE').min(0, 'INVALID_PRICE').max(1_000_000_000, 'INVALID_PRICE'),
  /** null: paid once, for life. */
  period: BillingPeriod.nullable(),
  status: MembershipStatus.default('ACTIVE'),
});
export type MembershipPriceBody = z.input<typeof MembershipPriceBody>;

export const MembershipPartBody = z.object({
  /** An existing part of the plan being edited; absent: a new part. */
  id: z.uuid().optional(),
  title: z.string().trim().min(1, 'INVALID_TITLE').max(200, 'INVALID_TITLE'),
  description: z.string().trim().max(5_000).nullable().optional(),
});
export type MembershipPartBody = z.input<typeof MembershipPartBody>;

export const MembershipProductRef = z.object({ productItemType: MembershipProductType, productItemId: z.uuid('INVALID_PRODUCT_ITEM') });
export type MembershipProductRef = z.infer<typeof MembershipProductRef>;

/** A whole plan as the admin's editor sends it (create and PUT alike): parts and prices in their order. */
export const MembershipBody = z.object({
  name: z.string().trim().min(1, 'INVALID_TITLE').max(200, 'INVALID_TITLE'),
  description: z.string().trim().max(20_000).nullable().optional(),
  image: z
    .url({ protocol: /^https?$/, message: 'INVALID_URL' })
    .max(2048)
    .nullable()
    .optional(),
  /** The plan offered when none is named; it cannot be made inactive or deleted. */
  isDefault: z.boolean().default(false),
  /** The plan the pricing page puts forward. */
  isMain: z.boolean().default(false),
  status: MembershipStatus.default('ACTIVE'),
  parts: z.array(MembershipPartBody).max(50).default([]),
  prices: z.array(MembershipPriceBody).min(1).max(20),
  /** At least one (MEMBERSHIP_NO_PRODUCTS otherwise). */
  products: z.array(MembershipProductRef).max(200).default([]),
});
export type MembershipBody = z.input<typeof MembershipBody>;

export const MembershipPriceDto = z.object({
  id: z.uuid(),
  amount: z.number().int(),
  /** null: lifetime. */
  period: z.object({ unit: BillingPeriodUnit.schema, count: z.number().int() }).nullable(),
  isLifetime: z.boolean(),
  status: MembershipStatus,
});
export type MembershipPriceDto = z.infer<typeof MembershipPriceDto>;

export const MembershipPartDto = z.object({ id: z.uuid(), title: z.string(), description: z.string().nullable() });
export type MembershipPartDto = z.infer<typeof MembershipPartDto>;

/** An included product as its own type describes it now (`onSale` false: unpublished or gone since). */
export const MembershipProductDto = z.object({
  productItemType: MembershipProductType,
  productItemId: z.uuid(),
  title: z.string(),
  subtitle: z.string().nullable(),
  image: z.string().nullable(),
  link: z.string().nullable(),
  onSale: z.boolean(),
});
export type MembershipProductDto = z.infer<typeof MembershipProductDto>;

export const MembershipDto = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  image: z.string().nullable(),
  isDefault: z.boolean(),
  isMain: z.boolean(),
  status: MembershipStatus,
  parts: z.array(MembershipPartDto),
  /** Public reads list the active prices only; admins see all. */
  prices: z.array(MembershipPriceDto),
  products: z.array(MembershipProductDto),
  /** Admins only (null for others): members now (active, renewing or cancelled before their period ends). */
  memberCount: z.number().int().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type MembershipDto = z.infer<typeof MembershipDto>;
export const MembershipPage = paged(MembershipDto);
export type MembershipPage = z.infer<typeof MembershipPage>;

export const MembershipListQuery = PageQuery.extend({ q: z.string().trim().max(200).optional() });
export type MembershipListQuery = z.infer<typeof MembershipListQuery>;
export const MembershipSearchQuery = PageQuery.extend({ q: z.string().trim().max(200).default('') });
export type MembershipSearchQuery = z.infer<typeof MembershipSearchQuery>;
export const AdminMembershipListQuery = MembershipListQuery.extend({ status: MembershipStatus.optional() });
export type AdminMembershipListQuery = z.infer<typeof AdminMembershipListQuery>;

const RegisteredFilters = {
  status: SubscriptionStatus.schema.optional(),
  /** Name, e-mail or phone of the member (accents ignored). */
  q: z.string().trim().max(200).optional(),
};
export const MembershipRegisteredQuery = PageQuery.extend(RegisteredFilters);
export type MembershipRegisteredQuery = z.infer<typeof MembershipRegisteredQuery>;
export const MembershipRegisteredExportQuery = z.object({
  ...RegisteredFilters,
  sort: PageQuery.shape.sort,
  format: z.enum(['csv', 'xlsx']).default('csv'),
});
export type MembershipRegisteredExportQuery = z.infer<typeof MembershipRegisteredExportQuery>;

/** A subscription of a plan, as the admin's list of its registered members shows it. */
export const MembershipSubscriberDto = z.object({
  subscriptionId: z.uuid(),
  user: z.object({ id: z.uuid(), fullName: z.string(), email: z.string().nullable(), phone: z.string().nullable() }),
  price: MembershipPriceDto,
  status: SubscriptionStatus.schema,
  currentPeriodStart: z.string().nullable(),
  currentPeriodEnd: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  createdAt: z.string(),
});
export type MembershipSubscriberDto = z.infer<typeof MembershipSubscriberDto>;
export const MembershipSubscriberPage = paged(MembershipSubscriberDto);

/** One of my subscriptions (GET /auth/subscriptions). */
export const SubscriptionDto = z.object({
  id: z.uuid(),
  status: SubscriptionStatus.schema,
  membership: z.object({ id: z.uuid(), name: z.string(), image: z.string().nullable() }),
  price: MembershipPriceDto,
  isLifetime: z.boolean(),
  currentPeriodStart: z.string().nullable(),
  /** null for a lifetime plan, and before the first payment. */
  currentPeriodEnd: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  createdAt: z.string(),
});
export type SubscriptionDto = z.infer<typeof SubscriptionDto>;
export const SubscriptionPage = paged(SubscriptionDto);
export type SubscriptionPage = z.infer<typeof SubscriptionPage>;

/** A price my subscription could be on (GET /auth/subscriptions/{id}/plans): the current one, or one to change to. */
export const SubscriptionPlanDto = z.object({
  membership: z.object({ id: z.uuid(), name: z.string(), image: z.string().nullable() }),
  price: MembershipPriceDto,
  isCurrent: z.boolean(),
  /** What moving to it does, shown before confirming (null: the current price, a lifetime price, or no paid period yet). */
  change: z.object({ kind: z.enum(['UPGRADE', 'DOWNGRADE']), chargeNow: z.number().int(), startsAt: z.string() }).nullable(),
});
export type SubscriptionPlanDto = z.infer<typeof SubscriptionPlanDto>;
export const SubscriptionPlans = z.array(SubscriptionPlanDto);

const UNIT_WORDS: Record<BillingPeriod['unit'], string> = { DAY: 'ngày', WEEK: 'tuần', MONTH: 'tháng', YEAR: 'năm' };

/** A price's period in words, after a slash: "tháng", "3 tháng", "năm"; null (lifetime): "trọn đời". */
export function billingPeriodLabel(period: { unit: BillingPeriod['unit']; count: number } | null): string {
  if (!period) return 'trọn đời';
  return period.count === 1 ? UNIT_WORDS[period.unit] : `${period.count} ${UNIT_WORDS[period.unit]}`;
}

/** What members and admins read for each subscription status. */
export const SUBSCRIPTION_STATUS_LABELS: Record<z.infer<typeof SubscriptionStatus.schema>, string> = {
  PENDING: 'Chờ thanh toán',
  ACTIVE: 'Đang hoạt động',
  FAILED: 'Không thành công',
  CANCEL: 'Đã huỷ (còn hiệu lực đến hết kỳ)',
  EXPIRED: 'Đã hết hạn',
  PENDING_RENEWAL: 'Đang gia hạn',
};
