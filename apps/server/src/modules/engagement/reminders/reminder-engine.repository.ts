import type { ReminderKind, ReminderRunState } from '@market/contract';
import { and, desc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/database.js';
import { calendarSql, eventSql } from '../../catalogue/index.js';
import { bookingSql, ticketSql } from '../../commerce/index.js';
import type { BookingSubject, EventSubject } from './reminder-content.js';
import type { ExistingRun, Occurrence, ReminderRow, ReminderTiming, WantedRun } from './reminder-plan.js';
import { reminderDeliveries, reminderRuns, reminders } from './reminders.table.js';

/** An event as reminders see it: who may set them, its message fields and its sessions. */
export interface EventRecord extends EventSubject {
  hostId: string;
  coHostIds: string[];
  occurrences: Occurrence[];
}

/** A calendar's approved bookings, each with its buyer. */
export interface BookingRecord extends Occurrence {
  userId: string;
  booking: BookingSubject;
}

interface EventSubjectRow extends Record<string, unknown> {
  id: string;
  host_id: string;
  title: string;
  slug: string;
  format: string | null;
  status: string;
  meeting_url: string | null;
  venue_name: string | null;
  address: string | null;
  start_at: string | Date | null;
  end_at: string | Date | null;
  co_host_ids: string[];
  sessions: { id: string; startAt: string; endAt: string }[];
}

interface BookingSqlRow extends Record<string, unknown> {
  booking_id: string;
  user_id: string;
  starts_at: string | Date;
  ends_at: string | Date;
  calendar: { id: string; title: string; meetingUrl: string | null; location: string | null } | null;
}

export interface DeliveryKey {
  reminder: Pick<ReminderRow, 'id' | 'kind' | 'subjectId' | 'offsetMinutes'>;
  recipientId: string;
  occurrenceId: string;
  occurrenceAt: Date;
}

const toRun = (row: typeof reminderRuns.$inferSelect) => ({ ...row, state: row.state as ReminderRunState });
export type RunRow = ReturnType<typeof toRun>;
const toReminder = (row: typeof reminders.$inferSelect): ReminderRow => row as ReminderRow;

export function createReminderEngineRepository(db: DbOrTx) {
  return {
    async findEvent(eventId: string, tx: DbOrTx = db): Promise<EventRecord | undefined> {
      const { rows } = await tx.execute<EventSubjectRow>(eventSql.reminderSubjectOf(eventId));
      const row = rows[0];
      if (!row) return undefined;
      const sessions = row.sessions.map((s) => ({ id: s.id, startAt: new Date(s.startAt), endAt: new Date(s.endAt) }));
      // An event without sessions is its own one occurrence.
      const occurrences =
        sessions.length || !row.start_at ? sessions : [{ id: row.id, startAt: new Date(row.start_at), endAt: new Date(row.end_at ?? row.start_at) }];
      return {
        id: row.id,
        hostId: row.host_id,
        coHostIds: row.co_host_ids,
        title: row.title,
        slug: row.slug,
        format: row.format,
        status: row.status,
        meetingUrl: row.meeting_url,
        venueName: row.venue_name,
        address: row.address,
        occurrences,
      };
    },

    async findCalendarHost(calendarId: string, tx: DbOrTx = db): Promise<string | null | undefined> {
      const { rows } = await tx.execute<{ host_id: string | null }>(sql`select ${calendarSql.hostOf(calendarId)} as host_id`);
      return rows[0]?.host_id;
    },

    async bookingsOf(calendarId: string, since: Date, tx: DbOrTx = db): Promise<BookingRecord[]> {
      const { rows } = await tx.execute<BookingSqlRow>(bookingSql.approvedOfCalendar(calendarId, since));
      return rows.map((r) => ({
        id: r.booking_id,
        userId: r.user_id,
        startAt: new Date(r.starts_at),
        endAt: new Date(r.ends_at),
        booking: {
          id: r.booking_id,
          calendarId,
          title: r.calendar?.title ?? 'Lịch hẹn của bạn',
          meetingUrl: r.calendar?.meetingUrl ?? null,
          location: r.calendar?.location ?? null,
        },
      }));
    },

    async holdersOf(eventId: string, tx: DbOrTx = db): Promise<string[]> {
      const { rows } = await tx.execute<{ user_id: string }>(ticketSql.holdersOf(sql`${eventId}::uuid`));
      return rows.map((r) => r.user_id);
    },

    /** Subjects with something starting in (from, to]: published events and calendars with approved bookings. */
    async subjectsStartingBetween(from: Date, to: Date, tx: DbOrTx = db): Promise<{ events: string[]; calendars: string[] }> {
      const [events, calendars] = await Promise.all([
        tx.execute<{ event_id: string }>(sql`select distinct event_id from (${eventSql.startingBetween(from, to)}) o`),
        tx.execute<{ calendar_id: string }>(sql`select distinct calendar_id from (${bookingSql.approvedStartingBetween(from, to)}) b`),
      ]);
      return { events: events.rows.map((r) => r.event_id), calendars: calendars.rows.map((r) => r.calendar_id) };
    },

    /** Locks the subject's reminders while its runs are planned, so two plans of one subject take turns. */
    async lockReminders(subjectId: string, tx: DbOrTx = db): Promise<ReminderRow[]> {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`reminders:${subjectId}`}))`);
      return (await tx.select().from(reminders).where(eq(reminders.subjectId, subjectId)).orderBy(reminders.createdAt)).map(toReminder);
    },

    async listReminders(subjectId: string, tx: DbOrTx = db): Promise<ReminderRow[]> {
      const rows = await tx
        .select()
        .from(reminders)
        .where(and(eq(reminders.subjectId, subjectId), isNull(reminders.removedAt)))
        .orderBy(reminders.anchor, reminders.offsetMinutes);
      return rows.map(toReminder);
    },

    async findReminder(id: string, tx: DbOrTx = db, options: { removed?: boolean } = {}): Promise<ReminderRow | undefined> {
      const [row] = await tx
        .select()
        .from(reminders)
        .where(and(eq(reminders.id, id), options.removed ? undefined : isNull(reminders.removedAt)));
      return row && toReminder(row);
    },

    async insertReminders(
      rows: (ReminderTiming & { kind: ReminderKind; subjectId: string; offsetMinutes: number; isDefault: boolean })[],
      tx: DbOrTx = db,
    ): Promise<ReminderRow[]> {
      if (!rows.length) return [];
      return (await tx.insert(reminders).values(rows).returning()).map(toReminder);
    },

    async updateReminder(id: string, values: ReminderTiming & { offsetMinutes: number; kind: ReminderKind }, tx: DbOrTx = db): Promise<ReminderRow> {
      const [row] = await tx
        .update(reminders)
        .set({ ...values, isDefault: false })
        .where(eq(reminders.id, id))
        .returning();
      return toReminder(row!);
    },

    async removeReminder(id: string, at: Date, tx: DbOrTx = db): Promise<void> {
      await tx.update(reminders).set({ removedAt: at }).where(eq(reminders.id, id));
    },

    async runsOf(subjectId: string, tx: DbOrTx = db): Promise<RunRow[]> {
      return (await tx.select().from(reminderRuns).where(eq(reminderRuns.subjectId, subjectId))).map(toRun);
    },

    async latestRuns(subjectId: string, tx: DbOrTx = db): Promise<RunRow[]> {
      const rows = await tx.select().from(reminderRuns).where(eq(reminderRuns.subjectId, subjectId)).orderBy(desc(reminderRuns.dueAt)).limit(100);
      return rows.map(toRun);
    },

    async findRun(id: string, tx: DbOrTx = db): Promise<RunRow | undefined> {
      const [row] = await tx.select().from(reminderRuns).where(eq(reminderRuns.id, id));
      return row && toRun(row);
    },

    /** Writes each run as PENDING at its time (a moved one keeps its id, so its task moves with it). */
    async saveRuns(subjectId: string, runs: readonly WantedRun[], tx: DbOrTx = db): Promise<{ id: string; dueAt: Date }[]> {
      if (!runs.length) return [];
      return tx
        .insert(reminderRuns)
        .values(runs.map((r) => ({ reminderId: r.reminderId, subjectId, occurrenceId: r.occurrenceId, occurrenceAt: r.occurrenceAt, dueAt: r.dueAt })))
        .onConflictDoUpdate({
          target: [reminderRuns.reminderId, reminderRuns.occurrenceId],
          set: {
            occurrenceAt: sql`excluded.occurrence_at`,
            dueAt: sql`excluded.due_at`,
            state: 'PENDING',
            sent: 0,
            failed: 0,
            error: null,
            startedAt: null,
            finishedAt: null,
          },
        })
        .returning({ id: reminderRuns.id, dueAt: reminderRuns.dueAt });
    },

    async deleteRuns(runs: readonly Pick<ExistingRun, 'id'>[], tx: DbOrTx = db): Promise<void> {
      if (!runs.length) return;
      await tx.delete(reminderRuns).where(
        and(
          inArray(
            reminderRuns.id,
            runs.map((r) => r.id),
          ),
          inArray(reminderRuns.state, ['PENDING', 'FAILED']),
        ),
      );
    },

    /** PENDING or FAILED → RUNNING; false when it is running or finished already. */
    async startRun(id: string, at: Date, tx: DbOrTx = db): Promise<boolean> {
      const rows = await tx
        .update(reminderRuns)
        .set({ state: 'RUNNING', startedAt: at })
        .where(and(eq(reminderRuns.id, id), inArray(reminderRuns.state, ['PENDING', 'FAILED'])))
        .returning({ id: reminderRuns.id });
      return rows.length > 0;
    },

    async finishRun(id: string, outcome: { state: 'COMPLETED' | 'FAILED'; sent: number; failed: number; error: string | null; at: Date }, tx: DbOrTx = db) {
      await tx
        .update(reminderRuns)
        .set({ state: outcome.state, sent: sql`${reminderRuns.sent} + ${outcome.sent}`, failed: outcome.failed, error: outcome.error, finishedAt: outcome.at })
        .where(eq(reminderRuns.id, id));
    },

    /** Runs due by `now` and not done: what the catch-up sweep works through. */
    async dueRuns(now: Date, kinds: readonly ReminderKind[], tx: DbOrTx = db): Promise<{ id: string }[]> {
      return tx
        .select({ id: reminderRuns.id })
        .from(reminderRuns)
        .innerJoin(reminders, eq(reminders.id, reminderRuns.reminderId))
        .where(and(inArray(reminderRuns.state, ['PENDING', 'FAILED']), lte(reminderRuns.dueAt, now), inArray(reminders.kind, [...kinds])))
        .orderBy(reminderRuns.dueAt)
        .limit(500);
    },

    /** Claims one delivery: false when it was made already, by this run or any other process. */
    async claim(key: DeliveryKey, tx: DbOrTx = db): Promise<boolean> {
      const rows = await tx
        .insert(reminderDeliveries)
        .values({
          kind: key.reminder.kind,
          subjectId: key.reminder.subjectId,
          recipientId: key.recipientId,
          occurrenceAt: key.occurrenceAt,
          leadMinutes: -key.reminder.offsetMinutes,
          reminderId: key.reminder.id,
          occurrenceId: key.occurrenceId,
        })
        .onConflictDoNothing()
        .returning({ id: reminderDeliveries.id });
      return rows.length > 0;
    },

    /** Gives a claim back when sending failed, so the run's next try sends it. */
    async release(key: DeliveryKey, tx: DbOrTx = db): Promise<void> {
      await tx
        .delete(reminderDeliveries)
        .where(
          and(
            eq(reminderDeliveries.reminderId, key.reminder.id),
            eq(reminderDeliveries.recipientId, key.recipientId),
            eq(reminderDeliveries.occurrenceId, key.occurrenceId),
            eq(reminderDeliveries.occurrenceAt, key.occurrenceAt),
          ),
        );
    },
  };
}
export type ReminderEngineRepository = ReturnType<typeof createReminderEngineRepository>;
