import type { HostChip } from '@market/contract';
import { and, asc, count, eq, gt, sql, type SQL } from 'drizzle-orm';
import { genericPlanName, type DbOrTx } from '../../../platform/db/database.js';
import { preparedOnce } from '../../../platform/db/prepared-once.js';
import { rowStock, type RowStock } from '../../../platform/db/row-stock.js';
import { foldedContains } from '../../../platform/db/search.js';
import { userSql } from '../../identity/index.js';
import type { CalendarRow, FrameRow } from './calendars.repository.js';
import { calendarFrames, calendars } from './calendars.table.js';

/** A frame with what its calendar decides for a buyer (title, status, price, whether the host approves) and its host's chip (null: no such account). */
export interface FrameForSale {
  frame: FrameRow;
  calendar: Pick<CalendarRow, 'id' | 'title' | 'status' | 'price' | 'requiresApproval'>;
  host: HostChip | null;
}

/** Which frames a list wants: text to match, the time, how many from the top. */
export interface FrameListFilter {
  q?: string | undefined;
  now: Date;
  limit: number;
}

// The host's chip comes along (a frame shows its host's avatar, a card its host): no second round trip to the users.
const forSale = {
  frame: calendarFrames,
  calendar: { id: calendars.id, title: calendars.title, status: calendars.status, price: calendars.price, requiresApproval: calendars.requiresApproval },
  host: userSql.chipOf(calendarFrames.hostId),
};

// The public listing describes the frames of a page that it does not keep, a booking its frame: one statement text whatever
// the count, prepared once per connection and planned once (a lookup by keys).
const prepareForSale = (tx: DbOrTx) =>
  tx
    .select(forSale)
    .from(calendarFrames)
    .innerJoin(calendars, eq(calendars.id, calendarFrames.calendarId))
    .where(sql`${calendarFrames.id} = any(${sql.placeholder('ids')}::uuid[])`)
    .prepare(genericPlanName('calendar_frames_for_sale'));

/**
 * The version of each frame's facts at `now` (see FactsVersionSql in commerce): everything `findForSale` reads of a frame
 * comes from its row, its calendar's and its host's (each `xmin`, new on every write: bookings too), and the time only
 * decides whether the frame is still to come (until its start).
 */
const frameFactsVersion = (ids: SQL, now: SQL): SQL =>
  sql`select ${calendarFrames.id} as item_id, ${calendarFrames}.xmin::text || '.' || ${calendars}.xmin::text || '.'
             || coalesce(${userSql.versionOf(calendarFrames.hostId)}, '-') || '.' || (${calendarFrames.startAt} > ${now})::int as version,
             case when ${calendarFrames.startAt} > ${now} then ${calendarFrames.startAt} end as until
        from ${calendarFrames} join ${calendars} on ${calendars.id} = ${calendarFrames.calendarId}
       where ${calendarFrames.id} = any(${ids})`;

/**
 * What commerce reads and moves of calendar frames: frames as products, their stock being `booked`
 * (conditional updates; an exclusion constraint keeps one host's frames apart). Exposed by
 * `catalogue/calendars/index.ts`.
 */
export function createCalendarFramesRepository(db: DbOrTx): RowStock & {
  findForSale(ids: readonly string[], tx?: DbOrTx): Promise<FrameForSale[]>;
  listForHost(hostId: string, filter: FrameListFilter, tx?: DbOrTx): Promise<{ rows: FrameForSale[]; total: number }>;
  listOnSale(filter: FrameListFilter, tx?: DbOrTx): Promise<{ rows: FrameForSale[]; total: number }>;
  /** The versions of frames' facts at a time, in SQL (see FactsVersionSql in commerce). */
  factsVersion(ids: SQL, now: SQL): SQL;
} {
  const forSaleOn = preparedOnce(prepareForSale);
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

    factsVersion: frameFactsVersion,

    async findForSale(ids, tx = db) {
      if (!ids.length) return [];
      return forSaleOn(tx).execute({ ids: [...new Set(ids)] });
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
