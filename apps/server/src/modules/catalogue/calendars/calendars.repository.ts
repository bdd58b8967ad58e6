import { and, asc, count, desc, eq, getTableColumns, gte, lt, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/database.js';
import { offsetOf } from '../../../platform/http/pagination.js';
import { calendarFrames, calendars } from './calendars.table.js';

export type CalendarRow = typeof calendars.$inferSelect;
export type NewCalendarRow = typeof calendars.$inferInsert;
export type FrameRow = typeof calendarFrames.$inferSelect;
export type NewFrameRow = typeof calendarFrames.$inferInsert;
/** A calendar with the count of its frames from now on that still have a free place. */
export type CalendarView = CalendarRow & { upcomingFreeFrames: number };
/** A frame with what its calendar decides: who hosts it, whether it is shown, its price. */
export type FrameView = FrameRow & { calendarStatus: string; price: number };

const hasFreePlace = sql`${calendarFrames.capacity} - ${calendarFrames.booked} - ${calendarFrames.held} > 0`;

/**
 * Counted inside the calendar's own row (one query for a page, read from calendar_frames_calendar_idx).
 * Written out in full: Drizzle leaves columns unqualified in a one-table select, and "id" would then
 * name the frame's id.
 */
const upcomingFreeFrames = sql<number>`(
  select count(*)::int from calendar_frames f
  where f.calendar_id = "calendars"."id" and f.start_at > now() and f.capacity - f.booked - f.held > 0
)`.mapWith(Number);
const calendarView = { ...getTableColumns(calendars), upcomingFreeFrames };
const frameView = { ...getTableColumns(calendarFrames), calendarStatus: calendars.status, price: calendars.price };

/** What a booking shows of its calendar: how and where it meets. */
export interface CalendarCard {
  id: string;
  title: string;
  type: CalendarRow['type'];
  meetingTool: CalendarRow['meetingTool'];
  meetingUrl: string | null;
  location: string | null;
}

/** SQL pieces on a calendar id held by another context's table (commerce's booking lines), so it never joins ours. */
export const calendarSql = {
  /** The calendar `calendarId` points to as a CalendarCard (a JSON object; null when there is none). */
  cardOf(calendarId: AnyColumn | SQL): SQL<CalendarCard | null> {
    return sql<CalendarCard | null>`(select json_build_object('id', ${calendars.id}, 'title', ${calendars.title}, 'type', ${calendars.type}, 'meetingTool', ${calendars.meetingTool}, 'meetingUrl', ${calendars.meetingUrl}, 'location', ${calendars.location}) from ${calendars} where ${calendars.id} = ${calendarId})`;
  },
  /** The host of the calendar `calendarId` (null when there is none). */
  hostOf(calendarId: string): SQL<string | null> {
    return sql<string | null>`(select ${calendars.hostId} from ${calendars} where ${calendars.id} = ${calendarId})`;
  },
};

/** Which calendars a list shows: one host's or everyone's, in one status or all. */
export interface CalendarFilter {
  hostId?: string | undefined;
  status: 'ACTIVE' | 'INACTIVE' | 'ALL';
}

/** The frames of one calendar starting in [from, to), in time order; kept apart so its plan can be checked. */
export function framesInRangeQuery(db: DbOrTx, calendarId: string, range: { from: Date; to: Date; onlyAvailable?: boolean | undefined }) {
  const conditions = [eq(calendarFrames.calendarId, calendarId), gte(calendarFrames.startAt, range.from), lt(calendarFrames.startAt, range.to)];
  if (range.onlyAvailable) conditions.push(hasFreePlace);
  return db
    .select()
    .from(calendarFrames)
    .where(and(...conditions))
    .orderBy(asc(calendarFrames.startAt));
}

/** Calendars and their frames; a host's frames are kept apart by the constraint calendar_frames_no_overlap. */
export function createCalendarsRepository(db: DbOrTx) {
  return {
    async findById(id: string, tx: DbOrTx = db): Promise<CalendarView | undefined> {
      const [row] = await tx.select(calendarView).from(calendars).where(eq(calendars.id, id));
      return row;
    },
    /** The calendar row locked until the transaction ends (edits and deletion queue behind each other). */
    async lock(id: string, tx: DbOrTx): Promise<CalendarRow | undefined> {
      const [row] = await tx.select().from(calendars).where(eq(calendars.id, id)).for('update');
      return row;
    },
    async insert(values: NewCalendarRow, tx: DbOrTx = db): Promise<CalendarRow> {
      const [row] = await tx.insert(calendars).values(values).returning();
      return row!;
    },
    async update(id: string, values: Partial<NewCalendarRow>, tx: DbOrTx = db): Promise<void> {
      await tx
        .update(calendars)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(calendars.id, id));
    },
    /** Its frames go with it (the foreign key cascades). */
    async delete(id: string, tx: DbOrTx = db): Promise<void> {
      await tx.delete(calendars).where(eq(calendars.id, id));
    },
    async list(
      filter: CalendarFilter,
      query: { page: number; limit: number; sort: 'ASC' | 'DESC' },
      tx: DbOrTx = db,
    ): Promise<{ rows: CalendarView[]; total: number }> {
      const conditions: SQL[] = [];
      if (filter.hostId) conditions.push(eq(calendars.hostId, filter.hostId));
      if (filter.status !== 'ALL') conditions.push(eq(calendars.status, filter.status));
      const where = conditions.length ? and(...conditions) : undefined;
      const order = query.sort === 'ASC' ? [asc(calendars.createdAt), asc(calendars.id)] : [desc(calendars.createdAt), desc(calendars.id)];
      const [rows, [total]] = await Promise.all([
        tx
          .select(calendarView)
          .from(calendars)
          .where(where)
          .orderBy(...order)
          .limit(query.limit)
          .offset(offsetOf(query)),
        tx.select({ n: count() }).from(calendars).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },
    /** An account's termination: its calendars stop being offered (booked frames stay for the books). */
    async deactivateOf(hostId: string, tx: DbOrTx = db): Promise<void> {
      await tx
        .update(calendars)
        .set({ status: 'INACTIVE', updatedAt: sql`now()` })
        .where(and(eq(calendars.hostId, hostId), eq(calendars.status, 'ACTIVE')));
    },

    async findFrame(id: string, tx: DbOrTx = db): Promise<FrameView | undefined> {
      const [row] = await tx
        .select(frameView)
        .from(calendarFrames)
        .innerJoin(calendars, eq(calendars.id, calendarFrames.calendarId))
        .where(eq(calendarFrames.id, id));
      return row;
    },
    framesInRange: (calendarId: string, range: { from: Date; to: Date; onlyAvailable?: boolean | undefined }): Promise<FrameRow[]> =>
      framesInRangeQuery(db, calendarId, range),
    /** One statement: every frame or none (an overlap raises exclusion_violation). */
    async insertFrames(values: NewFrameRow[], tx: DbOrTx = db): Promise<FrameRow[]> {
      return tx.insert(calendarFrames).values(values).returning();
    },
    /**
     * Deletes the frame only while nobody booked or holds it; the condition is re-read after any
     * concurrent hold commits, so a hold and a deletion never both win.
     */
    async deleteFreeFrame(id: string, tx: DbOrTx = db): Promise<boolean> {
      const rows = await tx
        .delete(calendarFrames)
        .where(and(eq(calendarFrames.id, id), sql`${calendarFrames.booked} + ${calendarFrames.held} = 0`))
        .returning({ id: calendarFrames.id });
      return rows.length > 0;
    },
    /** Every frame of a calendar, locked until the transaction ends (no hold can slip in before a deletion). */
    async lockFramesOf(calendarId: string, tx: DbOrTx): Promise<{ booked: number; held: number }[]> {
      return tx
        .select({ booked: calendarFrames.booked, held: calendarFrames.held })
        .from(calendarFrames)
        .where(eq(calendarFrames.calendarId, calendarId))
        .for('update');
    },
  };
}
export type CalendarsRepository = ReturnType<typeof createCalendarsRepository>;
