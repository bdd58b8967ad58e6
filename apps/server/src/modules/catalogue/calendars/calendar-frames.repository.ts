import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/database.js';
import { rowStock, type RowStock } from '../../../platform/db/row-stock.js';
import type { CalendarRow, FrameRow } from './calendars.repository.js';
import { calendarFrames, calendars } from './calendars.table.js';

/** A frame with what its calendar decides for a buyer: title, status, price, whether the host approves. */
export interface FrameForSale {
  frame: FrameRow;
  calendar: Pick<CalendarRow, 'id' | 'title' | 'status' | 'price' | 'requiresApproval'>;
}

/**
 * What commerce reads and moves of calendar frames: frames as products, their stock being `booked`
 * (conditional updates; an exclusion constraint keeps one host's frames apart). Exposed by
 * `catalogue/calendars/index.ts`.
 */
export function createCalendarFramesRepository(db: DbOrTx): RowStock & {
  findForSale(ids: readonly string[], tx?: DbOrTx): Promise<FrameForSale[]>;
} {
  return {
    ...rowStock(db, calendarFrames, 'booked'),

    async findForSale(ids, tx = db) {
      if (!ids.length) return [];
      return tx
        .select({
          frame: calendarFrames,
          calendar: { id: calendars.id, title: calendars.title, status: calendars.status, price: calendars.price, requiresApproval: calendars.requiresApproval },
        })
        .from(calendarFrames)
        .innerJoin(calendars, eq(calendars.id, calendarFrames.calendarId))
        .where(inArray(calendarFrames.id, [...ids]));
    },
  };
}
export type CalendarFramesRepository = ReturnType<typeof createCalendarFramesRepository>;
