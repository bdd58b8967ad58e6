import { integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { oneOf } from '../../../platform/db/checks.js';
import { users } from '../../identity/users/users.table.js';

/** One run of the external scheduler per webhook: its key makes the same run, sent twice, queue its work once. */
export const schedulerRuns = pgTable(
  'scheduler_runs',
  {
    hook: text('hook').notNull(),
    runId: text('run_id').notNull(),
    /** The job doing the run's work. */
    jobId: uuid('job_id'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'scheduler_runs_pkey', columns: [t.hook, t.runId] })],
);

/**
 * Each reminder sent: its unique key claims it before it is sent, so one reminder (kind, event or
 * booking, person, start, lead) goes out once whichever runs or server processes meet it.
 */
export const reminderDeliveries = pgTable(
  'reminder_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    /** The event (EVENT) or the booking's order line (CALENDAR). */
    subjectId: uuid('subject_id').notNull(),
    recipientId: uuid('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The start reminded of (a session's, for an event of several). */
    occurrenceAt: timestamp('occurrence_at', { withTimezone: true }).notNull(),
    leadMinutes: integer('lead_minutes').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reminder_deliveries_once_key').on(t.kind, t.subjectId, t.recipientId, t.occurrenceAt, t.leadMinutes),
    oneOf('reminder_deliveries_kind_check', t.kind, ['EVENT', 'CALENDAR']),
  ],
);
