import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { SubscriptionStatus } from '@market/contract';
import { isOneOf } from '../../../platform/db/checks.js';
import { users } from '../../identity/users/users.table.js';
import { membershipPrices, memberships } from '../plans/plans.table.js';

export type SubscriptionStatusName = (typeof SubscriptionStatus.values)[number];

/**
 * A member's subscription to one price of a plan. Its status moves only through subscription-status.ts.
 * `current_period_*` is the paid period (null before the first payment; the end null for life).
 * `membership_id` is the price's plan, copied so "one live subscription per plan" is an index.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    membershipId: uuid('membership_id')
      .notNull()
      .references(() => memberships.id),
    membershipPriceId: uuid('membership_price_id')
      .notNull()
      .references(() => membershipPrices.id),
    status: text('status').$type<SubscriptionStatusName>().notNull().default('PENDING'),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    isLifetime: boolean('is_lifetime').notNull().default(false),
    /**
     * Periods are counted from the anchor (the first paid period's start, or where a changed price took
     * over), so a month clamped to its last day does not drift: period n ends `periodEndAfter(anchor, n)`.
     */
    anchorAt: timestamp('anchor_at', { withTimezone: true }),
    periodNumber: integer('period_number').notNull().default(0),
    /** A price taking over at the next period (a downgrade chosen by the member). */
    nextPriceId: uuid('next_price_id').references(() => membershipPrices.id),
    /** How renewals are paid: a stored card charged by us (the cards context's id; no foreign key), else a link through `pay_provider`. */
    cardId: uuid('card_id'),
    payProvider: text('pay_provider').notNull().default('VNPAY'),
    payMethod: text('pay_method'),
    /**
     * A subscription bought in the app: the App Store's `originalTransactionId`, the same for every
     * renewal, by which its server notifications name it (null: not an App Store subscription yet).
     */
    appStoreOriginalTransactionId: text('app_store_original_transaction_id'),
    /** Failed tries of the renewal open now (dunning), 0 when none is open. */
    renewalTries: integer('renewal_tries').notNull().default(0),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // "My subscription": a member's, the latest first.
    index('subscriptions_user_idx').on(t.userId, t.createdAt.desc()),
    // The admin's registered members of a plan.
    index('subscriptions_plan_idx').on(t.membershipId, t.createdAt.desc()),
    index('subscriptions_price_idx').on(t.membershipPriceId),
    // Due for renewal: live recurring subscriptions by the end of their paid period.
    index('subscriptions_renewal_due_idx')
      .on(t.currentPeriodEnd)
      .where(sql`${t.status} in ('ACTIVE', 'PENDING_RENEWAL') and not ${t.isLifetime}`),
    uniqueIndex('subscriptions_app_store_key')
      .on(t.appStoreOriginalTransactionId)
      .where(sql`${t.appStoreOriginalTransactionId} is not null`),
    // One live subscription per member and plan (a second subscribe answers SUBSCRIPTION_ALREADY_ACTIVE).
    uniqueIndex('subscriptions_one_live_per_plan_key')
      .on(t.userId, t.membershipId)
      .where(sql`${t.status} in ('PENDING', 'ACTIVE', 'PENDING_RENEWAL', 'CANCEL')`),
    check('subscriptions_status_check', isOneOf(t.status, SubscriptionStatus.values)),
    check('subscriptions_period_check', sql`${t.currentPeriodEnd} is null or ${t.currentPeriodEnd} > ${t.currentPeriodStart}`),
    check('subscriptions_lifetime_check', sql`not ${t.isLifetime} or ${t.currentPeriodEnd} is null`),
  ],
);
export type SubscriptionRow = typeof subscriptions.$inferSelect;

/**
 * Every period of a subscription is one order. The row is the key renewals take before charging:
 * unique per subscription and period start, so two processes (or a callback delivered twice) cannot
 * charge one period twice. `paid_at` is set once its order is paid.
 */
export const subscriptionPeriods = pgTable(
  'subscription_periods',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    /** null: a lifetime purchase. */
    periodEnd: timestamp('period_end', { withTimezone: true }),
    /** Commerce's order of this period (no foreign key: commerce's tables are its own). */
    orderId: uuid('order_id'),
    /** FIRST (the first payment), RENEWAL, or UPGRADE (the prorated part of a plan change, within a period). */
    kind: text('kind').$type<'FIRST' | 'RENEWAL' | 'UPGRADE'>().notNull().default('RENEWAL'),
    /** OPEN while its order waits for payment; PAID; UNPAID when it ended without (timed out, given up, dunning over); REFUNDED. */
    status: text('status').$type<'OPEN' | 'PAID' | 'UNPAID' | 'REFUNDED'>().notNull().default('OPEN'),
    /** The order's code, kept for the member's payment records (commerce's tables are its own). */
    orderCode: text('order_code'),
    /** The price this period is paid at (a plan change's target for an UPGRADE). */
    membershipPriceId: uuid('membership_price_id').references(() => membershipPrices.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** The App Store's `transactionId` that paid it: one App Store charge pays one period, whatever redelivers it. */
    appStoreTransactionId: text('app_store_transaction_id'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('subscription_periods_key').on(t.subscriptionId, t.periodStart),
    index('subscription_periods_order_idx').on(t.orderId),
    uniqueIndex('subscription_periods_app_store_key')
      .on(t.appStoreTransactionId)
      .where(sql`${t.appStoreTransactionId} is not null`),
    // The open period of a subscription (at most one at a time: the service opens one only when none is).
    index('subscription_periods_open_idx')
      .on(t.subscriptionId)
      .where(sql`${t.status} = 'OPEN'`),
    check('subscription_periods_amount_check', sql`${t.amount} >= 0`),
    check('subscription_periods_status_check', sql`${t.status} in ('OPEN', 'PAID', 'UNPAID', 'REFUNDED')`),
    check('subscription_periods_kind_check', sql`${t.kind} in ('FIRST', 'RENEWAL', 'UPGRADE')`),
    check('subscription_periods_range_check', sql`${t.periodEnd} is null or ${t.periodEnd} > ${t.periodStart}`),
  ],
);
export type SubscriptionPeriodRow = typeof subscriptionPeriods.$inferSelect;
