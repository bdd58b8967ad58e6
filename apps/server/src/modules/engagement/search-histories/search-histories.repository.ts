import type { PageQuery } from '@market/contract';
import { and, asc, count, desc, eq, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/database.js';
import { offsetOf } from '../../../platform/http/pagination.js';
import { searchHistories } from './search-histories.table.js';

export type SearchHistoryRow = typeof searchHistories.$inferSelect;

export function createSearchHistoriesRepository(db: DbOrTx) {
  return {
    /**
     * Records a keyword as the newest: an earlier copy (any letter case) is removed, and only the
     * newest `keep` stay. One person's writes are serialised so two at once cannot duplicate.
     */
    async record(userId: string, keyword: string, keep: number, tx: DbOrTx = db): Promise<SearchHistoryRow> {
      return tx.transaction(async (inner) => {
        await inner.execute(sql`select pg_advisory_xact_lock(hashtext(${`search-history:${userId}`}))`);
        await inner.delete(searchHistories).where(and(eq(searchHistories.userId, userId), sql`lower(${searchHistories.keyword}) = lower(${keyword})`));
        const [row] = await inner
          .insert(searchHistories)
          .values({ userId, keyword, createdAt: sql`clock_timestamp()` })
          .returning();
        const newest = inner
          .select({ id: searchHistories.id })
          .from(searchHistories)
          .where(eq(searchHistories.userId, userId))
          .orderBy(desc(searchHistories.createdAt), desc(searchHistories.id))
          .limit(keep);
        await inner.delete(searchHistories).where(and(eq(searchHistories.userId, userId), notInArray(searchHistories.id, newest)));
        return row!;
      });
    },
    async list(userId: string, query: PageQuery, tx: DbOrTx = db): Promise<{ rows: SearchHistoryRow[]; total: number }> {
      const where = eq(searchHistories.userId, userId);
      const order =
        query.sort === 'ASC' ? [asc(searchHistories.createdAt), asc(searchHistories.id)] : [desc(searchHistories.createdAt), desc(searchHistories.id)];
      const [rows, [totalRow]] = await Promise.all([
        tx
          .select()
          .from(searchHistories)
          .where(where)
          .orderBy(...order)
          .limit(query.limit)
          .offset(offsetOf(query)),
        tx.select({ total: count() }).from(searchHistories).where(where),
      ]);
      return { rows, total: totalRow?.total ?? 0 };
    },
    async removeAllOf(userId: string, tx: DbOrTx = db): Promise<void> {
      await tx.delete(searchHistories).where(eq(searchHistories.userId, userId));
    },
    async remove(userId: string, id: string, tx: DbOrTx = db): Promise<boolean> {
      const rows = await tx
        .delete(searchHistories)
        .where(and(eq(searchHistories.id, id), eq(searchHistories.userId, userId)))
        .returning({ id: searchHistories.id });
      return rows.length > 0;
    },
  };
}
export type SearchHistoriesRepository = ReturnType<typeof createSearchHistoriesRepository>;
