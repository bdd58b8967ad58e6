import { CardProvider } from '@market/contract';
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { oneOf } from '../../../platform/db/checks.js';
import { users } from '../../identity/users/users.table.js';

/**
 * A member's stored payment card: the provider's token (a Stripe PaymentMethod id, or a sandbox token),
 * never a card number, and what the provider said about the card when it was stored.
 */
export const subscriptionCards = pgTable(
  'subscription_cards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').$type<CardProvider>().notNull(),
    providerToken: text('provider_token').notNull(),
    /** Stripe charges a reusable PaymentMethod off-session only through the Customer it is attached to. */
    providerCustomer: text('provider_customer'),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expMonth: integer('exp_month').notNull(),
    expYear: integer('exp_year').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    // One default card per member (switching clears the old one first, under the member's lock).
    uniqueIndex('subscription_cards_one_default_key')
      .on(t.userId)
      .where(sql`${t.isDefault} and ${t.deletedAt} is null`),
    // The same token stored twice is the same card. Per member: two testers may type the same sandbox card.
    uniqueIndex('subscription_cards_token_key')
      .on(t.userId, t.provider, t.providerToken)
      .where(sql`${t.deletedAt} is null`),
    index('subscription_cards_user_idx').on(t.userId, t.createdAt.desc()),
    oneOf('subscription_cards_provider_check', t.provider, CardProvider.values),
    check('subscription_cards_last4_check', sql`${t.last4} ~ '^[0-9]{4}$'`),
    check('subscription_cards_expiry_check', sql`${t.expMonth} between 1 and 12 and ${t.expYear} between 2000 and 2200`),
    check('subscription_cards_default_check', sql`not (${t.isDefault} and ${t.deletedAt} is not null)`),
  ],
);
export type SubscriptionCardRow = typeof subscriptionCards.$inferSelect;

/**
 * The sandbox processor's charges, one per idempotency key: the same key asked again answers the first
 * result, whichever server process asks (as Stripe's Idempotency-Key does).
 */
export const sandboxCardCharges = pgTable('sandbox_card_charges', {
  idempotencyKey: text('idempotency_key').primaryKey(),
  token: text('token').notNull(),
  amount: bigint('amount', { mode: 'number' }).notNull(),
  reference: text('reference').notNull(),
  ok: boolean('ok').notNull(),
  providerTransactionId: text('provider_transaction_id'),
  code: text('code'),
  message: text('message'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
export type SandboxCardChargeRow = typeof sandboxCardCharges.$inferSelect;
