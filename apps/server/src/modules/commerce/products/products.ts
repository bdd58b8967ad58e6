import type { ProductItemRef } from '@market/contract';
import type { DbOrTx } from '../../../platform/db/database.js';
import type { IndexedListing, ItemType, ProductFacts, ProductListing, ProductParent, ProductSale, ProductType, SoldLine } from './product-type.js';
import type { HeardVersions } from './heard-versions.js';
import { createKeptFacts } from './kept-facts.repository.js';
import { keptMerge, mergeSorted, type Listed } from './merged-lists.js';
import { refundRefusal } from './refundability.js';

export type {
  Fulfilled,
  IndexedEntry,
  IndexedListing,
  IndexedListingPage,
  ItemType,
  ProductFacts,
  ProductParent,
  ProductSale,
  ProductType,
  SoldLine,
} from './product-type.js';

export const productKey = (type: string, id: string) => `${type}:${id}`;

/** The parent columns of an order line; event_id and calendar_id stay filled for the lists that read them. */
export function parentColumns(parent: ProductParent): { parentType: string; parentId: string; eventId: string | null; calendarId: string | null } {
  return {
    parentType: parent.kind,
    parentId: parent.id,
    eventId: parent.kind === 'EVENT' ? parent.id : null,
    calendarId: parent.kind === 'CALENDAR' ? parent.id : null,
  };
}

/** A type's public list is kept whole (listSources) when it has fewer items than this. */
const WHOLE_LIST_MAX = 500;

/** A line of a type no longer sold (or never sold here) is spoken of plainly. */
const PLAIN_SALE: ProductSale = { unit: 'sản phẩm', buyerLink: null, countsAsTickets: false, isBooking: false };

export interface CatalogListQuery {
  q?: string | undefined;
  /** Only this type (a type not sold lists nothing). */
  type?: string | undefined;
  /** Only these types (with `type`, both must allow it). */
  types?: readonly string[] | undefined;
  now: Date;
  page: number;
  limit: number;
}

/**
 * The registry of the product types sold: cart, quotation, checkout, settlement, refunds, promotions,
 * reports and notices ask it, never a list of their own. A type not registered answers
 * INVALID_PRODUCT_ITEM. The types are what the app's contexts contribute in their manifests (commerce's
 * tiers and frames, courses, ebooks, combos…), known once every context is built: read at first use.
 */
export function createProductCatalog(typesOf: () => readonly ProductType[], options: { heard?: HeardVersions } = {}) {
  let known: Map<string, ProductType> | undefined;
  const byType = () => (known ??= new Map(typesOf().map((t) => [t.type, t])));
  const types = () => [...byType().values()];
  // The public listing's facts, kept per version (kept-facts.repository.ts), the versions held while heard to hold.
  const keptFacts = createKeptFacts((type) => byType().get(type), options.heard);

  // The whole public lists of the types that name their tables (listSources), kept while no notice names one (`heard`).
  const wholeLists = new Map<string, { token: string; listing: ProductListing }>();
  let tokens = 0;

  /** A type's public list: its first `limit` and its total, from the kept whole list when there is one (without words). */
  async function listOnSaleOf(tx: DbOrTx, type: ProductType, query: CatalogListQuery, limit: number): Promise<ProductListing> {
    const { heard } = options;
    if (!heard || !type.listSources || query.q) return type.listOnSale(tx, { q: query.q, now: query.now, limit });
    const key = `list:${type.type}`;
    const kept = wholeLists.get(type.type);
    if (kept && heard.get(key, query.now.getTime()) === kept.token) {
      // The kept facts themselves when all are asked for: the same array while kept, so the merge kept with it holds (keptMerge).
      return { facts: kept.listing.facts.length <= limit ? kept.listing.facts : kept.listing.facts.slice(0, limit), total: kept.listing.total };
    }
    const since = heard.generation();
    const asked = Math.max(limit, WHOLE_LIST_MAX);
    const listing = await type.listOnSale(tx, { now: query.now, limit: asked });
    // Fewer than asked: the whole list (its total is their number), kept until its tables are written.
    if (listing.facts.length < asked) {
      const token = String(++tokens);
      wholeLists.set(type.type, { token, listing });
      heard.hold(
        key,
        token,
        Infinity,
        type.listSources.map((table) => `${table}:*`),
        since,
      );
    }
    return { facts: listing.facts.slice(0, limit), total: listing.total };
  }

  /**
   * One page of a list merged across types: each type gives its first `offset + limit` (the types the
   * catalogue index lists, from it, in one read), the merge keeps the page, and the page's indexed
   * items are described then, with their stock and status of now.
   */
  async function mergedPage(
    tx: DbOrTx,
    query: CatalogListQuery,
    list: (type: ProductType, limit: number) => Promise<ProductListing>,
    indexed?: IndexedListing,
  ): Promise<{ facts: ProductFacts[]; total: number; totalAtLeast?: boolean }> {
    const offset = (query.page - 1) * query.limit;
    const take = offset + query.limit;
    const chosen = (query.type ? [byType().get(query.type)].filter((t): t is ProductType => Boolean(t)) : types()).filter(
      (t) => !query.types || query.types.includes(t.type),
    );
    const fromIndex = indexed ? chosen.filter((t) => indexed.types().includes(t.type)).map((t) => t.type) : [];
    const [entries, listings] = await Promise.all([
      fromIndex.length ? indexed!.list({ q: query.q, types: fromIndex, now: query.now, take }) : undefined,
      Promise.all(chosen.map((type) => (fromIndex.includes(type.type) ? undefined : list(type, take)))),
    ]);
    const lists = chosen.map((type, i): { items: { at(index: number): Listed | undefined }; total: number } => {
      const own = listings[i];
      // Made as far as the merge reads (it stops at the page's end), not the whole first `take` of the type.
      if (own) return { items: { at: (index) => (own.facts[index] ? { ...own.facts[index], fact: own.facts[index] } : undefined) }, total: own.total };
      return { items: entries?.entries.get(type.type) ?? [], total: 0 };
    });
    // The other types' items: an empty list (a type the listing never shows) merges as no list.
    const others = listings.map((listing) => (listing?.facts.length ? listing.facts : undefined));
    // A listing with words is read anew each time (the mirror keeps none): nothing to keep its merge with.
    const merged = keptMerge(query.q ? undefined : entries, others, () =>
      mergeSorted(
        lists.map((l) => l.items),
        take,
      ),
    );
    const page = merged.slice(offset, take);
    const refs = page.filter((item) => !item.fact).map((item) => ({ productItemType: item.productItemType as ItemType, productItemId: item.productItemId }));
    // The public listing (read from the index) keeps its items' facts between pages while their versions hold.
    const described = indexed
      ? await keptFacts.describe(tx, refs, query.now, (missing) => describe(tx, missing, query.now))
      : await describe(tx, refs, query.now);
    return {
      // An item gone between the index's read and its description is left out of the page.
      facts: page.map((item) => item.fact ?? described.get(productKey(item.productItemType, item.productItemId))).filter((f): f is ProductFacts => !!f),
      total: lists.reduce((n, l) => n + l.total, entries?.total ?? 0),
      ...(entries?.totalAtLeast ? { totalAtLeast: true } : {}),
    };
  }

  /**
   * Facts for every ref whose type is sold and which exists, keyed by `productKey`. A type sold through
   * its own flow (`ownCheckout`) is not for sale here unless that flow asks (`options.ownCheckout`).
   */
  async function describe(tx: DbOrTx, refs: readonly ProductItemRef[], now: Date, options: { ownCheckout?: boolean } = {}): Promise<Map<string, ProductFacts>> {
    const idsByType = new Map<string, string[]>();
    for (const ref of refs) idsByType.set(ref.productItemType, [...(idsByType.get(ref.productItemType) ?? []), ref.productItemId]);
    const facts = new Map<string, ProductFacts>();
    for (const [type, ids] of idsByType) {
      const productType = byType().get(type);
      const found = await productType?.describe(tx, [...new Set(ids)], now);
      const masked = productType?.ownCheckout && !options.ownCheckout;
      for (const [id, fact] of found ?? []) facts.set(productKey(type, id), masked && !fact.problem ? { ...fact, problem: 'INVALID_PRODUCT_ITEM' } : fact);
    }
    return facts;
  }

  /**
   * Why this paid line can no longer be refunded (see refundability.ts), or null. A line that stands
   * for items (a combo) is also refused whatever refuses one of them alone: a downloaded e-book, a
   * started course, the lasting-access window; its own start time is already its earliest item's.
   */
  async function lineRefundRefusal(
    tx: DbOrTx,
    line: SoldLine & { productType: string; startsAt: Date | null; paidAt: Date },
    now: Date,
  ): Promise<string | null> {
    const type = byType().get(line.productType);
    const grantsLastingAccess = type?.grantsLastingAccess ?? false;
    // Whether it was used is read only when the start has not already refused it.
    const started = line.startsAt !== null && line.startsAt <= now;
    const consumed = !started && type?.isConsumed ? await type.isConsumed(tx, line) : false;
    const own = refundRefusal({ startsAt: line.startsAt, paidAt: line.paidAt, grantsLastingAccess, consumed }, now);
    if (own || !type?.partsOf) return own;
    for (const part of await type.partsOf(tx, line)) {
      const refusal = await lineRefundRefusal(tx, { ...part.line, productType: part.productType, startsAt: null, paidAt: line.paidAt }, now);
      if (refusal) return refusal;
    }
    return null;
  }

  return {
    get types(): ProductType[] {
      return types();
    },
    describe,
    require(type: string): ProductType {
      const found = byType().get(type);
      if (!found) throw new Error(`product type ${type} is not sold`);
      return found;
    },
    isSold: (type: string): boolean => byType().has(type),
    saleOf: (type: string): ProductSale => byType().get(type)?.sale ?? PLAIN_SALE,
    grantsLastingAccess: (type: string): boolean => byType().get(type)?.grantsLastingAccess ?? false,
    /** Whether `describe` reads the running discounts of this type's items (`ProductFacts.discount`). */
    describesDiscounts: (type: string): boolean => byType().get(type)?.describesDiscounts ?? false,
    /** The types whose lines the report counts as tickets sold. */
    ticketTypes: (): ItemType[] =>
      types()
        .filter((t) => t.sale.countsAsTickets)
        .map((t) => t.type),
    refundRefusal: lineRefundRefusal,
    listForHost: (tx: DbOrTx, hostId: string, query: CatalogListQuery) =>
      mergedPage(tx, query, (type, limit) => type.listForHost(tx, hostId, { q: query.q, now: query.now, limit })),
    /** What anybody can buy; with `indexed`, the types it lists are read from the catalogue index. */
    listOnSale: (tx: DbOrTx, query: CatalogListQuery, indexed?: IndexedListing) =>
      mergedPage(tx, query, (type, limit) => listOnSaleOf(tx, type, query, limit), indexed),
  };
}
export type ProductCatalog = ReturnType<typeof createProductCatalog>;
