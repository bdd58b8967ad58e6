import {
  EVENT_TIME_ZONE,
  type AdminEventsQuery,
  type CountDto,
  type EventCardDto,
  type EventCardList,
  type EventDetailDto,
  type EventListQuery,
  type EventSessionDetailDto,
  type HostEventCardDto,
  type MyEventsQuery,
  type Paged,
  type TicketTierDto,
  type UserSummaryDto,
} from '@market/contract';
import type { Actor } from '../../../platform/http/access.js';
import { AppError } from '../../../platform/http/errors.js';
import { offsetOf, pageMeta } from '../../../platform/http/pagination.js';
import { serializedPage, type Serialized } from '../../../platform/http/serialized.js';
import { servedRichText } from '../../../platform/text/rich-text.js';
import { DURATION_BOUNDS, vietnamDay, vietnamDays } from './event-rules.js';
import { isPublic, type EventStatus } from './event-status.js';
import { mayEdit, toCardDto, toSessionDto, toTierDto, unknownHost, type CardRow, type CategoryChipRow, type ChipRow, type EventRow } from './event.js';
import type { KeptTotals } from '../../../platform/db/kept-totals.js';
import {
  eventFilters as f,
  eventOrders,
  type CardPageRow,
  type Clock,
  type EventListRepository,
  type EventOrder,
  type EventWhere,
  type EventWordIndex,
  type PageMarks,
  type Period,
  type Walk,
} from './event-list.repository.js';
import type { EventDetailRows, EventsRepository } from './events.repository.js';

/** What events need to know of people, answered by the identity side. */
export interface EventPeople {
  /** Public summaries of these accounts (any order, missing ones left out). */
  summariesOf(ids: readonly string[]): Promise<UserSummaryDto[]>;
}

/** Tabs and time filters name the same four periods. */
const PERIODS: Partial<Record<string, Period>> = {
  live: 'live',
  going_on: 'live',
  today: 'today',
  future: 'future',
  coming: 'future',
  past: 'past',
  happened: 'past',
};
const RELATED_LIMIT = 8;
/**
 * A deep page of a long public list walks at most this many index entries past a mark. A quarter of
 * 1,000 skips a quarter as many (page 1,000 of the bench's 42,540 events: 980 → 230 entries) for 170
 * marks a filter (about 13 KB) instead of 43.
 */
const MARK_EVERY = 250;

const groupBy = <T, K>(items: readonly T[], key: (item: T) => K) => {
  const map = new Map<K, T[]>();
  for (const item of items) map.set(key(item), [...(map.get(key(item)) ?? []), item]);
  return map;
};

/**
 * Reading events: cards, details, the public list and its tabs, a host's own lists, the admin list,
 * sessions, tiers and related events. A public page of cards costs two queries whatever its size
 * (the page with its categories and a bounded total, then the page's hosts; see
 * platform/db/kept-totals.ts for totals past the bound). What only an event's makers may see (a
 * non-public event, its meeting link, the rejection reason, hidden tiers) is decided here.
 */
export function createEventReadsService(deps: {
  repo: EventsRepository;
  lists: EventListRepository;
  totals: KeptTotals;
  people: EventPeople;
  now?: () => Date;
  /** The membership plans including each tier (the memberships context's `memberTiers`): a member-only tier names them. */
  memberPlansOf?: (tierIds: readonly string[]) => Promise<Map<string, { id: string; name: string }[]>>;
  /** The public list by words alone, from the process's index when it can answer (see EventWordIndex). */
  words?: EventWordIndex | undefined;
}) {
  const { repo, lists, totals, people } = deps;
  const now = deps.now ?? (() => new Date());
  const clock = (): Clock => {
    const at = now();
    const day = vietnamDay(at);
    return { now: at, dayStart: day.start, dayEnd: day.end };
  };

  /** Cards of rows; rows read by the lists carry their categories, others have them looked up. */
  async function cards(rows: readonly (CardRow | CardPageRow)[], withReasons = false): Promise<EventCardDto[]> {
    if (!rows.length) return [];
    // A page read by the list repository carries its categories and hosts; other rows are completed here.
    const missing = rows.filter((r) => !('chips' in r)).map((r) => r.id);
    const hostless = rows.filter((r) => !('host' in r)).map((r) => r.hostId);
    const [chips, hosts] = await Promise.all([missing.length ? repo.listCategoriesOf(missing) : [], hostless.length ? people.summariesOf(hostless) : []]);
    const chipsOf = groupBy<CategoryChipRow, string>(chips, (c) => c.eventId);
    const hostOf = new Map(hosts.map((h) => [h.id, h]));
    const chipsFor = (r: CardRow | CardPageRow): readonly ChipRow[] => ('chips' in r ? r.chips : (chipsOf.get(r.id) ?? []));
    const hostFor = (r: CardRow | CardPageRow) => ('host' in r ? r.host : hostOf.get(r.hostId)) ?? unknownHost(r.hostId);
    return rows.map((r) => toCardDto(r, hostFor(r), chipsFor(r), withReasons));
  }

  /** An exactly counted page (a host's own lists, the admin's). `withReasons` only for those. */
  async function page(
    where: EventWhere,
    order: EventOrder,
    query: { page: number; limit: number; sort: 'ASC' | 'DESC' },
    withReasons = false,
  ): Promise<Paged<EventCardDto>> {
    const { rows, total } = await lists.list(where, order, query);
    return { data: await cards(rows, withReasons), meta: pageMeta(query, total) };
  }

  /**
   * Counts a kept filter again (and its marks, if it had some) in the background, while the stale
   * total answers; one recount at a time per filter. A failed recount leaves the stale total to the
   * next request, which tries again.
   */
  function recount(where: EventWhere, key: string, walk: Walk | undefined): void {
    totals
      .shared(key, async () => {
        const since = totals.generation();
        const [total, marks] = await Promise.all([lists.count(where), walk ? lists.marks(where, MARK_EVERY, walk) : undefined]);
        totals.set(key, total, since, marks);
        return total;
      })
      .catch(() => undefined);
  }

  /** The marks of a kept filter, counted once with its total's lifetime (see EventListRepository.marks). */
  async function marksOf(where: EventWhere, key: string, walk: Walk): Promise<PageMarks> {
    const known = totals.extraOf<PageMarks>(key);
    if (known) return known;
    return totals.shared(`marks ${key}`, async () => {
      const since = totals.generation();
      const marks = await lists.marks(where, MARK_EVERY, walk);
      totals.setExtra(key, marks, since);
      return marks;
    });
  }

  /**
   * A page of the public list, whose totals are bounded or kept (platform/db/kept-totals.ts): counted in
   * the page's own statement up to the bound, else kept per filter (`key`), counted once when missing.
   * `periodAlone`: the filter is a period alone, whose counted page is planned once and whose total is
   * kept whatever its size (it moves with the clock anyway, within the kept totals' staleness).
   */
  async function publicPage(
    where: EventWhere,
    order: EventOrder,
    query: { page: number; limit: number; sort: 'ASC' | 'DESC' },
    filter: { key: string; walk?: Walk | undefined; plannedOnce?: EventWhere | undefined; periodAlone?: boolean; byWords?: boolean },
  ): Promise<Serialized<Paged<EventCardDto>>> {
    const { key, walk, plannedOnce, periodAlone, byWords } = filter;
    const kept = totals.read<PageMarks>(key);
    if (kept) {
      if (kept.stale) recount(where, key, kept.extra !== undefined ? walk : undefined);
      // Many matches (more than the exact bound): walking the start index finds the page's rows soonest,
      // and a deep page seeks to the nearest mark instead of skipping thousands of entries.
      const deep = walk && (query.page - 1) * query.limit >= MARK_EVERY;
      const marks = deep ? (kept.extra ?? (await marksOf(where, key, walk))) : undefined;
      // The filter as written for a page planned once, if it can be (see PageRequest.planOnce).
      const { json } = await lists.pageJson(plannedOnce ?? where, {
        order,
        ...query,
        total: kept.total,
        walk,
        planOnce: plannedOnce !== undefined,
        marks,
      });
      return serializedPage<EventCardDto>(json, pageMeta(query, kept.total));
    }
    const since = totals.generation();
    if (byWords) {
      // Every match counted with the page (see pageJsonByWords): a total past the bound is kept, so the
      // pages that follow walk the start index as any long list's do.
      const { json, total } = await lists.pageJsonByWords(plannedOnce ?? where, { order, ...query, planOnce: plannedOnce !== undefined });
      if (total > totals.exactUpTo) totals.set(key, total, since);
      return serializedPage<EventCardDto>(json, pageMeta(query, total));
    }
    // Counted in the same statement: how many match decides its best plan, so it is planned per run
    // unless the caller knows better (`periodAlone`).
    const { json, bounded } = await lists.pageJson(where, { order, ...query, countUpTo: totals.exactUpTo, planOnce: periodAlone === true });
    let total = bounded!;
    if (total > totals.exactUpTo) {
      total = await totals.shared(key, async () => {
        const counted = await lists.count(where);
        totals.set(key, counted, since);
        return counted;
      });
    } else if (periodAlone) totals.set(key, total, since);
    return serializedPage<EventCardDto>(json, pageMeta(query, total));
  }

  /**
   * A page of the public list by words alone from the process's index, or undefined: the index cannot answer. Counting
   * every match in PostgreSQL rechecked each on its row: 50,000 of them for "hoi thao" at 500,000 events.
   */
  async function wordsPage(index: EventWordIndex, q: string, query: { page: number; limit: number; sort: 'ASC' | 'DESC' }) {
    for (let attempt = 0; ; attempt++) {
      const found = index.page(q, { sort: query.sort, offset: offsetOf(query), limit: query.limit });
      if (!found) return undefined;
      const { json, stale } = await lists.pageJsonOfIds(found.ids, found.stale);
      // The index missed a write committed before this read: it reads the change log, then answers again (once).
      if (stale && attempt === 0) {
        await index.refresh();
        continue;
      }
      return serializedPage<EventCardDto>(json, pageMeta(query, found.total));
    }
  }

  const during = (name: string | undefined, at: Clock) => {
    const period = name ? PERIODS[name] : undefined;
    return period ? f.in(period, at) : undefined;
  };

  async function detail(found: EventDetailRows | undefined, actor: Actor | null): Promise<EventDetailDto> {
    if (!found) throw new AppError('EVENT_NOT_FOUND');
    const { event, sessions, tiers, chips, coHostIds, host, coHosts } = found;
    const canEdit = mayEdit(actor, event, coHostIds);
    if (!canEdit && !isPublic(event.status as EventStatus)) throw new AppError('EVENT_NOT_FOUND');
    const at = now();
    const shown = tiers.filter((t) => canEdit || t.status !== 'HIDDEN');
    const memberPlans =
      deps.memberPlansOf && shown.length ? await deps.memberPlansOf(shown.map((t) => t.id)) : new Map<string, { id: string; name: string }[]>();
    return {
      ...toCardDto(event, host ?? unknownHost(event.hostId), chips),
      description: servedRichText(event.description),
      meetingTool: event.meetingTool as EventDetailDto['meetingTool'],
      meetingUrl: canEdit ? event.meetingUrl : null,
      address: event.address,
      sessionType: (event.sessionType ?? 'SINGLE') as EventDetailDto['sessionType'],
      durationType: event.durationType as EventDetailDto['durationType'],
      timeZone: EVENT_TIME_ZONE,
      sessions: sessions.map(toSessionDto),
      ticketTiers: shown.map((t) => ({ ...toTierDto(t, at), memberPlans: memberPlans.get(t.id) ?? [] })),
      coHosts,
      rejectReason: canEdit ? event.rejectReason : null,
      canEdit,
    };
  }

  /** Visible to the caller: public, or theirs to edit. */
  async function visibleEvent(eventId: string, actor: Actor | null): Promise<EventRow | undefined> {
    const event = await repo.findById(eventId);
    if (!event) return undefined;
    if (isPublic(event.status as EventStatus) || mayEdit(actor, event, await repo.listCoHostIds(event.id))) return event;
    return undefined;
  }

  /** A host's events, newest first: owned, co-hosted or both, any status. */
  async function mine(actor: Actor, query: MyEventsQuery): Promise<Paged<EventCardDto>> {
    const whose = query.role === 'OWNER' ? f.ownedBy(actor.id) : query.role === 'CO_HOST' ? f.coHostedBy(actor.id) : f.madeBy(actor.id);
    const where = [
      whose,
      query.status ? f.status(query.status) : undefined,
      query.tab === 'draft' ? f.status('DRAFT') : during(query.tab, clock()),
      query.q ? f.titleMatches(query.q) : undefined,
    ];
    return page(where, eventOrders.byCreation, query, true);
  }

  return {
    cards,
    detailById: async (id: string, actor: Actor | null) => detail(await repo.findDetail({ id }), actor),
    detailBySlug: async (slug: string, actor: Actor | null) => detail(await repo.findDetail({ slug }), actor),

    /** The public list (published events), or with tab=draft the caller's own drafts. */
    async list(query: EventListQuery, actor: Actor | null): Promise<Paged<EventCardDto> | Serialized<Paged<EventCardDto>>> {
      const at = clock();
      const drafts = query.tab === 'draft';
      if (drafts && !actor) throw new AppError('UNAUTHORIZED');
      const scope = drafts ? [f.status('DRAFT'), f.ownedBy(actor!.id)] : [f.published];
      const pieces = (words: { plannedOnce?: boolean } = {}) => [
        ...scope,
        during(query.tab, at),
        during(query.time, at),
        query.duration ? f.lasting(DURATION_BOUNDS[query.duration]!) : undefined,
        query.price === 'free' ? f.free : query.price === 'paid' ? f.paid : undefined,
        query.eventCategoryId ? f.inCategory(query.eventCategoryId) : undefined,
        query.hostId ? f.ownedBy(query.hostId) : undefined,
        query.format ? f.format(query.format) : undefined,
        query.city ? f.city(query.city) : undefined,
        query.from || query.to ? f.overlapping(...vietnamDays(query.from, query.to)) : undefined,
        query.q ? f.titleMatches(query.q, words) : undefined,
      ];
      const where = pieces();
      if (drafts) return page(where, eventOrders.byCreation, query);
      // The filter alone names the kept total: page, limit and sort do not change it, and a period's
      // total moving with the clock is within the kept totals' staleness.
      const { page: _page, limit: _limit, sort: _sort, ...filter } = query;
      // Walked on the published start index from its first entry when every filter is checked on its
      // entries (length, price, format, categories, title), or on the category's own entries when one is
      // named; a period is a range the planner seeks to instead.
      const walkable = !query.hostId && !query.city && !query.from && !query.to && query.tab === 'all' && query.time === 'all';
      const walk: Walk | undefined = walkable ? (query.eventCategoryId ? { category: query.eventCategoryId } : true) : undefined;
      if (walk === true && query.q && !query.duration && !query.price && !query.format && deps.words) {
        const page = await wordsPage(deps.words, query.q, query);
        if (page) return page;
      }
      // A walked page's plan is its walk, whatever the words (folded once per run); elsewhere typed text
      // (words, a city) may change the best plan, which is then made per run.
      let plannedOnce: EventWhere | undefined = where;
      if (walkable && query.q) plannedOnce = pieces({ plannedOnce: true });
      else if (!walkable && (query.q || query.city || query.from || query.to)) plannedOnce = undefined;
      // A period and nothing else (today, live, this week) is always the period index's range, counted
      // or not: its counted page is planned once too (a custom plan was the same plan, planned anew for
      // 0.5 ms on every request), and its total kept even when small (counting today's 150 events
      // scanned the period index a second time: a quarter of the statement). Anything more may turn on
      // how many match, so is planned per run and counted exactly up to the bound.
      const { tab: _tab, time: _time, ...narrowing } = filter;
      const onlyPeriod = !walkable && Object.values(narrowing).every((value) => value === undefined);
      return publicPage(where, eventOrders.byStart, query, {
        key: JSON.stringify(filter),
        walk,
        plannedOnce,
        periodAlone: onlyPeriod,
        byWords: walkable && Boolean(query.q),
      });
    },

    mine,
    /** The studio's list: my events, each with the tickets sold over the places of all its tiers. */
    async mineWithSales(actor: Actor, query: MyEventsQuery): Promise<Paged<HostEventCardDto>> {
      const found = await mine(actor, query);
      const sales = await repo.salesOf(found.data.map((event) => event.id));
      const data = found.data.map((event) => ({ ...event, ticketsSold: sales.get(event.id)?.sold ?? 0, ticketCapacity: sales.get(event.id)?.capacity ?? 0 }));
      return { ...found, data };
    },
    coHostedCount: async (actor: Actor): Promise<CountDto> => ({ count: await lists.coHostedCount(actor.id) }),
    publishedCountOf: async (hostId: string): Promise<CountDto> => ({ count: await lists.count([f.published, f.ownedBy(hostId)]) }),

    async adminList(query: AdminEventsQuery): Promise<Paged<EventCardDto>> {
      const where = [
        query.status ? f.status(query.status) : undefined,
        query.hostId ? f.ownedBy(query.hostId) : undefined,
        query.q ? f.titleMatches(query.q) : undefined,
      ];
      return page(where, eventOrders.byCreation, query, true);
    },

    /**
     * Upcoming published events to show beside one: those sharing a category with it first, then the
     * soonest others. `strict`: the event itself must be visible (its detail page); otherwise an
     * unknown one just gives the soonest events (a cart whose item went away).
     */
    async related(eventId: string, options: { strict: boolean }): Promise<EventCardList> {
      const event = await repo.findById(eventId);
      const known = event && isPublic(event.status as EventStatus);
      if (options.strict && !known) throw new AppError('EVENT_NOT_FOUND');
      const upcoming = [f.published, f.in('future', clock())];
      const order = eventOrders.byStart;
      const categoryIds = known ? await lists.categoryIdsOf(eventId) : [];
      const near = categoryIds.length ? await lists.listFirst([...upcoming, f.notAmong([eventId]), f.inAnyCategory(categoryIds)], order, RELATED_LIMIT) : [];
      const rest =
        near.length < RELATED_LIMIT
          ? await lists.listFirst([...upcoming, f.notAmong([eventId, ...near.map((r) => r.id)])], order, RELATED_LIMIT - near.length)
          : [];
      return { data: await cards([...near, ...rest]) };
    },

    /** A session of a public event, or of one the caller may edit. */
    async session(by: { id: string } | { slug: string }, actor: Actor | null): Promise<EventSessionDetailDto> {
      const session = await repo.findSession(by);
      const event = session && (await visibleEvent(session.eventId, actor));
      if (!session || !event) throw new AppError('EVENT_SESSION_NOT_FOUND');
      const [card] = await cards([event]);
      return { ...toSessionDto(session), event: card! };
    },

    /** A tier on sale to the public, or any tier of an event the caller may edit. */
    async tier(id: string, actor: Actor | null): Promise<TicketTierDto> {
      const tier = await repo.findTier(id);
      if (!tier) throw new AppError('TICKET_NOT_FOUND');
      const event = await repo.findById(tier.eventId);
      const open = event && tier.status !== 'HIDDEN' && isPublic(event.status as EventStatus);
      if (!open && !(event && mayEdit(actor, event, await repo.listCoHostIds(event.id)))) throw new AppError('TICKET_NOT_FOUND');
      return toTierDto(tier, now());
    },
  };
}
export type EventReadsService = ReturnType<typeof createEventReadsService>;
