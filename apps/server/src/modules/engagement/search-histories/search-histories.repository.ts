import type { PageQuery } from '@market/contract';
import { and, asc, count, desc, eq, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.js';
import { offsetOf } from '../../../platform/http/pagination.js';
import { searchHistories } from './search-histories.table.js';

export type SearchHistoryRow = typeof searchHistories.$inferSelect;

export function createSearchHistoriesRepository(db: Db) {
  return {
    /**
     * Records a keyword as the newest: an earlier copy (any letter case) is removed, and only the
     * newest `keep` stay. One person's writes are serialised so two at once cannot duplicate.
     */
    async record(userId: string, keyword: string, keep: number): Promise<SearchHistoryRow> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`search-history:${userId}`}))`);
        await tx.delete(searchHistories).where(and(eq(searchHistories.userId, userId), sql`lower(${searchHistories.keyword}) = lower(${keyword})`));
        const [row] = await tx
          .insert(searchHistories)
          .values({ userId, keyword, createdAt: sql`clock_timestamp()` })
          .returning();
        const newest = tx
          .select({ id: searchHistories.id })
          .from(searchHistories)
          .where(eq(searchHistories.userId, userId))
          .orderBy(desc(searchHistories.createdAt), desc(searchHistories.id))
          .limit(keep);
        await tx.delete(searchHistories).where(and(eq(searchHistories.userId, userId), notInArray(searchHistories.id, newest)));
        return row!;
      });
    },
    async list(userId: string, query: PageQuery): Promise<{ rows: SearchHistoryRow[]; total: number }> {
      const where = eq(searchHistories.userId, userId);
      const order =
        query.sort === 'ASC' ? [asc(searchHistories.createdAt), asc(searchHistories.id)] : [desc(searchHistories.createdAt), desc(searchHistories.id)];
      const [rows, [totalRow]] = await Promise.all([
        db
          .select()
          .from(searchHistories)
          .where(where)
          .orderBy(...order)
          .limit(query.limit)
          .offset(offsetOf(query)),
        db.select({ total: count() }).from(searchHistories).where(where),
      ]);
      return { rows, total: totalRow?.total ?? 0 };
    },
    async removeAllOf(userId: string): Promise<void> {
      await db.delete(searchHistories).where(eq(searchHistories.userId, userId));
    },
    async remove(userId: string, id: string): Promise<boolean> {
      const rows = await db
        .delete(searchHistories)
        .where(and(eq(searchHistories.id, id), eq(searchHistories.userId, userId)))
        .returning({ id: searchHistories.id });
      return rows.length > 0;
    },
  };
}
export type SearchHistoriesRepository = ReturnType<typeof createSearchHistoriesRepository>;
