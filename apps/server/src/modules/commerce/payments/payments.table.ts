import { sql } from 'drizzle-orm';
import { PaymentStatus, TransactionType } from '@market/contract';
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { isOneOf } from '../../../platform/db/checks.js';
import { orders } from '../orders/orders.table.js';

/**
 * One attempt to pay an order with a provider. A retry is a new attempt with a new `reference` (VNPay
 * refuses a merchant reference used twice in a day). Only a verified callback moves it out of PENDING.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** STRIPE | VNPAY | MOMO | APPLE, or FREE for a zero total and ADMIN for an order an admin recorded. */
    provider: text('provider').notNull(),
    method: text('method'),
    /** PAY | REFUND */
    transactionType: text('transaction_type').notNull().default('PAY'),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull().default('VND'),
    /** Payment status (spec 3.4). */
    status: text('status').notNull().default('PENDING'),
    /** What we sent the provider as the order reference (vnp_TxnRef, MoMo orderId, Stripe session, Apple appAccountToken). */
    reference: text('reference').notNull(),
    attempt: integer('attempt').notNull().default(1),
    /** The provider's own transaction id, once it tells us. */
    providerTransactionId: text('provider_transaction_id'),
    payUrl: text('pay_url'),
    resultCode: text('result_code'),
    failureReason: text('failure_reason'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payments_reference_key').on(t.provider, t.reference),
    index('payments_order_idx').on(t.orderId, t.createdAt.desc()),
    index('payments_status_idx').on(t.status, t.createdAt.desc()),
    check('payments_status_check', isOneOf(t.status, PaymentStatus.values)),
    check('payments_transaction_type_check', isOneOf(t.transactionType, TransactionType.values)),
  ],
);

/** SUCCESS or FAILED settled an attempt; UNMATCHED settled none (recorded so a redelivery is recognised). */
export const CALLBACK_OUTCOMES = ['SUCCESS', 'FAILED', 'UNMATCHED'] as const;

/**
 * Every verified provider callback, once: the unique key (provider + the provider's own id of the
 * notification) is what makes the same callback delivered twice a no-op.
 */
export const paymentCallbacks = pgTable(
  'payment_callbacks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    provider: text('provider').notNull(),
    dedupeKey: text('dedupe_key').notNull(),
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'cascade' }),
    outcome: text('outcome').notNull(),
    payload: jsonb('payload').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payment_callbacks_dedupe_key').on(t.provider, t.dedupeKey),
    index('payment_callbacks_payment_idx')
      .on(t.paymentId)
      .where(sql`${t.paymentId} is not null`),
    check('payment_callbacks_outcome_check', isOneOf(t.outcome, CALLBACK_OUTCOMES)),
  ],
);
