import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid, boolean } from 'drizzle-orm/pg-core';
import { RESKILL_PRICE_STATUSES, RESKILL_PRODUCT_TYPES, RESKILL_STATUSES, ReskillType, type ReskillPriceStatus, type ReskillStatus } from '@market/contract';
import { oneOf } from '../../../platform/db/checks.js';
import { users } from '../../identity/users/users.table.js';

/** A host's reskill programme or career launchpad, sold through its prices (RESKILL_PRICE). */
export const reskills = pgTable(
  'reskills',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    hostId: uuid('host_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').$type<(typeof ReskillType.values)[number]>().notNull(),
    title: text('title').notNull(),
    description: text('description'),
    image: text('image'),
    /** The host's featured programme of its type (at most one: the partial unique index). */
    isMain: boolean('is_main').notNull().default(false),
    status: text('status').$type<ReskillStatus>().notNull().default('DRAFT'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('reskills_host_idx').on(t.hostId, t.createdAt.desc()),
    index('reskills_published_idx')
      .on(t.type, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.status} = 'PUBLISHED'`),
    uniqueIndex('reskills_main_key')
      .on(t.hostId, t.type)
      .where(sql`${t.isMain}`),
    oneOf('reskills_type_check', t.type, ReskillType.values),
    oneOf('reskills_status_check', t.status, RESKILL_STATUSES),
  ],
);
export type ReskillRow = typeof reskills.$inferSelect;

/** A way to buy a programme: its own amount and the host's products it includes. */
export const reskillPrices = pgTable(
  'reskill_prices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reskillId: uuid('reskill_id')
      .notNull()
      .references(() => reskills.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    status: text('status').$type<ReskillPriceStatus>().notNull().default('ACTIVE'),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('reskill_prices_reskill_idx').on(t.reskillId, t.position),
    check('reskill_prices_amount_check', sql`${t.amount} >= 0`),
    oneOf('reskill_prices_status_check', t.status, RESKILL_PRICE_STATUSES),
  ],
);
export type ReskillPriceRow = typeof reskillPrices.$inferSelect;

/** What a price includes: the host's courses and ebooks (no foreign key: each type keeps its own table), granted by their own types. */
export const reskillPriceProducts = pgTable(
  'reskill_price_products',
  {
    priceId: uuid('price_id')
      .notNull()
      .references(() => reskillPrices.id, { onDelete: 'cascade' }),
    productType: text('product_type').$type<(typeof RESKILL_PRODUCT_TYPES)[number]>().notNull(),
    productId: uuid('product_id').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.priceId, t.productId] }),
    index('reskill_price_products_product_idx').on(t.productId),
    oneOf('reskill_price_products_type_check', t.productType, RESKILL_PRODUCT_TYPES),
  ],
);
export type ReskillPriceProductRow = typeof reskillPriceProducts.$inferSelect;

/**
 * A paid line of a price, recorded when commerce fulfils it (in the settlement's transaction): the
 * programme's buyers, what the buyer holds, and whether a price has been paid. Refunded: revoked.
 */
export const reskillPurchases = pgTable(
  'reskill_purchases',
  {
    /** Commerce's order line (no foreign key: memberships does not reach into commerce's tables). */
    orderItemId: uuid('order_item_id').primaryKey(),
    orderId: uuid('order_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    priceId: uuid('price_id')
      .notNull()
      .references(() => reskillPrices.id, { onDelete: 'cascade' }),
    reskillId: uuid('reskill_id')
      .notNull()
      .references(() => reskills.id, { onDelete: 'cascade' }),
    /** The price's amount when bought (VND, before vouchers). */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    purchasedAt: timestamp('purchased_at', { withTimezone: true }).notNull().defaultNow(),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
  },
  (t) => [
    index('reskill_purchases_reskill_idx').on(t.reskillId, t.purchasedAt.desc()),
    index('reskill_purchases_buyer_idx').on(t.userId, t.purchasedAt.desc()),
    index('reskill_purchases_price_idx').on(t.priceId),
  ],
);
export type ReskillPurchaseRow = typeof reskillPurchases.$inferSelect;
