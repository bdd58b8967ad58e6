import { z } from 'zod';
import { OrderStatus, PaymentMethod, SubscriptionStatus } from '../enums.js';
import { PageQuery } from './common.js';
import { VoucherCode } from './commerce.js';
import { MembershipPriceDto, SubscriptionDto } from './memberships.js';

/**
 * Subscribing and a member's subscription (spec 7.11, `/api/v1/subscriptions`). Decisions the spec
 * leaves open, used by every call below:
 * - `{id}` of `GET /subscriptions/{id}`, `/subscribe` and `/voucher` is a membership PRICE (what one
 *   subscribes to); `{id}` of cancel, cancel-pending, change-plan, card, payment-summary and
 *   payment-records is one of my SUBSCRIPTIONS; `GET /period/{id}` reads one paid period (a receipt link).
 * - A voucher applies to the first payment only; renewals charge the price.
 * - Paying by a stored card renews by itself; paying through VNPay or MoMo sends a pay link at each renewal.
 */

/**
 * Providers a member pays through. APPLE: the app subscribes here, then buys in StoreKit with the
 * answered subscription's id as `appAccountToken`; App Store notifications pay its periods (the App
 * Store charges its own price, so no voucher applies: VOUCHER_NOT_APPLICABLE).
 */
export const SubscribeProvider = z.enum(['VNPAY', 'MOMO', 'STRIPE', 'APPLE']);

export const SubscribeBody = z.object({
  provider: SubscribeProvider.default('VNPAY'),
  method: PaymentMethod.schema.optional(),
  /** One of my stored cards: charged now and at each renewal (provider and method are then the card's). */
  cardId: z.uuid().optional(),
  voucherCode: VoucherCode.optional(),
});
export type SubscribeBody = z.input<typeof SubscribeBody>;

export const SubscriptionVoucherBody = z.object({ voucherCode: VoucherCode });
export type SubscriptionVoucherBody = z.infer<typeof SubscriptionVoucherBody>;

export const CancelSubscriptionBody = z.object({
  /** true: takes back a cancellation scheduled for the period's end (before it ends). */
  undo: z.boolean().default(false),
});
export type CancelSubscriptionBody = z.input<typeof CancelSubscriptionBody>;

export const SubscriptionCardBody = z.object({ cardId: z.uuid() });
export type SubscriptionCardBody = z.infer<typeof SubscriptionCardBody>;

export const ChangePlanParams = z.object({ id: z.uuid(), planId: z.uuid() });

/** An order of a subscription still to be paid (the first payment, a renewal, a plan change). */
export const SubscriptionOpenOrderDto = z.object({
  id: z.uuid(),
  code: z.string(),
  total: z.number().int(),
  kind: z.enum(['FIRST', 'RENEWAL', 'UPGRADE']),
  /** Until when it can be paid. */
  payBefore: z.string().nullable(),
});

/** A subscription with what its member needs to know next. */
export const SubscriptionDetailDto = SubscriptionDto.extend({
  /** The next charge of a recurring subscription (null: lifetime, cancelled, ended, or not paid yet). */
  nextCharge: z.object({ at: z.string(), amount: z.number().int(), byCard: z.boolean() }).nullable(),
  /** A price taking over at the next period (a downgrade). */
  nextPrice: MembershipPriceDto.nullable(),
  cardId: z.uuid().nullable(),
  payProvider: z.string(),
  openOrder: SubscriptionOpenOrderDto.nullable(),
  /** Whether it grants the plan's products now. */
  grantsAccess: z.boolean(),
  renewalTries: z.number().int(),
  endedAt: z.string().nullable(),
});
export type SubscriptionDetailDto = z.infer<typeof SubscriptionDetailDto>;
export const SubscriptionDetails = z.object({ data: z.array(SubscriptionDetailDto) });
export type SubscriptionDetails = z.infer<typeof SubscriptionDetails>;

/**
 * What subscribing (or changing plan) did: the subscription, the order opened (null: a downgrade, which
 * waits for the next period) and where to pay it (null: paid already, charged to a card, or no order).
 */
export const SubscribeResultDto = z.object({
  subscription: SubscriptionDetailDto,
  order: z.object({ id: z.uuid(), code: z.string(), total: z.number().int(), status: OrderStatus.schema }).nullable(),
  payUrl: z.string().nullable(),
});
export type SubscribeResultDto = z.infer<typeof SubscribeResultDto>;

/** A price as the subscribe page shows it: the period bought now and, signed in, my subscription to its plan. */
export const SubscriptionOfferDto = z.object({
  membership: z.object({ id: z.uuid(), name: z.string(), image: z.string().nullable() }),
  price: MembershipPriceDto,
  /** The first period if paid now (end null: for life). */
  period: z.object({ start: z.string(), end: z.string().nullable() }),
  mine: SubscriptionDetailDto.nullable(),
});
export type SubscriptionOfferDto = z.infer<typeof SubscriptionOfferDto>;

export const SubscriptionVoucherQuoteDto = z.object({
  priceId: z.uuid(),
  voucherCode: z.string(),
  amount: z.number().int(),
  discount: z.number().int(),
  total: z.number().int(),
});
export type SubscriptionVoucherQuoteDto = z.infer<typeof SubscriptionVoucherQuoteDto>;

export const SubscriptionPaymentSummaryDto = z.object({
  subscriptionId: z.uuid(),
  status: SubscriptionStatus.schema,
  totalPaid: z.number().int(),
  periodsPaid: z.number().int(),
  firstPaidAt: z.string().nullable(),
  lastPaidAt: z.string().nullable(),
  nextCharge: SubscriptionDetailDto.shape.nextCharge,
  /** Owed now: the open order's total (0: nothing open). */
  due: z.number().int(),
});
export type SubscriptionPaymentSummaryDto = z.infer<typeof SubscriptionPaymentSummaryDto>;

export const SubscriptionPaymentRecordDto = z.object({
  periodId: z.uuid(),
  kind: z.enum(['FIRST', 'RENEWAL', 'UPGRADE']),
  periodStart: z.string(),
  periodEnd: z.string().nullable(),
  amount: z.number().int(),
  orderId: z.uuid().nullable(),
  orderCode: z.string().nullable(),
  orderStatus: OrderStatus.schema.nullable(),
  paidAt: z.string().nullable(),
  createdAt: z.string(),
});
export type SubscriptionPaymentRecordDto = z.infer<typeof SubscriptionPaymentRecordDto>;
export const SubscriptionPaymentRecordsQuery = PageQuery;

/**
 * One period of my subscription, by its id (the receipt page and the receipt's link): what it paid for,
 * at which price, and its order. The call stays public in routes.tsv (existing clients), but a receipt
 * is personal: only its member reads it (signed out: UNAUTHORIZED; another member's, or unknown:
 * SUBSCRIPTION_PERIOD_NOT_FOUND, so its existence is not learnt). The order's lines, discount, voucher
 * and payment are the order's own read (`GET /api/v1/orders/{orderId}`).
 */
export const SubscriptionPeriodDto = z.object({
  id: z.uuid(),
  subscriptionId: z.uuid(),
  kind: z.enum(['FIRST', 'RENEWAL', 'UPGRADE']),
  membership: z.object({ id: z.uuid(), name: z.string(), image: z.string().nullable() }),
  price: MembershipPriceDto.nullable(),
  periodStart: z.string(),
  periodEnd: z.string().nullable(),
  amount: z.number().int(),
  paid: z.boolean(),
  /** OPEN: its order waits for payment; UNPAID: it ended without (timed out, given up, dunning over). */
  status: z.enum(['OPEN', 'PAID', 'UNPAID', 'REFUNDED']),
  orderId: z.uuid().nullable(),
  orderCode: z.string().nullable(),
  paidAt: z.string().nullable(),
  createdAt: z.string(),
});
export type SubscriptionPeriodDto = z.infer<typeof SubscriptionPeriodDto>;
