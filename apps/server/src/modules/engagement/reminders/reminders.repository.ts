import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/database.js';
import { eventSql } from '../../catalogue/index.js';
import { bookingSql, ticketSql } from '../../commerce/index.js';
import type { BookingOccurrence, EventOccurrence, ReminderKind } from './reminder.js';
import { reminderDeliveries, schedulerRuns } from './reminders.table.js';

export interface ReminderKey {
  kind: ReminderKind;
  subjectId: string;
  recipientId: string;
  occurrenceAt: Date;
  leadMinutes: number;
}

interface EventHolderRow extends Record<string, unknown> {
  event_id: string;
  starts_at: string | Date;
  title: string;
  slug: string;
  format: string | null;
  meeting_url: string | null;
  venue_name: string | null;
  address: string | null;
  user_id: string;
}

interface BookingRow extends Record<string, unknown> {
  booking_id: string;
  user_id: string;
  calendar_id: string;
  starts_at: string | Date;
  calendar: BookingOccurrence['calendar'];
}

export function createRemindersRepository(db: DbOrTx) {
  return {
    /** Records a scheduler run once: false when this run of this hook was received before. */
    async recordRun(hook: string, runId: string, tx: DbOrTx = db): Promise<boolean> {
      const rows = await tx.insert(schedulerRuns).values({ hook, runId }).onConflictDoNothing().returning({ runId: schedulerRuns.runId });
      return rows.length > 0;
    },

    async setRunJob(hook: string, runId: string, jobId: string, tx: DbOrTx = db): Promise<void> {
      await tx
        .update(schedulerRuns)
        .set({ jobId })
        .where(and(eq(schedulerRuns.hook, hook), eq(schedulerRuns.runId, runId)));
    },

    async findRun(hook: string, runId: string, tx: DbOrTx = db) {
      const [row] = await tx
        .select()
        .from(schedulerRuns)
        .where(and(eq(schedulerRuns.hook, hook), eq(schedulerRuns.runId, runId)));
      return row;
    },

    /** Ticket holders of every start of a published event in (from, to], one row per (start, holder). */
    async eventHoldersStartingBetween(from: Date, to: Date, tx: DbOrTx = db): Promise<{ occurrence: EventOccurrence; userId: string }[]> {
      const { rows } = await tx.execute<EventHolderRow>(
        sql`select o.*, h.user_id from (${eventSql.startingBetween(from, to)}) o cross join lateral (${ticketSql.holdersOf(sql`o.event_id`)}) h`,
      );
      return rows.map((r) => ({
        userId: r.user_id,
        occurrence: {
          eventId: r.event_id,
          startsAt: new Date(r.starts_at),
          title: r.title,
          slug: r.slug,
          format: r.format,
          meetingUrl: r.meeting_url,
          venueName: r.venue_name,
          address: r.address,
        },
      }));
    },

    /** Buyers of approved bookings starting in (from, to]. */
    async bookingsStartingBetween(from: Date, to: Date, tx: DbOrTx = db): Promise<{ booking: BookingOccurrence; userId: string }[]> {
      const { rows } = await tx.execute<BookingRow>(bookingSql.approvedStartingBetween(from, to));
      return rows.map((r) => ({
        userId: r.user_id,
        booking: { bookingId: r.booking_id, calendarId: r.calendar_id, startsAt: new Date(r.starts_at), calendar: r.calendar },
      }));
    },

    /** Claims one reminder: false when it was claimed (sent) already, by this run or any other. */
    async claim(key: ReminderKey, tx: DbOrTx = db): Promise<boolean> {
      const rows = await tx.insert(reminderDeliveries).values(key).onConflictDoNothing().returning({ id: reminderDeliveries.id });
      return rows.length > 0;
    },

    /** Gives a claim back when sending failed, so a later run tries again. */
    async release(key: ReminderKey, tx: DbOrTx = db): Promise<void> {
      await tx
        .delete(reminderDeliveries)
        .where(
          and(
            eq(reminderDeliveries.kind, key.kind),
            eq(reminderDeliveries.subjectId, key.subjectId),
            eq(reminderDeliveries.recipientId, key.recipientId),
            eq(reminderDeliveries.occurrenceAt, key.occurrenceAt),
            eq(reminderDeliveries.leadMinutes, key.leadMinutes),
          ),
        );
    },
  };
}
export type RemindersRepository = ReturnType<typeof createRemindersRepository>;
