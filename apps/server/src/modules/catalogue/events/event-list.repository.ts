import { and, asc, count as drizzleCount, desc, eq, gt, gte, inArray, lt, lte, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ContentStatus, EventFormat, UserSummaryDto } from '@market/contract';
import { PREPARED, PREPARED_GENERIC, type DbOrTx } from '../../../platform/db/database.js';
import { frozenPer, frozenSql } from '../../../platform/db/frozen-sql.js';
import { userSql } from '../../identity/index.js';
import { likeContaining } from '../../../platform/db/search.js';
import { offsetOf } from '../../../platform/http/pagination.js';
import type { CardRow, ChipRow } from './event.js';
import { cardRefColumns, createCardTexts, type CardRef } from './event-card-texts.repository.js';
import { eventCategories, eventCategoryLinks, eventCoHosts, events, publishedEventsByCategory, publishedEventTitles } from './events.table.js';

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

/** What surrounds a word in titleMatches: plain, or folded in a sub-select. */
const titleLikeFolded = [frozenSql(sql`${events.searchTitle} like immutable_unaccent(lower(`), sql.raw('))')] as const;
const titleLikeFoldedOnce = [frozenSql(sql`${events.searchTitle} like (select immutable_unaccent(lower(`), sql.raw(')))')] as const;

/**
 * Named pieces of a list's WHERE. The published ones match the partial indexes' predicate
 * literally; live and today also state the overlap on `tstzrange(start_at, end_at)` so the GiST
 * index answers them (the plain comparisons keep events without times out).
 */
export const eventFilters = {
  published: frozenSql(sql`${events.status} = 'PUBLISHED'`),
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
  /**
   * On at some moment of [start, end) (either bound may be open): the `today` tab's overlap for any
   * days, answered by the same period index.
   */
  overlapping(start: Date | undefined, end: Date | undefined): SQL {
    const range = sql`tstzrange(${start?.toISOString() ?? null}::timestamptz, ${end?.toISOString() ?? null}::timestamptz)`;
    return and(end ? lt(events.startAt, end) : undefined, start ? gt(events.endAt, start) : undefined, sql`${period} && ${range}`)!;
  },
  /** Length of the first session in [min, max) minutes. */
  lasting: ([min, max]: [number, number | null]) => and(gte(events.durationMinutes, min), max === null ? undefined : lt(events.durationMinutes, max))!,
  /** Has a free tier people can take. */
  free: eq(events.minPrice, 0),
  /** Has a tier that costs something. */
  paid: gt(events.maxPrice, 0),
  /** On the event's own copy of its categories (kept by triggers), so the start index or the category+words index answers. */
  inCategory: (categoryId: string) => sql`${events.categoryIds} @> array[${categoryId}::uuid]`,
  inAnyCategory: (categoryIds: string[]) => sql`${events.categoryIds} && ${`{${categoryIds.join(',')}}`}::uuid[]`,
  notAmong: (ids: string[]) => (ids.length ? notInArray(events.id, ids) : undefined),
  format: (format: EventFormat) => eq(events.format, format),
  city: (city: string) => sql`immutable_unaccent(lower(${events.city})) like immutable_unaccent(lower(${likeContaining(city)}))`,
  /**
   * Every word typed appears in the title, diacritics ignored ("hoi thao" finds "Hội thảo"), through events_title_trgm_idx.
   * `plannedOnce`: for a statement planned once (PREPARED_GENERIC), each word is folded in a sub-select, once per run;
   * written plainly, a generic plan folds it again on every row. A plan made per run wants it plain: it then
   * reads the folded words as constants and can tell how many titles hold them.
   */
  titleMatches(q: string, options: { plannedOnce?: boolean } = {}): SQL | undefined {
    const words = q.split(/\s+/).filter(Boolean).slice(0, 8);
    const [before, after] = options.plannedOnce ? titleLikeFoldedOnce : titleLikeFolded;
    return and(...words.map((word) => sql`${before}${likeContaining(word)}${after}`));
  },
};

/**
 * The public list filtered by words alone, answered by an index in the process (the catalogue's search mirror) when it
 * can: the page's ids in the list's order and how many match, exactly as titleMatches over published events would.
 * `stale`, read with the page's rows, is true when the index missed changes committed before: `refresh`, then ask again.
 */
export interface EventWordIndex {
  page(q: string, window: { sort: Sort; offset: number; limit: number }): { total: number; ids: string[]; stale: SQL } | undefined;
  refresh(): Promise<void>;
}

/** The pieces of a list's WHERE, all of which must hold; undefined pieces are left out. */
export type EventWhere = readonly (SQL | undefined)[];

/**
 * An order by a column, with the id as tie-break so pages never overlap; flipped to read a deep page
 * from its far end. Each direction is one lasting array, so that what is written from it is frozen once (frozenPer).
 */
export type EventOrder = (sort: Sort) => SQL[];
const orderBy = (column: typeof events.startAt | typeof events.createdAt): EventOrder => {
  const both = { ASC: [asc(column), asc(events.id)], DESC: [desc(column), desc(events.id)] };
  return (sort) => both[sort];
};
export const eventOrders = { byStart: orderBy(events.startAt), byCreation: orderBy(events.createdAt) };
/** `order by`'s list, written once per order. */
const listOf = frozenPer((order: SQL[]) => sql.join(order, sql`, `));

/** The card's categories, in the categories' own order, read beside the row (a handful of rows of a small table). */
const chipsColumn = sql<
  ChipRow[]
>`(select coalesce(json_agg(json_build_object('id', c.id, 'name', c.name, 'slug', c.slug) order by c.position, c.name), '[]'::json)
   from ${eventCategories} c where c.id = any(${events.categoryIds}))`;
const pageColumns = { ...cardColumns, chips: chipsColumn, host: userSql.summaryOf(events.hostId) };
/** A card's row as a page reads it: with its categories and its host, in the same statement. */
export type CardPageRow = CardRow & { chips: ChipRow[]; host: UserSummaryDto | null };

/** How many rows match, counted up to `bound` plus one (see platform/db/kept-totals.ts). */
const countedUpTo = (where: SQL | undefined, bound: number) =>
  sql`select count(*)::int from (select 1 from ${events} where ${where} limit ${bound + 1}) counted`;

/** Which rows of a list a page is: its window, its order, and the total when already known. */
export interface PageRequest {
  order: EventOrder;
  sort: Sort;
  page: number;
  limit: number;
  /** Known total: a page past the middle is then read from the far end (fewer index entries skipped). */
  total?: number;
  /** Also count the matches up to this many plus one, in the same statement (see platform/db/kept-totals.ts). */
  countUpTo?: number;
  /**
   * The filter is known to match many published events and names only columns of the published
   * start index (see `walkedPublished`): walk that index in list order, checking each entry; or,
   * when it names one category, that category's own entries (`{ category }`).
   */
  walk?: Walk;
  /**
   * The page's best plan does not depend on the filter's values (PREPARED_GENERIC): its rows are an
   * index's range or the entries walked, and no typed text is folded as written plainly (search words
   * and a city are, unless folded in a sub-select: see titleMatches), which a generic plan would fold
   * again on every row it checks. Otherwise the page is planned for its values.
   */
  planOnce?: boolean;
  /** With `walk` and `total`: where every `every`-th match sits in ascending start order (see `marks`). */
  marks?: PageMarks;
}

/** Every `every`-th match of a filter in ascending start order (the `every`-th, the 2×`every`-th...). */
export interface PageMarks {
  every: number;
  at: { startAt: string; id: string }[];
}

/** Which entries a walked page reads: every published event's, or one category's (see PageRequest.walk). */
export type Walk = true | { category: string };

/**
 * Published events in start order as the published start index holds them, or those of one category
 * as published_events_by_category does, under the name "events" so the usual filters apply to it.
 * `offset 0` keeps PostgreSQL from pushing the filters inside, where it would rather fetch and sort
 * every match through a GIN index: it underestimates how many titles hold every word typed, and a
 * common filter fills a page within its first entries.
 */
const walkedPublished = (walk: Walk, order: SQL[], after?: { startAt: string; id: string }) =>
  sql`${walk === true ? walkedHead : sql`${walkedCategoryHead}${walk.category}::uuid`}${
    after ? sql` and (${events.startAt}, ${events.id}) > (${after.startAt}::timestamptz, ${after.id}::uuid)` : sql``
  }${walkedTail(order)}`;
const walkedColumns = sql`${events.id}, ${events.startAt}, ${events.durationMinutes}, ${events.minPrice}, ${events.maxPrice}, ${events.format},
            ${events.categoryIds}, ${events.searchTitle}, 'PUBLISHED'::text as status`;
const walkedHead = frozenSql(sql`(select ${walkedColumns} from ${events} where ${eventFilters.published}`);
// Named "events" too: the columns above read the same from either.
const byCategory = alias(publishedEventsByCategory, 'events');
const walkedCategoryHead = frozenSql(sql`(select ${walkedColumns} from ${publishedEventsByCategory} as ${events} where ${byCategory.categoryId} = `);
const walkedTail = frozenPer((order: SQL[]) => sql` order by ${listOf(order)} offset 0) as ${events}`);
/** Published events as published_event_titles holds them, under the name "events" so the usual filters apply to it. */
const titledPublished = frozenSql(sql`(select ${walkedColumns} from ${publishedEventTitles} as ${events}) as ${events}`);

/** The rows a page reads, in which order: counted from the far end for a deep page of a known total. */
interface PageWindow {
  offset: number;
  limit: number;
  /** The order the rows are read in (the asked one, flipped when read from the far end). */
  sort: Sort;
}

function windowOf(request: PageRequest): PageWindow {
  let offset = offsetOf(request);
  let limit = request.limit;
  let sort = request.sort;
  const { total } = request;
  const fromEnd = total !== undefined && offset * 2 > total;
  if (fromEnd) {
    // Rows [offset, end) counted from the start are rows [total - end, total - offset) counted from the end.
    const end = Math.min(offset + limit, total);
    limit = Math.max(0, end - offset);
    offset = total - end;
    sort = sort === 'ASC' ? 'DESC' : 'ASC';
  }
  return { offset, limit, sort };
}

/**
 * The ASC window [start, end) of a deep page of a walked filter and the nearest mark before it: the
 * walk seeks to the mark's (start, id) and skips fewer than `every` entries, wherever the page is.
 */
function markedWindowOf(request: PageRequest, total: number, marks: PageMarks) {
  const offset = offsetOf(request);
  const end = request.sort === 'ASC' ? Math.min(offset + request.limit, total) : total - offset;
  const start = request.sort === 'ASC' ? offset : Math.max(0, total - offset - request.limit);
  // marks.at[k] is the ((k + 1) × every)-th match, at position (k + 1) × every - 1 counted from 0.
  const k = Math.min(Math.floor(start / marks.every), marks.at.length) - 1;
  const after = k >= 0 ? marks.at[k] : undefined;
  return { limit: Math.max(0, end - start), skip: after ? start - (k + 1) * marks.every : start, after };
}

/**
 * Lists of events as cards. A page is one statement: its ids walked on an index (index-only on the
 * published start index, which carries every filtered column), then only those rows read, each with
 * its categories, and optionally a bounded count of all matches.
 */
export function createEventListRepository(db: DbOrTx) {
  const cardTexts = createCardTexts(db);
  /** A page of cards counted from the start (lists that are small or private: a host's own, the admin's). */
  async function page(pieces: EventWhere, request: Pick<PageRequest, 'order' | 'sort' | 'page' | 'limit'>, tx: DbOrTx): Promise<CardPageRow[]> {
    const order = request.order(request.sort);
    const ids = tx
      .select({ id: events.id })
      .from(events)
      .where(and(...pieces))
      .orderBy(...order)
      .limit(request.limit)
      .offset(offsetOf(request))
      .as('page_ids');
    return tx
      .select(pageColumns)
      .from(ids)
      .innerJoin(events, eq(events.id, ids.id))
      .orderBy(...order);
  }

  /**
   * Where every `every`-th match of a walked filter sits in ascending start order: one walk of the
   * whole filter, kept with its total, so that deep pages seek instead of skipping (see markedWindowOf).
   * Matches without a start time (sorted last) are never marked.
   */
  async function marks(pieces: EventWhere, every: number, walk: Walk = true, tx: DbOrTx = db): Promise<PageMarks> {
    const order = eventOrders.byStart('ASC');
    const numbered = sql`select ${events.startAt} as start_at, ${events.id} as id, row_number() over (order by ${listOf(order)}) as n
                           from ${walkedPublished(walk, order)} where ${and(...pieces)}`;
    const result = await tx.execute<{ start_at: string; id: string }>(
      sql`select start_at::text as start_at, id::text as id from (${numbered}) m where n % ${every} = 0 and start_at is not null order by n`,
    );
    return { every, at: result.rows.map((r) => ({ startAt: r.start_at, id: r.id })) };
  }

  async function count(pieces: EventWhere, tx: DbOrTx = db): Promise<number> {
    const [row] = await tx
      .select({ n: drizzleCount() })
      .from(events)
      .where(and(...pieces));
    return row?.n ?? 0;
  }

  /**
   * `page` for the public list as JSON bytes: the page's events (their ids, row versions and hosts,
   * see `CardRef`) in one prepared statement whose text depends only on which filters are set
   * (PREPARED), so it is parsed once per connection and its plan may be kept, or planned once for
   * good when the caller says its values do not matter (`planOnce`); their cards' texts are kept by
   * `cardTexts`.
   */
  async function pageJson(pieces: EventWhere, request: PageRequest, tx: DbOrTx = db): Promise<{ json: string | Buffer; bounded?: number }> {
    const where = and(...pieces);
    const { total, marks } = request;
    const marked = request.walk && marks && total !== undefined ? markedWindowOf(request, total, marks) : undefined;
    const window = marked ? { offset: marked.skip, limit: marked.limit, sort: 'ASC' as const } : windowOf(request);
    const counting = request.countUpTo !== undefined;
    if (window.limit === 0 && !counting) return { json: '[]' };
    const readOrder = request.order(window.sort);
    const from = request.walk && !counting ? walkedPublished(request.walk, readOrder, marked?.after) : events;
    const ids = sql`select ${events.id} from ${from} where ${where} order by ${listOf(readOrder)} limit ${window.limit} offset ${window.offset}`;
    const bounded = counting ? sql`, (${countedUpTo(where, request.countUpTo!)}) as "bounded"` : sql``;
    const { rows } = await tx.execute<CardRef & { bounded?: number }>(
      sql`${sql.raw(request.planOnce ? PREPARED_GENERIC : PREPARED)}select ${cardRefColumns}${bounded}
          from ${events} where ${events.id} in (${ids}) order by ${listOf(request.order(request.sort))}`,
    );
    const json = rows.length ? await cardTexts.page(rows, tx) : '[]';
    if (!counting) return { json };
    // No row to carry the count (a page past the end): counted on its own.
    if (!rows.length) return { json, bounded: (await tx.execute<{ n: number }>(sql`select (${countedUpTo(where, request.countUpTo!)}) as "n"`)).rows[0]!.n };
    return { json, bounded: rows[0]!.bounded! };
  }

  /**
   * `pageJson` for a filter with words that names only walked columns: its matches found and rechecked
   * on published_event_titles (see there), and all of them counted in the page's statement. A first
   * page without rows is a search that matches nothing; a later one is counted on its own.
   */
  async function pageJsonByWords(
    pieces: EventWhere,
    request: Pick<PageRequest, 'order' | 'sort' | 'page' | 'limit' | 'planOnce'>,
    tx: DbOrTx = db,
  ): Promise<{ json: string | Buffer; total: number }> {
    const where = and(...pieces);
    const order = listOf(request.order(request.sort));
    const offset = offsetOf(request);
    const { rows } = await tx.execute<CardRef & { total: number }>(
      sql`${sql.raw(request.planOnce ? PREPARED_GENERIC : PREPARED)}with matches as materialized (select ${events.id}, ${events.startAt} from ${titledPublished} where ${where})
          select ${cardRefColumns}, (select count(*)::int from matches) as "total"
          from ${events} where ${events.id} in (select ${events.id} from matches as ${events} order by ${order} limit ${request.limit} offset ${offset})
          order by ${order}`,
    );
    if (rows.length) return { json: await cardTexts.page(rows, tx), total: rows[0]!.total };
    if (offset === 0) return { json: '[]', total: 0 };
    const counted = await tx.execute<{ n: number }>(sql`select count(*)::int as "n" from ${titledPublished} where ${where}`);
    return { json: '[]', total: counted.rows[0]!.n };
  }

  /**
   * The cards of these events in this order (a page an index in the process found: see EventWordIndex), and `stale` as
   * that index says it, read in the same snapshot. Planned once: lookups by id whatever the values.
   */
  async function pageJsonOfIds(ids: readonly string[], stale: SQL, tx: DbOrTx = db): Promise<{ json: string | Buffer; stale: boolean }> {
    const { rows } = await tx.execute<{ stale: boolean } & ({ id: null } | CardRef)>(
      sql`${sql.raw(PREPARED_GENERIC)}select f.stale, p.* from (select ${stale} as stale) f
          left join lateral (select ${cardRefColumns}, u.n from unnest(${`{${ids.join(',')}}`}::uuid[]) with ordinality u(id, n)
                               join ${events} on ${events.id} = u.id) p on true
          order by p.n`,
    );
    const refs = rows.filter((row): row is { stale: boolean } & CardRef => row.id !== null);
    return { json: refs.length ? await cardTexts.page(refs, tx) : '[]', stale: rows[0]?.stale ?? false };
  }

  return {
    pageJson,
    pageJsonByWords,
    pageJsonOfIds,
    marks,
    /** A page and its exact total (lists that are small or private: a host's own, the admin's). */
    async list(
      pieces: EventWhere,
      order: EventOrder,
      query: { page: number; limit: number; sort: Sort },
      tx: DbOrTx = db,
    ): Promise<{ rows: CardPageRow[]; total: number }> {
      const [rows, total] = await Promise.all([page(pieces, { order, ...query }, tx), count(pieces, tx)]);
      return { rows, total };
    },
    /** The first `limit` rows only (related events, no total). */
    async listFirst(pieces: EventWhere, order: EventOrder, limit: number, tx: DbOrTx = db): Promise<CardPageRow[]> {
      return page(pieces, { order, sort: 'ASC', page: 1, limit }, tx);
    },
    /** Every match counted (a total past what the list counts in its page's statement). */
    count,
    async categoryIdsOf(eventId: string, tx: DbOrTx = db): Promise<string[]> {
      const rows = await tx.select({ id: eventCategoryLinks.eventCategoryId }).from(eventCategoryLinks).where(eq(eventCategoryLinks.eventId, eventId));
      return rows.map((r) => r.id);
    },
    async coHostedCount(userId: string, tx: DbOrTx = db): Promise<number> {
      const [row] = await tx.select({ n: drizzleCount() }).from(eventCoHosts).where(eq(eventCoHosts.userId, userId));
      return row?.n ?? 0;
    },
  };
}
export type EventListRepository = ReturnType<typeof createEventListRepository>;
