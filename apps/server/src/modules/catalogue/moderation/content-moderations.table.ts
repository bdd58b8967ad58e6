import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ModerationContentType, ModerationStatus, type ModerationFlagDto } from '@market/contract';
import { oneOf } from '../../../platform/db/checks.js';
import { users } from '../../identity/users/users.table.js';

/**
 * The moderation queue: one row per piece of content submitted (events, courses) or published
 * (posts, combos), written when it is submitted with the keywords found in it, and moved by the
 * admins' decisions. Title and slug are kept as submitted, so the queue is one indexed read.
 */
export const contentModerations = pgTable(
  'content_moderations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contentType: text('content_type').$type<(typeof ModerationContentType.values)[number]>().notNull(),
    contentId: uuid('content_id').notNull(),
    hostId: uuid('host_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** The title folded for search ("Hội thảo" → "hoi thao"). */
    searchTitle: text('search_title').generatedAlwaysAs(sql`immutable_unaccent(lower(title))`),
    slug: text('slug'),
    /** The content's own status at its last submission or decision. */
    contentStatus: text('content_status').notNull(),
    status: text('status').$type<(typeof ModerationStatus.values)[number]>().notNull().default('PENDING'),
    /** Each keyword found, once; `flags` says where. */
    keywords: text('keywords')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    flags: jsonb('flags').$type<ModerationFlagDto[]>().notNull().default([]),
    flagged: boolean('flagged').generatedAlwaysAs(sql`cardinality(keywords) > 0`),
    reason: text('reason'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('content_moderations_content_key').on(t.contentType, t.contentId),
    // The queue: newest first, usually by status (PENDING); the host's counts.
    index('content_moderations_submitted_idx').on(t.submittedAt.desc(), t.id.desc()),
    index('content_moderations_status_idx').on(t.status, t.submittedAt.desc(), t.id.desc()),
    index('content_moderations_host_idx').on(t.hostId, t.contentType, t.status),
    // A title typed without diacritics (`q`).
    index('content_moderations_search_idx').using('gin', sql`${t.searchTitle} gin_trgm_ops`),
    oneOf('content_moderations_type_check', t.contentType, ModerationContentType.values),
    oneOf('content_moderations_status_check', t.status, ModerationStatus.values),
  ],
);
export type ContentModerationRow = typeof contentModerations.$inferSelect;
