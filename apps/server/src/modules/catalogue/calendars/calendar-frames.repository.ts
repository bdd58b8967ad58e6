import { and, asc, count, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/database.js';
import { rowStock, type RowStock } from '../../../platform/db/row-stock.js';
import { foldedContains } from '../../../platform/db/search.js';
import { userSql } from '../../identity/index.js';
import type { CalendarRow, FrameRow } from './calendars.repository.js';
import { calendarFrames, calendars } from './calendars.table.js';

/** A frame with what its calendar decides for a buyer: title, status, price, whether the host approves. */
export interface FrameForSale {
  frame: FrameRow;
  calendar: Pick<CalendarRow, 'id' | 'title' | 'status' | 'price' | 'requiresApproval'>;
}

/** Which frames a list wants: text to match, the time, how many from the top. */
export interface FrameListFilter {
  q?: string | undefined;
  now: Date;
  limit: number;
}

const forSale = {
  frame: calendarFrames,
  calendar: { id: calendars.id, title: calendars.title, status: calendars.status, price: calendars.price, requiresApproval: calendars.requiresApproval },
};

/**
 * What commerce reads and moves of calendar frames: frames as products, their stock being `booked`
 * (conditional updates; an exclusion constraint keeps one host's frames apart). Exposed by
 * `catalogue/calendars/index.ts`.
 */
export function createCalendarFramesRepository(db: DbOrTx): RowStock & {
  findForSale(ids: readonly string[], tx?: DbOrTx): Promise<FrameForSale[]>;
  listForHost(hostId: string, filter: FrameListFilter, tx?: DbOrTx): Promise<{ rows: FrameForSale[]; total: number }>;
  listOnSale(filter: FrameListFilter, tx?: DbOrTx): Promise<{ rows: FrameForSale[]; total: number }>;
} {
  /** The first `limit` frames matching, soonest first (the order lists merged across product types expect), and how many match. */
  async function listWhere(where: SQL, limit: number, tx: DbOrTx) {
    const [rows, [total]] = await Promise.all([
      tx
        .select(forSale)
        .from(calendarFrames)
        .innerJoin(calendars, eq(calendars.id, calendarFrames.calendarId))
        .where(where)
        .orderBy(asc(calendarFrames.startAt), asc(calendars.title), asc(calendarFrames.id))
        .limit(limit),
      tx.select({ n: count() }).from(calendarFrames).innerJoin(calendars, eq(calendars.id, calendarFrames.calendarId)).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  }
  return {
    ...rowStock(db, calendarFrames, 'booked'),

    async findForSale(ids, tx = db) {
      if (!ids.length) return [];
      return tx
        .select(forSale)
        .from(calendarFrames)
        .innerJoin(calendars, eq(calendars.id, calendarFrames.calendarId))
        .where(inArray(calendarFrames.id, [...ids]));
    },

    /** The host's frames still to come. */
    listForHost(hostId, filter, tx = db) {
      return listWhere(
        and(eq(calendarFrames.hostId, hostId), gt(calendarFrames.startAt, filter.now), foldedContains(sql`${calendars.title}`, filter.q))!,
        filter.limit,
        tx,
      );
    },

    /** Frames to come of active calendars; the text also matches the host's name. */
    listOnSale(filter, tx = db) {
      const where = and(
        eq(calendars.status, 'ACTIVE'),
        gt(calendarFrames.startAt, filter.now),
        foldedContains(sql`${calendars.title} || ' ' || ${userSql.fullNameOf(calendarFrames.hostId)}`, filter.q),
      )!;
      return listWhere(where, filter.limit, tx);
    },
  };
}
export type CalendarFramesRepository = ReturnType<typeof createCalendarFramesRepository>;
