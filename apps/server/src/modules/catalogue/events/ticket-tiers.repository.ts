import type { HostChip } from '@market/contract';
import { and, asc, count, eq, inArray, notInArray, gt, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { genericPlanName, type DbOrTx } from '../../../platform/db/database.js';
import { preparedOnce } from '../../../platform/db/prepared-once.js';
import { rowStock, type RowStock } from '../../../platform/db/row-stock.js';
import { createKeptTotals } from '../../../platform/db/kept-totals.js';
import { foldedContains } from '../../../platform/db/search.js';
import { CACHE_TTL } from '../../../platform/http/cache-tags.js';
import { userSql } from '../../identity/index.js';
import type { EventRow, SessionRow, TierRow } from './event.js';
import { eventCoHosts, eventSessions, events, ticketTiers } from './events.table.js';

/** A tier with what its event decides for a buyer: whose it is, whether it is on sale, when it happens. */
export interface TierForSale {
  tier: Pick<TierRow, 'id' | 'name' | 'price' | 'capacity' | 'sold' | 'held' | 'saleStartAt' | 'saleEndAt' | 'status' | 'maxPerOrder'>;
  event: Pick<EventRow, 'id' | 'slug' | 'title' | 'status' | 'hostId' | 'coverImage' | 'startAt' | 'endAt'>;
  /** The event's host as a chip, read in the same statement by `findForSale` (null: no such account; absent: not read). */
  host?: HostChip | null;
  /** What the repository's `alsoForSale` read of the tier, in the same statement (absent without one). */
  also?: unknown;
  /** What the repository's `restrictedForSale` read of the tier, in the same statement (absent without one). */
  restricted?: boolean;
}

/**
 * What a caller of `findForSale` reads of each tier besides (SQL on the tier's id and the time asked
 * for, a placeholder cast as it likes): commerce reads the discount running on it, one round trip
 * instead of two.
 */
export type AlsoForSale = (tierId: AnyColumn, now: SQL) => SQL<unknown>;

/**
 * Whether a tier may be refused to some buyers, in SQL on its id (commerce's buyer restrictions: a member-only tier),
 * read by `findForSale` in the same statement (any of them true; none: never); asked when the statement is first
 * prepared (the restrictions are known once every context is built), undefined: not read.
 */
export type RestrictedForSale = (tierId: AnyColumn) => readonly SQL<boolean>[] | undefined;

/** Which tiers a list wants: text to match, the time, how many from the top. */
export interface TierListFilter {
  q?: string | undefined;
  now: Date;
  limit: number;
}

/** Events that can no longer sell anything are not offered for a new promotion. */
const CLOSED_EVENT_STATUSES = ['REMOVED', 'ARCHIVED'] as const;
const forSale = {
  tier: {
    id: ticketTiers.id,
    name: ticketTiers.name,
    price: ticketTiers.price,
    capacity: ticketTiers.capacity,
    sold: ticketTiers.sold,
    held: ticketTiers.held,
    saleStartAt: ticketTiers.saleStartAt,
    saleEndAt: ticketTiers.saleEndAt,
    status: ticketTiers.status,
    maxPerOrder: ticketTiers.maxPerOrder,
  },
  event: {
    id: events.id,
    slug: events.slug,
    title: events.title,
    status: events.status,
    hostId: events.hostId,
    coverImage: events.coverImage,
    startAt: events.startAt,
    endAt: events.endAt,
  },
};

// Every quotation and checkout describes its tiers: one statement text whatever the count, prepared once per connection.
// The host's chip comes along, so a quotation needs no second round trip to name who sells. A lookup by
// keys: planned once (PostgreSQL's own choice would replan it on every run, see PREPARED_GENERIC).
const anyOf = (parts: readonly SQL<boolean>[]) => (parts.length ? sql<boolean>`(${sql.join([...parts], sql` or `)})` : sql<boolean>`false`);
const prepareForSale = (tx: DbOrTx, also: AlsoForSale | undefined, restricted: readonly SQL<boolean>[] | undefined) =>
  tx
    .select({
      ...forSale,
      host: userSql.chipOf(events.hostId),
      ...(also ? { also: also(ticketTiers.id, sql`${sql.placeholder('now')}`) } : {}),
      ...(restricted ? { restricted: anyOf(restricted) } : {}),
    })
    .from(ticketTiers)
    .innerJoin(events, eq(events.id, ticketTiers.eventId))
    .where(sql`${ticketTiers.id} = any(${sql.placeholder('ids')}::uuid[])`)
    .prepare(genericPlanName(`ticket_tiers_for_sale${also ? '_also' : ''}${restricted ? '_restricted' : ''}`));

/** An event not over at `now` (one without an end never is). */
const notOverAt = (now: SQL) => sql`(${events.endAt} is null or ${events.endAt} > ${now})`;
/** An event whose tiers may sell at `now`: published and not over (the tier product's `buyable`, in SQL). */
const eventSellsAt = (now: SQL) => sql`${events.status} = 'PUBLISHED' and ${notOverAt(now)}`;
/** A tier open for sale at `now`, its places aside: active, inside its sale window (isOnSale's other half, in SQL). */
const tierOpenAt = (now: SQL) =>
  sql`${ticketTiers.status} = 'ACTIVE' and (${ticketTiers.saleStartAt} is null or ${ticketTiers.saleStartAt} <= ${now})
      and (${ticketTiers.saleEndAt} is null or ${ticketTiers.saleEndAt} > ${now})`;
const placesLeft = sql`${ticketTiers.capacity} - ${ticketTiers.sold} - ${ticketTiers.held}`;

/**
 * Events yet to start with a tier on sale, and that tier (the first by position with a place left),
 * soonest first, for the homepage's "upcoming events" shelf: a walk of the published start index
 * that stops at `limit` events with one.
 */
function tierShelf(now: SQL, limit: SQL): SQL {
  return sql`select 'TICKET_TIER' as item_type, t.id as item_id, ${events.hostId} as host_id, 'EVENT' as parent_kind, ${events.id} as parent_id,
                 ${events.slug} as parent_slug, ${events.title} as title, t.name as subtitle, ${events.coverImage} as image,
                 '/events/' || ${events.slug} as link, t.price, t.available, ${events.startAt} as starts_at, ${events.endAt} as ends_at,
                 ${events}.xmin::text as version
            from ${events} cross join lateral (
              select ${ticketTiers.id} as id, ${ticketTiers.name} as name, ${ticketTiers.price} as price, ${placesLeft} as available
                from ${ticketTiers}
               where ${ticketTiers.eventId} = ${events.id} and ${tierOpenAt(now)} and ${placesLeft} > 0
               order by ${ticketTiers.position}, ${ticketTiers.id} limit 1) t
           where ${eventSellsAt(now)} and ${events.startAt} > ${now}
           order by ${events.startAt}, ${events.id} limit ${limit}`;
}

/** One tier as a combo's item (see OfferSql in commerce): no row unless it may sell now; a sold-out tier has available 0. */
const tierOffer = (id: SQL, now: SQL): SQL =>
  sql`select ${events.hostId} as host_id, ${placesLeft} as available, ${events.startAt} as starts_at, ${events.endAt} as ends_at
        from ${ticketTiers} join ${events} on ${events.id} = ${ticketTiers.eventId}
       where ${ticketTiers.id} = ${id} and ${eventSellsAt(now)} and ${tierOpenAt(now)}`;

/**
 * The version of each tier's facts at `now` (see FactsVersionSql in commerce): a select of item_id and version for the tiers
 * `ids` names. Everything `findForSale` reads of a tier comes from its row, its event's and its host's (each `xmin`, new on
 * every write: stock moves too), and the time only decides whether the event is over and the sale window open: those three
 * tests are the rest of the version.
 */
const tierFactsVersion = (ids: SQL, now: SQL): SQL =>
  sql`select ${ticketTiers.id} as item_id, ${ticketTiers}.xmin::text || '.' || ${events}.xmin::text || '.' || coalesce(${userSql.versionOf(events.hostId)}, '-')
             || '.' || (${events.endAt} is not null and ${events.endAt} <= ${now})::int
             || (${ticketTiers.saleStartAt} is null or ${ticketTiers.saleStartAt} <= ${now})::int
             || (${ticketTiers.saleEndAt} is null or ${ticketTiers.saleEndAt} > ${now})::int as version,
             least(case when ${events.endAt} > ${now} then ${events.endAt} end, case when ${ticketTiers.saleStartAt} > ${now} then ${ticketTiers.saleStartAt} end,
                   case when ${ticketTiers.saleEndAt} > ${now} then ${ticketTiers.saleEndAt} end) as until
        from ${ticketTiers} join ${events} on ${events.id} = ${ticketTiers.eventId}
       where ${ticketTiers.id} = any(${ids})`;

/**
 * What commerce reads and moves of events: tiers as products (their stock is `sold`, kept by a CHECK
 * and by conditional updates) and who may run an event's door. The catalogue owns these rows; commerce
 * reaches them only through this repository (exposed by `catalogue/events/index.ts`).
 */
export function createTicketTiersRepository(
  db: DbOrTx,
  options: { alsoForSale?: AlsoForSale; restrictedForSale?: RestrictedForSale } = {},
): RowStock & {
  /** Whether `findForSale` reads `alsoForSale` (it was given one). */
  readsAlsoForSale: boolean;
  /** The tiers named, with their events and hosts (and `alsoForSale` at `now`, if given). */
  findForSale(ids: readonly string[], tx?: DbOrTx, now?: Date): Promise<TierForSale[]>;
  findEvent(id: string, tx?: DbOrTx): Promise<EventRow | undefined>;
  isCoHost(eventId: string, userId: string, tx?: DbOrTx): Promise<boolean>;
  /** These events' sessions in time order (the door admits per session; a buyer adds each to a calendar). */
  listSessions(eventIds: readonly string[], tx?: DbOrTx): Promise<Pick<SessionRow, 'id' | 'eventId' | 'title' | 'startAt' | 'endAt'>[]>;
  findCoHostedEventIds(userId: string, tx?: DbOrTx): Promise<string[]>;
  listForHost(hostId: string, filter: TierListFilter, tx?: DbOrTx): Promise<{ rows: TierForSale[]; total: number }>;
  listOnSale(filter: TierListFilter, tx?: DbOrTx): Promise<{ rows: TierForSale[]; total: number }>;
  /** The events shelf's rows in SQL (see ShelfSql in commerce). */
  shelf(now: SQL, limit: SQL): SQL;
  /** A tier as a combo's item in SQL (see OfferSql in commerce). */
  offer(id: SQL, now: SQL): SQL;
  /** The versions of tiers' facts at a time, in SQL (see FactsVersionSql in commerce). */
  factsVersion(ids: SQL, now: SQL): SQL;
} {
  const notOver = (now: Date) => notOverAt(sql`${now.toISOString()}::timestamptz`);
  /** The first `limit` tiers matching, soonest event first (the order lists merged across product types expect). */
  const firstWhere = (where: SQL, limit: number, tx: DbOrTx) =>
    tx
      .select(forSale)
      .from(ticketTiers)
      .innerJoin(events, eq(events.id, ticketTiers.eventId))
      .where(where)
      .orderBy(sql`${events.startAt} asc nulls last`, asc(events.title), asc(ticketTiers.position), asc(ticketTiers.id))
      .limit(limit);
  const countWhere = async (where: SQL, tx: DbOrTx) =>
    (await tx.select({ n: count() }).from(ticketTiers).innerJoin(events, eq(events.id, ticketTiers.eventId)).where(where))[0]?.n ?? 0;
  async function listWhere(where: SQL, limit: number, tx: DbOrTx) {
    const [rows, total] = await Promise.all([firstWhere(where, limit, tx), countWhere(where, tx)]);
    return { rows, total };
  }
  // The shop's totals over every tier on sale: counted once per filter and kept a while (see kept-totals.ts).
  const onSaleTotals = createKeptTotals({ maxAgeMs: CACHE_TTL.content * 1000 });
  const forSaleOn = preparedOnce((tx) => prepareForSale(tx, options.alsoForSale, options.restrictedForSale?.(ticketTiers.id)));
  const stock = rowStock(db, ticketTiers, 'sold');
  return {
    ...stock,
    /**
     * A payment confirmed late never sells a place of a cancelled event (the money goes back
     * instead). The event row is read under a share lock, so a cancellation committing meanwhile is
     * waited for, and the cancellation's refund pass (which locks the event first) sees this sale.
     */
    async sellDirect(id, quantity, tx = db) {
      const [row] = await tx
        .select({ cancelledAt: events.cancelledAt })
        .from(events)
        .where(sql`${events.id} = (select ${ticketTiers.eventId} from ${ticketTiers} where ${ticketTiers.id} = ${id})`)
        .for('share');
      if (row?.cancelledAt) return false;
      return stock.sellDirect(id, quantity, tx);
    },
    readsAlsoForSale: Boolean(options.alsoForSale),
    shelf: tierShelf,
    offer: tierOffer,
    factsVersion: tierFactsVersion,

    async findForSale(ids, tx = db, now = new Date()) {
      if (!ids.length) return [];
      return forSaleOn(tx).execute({
        ids: [...new Set(ids)],
        now: now.toISOString(),
      });
    },

    async findEvent(id, tx = db) {
      const [row] = await tx.select().from(events).where(eq(events.id, id));
      return row;
    },

    async isCoHost(eventId, userId, tx = db) {
      const [row] = await tx
        .select({ userId: eventCoHosts.userId })
        .from(eventCoHosts)
        .where(and(eq(eventCoHosts.eventId, eventId), eq(eventCoHosts.userId, userId)));
      return Boolean(row);
    },

    async listSessions(eventIds, tx = db) {
      if (!eventIds.length) return [];
      return tx
        .select({
          id: eventSessions.id,
          eventId: eventSessions.eventId,
          title: eventSessions.title,
          startAt: eventSessions.startAt,
          endAt: eventSessions.endAt,
        })
        .from(eventSessions)
        .where(inArray(eventSessions.eventId, [...eventIds]))
        .orderBy(asc(eventSessions.startAt), asc(eventSessions.id));
    },

    async findCoHostedEventIds(userId, tx = db) {
      const rows = await tx.select({ eventId: eventCoHosts.eventId }).from(eventCoHosts).where(eq(eventCoHosts.userId, userId));
      return rows.map((r) => r.eventId);
    },

    /** The host's tiers worth promoting: of events not over, nor removed or archived. */
    listForHost(hostId, filter, tx = db) {
      const where = and(
        eq(events.hostId, hostId),
        notInArray(events.status, [...CLOSED_EVENT_STATUSES]),
        notOver(filter.now),
        foldedContains(sql`${events.title} || ' ' || ${ticketTiers.name}`, filter.q),
      )!;
      return listWhere(where, filter.limit, tx);
    },

    /**
     * Active tiers of published events not over; the text also matches the host's name. "Not over" is
     * read as happening now (the period index) or starting later (a seek into the start index), not as
     * a walk of the start index from its first entry past every event already over.
     */
    async listOnSale(filter, tx = db) {
      const where = and(
        eq(events.status, 'PUBLISHED'),
        eq(ticketTiers.status, 'ACTIVE'),
        foldedContains(sql`${events.title} || ' ' || ${ticketTiers.name} || ' ' || coalesce(${userSql.fullNameOf(events.hostId)}, '')`, filter.q),
      )!;
      const key = filter.q ?? '';
      const since = onSaleTotals.generation();
      const [happening, later, total] = await Promise.all([
        firstWhere(and(where, sql`tstzrange(${events.startAt}, ${events.endAt}) @> ${filter.now.toISOString()}::timestamptz`)!, filter.limit, tx),
        firstWhere(and(where, gt(events.startAt, filter.now))!, filter.limit, tx),
        onSaleTotals.get(key) ?? countWhere(and(where, notOver(filter.now))!, tx),
      ]);
      if (total > onSaleTotals.exactUpTo) onSaleTotals.set(key, total, since);
      // Happening now starts before anything later; an event without a start (none yet) goes last.
      const rows = [...happening.filter((r) => r.event.startAt), ...later, ...happening.filter((r) => !r.event.startAt)];
      return { rows: rows.slice(0, filter.limit), total };
    },
  };
}
export type TicketTiersRepository = ReturnType<typeof createTicketTiersRepository>;
