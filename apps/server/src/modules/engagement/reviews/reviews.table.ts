import { REVIEW_SUBJECT_TYPES, type ReviewSubjectType } from '@market/contract';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { oneOf } from '../../../platform/db/checks.js';
import { users } from '../../identity/users/users.table.js';

/**
 * One buyer's or attendee's review of a course, an ebook, a combo or a past event: one per person and
 * subject (a unique index, so two racing posts cannot both land), with at most one reply of the host
 * owning the subject. A hidden review (an admin's) leaves the public lists and the totals.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subjectType: text('subject_type').$type<ReviewSubjectType>().notNull(),
    /** The course, ebook, combo or event: another context's row, so no foreign key. */
    subjectId: uuid('subject_id').notNull(),
    /** Who owns the subject (and may reply), copied when the review is written. */
    hostId: uuid('host_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Shown in the admin list: the subject's title and page when the review was written. */
    subjectTitle: text('subject_title').notNull(),
    subjectLink: text('subject_link').notNull(),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    stars: integer('stars').notNull(),
    body: text('body').notNull().default(''),
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    replyUpdatedAt: timestamp('reply_updated_at', { withTimezone: true }),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenBy: uuid('hidden_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reviews_subject_author_key').on(t.subjectType, t.subjectId, t.authorId),
    // The public list: a subject's visible reviews, newest first (or by stars).
    index('reviews_subject_visible_idx')
      .on(t.subjectType, t.subjectId, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.hiddenAt} is null`),
    index('reviews_author_idx').on(t.authorId),
    index('reviews_created_idx').on(t.createdAt.desc(), t.id.desc()),
    oneOf('reviews_subject_type_check', t.subjectType, REVIEW_SUBJECT_TYPES),
    check('reviews_stars_check', sql`${t.stars} between 1 and 5`),
  ],
);
export type ReviewRow = typeof reviews.$inferSelect;

/**
 * A reviewed subject's totals over its visible reviews, kept by a trigger on `reviews` (see the
 * migration's custom SQL) in the transaction of each write: an upsert adding the write's difference,
 * so concurrent reviews serialise on this one row and the figures stay exact without recounting.
 */
export const reviewTotals = pgTable(
  'review_totals',
  {
    subjectType: text('subject_type').$type<ReviewSubjectType>().notNull(),
    subjectId: uuid('subject_id').notNull(),
    hostId: uuid('host_id').notNull(),
    reviewCount: integer('review_count').notNull().default(0),
    starSum: integer('star_sum').notNull().default(0),
    stars1: integer('stars_1').notNull().default(0),
    stars2: integer('stars_2').notNull().default(0),
    stars3: integer('stars_3').notNull().default(0),
    stars4: integer('stars_4').notNull().default(0),
    stars5: integer('stars_5').notNull().default(0),
  },
  (t) => [
    primaryKey({ name: 'review_totals_pkey', columns: [t.subjectType, t.subjectId] }),
    // No CHECK on the figures: PostgreSQL checks an upsert's proposed row (a difference, maybe negative) before its conflict.
    index('review_totals_host_idx').on(t.hostId),
  ],
);
export type ReviewTotalsRow = typeof reviewTotals.$inferSelect;
