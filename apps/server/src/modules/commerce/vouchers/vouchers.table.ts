import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../../identity/users/users.table.js';
import { orders } from '../orders/orders.table.js';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/**
 * A code a buyer types at checkout. Codes are unique across the marketplace (case-insensitive), so a
 * buyer never has to say whose code it is. `usedCount` moves with a conditional update at checkout.
 */
export const vouchers = pgTable(
  'vouchers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    hostId: uuid('host_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    /** PERCENTAGE | FIXED_AMOUNT */
    type: text('type').notNull(),
    /** Percent (1–100) or VND. */
    value: bigint('value', { mode: 'number' }).notNull(),
    /** Cap of a percentage voucher, VND. */
    maxDiscount: bigint('max_discount', { mode: 'number' }),
    /** Minimum eligible amount, VND. */
    minOrderAmount: bigint('min_order_amount', { mode: 'number' }).notNull().default(0),
    /** SINGLE_USE (once per buyer) | MULTI_USE */
    usage: text('usage').notNull(),
    /** ALL (once on the eligible total) | EACH (on every eligible unit) */
    applicability: text('applicability').notNull(),
    usageLimit: integer('usage_limit'),
    usedCount: integer('used_count').notNull().default(0),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('vouchers_code_key').on(sql`upper(${t.code})`),
    index('vouchers_host_idx').on(t.hostId, t.createdAt.desc()),
    check('vouchers_value_check', sql`${t.value} > 0 and (${t.type} <> 'PERCENTAGE' or ${t.value} <= 100)`),
    check('vouchers_usage_check', sql`${t.usedCount} >= 0 and (${t.usageLimit} is null or ${t.usedCount} <= ${t.usageLimit})`),
    check('vouchers_window_check', sql`${t.endAt} > ${t.startAt}`),
  ],
);

/** Products a voucher is restricted to; none means every product of its host. */
export const voucherProducts = pgTable(
  'voucher_products',
  {
    voucherId: uuid('voucher_id')
      .notNull()
      .references(() => vouchers.id, { onDelete: 'cascade' }),
    productType: text('product_type').notNull(),
    productId: uuid('product_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.voucherId, t.productType, t.productId] }), index('voucher_products_product_idx').on(t.productType, t.productId)],
);

/** Buyers a voucher is restricted to; none means anybody. */
export const voucherRestrictedUsers = pgTable(
  'voucher_restricted_users',
  {
    voucherId: uuid('voucher_id')
      .notNull()
      .references(() => vouchers.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.voucherId, t.userId] })],
);

/** One use of a voucher by an order; released if the order is cancelled. */
export const voucherRedemptions = pgTable(
  'voucher_redemptions',
  {
    voucherId: uuid('voucher_id')
      .notNull()
      .references(() => vouchers.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.voucherId, t.orderId] }), index('voucher_redemptions_user_idx').on(t.voucherId, t.userId)],
);

/** A host's automatic price reduction on some of their products, within a window. */
export const discounts = pgTable(
  'discounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    hostId: uuid('host_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    /** PERCENTAGE | AMOUNT (FIXED_AMOUNT is read as AMOUNT) */
    type: text('type').notNull(),
    value: bigint('value', { mode: 'number' }).notNull(),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('discounts_host_idx').on(t.hostId, t.createdAt.desc()),
    check('discounts_value_check', sql`${t.value} > 0 and (${t.type} <> 'PERCENTAGE' or ${t.value} <= 100)`),
    check('discounts_window_check', sql`${t.endAt} > ${t.startAt}`),
  ],
);

/** A product belongs to at most one discount (DISCOUNT_PRODUCT_DUPLICATED otherwise). */
export const discountProducts = pgTable(
  'discount_products',
  {
    discountId: uuid('discount_id')
      .notNull()
      .references(() => discounts.id, { onDelete: 'cascade' }),
    productType: text('product_type').notNull(),
    productId: uuid('product_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.discountId, t.productType, t.productId] }), uniqueIndex('discount_products_product_key').on(t.productType, t.productId)],
);
