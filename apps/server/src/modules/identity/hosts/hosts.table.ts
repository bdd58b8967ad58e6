import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { HostProfileStatus, ReviewStatus } from '@market/contract';
import { oneOf } from '../../../platform/db/checks.js';
import { hostCategories } from '../../catalogue/categories/categories.table.js';
import { users } from '../users/users.table.js';

/** A person's application to host, and its review. One per person, resubmitted in place. */
export const hostProfiles = pgTable(
  'host_profiles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').$type<HostProfileStatus>().notNull().default('NEW'),
    reviewStatus: text('review_status').$type<ReviewStatus>().notNull().default('NEW'),
    displayName: text('display_name').notNull(),
    headline: text('headline'),
    bio: text('bio'),
    expertise: text('expertise'),
    phone: text('phone'),
    email: text('email'),
    website: text('website'),
    businessName: text('business_name'),
    taxCode: text('tax_code'),
    experienceYears: integer('experience_years'),
    socialLinks: jsonb('social_links').$type<Record<string, string>>().notNull().default({}),
    categoryIds: uuid('category_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    hostCategoryId: uuid('host_category_id').references(() => hostCategories.id, { onDelete: 'set null' }),
    /** Uploaded files (ids or URLs) backing the application: portfolio, certificates, ID. */
    documents: jsonb('documents').$type<{ name: string; url: string }[]>().notNull().default([]),
    /** Anything else the form asks; keeps the table stable while the form evolves. */
    extra: jsonb('extra').$type<Record<string, unknown>>().notNull().default({}),
    rejectReason: text('reject_reason'),
    reviewedBy: uuid('reviewed_by'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('host_profiles_user_key').on(t.userId),
    index('host_profiles_status_submitted_idx').on(t.status, t.submittedAt.desc()),
    oneOf('host_profiles_status_check', t.status, HostProfileStatus.values),
    oneOf('host_profiles_review_status_check', t.reviewStatus, ReviewStatus.values),
  ],
);

/** Every submission and decision, for the applicant's timeline and the admins' audit. */
export const hostProfileEvents = pgTable(
  'host_profile_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    hostProfileId: uuid('host_profile_id')
      .notNull()
      .references(() => hostProfiles.id, { onDelete: 'cascade' }),
    /** SUBMITTED, RESUBMITTED, APPROVED, REJECTED */
    action: text('action').notNull(),
    fromStatus: text('from_status').$type<HostProfileStatus>(),
    toStatus: text('to_status').$type<HostProfileStatus>().notNull(),
    reason: text('reason'),
    actorId: uuid('actor_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('host_profile_events_profile_idx').on(t.hostProfileId, t.createdAt),
    oneOf('host_profile_events_from_status_check', t.fromStatus, HostProfileStatus.values),
    oneOf('host_profile_events_to_status_check', t.toStatus, HostProfileStatus.values),
  ],
);
