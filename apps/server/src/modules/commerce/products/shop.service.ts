import {
  COMBO_ITEM_TYPES,
  PRODUCT_SHELVES,
  type AdminProductDto,
  type AdminProductListQuery,
  type HomepageDto,
  type HostChip,
  type HostProductStatsQuery,
  type Paged,
  type PatchProductBody,
  type ProductAccessDto,
  type ProductDto,
  type ProductListQuery,
  type ProductMetricsDto,
  type ProductOverviewDto,
  type ProductStatsDto,
  type StatsPeriodQuery,
  type TopProductDto,
  type TopProductsQuery,
} from '@market/contract';
import type { Db } from '../../../platform/db/database.js';
import type { Actor } from '../../../platform/http/access.js';
import { AppError } from '../../../platform/http/errors.js';
import { pageMeta } from '../../../platform/http/pagination.js';
import type { Serialized } from '../../../platform/http/serialized.js';
import { vietnamDays } from '../reports/vietnam-days.js';
import { hostChips } from './host-chips.js';
import type { ProductSalesRepository } from './product-sales.repository.js';
import { productKey, type IndexedListing, type ProductCatalog, type ProductFacts } from './products.js';
import { saleStatusOf } from './sale-status.js';
import { createShelvesRepository } from './shelves.repository.js';
import { vietnamToday } from '../reports/vietnam-days.js';

/** What the shop needs beyond commerce: followers, the course access rule, combos holding a product, a combo's edit. */
export interface ShopDeps {
  db: Db;
  products: ProductCatalog;
  sales: ProductSalesRepository;
  /** Shelves contributed beside the contract's (a context's own type), read when the first homepage is asked for. */
  shelves?: () => readonly { key: string; title: string; link: string; type: string }[];
  followersOf(hostId: string): Promise<number>;
  /** The combos (ids) holding a product, sold or not: buying one of them gave the product. */
  combosHolding(productId: string): Promise<string[]>;
  /** The course's own access rule (enrolments of every source, memberships): courses/learning.service.ts. */
  courseAccess?(actor: Actor, courseId: string): Promise<'PURCHASED' | 'COVERED' | null>;
  patchCombo(actor: Actor, id: string, body: { price?: number | undefined; title?: string | undefined }): Promise<unknown>;
  /** The catalogue index: the public listing reads the types it lists from it. */
  indexed?: IndexedListing;
  /** Which of these products are sold to members only (keys `TYPE:id`), for the cards' badge: one statement a page. */
  memberOnly?: (refs: readonly { productItemType: string; productItemId: string }[]) => Promise<Set<string>>;
}

const DAY_MS = 86_400_000;
/** With a status filter, the admin's list looks at this many items of each type (in list order) and pages the matching ones. */
export const ADMIN_STATUS_SCAN = 1000;
const MAX_DAYS = 366;
const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);

/** The Vietnam days asked (default: the last 30 up to today), at most a year. */
export function periodOf(query: StatsPeriodQuery, now: Date) {
  const to = query.to ?? vietnamToday(now);
  const from = query.from ?? addDays(to, -29);
  const days = Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS) + 1;
  if (days < 1 || days > MAX_DAYS) throw new AppError('REPORT_RANGE_TOO_LONG');
  return { from, to, ...vietnamDays(from, to) };
}

/** At most this many items on each homepage shelf (the shelves are the contract's PRODUCT_SHELVES: one per kind of product, each linking to its full list). */
const PER_SHELF = 8;

/**
 * The products listing over every type sold: a merged read over the types' lists (the public one reads
 * the types the catalogue index lists from it, one statement, the others from the type; each answers
 * its first `offset + limit`, the merge keeps the page), and the page's items are described as they
 * are now (stock, status). Deep pages cost more; the limit is bounded and the public cache keeps the
 * usual first pages.
 */
export function createShopService(deps: ShopDeps) {
  const { db, products, sales } = deps;
  // Written once, at the first homepage asked for (the catalogue's types are fixed by then).
  let shelves: ReturnType<typeof createShelvesRepository> | undefined;

  /**
   * Each kept item's card, by its facts (kept-facts.repository.ts keeps one object per item and version, and nothing
   * changes a facts object): the listing's pages show the same items again and again, each card written once.
   */
  const cards = new WeakMap<ProductFacts, { host: HostChip; memberOnly: boolean; dto: ProductDto }>();
  function dtoOf(fact: ProductFacts, hostOf: (id: string) => HostChip, memberOnly: ReadonlySet<string>): ProductDto {
    const host = hostOf(fact.hostId);
    const isMemberOnly = memberOnly.has(productKey(fact.productItemType, fact.productItemId));
    const card = cards.get(fact);
    if (card && card.host === host && card.memberOnly === isMemberOnly) return card.dto;
    const dto = cardOf(fact, host, isMemberOnly);
    cards.set(fact, { host, memberOnly: isMemberOnly, dto });
    return dto;
  }
  function cardOf(fact: ProductFacts, host: HostChip, memberOnly: boolean): ProductDto {
    return {
      productItemType: fact.productItemType,
      productItemId: fact.productItemId,
      parent: fact.parent,
      host,
      title: fact.title,
      subtitle: fact.subtitle,
      image: fact.image,
      link: fact.link,
      price: fact.unitPrice,
      available: fact.available,
      startsAt: fact.startsAt?.toISOString() ?? null,
      endsAt: fact.endsAt?.toISOString() ?? null,
      onSale: fact.problem === null,
      ...(memberOnly ? { memberOnly: true as const } : {}),
    };
  }
  async function dtosOf(facts: ProductFacts[]): Promise<ProductDto[]> {
    // The hosts a type read with its facts (tiers do) are not asked for again: a page of tiers then needs no more statements.
    const known = new Map<string, HostChip | null>();
    for (const f of facts) if (f.host !== undefined) known.set(f.hostId, f.host);
    const [hostOf, memberOnly] = await Promise.all([
      hostChips(
        facts.map((f) => f.hostId),
        db,
        known,
      ),
      deps.memberOnly?.(facts) ?? new Set<string>(),
    ]);
    return facts.map((f) => dtoOf(f, hostOf, memberOnly));
  }
  async function page(
    found: { facts: ProductFacts[]; total: number; totalAtLeast?: boolean },
    query: { page: number; limit: number },
  ): Promise<Paged<ProductDto>> {
    return { data: await dtosOf(found.facts), meta: pageMeta(query, found.total, found.totalAtLeast) };
  }
  const listQuery = (query: ProductListQuery, types?: readonly string[]) => ({
    q: query.q,
    type: query.type,
    types,
    now: new Date(),
    page: query.page,
    limit: query.limit,
  });

  /** One product by id, of the type given or of whichever type has it. */
  async function find(id: string, type: string | undefined): Promise<ProductFacts | undefined> {
    const types = type ? [type] : products.types.map((t) => t.type);
    const facts = await products.describe(
      db,
      types.map((t) => ({ productItemType: t as ProductFacts['productItemType'], productItemId: id })),
      new Date(),
    );
    return [...facts.values()][0];
  }

  return {
    list: async (query: ProductListQuery) =>
      page(
        query.hostId ? await products.listForHost(db, query.hostId, listQuery(query)) : await products.listOnSale(db, listQuery(query), deps.indexed),
        query,
      ),

    /** A host's products a voucher, a discount or a combo may include. */
    eligible: async (actor: Actor, query: ProductListQuery) => page(await products.listForHost(db, actor.id, listQuery(query)), query),
    /** What a combo may bundle: the host's tiers, courses and ebooks. */
    comboCandidates: async (actor: Actor, query: ProductListQuery) => page(await products.listForHost(db, actor.id, listQuery(query, COMBO_ITEM_TYPES)), query),
    hostList: async (actor: Actor, query: ProductListQuery) => page(await products.listForHost(db, actor.id, listQuery(query)), query),

    async homepage(): Promise<Serialized<HomepageDto>> {
      shelves ??= createShelvesRepository(
        db,
        [...PRODUCT_SHELVES, ...(deps.shelves?.() ?? [])]
          .filter((shelf) => products.isSold(shelf.type))
          .map(({ key, title, link, type }) => ({
            key,
            title,
            link,
            type: products.require(type),
          })),
        PER_SHELF,
      );
      return shelves.read();
    },

    async top(query: TopProductsQuery): Promise<{ data: TopProductDto[] }> {
      const now = new Date();
      const ranked = await sales.topSold({ start: new Date(now.getTime() - query.days * DAY_MS), end: now, type: query.type, limit: query.limit * 2 });
      const facts = await products.describe(
        db,
        ranked.map((r) => ({ productItemType: r.productItemType as ProductFacts['productItemType'], productItemId: r.productItemId })),
        now,
      );
      const shown = ranked
        .map((r) => ({ r, fact: facts.get(productKey(r.productItemType, r.productItemId)) }))
        .filter((x): x is { r: (typeof ranked)[number]; fact: ProductFacts } => !!x.fact && x.fact.problem !== 'INVALID_PRODUCT_ITEM')
        .slice(0, query.limit);
      const dtos = await dtosOf(shown.map((x) => x.fact));
      return { data: dtos.map((dto, i) => ({ ...dto, sold: shown[i]!.r.sold })) };
    },

    async accessible(actor: Actor, id: string, type: string | undefined): Promise<ProductAccessDto> {
      const fact = await find(id, type);
      if (!fact) throw new AppError('PRODUCT_NOT_FOUND');
      if (fact.hostId === actor.id || actor.role === 'ADMIN') return { accessible: true, reason: 'OWNER' };
      if (await sales.hasPurchased(actor.id, id, await deps.combosHolding(id))) return { accessible: true, reason: 'PURCHASED' };
      const course = fact.productItemType === 'ONLINE_COURSE' ? await deps.courseAccess?.(actor, id) : null;
      if (course) return { accessible: true, reason: course };
      return { accessible: false, reason: null };
    },

    /** Price or title of a combo; the other types are changed in their own editors (their tiers, courses, books). */
    async patch(actor: Actor, id: string, body: PatchProductBody): Promise<ProductDto> {
      if (body.productItemType !== 'COMBO') throw new AppError('INVALID_PRODUCT_ITEM');
      await deps.patchCombo(actor, id, { price: body.price, title: body.title });
      const fact = await find(id, 'COMBO');
      return (await dtosOf([fact!]))[0]!;
    },

    /** Every item on sale (or a host's, drafts included), with its sale status; `status` filters within ADMIN_STATUS_SCAN items of each type. */
    async adminList(query: AdminProductListQuery): Promise<Paged<AdminProductDto>> {
      const list = (q: ReturnType<typeof listQuery>) => (query.hostId ? products.listForHost(db, query.hostId, q) : products.listOnSale(db, q));
      let found: { facts: ProductFacts[]; total: number };
      if (!query.status) found = await list(listQuery(query));
      else {
        const scanned = await list({ ...listQuery(query), page: 1, limit: ADMIN_STATUS_SCAN });
        const matching = scanned.facts.filter((f) => saleStatusOf(f) === query.status);
        const offset = (query.page - 1) * query.limit;
        found = { facts: matching.slice(offset, offset + query.limit), total: matching.length };
      }
      const dtos = await dtosOf(found.facts);
      return { data: dtos.map((dto, i) => ({ ...dto, status: saleStatusOf(found.facts[i]!) })), meta: pageMeta(query, found.total) };
    },

    followersCount: async (hostId: string) => ({ count: await deps.followersOf(hostId) }),

    async hostStatistics(actor: Actor, query: HostProductStatsQuery): Promise<Paged<ProductStatsDto>> {
      const period = periodOf(query, new Date());
      const found = await products.listForHost(db, actor.id, listQuery(query));
      const [dtos, figures] = await Promise.all([
        dtosOf(found.facts),
        sales.byProduct(
          actor.id,
          found.facts.map((f) => f.productItemId),
          period,
        ),
      ]);
      return {
        data: dtos.map((dto) => ({ ...dto, ...(figures.get(dto.productItemId) ?? { sold: 0, revenue: 0, buyers: 0 }) })),
        meta: pageMeta(query, found.total),
      };
    },

    async hostOverview(actor: Actor, query: StatsPeriodQuery): Promise<ProductOverviewDto> {
      const period = periodOf(query, new Date());
      const [figures, listed, followers] = await Promise.all([
        sales.overview(actor.id, period),
        products.listForHost(db, actor.id, { now: new Date(), page: 1, limit: 1 }),
        deps.followersOf(actor.id),
      ]);
      return {
        from: period.from,
        to: period.to,
        products: listed.total,
        ...figures,
        byType: figures.byType as ProductOverviewDto['byType'],
        followers,
      };
    },

    async hostMetrics(actor: Actor, query: StatsPeriodQuery): Promise<ProductMetricsDto> {
      const period = periodOf(query, new Date());
      return { from: period.from, to: period.to, days: await sales.perDay(actor.id, period) };
    },
  };
}
export type ShopService = ReturnType<typeof createShopService>;
