import { and, asc, count, desc, eq, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { HostChip, ReskillPriceStatus, ReskillStatus } from '@market/contract';
import type { DbOrTx } from '../../../platform/db/database.js';
import { preparedOnce } from '../../../platform/db/prepared-once.js';
import { foldedContains, likeContaining } from '../../../platform/db/search.js';
import { offsetOf } from '../../../platform/http/pagination.js';
import { userSql, type UserCard } from '../../identity/index.js';
import {
  reskillPriceProducts,
  reskillPrices,
  reskillPurchases,
  reskills,
  type ReskillPriceProductRow,
  type ReskillPriceRow,
  type ReskillPurchaseRow,
  type ReskillRow,
} from './reskills.table.js';

type Page = { page: number; limit: number; sort?: 'ASC' | 'DESC' };
export type NewReskill = typeof reskills.$inferInsert;
export type NewReskillPrice = typeof reskillPrices.$inferInsert;
export type ReskillWithHost = ReskillRow & { host: HostChip | null };
/** A price with its programme (what the RESKILL_PRICE type describes). */
export type PriceWithReskill = { price: ReskillPriceRow; reskill: ReskillRow };
export type ReskillOrderItemRow = ReskillPurchaseRow & { buyer: UserCard | null; priceTitle: string };

export interface ReskillFilter {
  type?: 'RESKILL' | 'LAUNCHPAD' | undefined;
  hostId?: string | undefined;
  q?: string | undefined;
  statuses: readonly ReskillStatus[];
}

const hostChip = userSql.chipOf(reskills.hostId);
const kept = and(isNull(reskillPurchases.refundedAt));

/**
 * The prices any listing of products on sale reads (no host), without and with words: built and prepared once, as every page
 * of the public products listing asks them (foldedContains's match, its pattern a value).
 */
const pricesForSale = [false, true].map((withWords) =>
  preparedOnce((tx) =>
    tx
      .select({ price: reskillPrices, reskill: reskills })
      .from(reskillPrices)
      .innerJoin(reskills, eq(reskills.id, reskillPrices.reskillId))
      .where(
        and(
          eq(reskills.status, 'PUBLISHED'),
          eq(reskillPrices.status, 'ACTIVE'),
          withWords
            ? sql`immutable_unaccent(lower(${reskills.title} || ' ' || ${reskillPrices.title})) like immutable_unaccent(lower(${sql.placeholder('like')}))`
            : undefined,
        ),
      )
      .orderBy(desc(reskills.createdAt), asc(reskillPrices.position))
      .limit(sql.placeholder('limit'))
      .prepare(withWords ? 'reskill_prices_for_sale_words' : 'reskill_prices_for_sale'),
  ),
);

/** The only code touching the reskill tables. */
export function createReskillsRepository(db: DbOrTx) {
  const whereOf = (f: ReskillFilter): SQL | undefined =>
    and(
      inArray(reskills.status, [...f.statuses]),
      f.type ? eq(reskills.type, f.type) : undefined,
      f.hostId ? eq(reskills.hostId, f.hostId) : undefined,
      f.q ? foldedContains(sql`${reskills.title}`, f.q) : undefined,
    );

  return {
    async insert(values: NewReskill, tx: DbOrTx = db): Promise<ReskillRow> {
      const [row] = await tx.insert(reskills).values(values).returning();
      return row!;
    },
    async update(id: string, values: Partial<NewReskill>, tx: DbOrTx = db): Promise<ReskillRow> {
      const [row] = await tx
        .update(reskills)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(reskills.id, id))
        .returning();
      return row!;
    },
    async delete(id: string, tx: DbOrTx = db): Promise<void> {
      await tx.delete(reskills).where(eq(reskills.id, id));
    },
    /** Another programme of the host's of this type stops being the main one. */
    async clearMain(hostId: string, type: string, exceptId: string | null, tx: DbOrTx = db): Promise<void> {
      await tx
        .update(reskills)
        .set({ isMain: false })
        .where(
          and(eq(reskills.hostId, hostId), eq(reskills.type, type as 'RESKILL'), eq(reskills.isMain, true), exceptId ? ne(reskills.id, exceptId) : undefined),
        );
    },
    async findById(id: string, tx: DbOrTx = db): Promise<ReskillWithHost | null> {
      const [row] = await tx.select({ reskill: reskills, host: hostChip }).from(reskills).where(eq(reskills.id, id));
      return row ? { ...row.reskill, host: row.host } : null;
    },
    /** Under a row lock: edits and deletes of one programme are taken one after the other, and after a sale settling it. */
    async lockById(id: string, tx: DbOrTx): Promise<ReskillRow | null> {
      const [row] = await tx.select().from(reskills).where(eq(reskills.id, id)).for('update');
      return row ?? null;
    },
    async list(filter: ReskillFilter, query: Page, tx: DbOrTx = db): Promise<{ rows: ReskillWithHost[]; total: number }> {
      const where = whereOf(filter);
      const order = query.sort === 'ASC' ? asc(reskills.createdAt) : desc(reskills.createdAt);
      const [rows, [total]] = await Promise.all([
        tx
          .select({ reskill: reskills, host: hostChip })
          .from(reskills)
          .where(where)
          .orderBy(order, desc(reskills.id))
          .limit(query.limit)
          .offset(offsetOf(query)),
        tx.select({ n: count() }).from(reskills).where(where),
      ]);
      return { rows: rows.map((r) => ({ ...r.reskill, host: r.host })), total: total!.n };
    },
    /** The featured published programme of a type (of a host, or the latest one featured by any). */
    async findMain(type: 'RESKILL' | 'LAUNCHPAD', hostId: string | undefined, tx: DbOrTx = db): Promise<ReskillWithHost | null> {
      const [row] = await tx
        .select({ reskill: reskills, host: hostChip })
        .from(reskills)
        .where(and(eq(reskills.type, type), eq(reskills.status, 'PUBLISHED'), eq(reskills.isMain, true), hostId ? eq(reskills.hostId, hostId) : undefined))
        .orderBy(desc(reskills.updatedAt), desc(reskills.id))
        .limit(1);
      return row ? { ...row.reskill, host: row.host } : null;
    },

    async pricesOf(reskillIds: readonly string[], tx: DbOrTx = db): Promise<ReskillPriceRow[]> {
      if (!reskillIds.length) return [];
      return tx
        .select()
        .from(reskillPrices)
        .where(inArray(reskillPrices.reskillId, [...reskillIds]))
        .orderBy(asc(reskillPrices.position), asc(reskillPrices.createdAt));
    },
    async findPrices(priceIds: readonly string[], tx: DbOrTx = db): Promise<PriceWithReskill[]> {
      if (!priceIds.length) return [];
      return tx
        .select({ price: reskillPrices, reskill: reskills })
        .from(reskillPrices)
        .innerJoin(reskills, eq(reskills.id, reskillPrices.reskillId))
        .where(inArray(reskillPrices.id, [...priceIds]));
    },
    /**
     * A price being sold, its programme's row held (shared) until the transaction ends: an edit of the
     * programme (which locks it for update) waits for the sale, and then sees the price as paid.
     */
    async findPriceForSale(priceId: string, tx: DbOrTx): Promise<PriceWithReskill | null> {
      const [row] = await tx
        .select({ price: reskillPrices, reskill: reskills })
        .from(reskillPrices)
        .innerJoin(reskills, eq(reskills.id, reskillPrices.reskillId))
        .where(eq(reskillPrices.id, priceId))
        .for('share', { of: reskills });
      return row ?? null;
    },
    async productsOf(priceIds: readonly string[], tx: DbOrTx = db): Promise<ReskillPriceProductRow[]> {
      if (!priceIds.length) return [];
      return tx
        .select()
        .from(reskillPriceProducts)
        .where(inArray(reskillPriceProducts.priceId, [...priceIds]))
        .orderBy(asc(reskillPriceProducts.position));
    },
    async insertPrice(values: NewReskillPrice, tx: DbOrTx = db): Promise<ReskillPriceRow> {
      const [row] = await tx.insert(reskillPrices).values(values).returning();
      return row!;
    },
    async updatePrice(id: string, values: { title: string; amount: number; status: ReskillPriceStatus; position: number }, tx: DbOrTx = db): Promise<void> {
      await tx
        .update(reskillPrices)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(reskillPrices.id, id));
    },
    async deletePrices(ids: readonly string[], tx: DbOrTx = db): Promise<void> {
      if (ids.length) await tx.delete(reskillPrices).where(inArray(reskillPrices.id, [...ids]));
    },
    async setProducts(
      priceId: string,
      refs: readonly { productItemType: 'ONLINE_COURSE' | 'E_BOOK'; productItemId: string }[],
      tx: DbOrTx = db,
    ): Promise<void> {
      await tx.delete(reskillPriceProducts).where(eq(reskillPriceProducts.priceId, priceId));
      if (refs.length)
        await tx
          .insert(reskillPriceProducts)
          .values(refs.map((r, position) => ({ priceId, productType: r.productItemType, productId: r.productItemId, position })));
    },
    /** Of these prices, those any buyer ever paid (refunded or not: a paid price's terms are fixed). */
    async paidPriceIds(priceIds: readonly string[], tx: DbOrTx = db): Promise<Set<string>> {
      if (!priceIds.length) return new Set();
      const rows = await tx
        .selectDistinct({ id: reskillPurchases.priceId })
        .from(reskillPurchases)
        .where(inArray(reskillPurchases.priceId, [...priceIds]));
      return new Set(rows.map((r) => r.id));
    },
    /** Of these prices, those the buyer holds (paid, not refunded). */
    async heldPriceIds(userId: string, priceIds: readonly string[], tx: DbOrTx = db): Promise<Set<string>> {
      if (!priceIds.length) return new Set();
      const rows = await tx
        .selectDistinct({ id: reskillPurchases.priceId })
        .from(reskillPurchases)
        .where(and(eq(reskillPurchases.userId, userId), inArray(reskillPurchases.priceId, [...priceIds]), kept));
      return new Set(rows.map((r) => r.id));
    },

    /** Prices on sale (active, of a published programme), newest programme first. */
    async listForSale(filter: { hostId?: string; q?: string | undefined; limit: number }, tx: DbOrTx = db) {
      const where = and(
        eq(reskills.status, 'PUBLISHED'),
        eq(reskillPrices.status, 'ACTIVE'),
        filter.hostId ? eq(reskills.hostId, filter.hostId) : undefined,
        filter.q ? foldedContains(sql`${reskills.title} || ' ' || ${reskillPrices.title}`, filter.q) : undefined,
      );
      const rows = filter.hostId
        ? await tx
            .select({ price: reskillPrices, reskill: reskills })
            .from(reskillPrices)
            .innerJoin(reskills, eq(reskills.id, reskillPrices.reskillId))
            .where(where)
            .orderBy(desc(reskills.createdAt), asc(reskillPrices.position))
            .limit(filter.limit)
        : await pricesForSale[filter.q ? 1 : 0]!(tx).execute({ limit: filter.limit, like: filter.q ? likeContaining(filter.q) : null });
      // Fewer than asked: they are all there, and counting them again would be one more statement on every public listing.
      if (rows.length < filter.limit) return { rows: rows as PriceWithReskill[], total: rows.length };
      const [total] = await tx.select({ n: count() }).from(reskillPrices).innerJoin(reskills, eq(reskills.id, reskillPrices.reskillId)).where(where);
      return { rows: rows as PriceWithReskill[], total: total!.n };
    },

    /** A paid line fulfilled (once: settlement may run it again after a retry). */
    async recordPurchase(values: typeof reskillPurchases.$inferInsert, tx: DbOrTx = db): Promise<void> {
      await tx.insert(reskillPurchases).values(values).onConflictDoNothing();
    },
    async markRefunded(orderItemId: string, tx: DbOrTx = db): Promise<void> {
      await tx
        .update(reskillPurchases)
        .set({ refundedAt: new Date() })
        .where(and(eq(reskillPurchases.orderItemId, orderItemId), isNull(reskillPurchases.refundedAt)));
    },

    /** The programme's paid lines, newest first, by price and the buyer's name, e-mail or phone. */
    async orderItems(
      reskillId: string,
      filter: { priceId?: string | undefined; q?: string | undefined },
      query: { limit: number; offset: number; sort?: 'ASC' | 'DESC' },
      tx: DbOrTx = db,
    ): Promise<{ rows: ReskillOrderItemRow[]; total: number }> {
      const buyer = userSql.cardOf(reskillPurchases.userId);
      const where = and(
        eq(reskillPurchases.reskillId, reskillId),
        filter.priceId ? eq(reskillPurchases.priceId, filter.priceId) : undefined,
        filter.q
          ? foldedContains(
              sql`coalesce(${buyer}->>'fullName', '') || ' ' || coalesce(${buyer}->>'email', '') || ' ' || coalesce(${buyer}->>'phone', '')`,
              filter.q,
            )
          : undefined,
      );
      const order = query.sort === 'ASC' ? asc(reskillPurchases.purchasedAt) : desc(reskillPurchases.purchasedAt);
      const [rows, [total]] = await Promise.all([
        tx
          .select({ purchase: reskillPurchases, buyer, priceTitle: reskillPrices.title })
          .from(reskillPurchases)
          .innerJoin(reskillPrices, eq(reskillPrices.id, reskillPurchases.priceId))
          .where(where)
          .orderBy(order, asc(reskillPurchases.orderItemId))
          .limit(query.limit)
          .offset(query.offset),
        tx.select({ n: count() }).from(reskillPurchases).where(where),
      ]);
      return { rows: rows.map((r) => ({ ...r.purchase, buyer: r.buyer, priceTitle: r.priceTitle })), total: total!.n };
    },

    /** The programmes a buyer holds a price of, the latest bought first. */
    async heldBy(userId: string, query: Page, tx: DbOrTx = db): Promise<{ ids: string[]; total: number }> {
      const where = and(eq(reskillPurchases.userId, userId), kept);
      const [rows, [total]] = await Promise.all([
        tx
          .select({ id: reskillPurchases.reskillId, last: sql<string>`max(${reskillPurchases.purchasedAt})` })
          .from(reskillPurchases)
          .where(where)
          .groupBy(reskillPurchases.reskillId)
          .orderBy(desc(sql`max(${reskillPurchases.purchasedAt})`), asc(reskillPurchases.reskillId))
          .limit(query.limit)
          .offset(offsetOf(query)),
        tx
          .select({ n: sql<number>`count(distinct ${reskillPurchases.reskillId})::int` })
          .from(reskillPurchases)
          .where(where),
      ]);
      return { ids: rows.map((r) => r.id), total: Number(total!.n) };
    },
    /** A buyer's kept purchases of these programmes. */
    async purchasesOf(userId: string, reskillIds: readonly string[], tx: DbOrTx = db): Promise<ReskillPurchaseRow[]> {
      if (!reskillIds.length) return [];
      return tx
        .select()
        .from(reskillPurchases)
        .where(and(eq(reskillPurchases.userId, userId), inArray(reskillPurchases.reskillId, [...reskillIds]), kept))
        .orderBy(desc(reskillPurchases.purchasedAt));
    },
    async findManyWithHost(ids: readonly string[], tx: DbOrTx = db): Promise<ReskillWithHost[]> {
      if (!ids.length) return [];
      const rows = await tx
        .select({ reskill: reskills, host: hostChip })
        .from(reskills)
        .where(inArray(reskills.id, [...ids]));
      return rows.map((r) => ({ ...r.reskill, host: r.host }));
    },
  };
}
export type ReskillsRepository = ReturnType<typeof createReskillsRepository>;
