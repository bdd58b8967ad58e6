import type { HostProductsQuery } from '@market/contract';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/database.js';
import { likeContaining } from '../../../platform/db/search.js';
import { offsetOf } from '../../../platform/http/pagination.js';
import { calendarFrames, calendars } from '../../catalogue/calendars/calendars.table.js';
import { events, ticketTiers } from '../../catalogue/events/events.table.js';
import { refKey, type ProductRef } from './promotion.js';
import { discountProducts, discounts } from './vouchers.table.js';

/** A product a host can promote, as read for the studio (and the discount that covers it, if any). */
export interface HostProductRow {
  productItemType: 'TICKET_TIER' | 'CALENDAR_FRAME';
  productItemId: string;
  parentId: string;
  title: string;
  subtitle: string | null;
  price: number;
  startsAt: Date | null;
  endsAt: Date | null;
  discountId: string | null;
  discountName: string | null;
}

/** Events that can no longer sell anything are not offered for a new promotion. */
const CLOSED_EVENT_STATUSES = ['REMOVED', 'ARCHIVED'];

const idsOf = (refs: readonly ProductRef[], type: string) => [...new Set(refs.filter((r) => r.productItemType === type).map((r) => r.productItemId))];

/**
 * Tiers (with their event) and frames (with their calendar) as one list. Catalogue tables are only
 * read here, never written: a promotion names products, the catalogue owns them.
 */
function productsUnion(tierWhere: SQL, frameWhere: SQL): SQL {
  return sql`
    select 'TICKET_TIER' as product_item_type, ${ticketTiers.id} as product_item_id, ${events.id} as parent_id, ${events.title} as title,
           ${ticketTiers.name} as subtitle, ${ticketTiers.price} as price, ${events.startAt} as starts_at, ${events.endAt} as ends_at, ${ticketTiers.position} as position
    from ${ticketTiers} join ${events} on ${events.id} = ${ticketTiers.eventId}
    where ${tierWhere}
    union all
    select 'CALENDAR_FRAME', ${calendarFrames.id}, ${calendars.id}, ${calendars.title}, null, ${calendars.price}, ${calendarFrames.startAt}, ${calendarFrames.endAt}, 0
    from ${calendarFrames} join ${calendars} on ${calendars.id} = ${calendarFrames.calendarId}
    where ${frameWhere}`;
}

/** The union with the discount covering each product, in the order a host reads them: soonest first. */
function withDiscounts(union: SQL): SQL {
  return sql`
    select p.product_item_type as "productItemType", p.product_item_id as "productItemId", p.parent_id as "parentId", p.title, p.subtitle, p.price,
           p.starts_at as "startsAt", p.ends_at as "endsAt", d.id as "discountId", d.name as "discountName"
    from (${union}) p
    left join ${discountProducts} dp on dp.product_type = p.product_item_type and dp.product_id = p.product_item_id
    left join ${discounts} d on d.id = dp.discount_id
    order by p.starts_at asc nulls last, p.title, p.position, p.product_item_id`;
}

const FALSE = sql`false`;
const idIn = (column: SQL | typeof ticketTiers.id, ids: string[]) => (ids.length ? sql`${column} in (${sql.join(ids.map((id) => sql`${id}::uuid`), sql`, `)})` : FALSE);

/** Timestamps come back as text from a raw query; the row is made to look like a Drizzle one. */
function toRow(raw: Record<string, unknown>): HostProductRow {
  const date = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string));
  return {
    productItemType: raw.productItemType as HostProductRow['productItemType'],
    productItemId: raw.productItemId as string,
    parentId: raw.parentId as string,
    title: raw.title as string,
    subtitle: (raw.subtitle as string | null) ?? null,
    price: Number(raw.price),
    startsAt: date(raw.startsAt),
    endsAt: date(raw.endsAt),
    discountId: (raw.discountId as string | null) ?? null,
    discountName: (raw.discountName as string | null) ?? null,
  };
}

export function createHostProductsRepository(db: DbOrTx) {
  return {
    /** Which of these products belong to the host (tiers of their own events, frames of their own calendars). */
    async ownedKeys(hostId: string, refs: readonly ProductRef[], tx: DbOrTx = db): Promise<Set<string>> {
      const tierIds = idsOf(refs, 'TICKET_TIER');
      const frameIds = idsOf(refs, 'CALENDAR_FRAME');
      const [tiers, frames] = await Promise.all([
        tierIds.length
          ? tx
              .select({ id: ticketTiers.id })
              .from(ticketTiers)
              .innerJoin(events, eq(events.id, ticketTiers.eventId))
              .where(and(inArray(ticketTiers.id, tierIds), eq(events.hostId, hostId)))
          : [],
        frameIds.length
          ? tx
              .select({ id: calendarFrames.id })
              .from(calendarFrames)
              .where(and(inArray(calendarFrames.id, frameIds), eq(calendarFrames.hostId, hostId)))
          : [],
      ]);
      return new Set([...tiers.map((t) => refKey({ productItemType: 'TICKET_TIER', productItemId: t.id })), ...frames.map((f) => refKey({ productItemType: 'CALENDAR_FRAME', productItemId: f.id }))]);
    },

    /** These products as the host sees them; a product deleted since is left out. */
    async summaries(refs: readonly ProductRef[], tx: DbOrTx = db): Promise<HostProductRow[]> {
      if (!refs.length) return [];
      const union = productsUnion(idIn(sql`${ticketTiers.id}`, idsOf(refs, 'TICKET_TIER')), idIn(sql`${calendarFrames.id}`, idsOf(refs, 'CALENDAR_FRAME')));
      const { rows } = await tx.execute(withDiscounts(union));
      return (rows as Record<string, unknown>[]).map(toRow);
    },

    /** The host's products still worth promoting: tiers of events not over (nor closed), frames still to come. */
    async listForHost(hostId: string, query: HostProductsQuery, now: Date): Promise<{ rows: HostProductRow[]; total: number }> {
      const pattern = query.q ? likeContaining(query.q) : null;
      const matches = (text: SQL) => (pattern ? sql`immutable_unaccent(lower(${text})) like immutable_unaccent(lower(${pattern}))` : sql`true`);
      const tierWhere =
        query.productItemType === 'CALENDAR_FRAME'
          ? FALSE
          : sql`${events.hostId} = ${hostId} and ${events.status} not in (${sql.join(CLOSED_EVENT_STATUSES.map((s) => sql`${s}`), sql`, `)})
                and (${events.endAt} is null or ${events.endAt} > ${now}) and ${matches(sql`${events.title} || ' ' || ${ticketTiers.name}`)}`;
      const frameWhere =
        query.productItemType === 'TICKET_TIER'
          ? FALSE
          : sql`${calendarFrames.hostId} = ${hostId} and ${calendarFrames.startAt} > ${now} and ${matches(sql`${calendars.title}`)}`;
      const union = productsUnion(tierWhere, frameWhere);
      const [page, counted] = await Promise.all([
        db.execute(sql`${withDiscounts(union)} limit ${query.limit} offset ${offsetOf(query)}`),
        db.execute(sql`select count(*)::int as n from (${union}) p`),
      ]);
      return { rows: (page.rows as Record<string, unknown>[]).map(toRow), total: Number((counted.rows[0] as { n: number } | undefined)?.n ?? 0) };
    },
  };
}
export type HostProductsRepository = ReturnType<typeof createHostProductsRepository>;
