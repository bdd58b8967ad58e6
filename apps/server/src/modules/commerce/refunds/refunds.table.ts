import { RefundApproval, RefundMode, RefundStatus } from '@market/contract';
import { bigint, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { isOneOf } from '../../../platform/db/checks.js';
import { sql } from 'drizzle-orm';
import { users } from '../../identity/users/users.table.js';
import { orderItems, orders } from '../orders/orders.table.js';
import { payments } from '../payments/payments.table.js';

/**
 * A buyer's request to get the money of one paid line back. The admin approves or rejects it; an
 * approved refund is processed by the provider's refund API (AUTO) or by a bank transfer (MANUAL).
 */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    orderItemId: uuid('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /**
     * Set when the refund gives back one payment the order could not take (paid twice, or paid after
     * its places were sold): opened by the settlement, not asked for by the buyer. `orderItemId` then
     * names the order's first line, for display; the line itself is not taken back.
     */
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'cascade' }),
    /**
     * Set when the refund gives back one cancelled event's share of a combo line (the event's id): a
     * line may have one open share per event beside (never with) a refund of the whole line.
     */
    shareOf: uuid('share_of'),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    reason: text('reason').notNull(),
    /** Refund status (spec 3.4): PENDING → PROCESSING → SUCCESS | FAILED | AWAITING_INFO */
    status: text('status').notNull().default('PENDING'),
    /** PENDING | APPROVED | REJECTED | CANCELLED */
    approval: text('approval').notNull().default('PENDING'),
    /** MANUAL | AUTO */
    mode: text('mode').notNull(),
    bankName: text('bank_name'),
    bankAccountNumber: text('bank_account_number'),
    bankAccountName: text('bank_account_name'),
    adminNote: text('admin_note'),
    providerRefundId: text('provider_refund_id'),
    reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One open request per line: a second while one is pending or done is refused.
    uniqueIndex('refunds_open_item_key')
      .on(t.orderItemId)
      .where(sql`${t.approval} in ('PENDING', 'APPROVED') and ${t.paymentId} is null and ${t.shareOf} is null`),
    // One open share per line and cancelled event: a retried or concurrent cancellation opens nothing more.
    uniqueIndex('refunds_open_share_key')
      .on(t.orderItemId, t.shareOf)
      .where(sql`${t.approval} in ('PENDING', 'APPROVED') and ${t.shareOf} is not null`),
    // One refund per payment not taken: a redelivered callback opens nothing more.
    uniqueIndex('refunds_payment_key')
      .on(t.paymentId)
      .where(sql`${t.paymentId} is not null`),
    index('refunds_user_idx').on(t.userId, t.createdAt.desc()),
    index('refunds_status_idx').on(t.status, t.createdAt.desc()),
    index('refunds_approval_idx').on(t.approval, t.createdAt.desc()),
    check('refunds_status_check', isOneOf(t.status, RefundStatus.values)),
    check('refunds_approval_check', isOneOf(t.approval, RefundApproval.values)),
    check('refunds_mode_check', isOneOf(t.mode, RefundMode.values)),
  ],
);
