import { ReminderAnchor, ReminderDirection, ReminderKind, ReminderRecurrence, ReminderRunState, ReminderTimeUnit } from '@market/contract';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
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
 * A reminder a host keeps on an event or a calendar (or the defaults it started with): `amount`
 * `unit` BEFORE or AFTER the START_TIME or END_TIME, once (the first start, the last end) or at each
 * occurrence (each session, each booking). Removed ones are kept (`removed_at`), so their runs stay
 * readable and the defaults are not written again.
 */
export const reminders = pgTable(
  'reminders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    /** The event (EVENT, OFFLINE_EVENT) or the calendar (CALENDAR). */
    subjectId: uuid('subject_id').notNull(),
    anchor: text('anchor').notNull(),
    direction: text('direction').notNull(),
    amount: integer('amount').notNull(),
    unit: text('unit').notNull(),
    recurrence: text('recurrence').notNull(),
    /** Signed minutes from the anchor (negative: before): what runs are timed by. */
    offsetMinutes: integer('offset_minutes').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [
    index('reminders_subject_idx').on(t.subjectId),
    // Two reminders at the same moment would send the same message twice.
    uniqueIndex('reminders_same_moment')
      .on(t.subjectId, t.anchor, t.offsetMinutes, t.recurrence)
      .where(sql`removed_at is null`),
    oneOf('reminders_kind_check', t.kind, ReminderKind.values),
    oneOf('reminders_anchor_check', t.anchor, ReminderAnchor.values),
    oneOf('reminders_direction_check', t.direction, ReminderDirection.values),
    oneOf('reminders_unit_check', t.unit, ReminderTimeUnit.values),
    oneOf('reminders_recurrence_check', t.recurrence, ReminderRecurrence.values),
  ],
);

/**
 * One (reminder, occurrence): PENDING until its scheduler task (keyed by the run's id) takes it,
 * RUNNING while it sends, COMPLETED or FAILED after. Moving the occurrence moves `due_at` (and its task).
 */
export const reminderRuns = pgTable(
  'reminder_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reminderId: uuid('reminder_id')
      .notNull()
      .references(() => reminders.id, { onDelete: 'cascade' }),
    subjectId: uuid('subject_id').notNull(),
    /** The session, the event itself (one-time, or an event without sessions) or the booking's order line. */
    occurrenceId: uuid('occurrence_id').notNull(),
    /** The start or end reminded of. */
    occurrenceAt: timestamp('occurrence_at', { withTimezone: true }).notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    state: text('state').notNull().default('PENDING'),
    sent: integer('sent').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    error: text('error'),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('reminder_runs_once').on(t.reminderId, t.occurrenceId),
    index('reminder_runs_subject_idx').on(t.subjectId, t.dueAt.desc()),
    index('reminder_runs_due_idx')
      .on(t.dueAt)
      .where(sql`state in ('PENDING', 'FAILED')`),
    oneOf('reminder_runs_state_check', t.state, ReminderRunState.values),
  ],
);

/**
 * Each reminder sent: its unique key claims it before it is sent, so one reminder goes out once per
 * (reminder, person, occurrence) whichever runs or server processes meet it. Rows of the fixed leads
 * sent before reminders were kept (no `reminder_id`) keep their old key.
 */
export const reminderDeliveries = pgTable(
  'reminder_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    /** The event or calendar (a reminder's), or the event or booking's order line (fixed leads). */
    subjectId: uuid('subject_id').notNull(),
    recipientId: uuid('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The start or end reminded of (a session's, for an event of several). */
    occurrenceAt: timestamp('occurrence_at', { withTimezone: true }).notNull(),
    leadMinutes: integer('lead_minutes').notNull(),
    /** The reminder sent (its id never changes when the host changes its timing). */
    reminderId: uuid('reminder_id').references(() => reminders.id, { onDelete: 'cascade' }),
    /** The session, event or booking reminded of. */
    occurrenceId: uuid('occurrence_id'),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reminder_deliveries_once_key')
      .on(t.kind, t.subjectId, t.recipientId, t.occurrenceAt, t.leadMinutes)
      .where(sql`reminder_id is null`),
    uniqueIndex('reminder_deliveries_once_per_reminder')
      .on(t.reminderId, t.recipientId, t.occurrenceId, t.occurrenceAt)
      .where(sql`reminder_id is not null`),
    oneOf('reminder_deliveries_kind_check', t.kind, ReminderKind.values),
  ],
);
