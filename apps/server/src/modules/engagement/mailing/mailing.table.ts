import { boolean, pgTable, text, timestamp, uniqueIndex, uuid, index } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from '../../identity/users/users.table.js';

/** Newsletter sign-ups from anyone (the footer form). E-mails are stored lower-cased. */
export const emailCollections = pgTable(
  'email_collections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    fullName: text('full_name'),
    source: text('source'),
    /** ACTIVE | UNSUBSCRIBED */
    status: text('status').notNull().default('ACTIVE'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('email_collections_email_key').on(t.email), index('email_collections_created_idx').on(t.createdAt.desc())],
);

/** Extra addresses a signed-in person wants updates sent to, with the topics they chose. */
export const subscriptionEmails = pgTable(
  'subscription_emails',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    topics: text('topics')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('subscription_emails_user_email_key').on(t.userId, t.email)],
);
