import { integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Who asked for a background job and how far it got; pg-boss keeps the state itself. */
export const jobRuns = pgTable('job_runs', {
  id: uuid('id').primaryKey(),
  queue: text('queue').notNull(),
  ownerId: uuid('owner_id'),
  progress: integer('progress'),
  result: jsonb('result'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
