import { boolean, date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users/users.table.js';

const owner = () =>
  uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
const created = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const userWorks = pgTable(
  'user_works',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: owner(),
    position: text('position').notNull(),
    company: text('company').notNull(),
    /** JobType of the contract (FUll_TIME spelt so). */
    jobType: text('job_type'),
    location: text('location'),
    startDate: date('start_date'),
    endDate: date('end_date'),
    isCurrent: boolean('is_current').notNull().default(false),
    description: text('description'),
    createdAt: created(),
  },
  (t) => [index('user_works_user_idx').on(t.userId)],
);

export const userEducations = pgTable(
  'user_educations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: owner(),
    school: text('school').notNull(),
    degree: text('degree'),
    fieldOfStudy: text('field_of_study'),
    startYear: integer('start_year'),
    endYear: integer('end_year'),
    description: text('description'),
    createdAt: created(),
  },
  (t) => [index('user_educations_user_idx').on(t.userId)],
);

export const userAchievements = pgTable(
  'user_achievements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: owner(),
    title: text('title').notNull(),
    issuer: text('issuer'),
    issuedAt: date('issued_at'),
    url: text('url'),
    description: text('description'),
    createdAt: created(),
  },
  (t) => [index('user_achievements_user_idx').on(t.userId)],
);

/** Where a host's payouts go. One per host; the number is only ever shown masked. */
export const bankAccounts = pgTable('bank_accounts', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  bankName: text('bank_name').notNull(),
  bankCode: text('bank_code'),
  accountNumber: text('account_number').notNull(),
  accountHolder: text('account_holder').notNull(),
  branch: text('branch'),
  createdAt: created(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
