import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { oneOf } from '../db/checks.js';

export const TASK_STATES = ['PENDING', 'DONE', 'CANCELLED', 'FAILED'] as const;
export type TaskState = (typeof TASK_STATES)[number];

/**
 * Work due at a time: a scheduled task (a reminder, a renewal, a drip unlock) or the delivery of a
 * domain event to one subscriber (due at once). Rows are written in the writer's transaction, so
 * work exists exactly when the write that asked for it committed; `(kind, key)` names it, so
 * scheduling again moves it and a delivery is stored once.
 */
export const scheduledTasks = pgTable(
  'scheduled_tasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    payload: jsonb('payload').notNull(),
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    state: text('state').$type<TaskState>().notNull().default('PENDING'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    doneAt: timestamp('done_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('scheduled_tasks_kind_key_idx').on(t.kind, t.key),
    // The claim walks only what is still to run, soonest first.
    index('scheduled_tasks_due_idx')
      .on(t.runAt, t.id)
      .where(sql`${t.state} = 'PENDING'`),
    // The nightly purge finds finished rows by age.
    index('scheduled_tasks_finished_idx')
      .on(t.updatedAt)
      .where(sql`${t.state} <> 'PENDING'`),
    oneOf('scheduled_tasks_state_check', t.state, TASK_STATES),
  ],
);
