import type { DiscountListQuery } from '@market/contract';
import { and, asc, count, desc, eq, getTableColumns, inArray, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { genericPlanName, type DbOrTx } from '../../../platform/db/database.js';
import { likeContaining } from '../../../platform/db/search.js';
import { offsetOf } from '../../../platform/http/pagination.js';
import { refKey, type ProductRef } from './promotion.js';
import { stateWhere } from './vouchers.repository.js';
import { discountProducts, discounts } from './vouchers.table.js';

export type DiscountRow = typeof discounts.$inferSelect;
export type NewDiscountRow = typeof discounts.$inferInsert;
export type DiscountView = DiscountRow & { productCount: number };
export interface ActiveDiscount {
  id: string;
  name: string;
  /** PERCENTAGE (value 1–100) or AMOUNT (value in VND, per unit). */
  type: 'PERCENTAGE' | 'AMOUNT';
  value: number;
}

// Written out in full: Drizzle leaves columns unqualified in a one-table select.
const productCount = sql<number>`(select count(*)::int from discount_products p where p.discount_id = "discounts"."id")`.mapWith(Number);
const discountView = { ...getTableColumns(discounts), productCount };

const SORT_COLUMNS = { createdAt: discounts.createdAt, startAt: discounts.startAt, endAt: discounts.endAt, name: discounts.name } as const;

/** A host's discounts; a product belongs to at most one of them (discount_products_product_key). */
/** The discounts in effect at `now` on any of these types and ids (arrays as one parameter each, so the text never changes). */
const prepareActiveFor = (tx: DbOrTx) =>
  tx
    .select({
      productItemType: discountProducts.productType,
      productItemId: discountProducts.productId,
      id: discounts.id,
      name: discounts.name,
      type: discounts.type,
      value: discounts.value,
    })
    .from(discountProducts)
    .innerJoin(discounts, eq(discounts.id, discountProducts.discountId))
    .where(
      and(
        sql`${discountProducts.productType} = any(${sql.placeholder('types')}::text[])`,
        sql`${discountProducts.productId} = any(${sql.placeholder('ids')}::uuid[])`,
        eq(discounts.active, true),
        sql`${discounts.startAt} <= ${sql.placeholder('now')}::timestamptz`,
        sql`${discounts.endAt} > ${sql.placeholder('now')}::timestamptz`,
      ),
    )
    .prepare(genericPlanName('discounts_active_for'));

/** The discount as `activeOnSql` writes it (a JSON object). */
interface ActiveDiscountJson {
  id: string;
  name: string;
  type: string;
  value: number;
}

/**
 * The discount in effect at `now` on the product `productType`:`productId` (another table's column),
 * as a JSON object (null when none): what `findActiveFor` reads, inside the caller's statement. Read
 * it back with `activeDiscountOf`.
 */
export function activeDiscountSql(productType: string, productId: AnyColumn | SQL, now: SQL): SQL<unknown> {
  return sql`(select json_build_object('id', ${discounts.id}, 'name', ${discounts.name}, 'type', ${discounts.type}, 'value', ${discounts.value})
    from ${discountProducts} inner join ${discounts} on ${discounts.id} = ${discountProducts.discountId}
    where ${discountProducts.productType} = ${productType} and ${discountProducts.productId} = ${productId}
      and ${discounts.active} = true and ${discounts.startAt} <= ${now}::timestamptz and ${discounts.endAt} > ${now}::timestamptz)`;
}

/** What `activeDiscountSql` read, as `findActiveFor` answers it. */
export function activeDiscountOf(value: unknown): ActiveDiscount | null {
  if (!value) return null;
  const row = value as ActiveDiscountJson;
  return { id: row.id, name: row.name, type: row.type === 'PERCENTAGE' ? 'PERCENTAGE' : 'AMOUNT', value: Number(row.value) };
}

export function createDiscountsRepository(db: DbOrTx) {
  let activeFor: ReturnType<typeof prepareActiveFor> | undefined;
  return {
    /** The discount naming each of these products (in effect or not), keyed by `refKey`: a product is in at most one. */
    async findCovering(refs: readonly ProductRef[], tx: DbOrTx = db): Promise<Map<string, { id: string; name: string }>> {
      if (!refs.length) return new Map();
      const named = [...new Set(refs.map((r) => r.productItemType))].map((type) =>
        and(
          eq(discountProducts.productType, type),
          inArray(discountProducts.productId, [...new Set(refs.filter((r) => r.productItemType === type).map((r) => r.productItemId))]),
        )!,
      );
      const rows = await tx
        .select({ productItemType: discountProducts.productType, productItemId: discountProducts.productId, id: discounts.id, name: discounts.name })
        .from(discountProducts)
        .innerJoin(discounts, eq(discounts.id, discountProducts.discountId))
        .where(or(...named));
      return new Map(rows.map((r) => [refKey(r), { id: r.id, name: r.name }] as const));
    },

    /**
     * The discount in effect at `now` on each of these products, keyed `${productItemType}:${productItemId}`
     * (see `refKey`). A product is in at most one discount, so there is never a choice to make.
     */
    async findActiveFor(refs: readonly ProductRef[], now: Date, tx: DbOrTx = db): Promise<Map<string, ActiveDiscount>> {
      if (!refs.length) return new Map();
      const wanted = new Set(refs.map(refKey));
      // Every quotation and checkout asks this: one statement text whatever the lines, prepared once per connection.
      const rows = await (tx === db ? (activeFor ??= prepareActiveFor(db)) : prepareActiveFor(tx)).execute({
        types: [...new Set(refs.map((r) => r.productItemType))],
        ids: [...new Set(refs.map((r) => r.productItemId))],
        now: now.toISOString(),
      });
      return new Map(
        rows
          .filter((r) => wanted.has(refKey(r)))
          .map((r) => [refKey(r), { id: r.id, name: r.name, type: r.type === 'PERCENTAGE' ? 'PERCENTAGE' : 'AMOUNT', value: r.value }] as const),
      );
    },

    async findOwned(hostId: string, id: string, tx: DbOrTx = db): Promise<DiscountView | undefined> {
      const [row] = await tx
        .select(discountView)
        .from(discounts)
        .where(and(eq(discounts.id, id), eq(discounts.hostId, hostId)));
      return row;
    },
    async lockOwned(hostId: string, id: string, tx: DbOrTx): Promise<DiscountRow | undefined> {
      const [row] = await tx
        .select()
        .from(discounts)
        .where(and(eq(discounts.id, id), eq(discounts.hostId, hostId)))
        .for('update');
      return row;
    },
    async insert(values: NewDiscountRow, tx: DbOrTx = db): Promise<DiscountRow> {
      const [row] = await tx.insert(discounts).values(values).returning();
      return row!;
    },
    async update(id: string, values: Partial<NewDiscountRow>, tx: DbOrTx = db): Promise<void> {
      await tx
        .update(discounts)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(discounts.id, id));
    },
    /** Order lines keep the amounts they were sold at; only the link to the discount's products goes. */
    async delete(id: string, tx: DbOrTx = db): Promise<void> {
      await tx.delete(discounts).where(eq(discounts.id, id));
    },
    async list(hostId: string, query: DiscountListQuery, now: Date): Promise<{ rows: DiscountView[]; total: number }> {
      const conditions: SQL[] = [eq(discounts.hostId, hostId)];
      if (query.q) conditions.push(sql`immutable_unaccent(lower(${discounts.name})) like immutable_unaccent(lower(${likeContaining(query.q)}))`);
      if (query.validity) conditions.push(stateWhere(discounts, query.validity, now));
      const where = and(...conditions);
      const direction = query.sort === 'ASC' ? asc : desc;
      const [rows, [total]] = await Promise.all([
        db
          .select(discountView)
          .from(discounts)
          .where(where)
          .orderBy(direction(SORT_COLUMNS[query.sortBy]), direction(discounts.id))
          .limit(query.limit)
          .offset(offsetOf(query)),
        db.select({ n: count() }).from(discounts).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },
    async findProductRefs(discountId: string, tx: DbOrTx = db): Promise<ProductRef[]> {
      return tx
        .select({ productItemType: discountProducts.productType, productItemId: discountProducts.productId })
        .from(discountProducts)
        .where(eq(discountProducts.discountId, discountId));
    },
    /** A product already in another discount raises unique_violation (discount_products_product_key). */
    async replaceProducts(discountId: string, refs: readonly ProductRef[], tx: DbOrTx): Promise<void> {
      await tx.delete(discountProducts).where(eq(discountProducts.discountId, discountId));
      if (refs.length) await tx.insert(discountProducts).values(refs.map((r) => ({ discountId, productType: r.productItemType, productId: r.productItemId })));
    },
  };
}
export type DiscountsRepository = ReturnType<typeof createDiscountsRepository>;
