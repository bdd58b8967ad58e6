import { count, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/database.js';
import { foldedContains } from '../../../platform/db/search.js';
import { offsetOf } from '../../../platform/http/pagination.js';
import { moderationKeywords, type KeywordRow } from './keywords.table.js';

export function createKeywordsRepository(db: DbOrTx) {
  return {
    /** Newest first; `q` matches part of the keyword without case or diacritics. */
    async list(query: { page: number; limit: number; q?: string | undefined }, tx: DbOrTx = db): Promise<{ rows: KeywordRow[]; total: number }> {
      const where = foldedContains(sql`${moderationKeywords.keyword}`, query.q);
      const [rows, [total]] = await Promise.all([
        tx
          .select()
          .from(moderationKeywords)
          .where(where)
          .orderBy(desc(moderationKeywords.createdAt), desc(moderationKeywords.id))
          .limit(query.limit)
          .offset(offsetOf(query)),
        tx.select({ n: count() }).from(moderationKeywords).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },
    /** Every keyword, for the matcher (a few thousand at most). */
    async listAllKeywords(tx: DbOrTx = db): Promise<string[]> {
      const rows = await tx.select({ keyword: moderationKeywords.keyword }).from(moderationKeywords);
      return rows.map((row) => row.keyword);
    },
    async findById(id: string, tx: DbOrTx = db): Promise<KeywordRow | undefined> {
      const [row] = await tx.select().from(moderationKeywords).where(eq(moderationKeywords.id, id));
      return row;
    },
    async insert(values: { keyword: string; folded: string; createdBy: string }, tx: DbOrTx = db): Promise<KeywordRow> {
      const [row] = await tx.insert(moderationKeywords).values(values).returning();
      return row!;
    },
    /**
     * Adds the keywords whose folded form is not in the list yet, in one statement (so all or none),
     * and answers the folded forms it added; the others are left as they are.
     */
    async insertMissing(values: { keyword: string; folded: string; createdBy: string }[], tx: DbOrTx = db): Promise<Set<string>> {
      if (!values.length) return new Set();
      const rows = await tx
        .insert(moderationKeywords)
        .values(values)
        .onConflictDoNothing({ target: moderationKeywords.folded })
        .returning({ folded: moderationKeywords.folded });
      return new Set(rows.map((row) => row.folded));
    },
    async update(id: string, values: { keyword: string; folded: string }, tx: DbOrTx = db): Promise<KeywordRow | undefined> {
      const [row] = await tx
        .update(moderationKeywords)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(moderationKeywords.id, id))
        .returning();
      return row;
    },
    async remove(id: string, tx: DbOrTx = db): Promise<boolean> {
      const rows = await tx.delete(moderationKeywords).where(eq(moderationKeywords.id, id)).returning({ id: moderationKeywords.id });
      return rows.length > 0;
    },
  };
}
export type KeywordsRepository = ReturnType<typeof createKeywordsRepository>;
