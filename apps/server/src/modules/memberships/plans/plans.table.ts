import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { MEMBERSHIP_PRODUCT_TYPES, MEMBERSHIP_STATUSES, type BillingPeriodUnit, type MembershipProductType, type MembershipStatus } from '@market/contract';
import { oneOf } from '../../../platform/db/checks.js';
import { users } from '../../identity/users/users.table.js';

type PeriodUnit = (typeof BillingPeriodUnit.values)[number];

/**
 * A membership plan an admin sells. Deleting one keeps its row (`deleted_at`): its prices stay the
 * key of past subscriptions and their orders. One default plan and one main plan at most.
 */
export const memberships = pgTable(
  'memberships',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description'),
    image: text('image'),
    isDefault: boolean('is_default').notNull().default(false),
    isMain: boolean('is_main').notNull().default(false),
    status: text('status').$type<MembershipStatus>().notNull().default('ACTIVE'),
    /** The admin who made it: the seller of record on its order lines (plans have no host). */
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('memberships_one_default_key')
      .on(t.isDefault)
      .where(sql`${t.isDefault} and ${t.deletedAt} is null`),
    uniqueIndex('memberships_one_main_key')
      .on(t.isMain)
      .where(sql`${t.isMain} and ${t.deletedAt} is null`),
    index('memberships_listed_idx')
      .on(t.status, t.name)
      .where(sql`${t.deletedAt} is null`),
    oneOf('memberships_status_check', t.status, MEMBERSHIP_STATUSES),
    // The default plan is always on sale (MEMBERSHIP_DEFAULT_CANNOT_INACTIVE).
    check('memberships_default_active_check', sql`not ${t.isDefault} or ${t.status} = 'ACTIVE'`),
  ],
);
export type MembershipRow = typeof memberships.$inferSelect;

/** What a member gets, in words, in the plan's order. */
export const membershipParts = pgTable(
  'membership_parts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    membershipId: uuid('membership_id')
      .notNull()
      .references(() => memberships.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    description: text('description'),
  },
  (t) => [index('membership_parts_plan_idx').on(t.membershipId, t.position)],
);
export type MembershipPartRow = typeof membershipParts.$inferSelect;

/** Products a plan includes: its members learn the courses and may buy the member-only tiers. */
export const membershipProducts = pgTable(
  'membership_products',
  {
    membershipId: uuid('membership_id')
      .notNull()
      .references(() => memberships.id, { onDelete: 'cascade' }),
    productItemType: text('product_item_type').$type<MembershipProductType>().notNull(),
    /** The course's or tier's id (no foreign key: the catalogue's tables are its own). */
    productItemId: uuid('product_item_id').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [
    uniqueIndex('membership_products_key').on(t.membershipId, t.productItemType, t.productItemId),
    // "Which plans include this course": the one course-access rule asks it.
    index('membership_products_item_idx').on(t.productItemId),
    oneOf('membership_products_type_check', t.productItemType, MEMBERSHIP_PRODUCT_TYPES),
  ],
);
export type MembershipProductRow = typeof membershipProducts.$inferSelect;

/**
 * A price of a plan (the MEMBERSHIP_PRICE product item): `amount` VND every `period_count`
 * `period_unit`s, or once for life (both null). A removed price keeps its row (`deleted_at`) when
 * subscriptions name it.
 */
export const membershipPrices = pgTable(
  'membership_prices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    membershipId: uuid('membership_id')
      .notNull()
      .references(() => memberships.id, { onDelete: 'cascade' }),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    periodUnit: text('period_unit').$type<PeriodUnit>(),
    periodCount: integer('period_count'),
    status: text('status').$type<MembershipStatus>().notNull().default('ACTIVE'),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('membership_prices_plan_idx').on(t.membershipId, t.position),
    check('membership_prices_amount_check', sql`${t.amount} >= 0`),
    check(
      'membership_prices_period_check',
      sql`(${t.periodUnit} is null and ${t.periodCount} is null) or (${t.periodUnit} in ('DAY', 'WEEK', 'MONTH', 'YEAR') and ${t.periodCount} between 1 and 36)`,
    ),
    oneOf('membership_prices_status_check', t.status, MEMBERSHIP_STATUSES),
  ],
);
export type MembershipPriceRow = typeof membershipPrices.$inferSelect;
