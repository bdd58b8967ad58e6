import { LayoffRequestStatus } from '@market/contract';
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { oneOf } from '../../../platform/db/checks.js';
import { uploadedFiles } from '../../../platform/storage/uploads.table.js';
import { users } from '../../identity/users/users.table.js';

/**
 * A person's request for the layoff discount, its review, and the discount an approval grants: one
 * use on a membership or reskill order inside [discount_valid_from, discount_valid_until).
 */
export const layoffDiscountRequests = pgTable(
  'layoff_discount_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    formerEmployer: text('former_employer').notNull(),
    layoffDate: date('layoff_date', { mode: 'string' }).notNull(),
    reason: text('reason').notNull(),
    /** A PRIVATE upload of the requester: read only through a signed link given to them and to admins. */
    proofFileId: uuid('proof_file_id').references(() => uploadedFiles.id, { onDelete: 'set null' }),
    status: text('status').$type<LayoffRequestStatus>().notNull().default('PENDING'),
    reviewerId: uuid('reviewer_id').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    /** The admin's words to the person: the rejection's reason, or a note with the approval. */
    decisionNote: text('decision_note'),
    discountPercent: integer('discount_percent'),
    discountValidFrom: timestamp('discount_valid_from', { withTimezone: true }),
    discountValidUntil: timestamp('discount_valid_until', { withTimezone: true }),
    discountUsedAt: timestamp('discount_used_at', { withTimezone: true }),
    discountUsedOrderId: uuid('discount_used_order_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One open request per person: two submissions racing end with one row, the other refused.
    uniqueIndex('layoff_discount_requests_pending_user_key')
      .on(t.userId)
      .where(sql`${t.status} = 'PENDING'`),
    // A discount pays for one order, and an order takes one discount.
    uniqueIndex('layoff_discount_requests_used_order_key')
      .on(t.discountUsedOrderId)
      .where(sql`${t.discountUsedOrderId} is not null`),
    index('layoff_discount_requests_user_idx').on(t.userId, t.createdAt.desc()),
    index('layoff_discount_requests_status_idx').on(t.status, t.createdAt.desc()),
    oneOf('layoff_discount_requests_status_check', t.status, LayoffRequestStatus.values),
    // An approved request carries its whole discount; no other does.
    check(
      'layoff_discount_requests_discount_check',
      sql`(${t.status} = 'APPROVED') = (${t.discountPercent} is not null and ${t.discountValidFrom} is not null and ${t.discountValidUntil} is not null)
        and (${t.discountPercent} is null or ${t.discountPercent} between 1 and 100)
        and (${t.discountValidUntil} is null or ${t.discountValidUntil} > ${t.discountValidFrom})
        and ((${t.discountUsedAt} is null) = (${t.discountUsedOrderId} is null))`,
    ),
  ],
);
export type LayoffRequestRow = typeof layoffDiscountRequests.$inferSelect;

/** Every step of a request (submitted, each status change, the discount used), for the person's timeline and the admins' audit. */
export const layoffRequestEvents = pgTable(
  'layoff_request_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => layoffDiscountRequests.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** SUBMITTED, APPROVED, REJECTED, DISCOUNT_USED */
    action: text('action').notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    fromStatus: text('from_status').$type<LayoffRequestStatus>(),
    toStatus: text('to_status').$type<LayoffRequestStatus>().notNull(),
    note: text('note'),
  },
  (t) => [
    index('layoff_request_events_request_idx').on(t.requestId, t.at),
    oneOf('layoff_request_events_from_status_check', t.fromStatus, LayoffRequestStatus.values),
    oneOf('layoff_request_events_to_status_check', t.toStatus, LayoffRequestStatus.values),
  ],
);
export type LayoffRequestEventRow = typeof layoffRequestEvents.$inferSelect;
