import { and, asc, count, desc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { EbookStatus } from '@market/contract';
import type { DbOrTx } from '../../../platform/db/database.js';
import { foldedContains } from '../../../platform/db/search.js';
import { offsetOf } from '../../../platform/http/pagination.js';
import { ebookGrants, ebooks, type EbookGrantRow, type EbookRow } from './ebooks.table.js';

export type NewEbookRow = typeof ebooks.$inferInsert;

interface Page {
  page: number;
  limit: number;
  sort: 'ASC' | 'DESC';
}

/** A line commerce sold: which book, to whom, on which order line. */
export interface EbookSale {
  orderItemId: string;
  userId: string;
  productItemId: string;
}

export function createEbooksRepository(db: DbOrTx) {
  async function page(where: SQL | undefined, query: Page, tx: DbOrTx) {
    const order = query.sort === 'ASC' ? asc(ebooks.createdAt) : desc(ebooks.createdAt);
    const [rows, [total]] = await Promise.all([
      tx.select().from(ebooks).where(where).orderBy(order, asc(ebooks.id)).limit(query.limit).offset(offsetOf(query)),
      tx.select({ n: count() }).from(ebooks).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  }

  return {
    async insert(values: NewEbookRow, tx: DbOrTx = db): Promise<EbookRow> {
      const [row] = await tx.insert(ebooks).values(values).returning();
      return row!;
    },

    async update(id: string, values: Partial<NewEbookRow>, tx: DbOrTx = db): Promise<EbookRow> {
      const [row] = await tx
        .update(ebooks)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(ebooks.id, id))
        .returning();
      return row!;
    },

    async delete(id: string, tx: DbOrTx = db): Promise<void> {
      await tx.delete(ebooks).where(eq(ebooks.id, id));
    },

    /** The book under a row lock, for a status move. */
    async lock(id: string, tx: DbOrTx = db): Promise<EbookRow | undefined> {
      const [row] = await tx.select().from(ebooks).where(eq(ebooks.id, id)).for('update');
      return row;
    },

    async findById(id: string, tx: DbOrTx = db): Promise<EbookRow | undefined> {
      const [row] = await tx.select().from(ebooks).where(eq(ebooks.id, id));
      return row;
    },

    async findBySlug(slug: string, tx: DbOrTx = db): Promise<EbookRow | undefined> {
      const [row] = await tx.select().from(ebooks).where(eq(ebooks.slug, slug));
      return row;
    },

    async findByIds(ids: readonly string[], tx: DbOrTx = db): Promise<EbookRow[]> {
      if (!ids.length) return [];
      return tx
        .select()
        .from(ebooks)
        .where(inArray(ebooks.id, [...ids]));
    },

    listPublished: (filter: { q?: string | undefined; hostId?: string | undefined }, query: Page, tx: DbOrTx = db) =>
      page(
        and(
          eq(ebooks.status, 'PUBLISHED'),
          filter.hostId ? eq(ebooks.hostId, filter.hostId) : undefined,
          filter.q ? foldedContains(sql`${ebooks.title}`, filter.q) : undefined,
        ),
        query,
        tx,
      ),

    /** A host's books (archived ones, deleted after sales, are left out). */
    listByHost: (hostId: string, status: EbookStatus | undefined, query: Page, tx: DbOrTx = db) =>
      page(and(eq(ebooks.hostId, hostId), status ? eq(ebooks.status, status) : sql`${ebooks.status} <> 'ARCHIVED'`), query, tx),

    /** The books a reader holds an unrevoked grant of, the latest granted first (a book bought twice counts once). */
    async listGranted(userId: string, query: Page, tx: DbOrTx = db) {
      const held = and(eq(ebookGrants.userId, userId), isNull(ebookGrants.revokedAt));
      const latest = sql<Date>`max(${ebookGrants.grantedAt})`;
      const [granted, [total]] = await Promise.all([
        tx
          .select({ ebookId: ebookGrants.ebookId })
          .from(ebookGrants)
          .where(held)
          .groupBy(ebookGrants.ebookId)
          .orderBy(query.sort === 'ASC' ? asc(latest) : desc(latest), asc(ebookGrants.ebookId))
          .limit(query.limit)
          .offset(offsetOf(query)),
        tx
          .select({ n: sql<number>`count(distinct ${ebookGrants.ebookId})::int` })
          .from(ebookGrants)
          .where(held),
      ]);
      const rows = granted.length
        ? await tx
            .select()
            .from(ebooks)
            .where(
              inArray(
                ebooks.id,
                granted.map((g) => g.ebookId),
              ),
            )
        : [];
      const byId = new Map(rows.map((row) => [row.id, row]));
      return { rows: granted.flatMap((g) => byId.get(g.ebookId) ?? []), total: total?.n ?? 0 };
    },

    /** For the product seam's lists: published books, by title, at most `limit`. */
    async listForSale(filter: { hostId?: string; q?: string | undefined; limit: number }, tx: DbOrTx = db) {
      const where = and(
        eq(ebooks.status, 'PUBLISHED'),
        filter.hostId ? eq(ebooks.hostId, filter.hostId) : undefined,
        filter.q ? foldedContains(sql`${ebooks.title}`, filter.q) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        tx.select().from(ebooks).where(where).orderBy(asc(ebooks.title), asc(ebooks.id)).limit(filter.limit),
        tx.select({ n: count() }).from(ebooks).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /** The ebooks shelf's rows in SQL (see ShelfSql in commerce): published books by title, as the product lists read them. */
    shelf: (_now: SQL, limit: SQL): SQL =>
      sql`select 'E_BOOK' as item_type, ${ebooks.id} as item_id, ${ebooks.hostId} as host_id, 'EBOOK' as parent_kind, ${ebooks.id} as parent_id,
                         ${ebooks.slug} as parent_slug, ${ebooks.title} as title, 'Sách điện tử' as subtitle, ${ebooks.coverImage} as image,
                         '/ebooks/' || ${ebooks.slug} as link, ${ebooks.price} as price, null::int as available, null::timestamptz as starts_at,
                         null::timestamptz as ends_at, ${ebooks}.xmin::text as version
                    from ${ebooks} where ${ebooks.status} = 'PUBLISHED' order by ${ebooks.title}, ${ebooks.id} limit ${limit}`,
    /** The versions of books' facts in SQL (see FactsVersionSql in commerce): a book's facts are its row's alone, whatever the time. */
    factsVersion: (ids: SQL): SQL =>
      sql`select ${ebooks.id} as item_id, ${ebooks}.xmin::text as version, null::timestamptz as until from ${ebooks} where ${ebooks.id} = any(${ids})`,
    /** A book as a combo's item in SQL (see OfferSql in commerce): a row only while published. */
    offer: (id: SQL): SQL =>
      sql`select ${ebooks.hostId} as host_id, null::int as available, null::timestamptz as starts_at, null::timestamptz as ends_at
            from ${ebooks} where ${ebooks.id} = ${id} and ${ebooks.status} = 'PUBLISHED'`,

    /** A terminated host's books leave the shelf; their buyers keep their downloads. */
    async archiveAllOf(hostId: string, tx: DbOrTx = db): Promise<void> {
      await tx
        .update(ebooks)
        .set({ status: 'ARCHIVED', updatedAt: new Date() })
        .where(and(eq(ebooks.hostId, hostId), sql`${ebooks.status} <> 'ARCHIVED'`));
    },

    async hasGrants(ebookId: string, tx: DbOrTx = db): Promise<boolean> {
      const [row] = await tx.select({ n: count() }).from(ebookGrants).where(eq(ebookGrants.ebookId, ebookId));
      return (row?.n ?? 0) > 0;
    },

    /** Gives a paid line its download right; the same line settled twice gives it once. */
    async grant(sale: EbookSale, tx: DbOrTx = db): Promise<void> {
      await tx
        .insert(ebookGrants)
        .values({ ebookId: sale.productItemId, userId: sale.userId, orderItemId: sale.orderItemId })
        .onConflictDoNothing({ target: [ebookGrants.orderItemId, ebookGrants.ebookId] });
    },

    async revoke(orderItemId: string, tx: DbOrTx = db): Promise<void> {
      await tx
        .update(ebookGrants)
        .set({ revokedAt: new Date() })
        .where(and(eq(ebookGrants.orderItemId, orderItemId), isNull(ebookGrants.revokedAt)));
    },

    async findActiveGrant(ebookId: string, userId: string, tx: DbOrTx = db): Promise<EbookGrantRow | undefined> {
      const [row] = await tx
        .select()
        .from(ebookGrants)
        .where(and(eq(ebookGrants.ebookId, ebookId), eq(ebookGrants.userId, userId), isNull(ebookGrants.revokedAt)))
        .limit(1);
      return row;
    },

    async markDownloaded(grantId: string, tx: DbOrTx = db): Promise<void> {
      await tx
        .update(ebookGrants)
        .set({ firstDownloadedAt: sql`coalesce(${ebookGrants.firstDownloadedAt}, now())` })
        .where(eq(ebookGrants.id, grantId));
    },

    async keepCopy(grantId: string, copyFileId: string, sourceFileId: string, tx: DbOrTx = db): Promise<void> {
      await tx.update(ebookGrants).set({ copyFileId, copySourceFileId: sourceFileId }).where(eq(ebookGrants.id, grantId));
    },

    async wasDownloaded(orderItemId: string, tx: DbOrTx = db): Promise<boolean> {
      const [row] = await tx
        .select({ id: ebookGrants.id })
        .from(ebookGrants)
        .where(and(eq(ebookGrants.orderItemId, orderItemId), isNotNull(ebookGrants.firstDownloadedAt)));
      return Boolean(row);
    },
  };
}
export type EbooksRepository = ReturnType<typeof createEbooksRepository>;
