import { and, asc, count, desc, eq, gt, gte, inArray, lt, lte, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { ContentStatus, EventFormat } from '@market/contract';
import type { DbOrTx } from '../../../platform/db/database.js';
import { likeContaining } from '../../../platform/db/search.js';
import { offsetOf } from '../../../platform/http/pagination.js';
import type { CardRow } from './event.js';
import { eventCategoryLinks, eventCoHosts, events } from './events.table.js';

export const cardColumns = {
  id: events.id,
  hostId: events.hostId,
  slug: events.slug,
  title: events.title,
  summary: events.summary,
  coverImage: events.coverImage,
  format: events.format,
  city: events.city,
  venueName: events.venueName,
  status: events.status,
  startAt: events.startAt,
  endAt: events.endAt,
  durationMinutes: events.durationMinutes,
  sessionCount: events.sessionCount,
  minPrice: events.minPrice,
  maxPrice: events.maxPrice,
  publishedAt: events.publishedAt,
  rejectReason: events.rejectReason,
  createdAt: events.createdAt,
  updatedAt: events.updatedAt,
} satisfies Record<keyof CardRow, unknown>;

/** A moment and the Vietnamese calendar day around it (see vietnamDay). */
export interface Clock {
  now: Date;
  dayStart: Date;
  dayEnd: Date;
}
export type Period = 'live' | 'today' | 'future' | 'past';
type Sort = 'ASC' | 'DESC';

const period = sql`tstzrange(${events.startAt}, ${events.endAt})`;

/**
 * Named pieces of a list's WHERE. The published ones match the partial indexes' predicate
 * literally; live and today also state the overlap on `tstzrange(start_at, end_at)` so the GiST
 * index answers them (the plain comparisons keep events without times out).
 */
export const eventFilters = {
  published: sql`${events.status} = 'PUBLISHED'`,
  status: (status: ContentStatus) => eq(events.status, status),
  ownedBy: (userId: string) => eq(events.hostId, userId),
  coHostedBy: (userId: string) => inArray(events.id, sql`(select ${eventCoHosts.eventId} from ${eventCoHosts} where ${eventCoHosts.userId} = ${userId})`),
  madeBy: (userId: string) => or(eventFilters.ownedBy(userId), eventFilters.coHostedBy(userId))!,
  in(when: Period, clock: Clock): SQL {
    switch (when) {
      case 'live':
        return and(lte(events.startAt, clock.now), gt(events.endAt, clock.now), sql`${period} @> ${clock.now.toISOString()}::timestamptz`)!;
      case 'today':
        return and(
          lt(events.startAt, clock.dayEnd),
          gt(events.endAt, clock.dayStart),
          sql`${period} && tstzrange(${clock.dayStart.toISOString()}::timestamptz, ${clock.dayEnd.toISOString()}::timestamptz)`,
        )!;
      case 'future':
        return gt(events.startAt, clock.now);
      case 'past':
        return lte(events.endAt, clock.now);
    }
  },
  /** Length of the first session in [min, max) minutes. */
  lasting: ([min, max]: [number, number | null]) => and(gte(events.durationMinutes, min), max === null ? undefined : lt(events.durationMinutes, max))!,
  /** Has a free tier people can take. */
  free: eq(events.minPrice, 0),
  /** Has a tier that costs something. */
  paid: gt(events.maxPrice, 0),
  inCategory: (categoryId: string) =>
    inArray(events.id, sql`(select ${eventCategoryLinks.eventId} from ${eventCategoryLinks} where ${eventCategoryLinks.eventCategoryId} = ${categoryId})`),
  inAnyCategory: (categoryIds: string[]) =>
    inArray(
      events.id,
      sql`(select ${eventCategoryLinks.eventId} from ${eventCategoryLinks} where ${inArray(eventCategoryLinks.eventCategoryId, categoryIds)})`,
    ),
  notAmong: (ids: string[]) => (ids.length ? notInArray(events.id, ids) : undefined),
  format: (format: EventFormat) => eq(events.format, format),
  city: (city: string) => sql`immutable_unaccent(lower(${events.city})) like immutable_unaccent(lower(${likeContaining(city)}))`,
  /** Every word typed appears in the title, diacritics ignored ("hoi thao" finds "Hội thảo"), through events_title_trgm_idx. */
  titleMatches(q: string): SQL | undefined {
    const words = q.split(/\s+/).filter(Boolean).slice(0, 8);
    return and(...words.map((word) => sql`${events.searchTitle} like immutable_unaccent(lower(${likeContaining(word)}))`));
  },
};

/** The pieces of a list's WHERE, all of which must hold; undefined pieces are left out. */
export type EventWhere = readonly (SQL | undefined)[];

/** Orders with the id as tie-break, so pages never overlap. */
export const eventOrders = {
  byStart: (sort: Sort) => (sort === 'DESC' ? [desc(events.startAt), desc(events.id)] : [asc(events.startAt), asc(events.id)]),
  byCreation: (sort: Sort) => (sort === 'DESC' ? [desc(events.createdAt), desc(events.id)] : [asc(events.createdAt), asc(events.id)]),
};

/** Lists of events as cards: one query for the page, one for the total, each on an index. */
export function createEventListRepository(db: DbOrTx) {
  return {
    async list(pieces: EventWhere, order: SQL[], query: { page: number; limit: number }, tx: DbOrTx = db): Promise<{ rows: CardRow[]; total: number }> {
      const where = and(...pieces);
      const [rows, [total]] = await Promise.all([
        tx
          .select(cardColumns)
          .from(events)
          .where(where)
          .orderBy(...order)
          .limit(query.limit)
          .offset(offsetOf(query)),
        tx.select({ n: count() }).from(events).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },
    /** The first `limit` rows only (related events, no total). */
    async listFirst(pieces: EventWhere, order: SQL[], limit: number, tx: DbOrTx = db): Promise<CardRow[]> {
      return tx
        .select(cardColumns)
        .from(events)
        .where(and(...pieces))
        .orderBy(...order)
        .limit(limit);
    },
    async count(pieces: EventWhere, tx: DbOrTx = db): Promise<number> {
      const [row] = await tx
        .select({ n: count() })
        .from(events)
        .where(and(...pieces));
      return row?.n ?? 0;
    },
    async categoryIdsOf(eventId: string, tx: DbOrTx = db): Promise<string[]> {
      const rows = await tx.select({ id: eventCategoryLinks.eventCategoryId }).from(eventCategoryLinks).where(eq(eventCategoryLinks.eventId, eventId));
      return rows.map((r) => r.id);
    },
    async coHostedCount(userId: string, tx: DbOrTx = db): Promise<number> {
      const [row] = await tx.select({ n: count() }).from(eventCoHosts).where(eq(eventCoHosts.userId, userId));
      return row?.n ?? 0;
    },
  };
}
export type EventListRepository = ReturnType<typeof createEventListRepository>;
