import { and, asc, count, desc, eq, inArray, ne, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { COMBO_ITEM_TYPES, type ProductStatus } from '@market/contract';
import type { DbOrTx } from '../../../platform/db/database.js';
import { foldedContains } from '../../../platform/db/search.js';
import { offsetOf } from '../../../platform/http/pagination.js';
import { comboItems, combos, type ComboItemRow, type ComboRow } from './combos.table.js';

export type NewComboRow = typeof combos.$inferInsert;
export type NewComboItem = Omit<ComboItemRow, 'comboId' | 'position'>;
type Status = (typeof ProductStatus.values)[number];

interface Page {
  page: number;
  limit: number;
  sort: 'ASC' | 'DESC';
}

/** A combo with its items, in the order the host gave them. */
export interface ComboWithItems {
  combo: ComboRow;
  items: ComboItemRow[];
}

/** Small named pieces of a combo list's WHERE. */
export const comboFilters = {
  published: eq(combos.status, 'PUBLISHED'),
  live: ne(combos.status, 'DELETED'),
  host: (hostId: string) => eq(combos.hostId, hostId),
  status: (status: Status) => eq(combos.status, status),
  words: (q: string | undefined) => foldedContains(sql`${combos.title}`, q),
  free: eq(combos.price, 0),
  paid: sql`${combos.price} > 0`,
  holding: (productId: string) =>
    sql`exists (select 1 from ${comboItems} where ${comboItems.comboId} = ${combos.id} and ${comboItems.productId} = ${productId})`,
};

const listOf = (values: readonly string[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

/** Pieces of SQL over what combos hold, for other contexts' queries (ownership, reports): one join, not N calls. */
export const comboSql = {
  /** Whether the combo `comboId` holds a product of type `productType` (e.g. a course). */
  holdsType(comboId: AnyColumn | SQL, productType: ComboItemRow['productType']): SQL<boolean> {
    return sql<boolean>`exists (select 1 from ${comboItems} where ${comboItems.comboId} = ${comboId} and ${comboItems.productType} = ${productType})`;
  },
  /** Whether the combo `comboId` holds the product `productId`. */
  holds(comboId: AnyColumn | SQL, productId: AnyColumn | SQL): SQL<boolean> {
    return sql<boolean>`exists (select 1 from ${comboItems} where ${comboItems.comboId} = ${comboId} and ${comboItems.productId} = ${productId})`;
  },
  /** How many units of these product types one combo `comboId` holds (0 when none). */
  unitsOf(comboId: AnyColumn | SQL, types: readonly string[]): SQL<number> {
    if (!types.length) return sql<number>`0`;
    return sql<number>`(select coalesce(sum(${comboItems.quantity}), 0) from ${comboItems}
      where ${comboItems.comboId} = ${comboId} and ${comboItems.productType} in (${listOf(types)}))`;
  },
  /** The items of these combos of these types, as a derived table (combo_id, product_type, product_id, position). */
  itemsOf(comboIds: readonly string[], types: readonly string[]): SQL {
    if (!comboIds.length || !types.length)
      return sql`(select null::uuid as combo_id, null::text as product_type, null::uuid as product_id, 0 as position where false)`;
    return sql`(select ${comboItems.comboId} as combo_id, ${comboItems.productType} as product_type, ${comboItems.productId} as product_id,
             ${comboItems.position} as position
      from ${comboItems} where ${comboItems.comboId} in (${listOf(comboIds)}) and ${comboItems.productType} in (${listOf(types)}))`;
  },
};

export function createCombosRepository(db: DbOrTx) {
  async function withItems(rows: ComboRow[], tx: DbOrTx): Promise<ComboWithItems[]> {
    if (!rows.length) return [];
    const items = await tx
      .select()
      .from(comboItems)
      .where(
        inArray(
          comboItems.comboId,
          rows.map((r) => r.id),
        ),
      )
      .orderBy(asc(comboItems.position));
    return rows.map((combo) => ({ combo, items: items.filter((i) => i.comboId === combo.id) }));
  }

  return {
    /** Undefined when the slug is taken (nothing written then). */
    async insert(values: NewComboRow, items: readonly NewComboItem[], tx: DbOrTx = db): Promise<ComboRow | undefined> {
      const [row] = await tx.insert(combos).values(values).onConflictDoNothing({ target: combos.slug }).returning();
      if (!row) return undefined;
      await tx.insert(comboItems).values(items.map((item, position) => ({ ...item, comboId: row.id, position })));
      return row;
    },

    async update(id: string, values: Partial<NewComboRow>, tx: DbOrTx = db): Promise<ComboRow> {
      const [row] = await tx
        .update(combos)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(combos.id, id))
        .returning();
      return row!;
    },

    async replaceItems(id: string, items: readonly NewComboItem[], tx: DbOrTx = db): Promise<void> {
      await tx.delete(comboItems).where(eq(comboItems.comboId, id));
      await tx.insert(comboItems).values(items.map((item, position) => ({ ...item, comboId: id, position })));
    },

    /** Moves the status only from one the caller read (`from`): a concurrent change makes it answer undefined. */
    async transition(id: string, from: Status, to: Status, tx: DbOrTx = db): Promise<ComboRow | undefined> {
      const [row] = await tx
        .update(combos)
        .set({ status: to, updatedAt: new Date() })
        .where(and(eq(combos.id, id), eq(combos.status, from)))
        .returning();
      return row;
    },

    /** The row, locked for the change that follows (in a transaction). */
    async findForUpdate(id: string, tx: DbOrTx): Promise<ComboRow | undefined> {
      const [row] = await tx.select().from(combos).where(eq(combos.id, id)).for('update');
      return row;
    },

    /**
     * Its items, the row locked FOR SHARE for the caller's transaction: a checkout holding the combo
     * keeps an edit of its items (FOR UPDATE) waiting until the order line is written.
     */
    async findForSale(id: string, tx: DbOrTx): Promise<ComboWithItems | undefined> {
      const [row] = await tx.select().from(combos).where(eq(combos.id, id)).for('share');
      return row ? (await withItems([row], tx))[0] : undefined;
    },

    async findById(id: string, tx: DbOrTx = db): Promise<ComboWithItems | undefined> {
      const [row] = await tx.select().from(combos).where(eq(combos.id, id));
      return row ? (await withItems([row], tx))[0] : undefined;
    },

    async findBySlug(slug: string, tx: DbOrTx = db): Promise<ComboWithItems | undefined> {
      const [row] = await tx.select().from(combos).where(eq(combos.slug, slug));
      return row ? (await withItems([row], tx))[0] : undefined;
    },

    async findByIds(ids: readonly string[], tx: DbOrTx = db): Promise<ComboWithItems[]> {
      if (!ids.length) return [];
      return withItems(
        await tx
          .select()
          .from(combos)
          .where(inArray(combos.id, [...ids])),
        tx,
      );
    },

    async list(where: SQL[], query: Page, tx: DbOrTx = db): Promise<{ rows: ComboWithItems[]; total: number }> {
      const order = query.sort === 'ASC' ? asc(combos.createdAt) : desc(combos.createdAt);
      const [rows, [total]] = await Promise.all([
        tx
          .select()
          .from(combos)
          .where(and(...where))
          .orderBy(order, asc(combos.id))
          .limit(query.limit)
          .offset(offsetOf(query)),
        tx
          .select({ n: count() })
          .from(combos)
          .where(and(...where)),
      ]);
      return { rows: await withItems(rows, tx), total: total?.n ?? 0 };
    },

    /** `limit` rows from `offset` on, newest first (a slice of a list merged with another, not a page of its own). */
    async listSlice(where: SQL[], slice: { offset: number; limit: number }, tx: DbOrTx = db): Promise<{ rows: ComboWithItems[]; total: number }> {
      const [rows, [total]] = await Promise.all([
        slice.limit > 0
          ? tx
              .select()
              .from(combos)
              .where(and(...where))
              .orderBy(desc(combos.createdAt), asc(combos.id))
              .limit(slice.limit)
              .offset(slice.offset)
          : Promise.resolve([]),
        tx
          .select({ n: count() })
          .from(combos)
          .where(and(...where)),
      ]);
      return { rows: await withItems(rows, tx), total: total?.n ?? 0 };
    },

    /** For the product seam's lists: published combos by title, at most `limit`. */
    async listForSale(filter: { hostId?: string; q?: string | undefined; limit: number }, tx: DbOrTx = db) {
      const where = and(comboFilters.published, filter.hostId ? comboFilters.host(filter.hostId) : undefined, comboFilters.words(filter.q));
      const [rows, [total]] = await Promise.all([
        tx.select().from(combos).where(where).orderBy(asc(combos.title), asc(combos.id)).limit(filter.limit),
        tx.select({ n: count() }).from(combos).where(where),
      ]);
      return { rows: await withItems(rows, tx), total: total?.n ?? 0 };
    },

    /**
     * The combos shelf's rows in SQL (see ShelfSql in commerce): published combos, newest first
     * (combos_published_idx), whose every item is its host's and may sell now with a combo's worth
     * left (comboFactsOf's rules). `offerOf` gives an item type's OfferSql; a type without one breaks the combo.
     */
    shelf(now: SQL, limit: SQL, offerOf: (type: string) => ((id: SQL, now: SQL) => SQL) | undefined): SQL {
      const offers = COMBO_ITEM_TYPES.flatMap((type) => {
        const offer = offerOf(type);
        return offer ? [sql`select o.* from (${offer(sql`${comboItems.productId}`, now)}) o where ${comboItems.productType} = ${sql.raw(`'${type}'`)}`] : [];
      });
      return sql`select 'COMBO' as item_type, ${combos.id} as item_id, ${combos.hostId} as host_id, 'COMBO' as parent_kind, ${combos.id} as parent_id,
                     ${combos.slug} as parent_slug, ${combos.title} as title, 'Combo ' || a.items || ' sản phẩm' as subtitle, ${combos.coverImage} as image,
                     '/combos/' || ${combos.slug} as link, ${combos.price} as price, a.available, a.starts_at, a.ends_at, ${combos}.xmin::text as version
                from ${combos} cross join lateral (
                  select count(*) as items, count(*) filter (where o.host_id = ${combos.hostId}) as fit, min(o.available / ${comboItems.quantity}) as available,
                         min(o.starts_at) as starts_at, max(o.ends_at) as ends_at
                    from ${comboItems} left join lateral (${sql.join(offers, sql` union all `)}) o on true
                   where ${comboItems.comboId} = ${combos.id}) a
               where ${combos.status} = 'PUBLISHED' and a.items > 0 and a.fit = a.items and (a.available is null or a.available > 0)
               order by ${combos.createdAt} desc nulls last, ${combos.id} desc nulls last limit ${limit}`;
    },

    /** The combos holding a product, whatever their status (a buyer of any of them has it). */
    async findIdsHolding(productId: string, tx: DbOrTx = db): Promise<string[]> {
      const rows = await tx.select({ id: comboItems.comboId }).from(comboItems).where(eq(comboItems.productId, productId));
      return rows.map((r) => r.id);
    },

    /** A terminated host's combos leave the shelf. */
    async withdrawAllOf(hostId: string, tx: DbOrTx = db): Promise<void> {
      await tx
        .update(combos)
        .set({ status: 'UNPUBLISHED', updatedAt: new Date() })
        .where(and(eq(combos.hostId, hostId), eq(combos.status, 'PUBLISHED')));
    },
  };
}
export type CombosRepository = ReturnType<typeof createCombosRepository>;
