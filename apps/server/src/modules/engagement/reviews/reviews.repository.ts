import type { ReviewSort, ReviewSubjectType } from '@market/contract';
import { and, asc, count, desc, eq, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/database.js';
import { reviews, reviewTotals, type ReviewRow, type ReviewTotalsRow } from './reviews.table.js';

type Subject = { subjectType: ReviewSubjectType; subjectId: string };
type Page = { page: number; limit: number };

const ORDER: Record<ReviewSort, SQL[]> = {
  newest: [sql`${reviews.createdAt} desc`, sql`${reviews.id} desc`],
  highest: [sql`${reviews.stars} desc`, sql`${reviews.createdAt} desc`, sql`${reviews.id} desc`],
  lowest: [sql`${reviews.stars} asc`, sql`${reviews.createdAt} desc`, sql`${reviews.id} desc`],
};

const ofSubject = (s: Subject) => and(eq(reviews.subjectType, s.subjectType), eq(reviews.subjectId, s.subjectId));

/**
 * Pieces of SQL other contexts' lists order by (the course list by rating): a subject's average over
 * its visible reviews (null without any) and its count, read from the kept totals.
 */
export const reviewSql = {
  averageOf(subjectType: ReviewSubjectType, subjectId: SQL | { getSQL(): SQL }): SQL<number | null> {
    return sql<number | null>`(select ${reviewTotals.starSum}::numeric / nullif(${reviewTotals.reviewCount}, 0) from ${reviewTotals}
      where ${reviewTotals.subjectType} = ${subjectType} and ${reviewTotals.subjectId} = ${subjectId})`;
  },
  countOf(subjectType: ReviewSubjectType, subjectId: SQL | { getSQL(): SQL }): SQL<number> {
    return sql<number>`coalesce((select ${reviewTotals.reviewCount} from ${reviewTotals}
      where ${reviewTotals.subjectType} = ${subjectType} and ${reviewTotals.subjectId} = ${subjectId}), 0)`;
  },
};

/** Reviews and their kept totals (written by the trigger of migration 0035, read here). */
export function createReviewsRepository(db: DbOrTx) {
  return {
    async insert(values: typeof reviews.$inferInsert, tx: DbOrTx = db): Promise<ReviewRow> {
      const [row] = await tx.insert(reviews).values(values).returning();
      return row!;
    },
    async findById(id: string, tx: DbOrTx = db): Promise<ReviewRow | undefined> {
      const [row] = await tx.select().from(reviews).where(eq(reviews.id, id));
      return row;
    },
    /** The review, its row locked until the transaction ends (edits, replies and hiding serialise). */
    async lockById(id: string, tx: DbOrTx): Promise<ReviewRow | undefined> {
      const [row] = await tx.select().from(reviews).where(eq(reviews.id, id)).for('update');
      return row;
    },
    async findByAuthor(subject: Subject, authorId: string, tx: DbOrTx = db): Promise<ReviewRow | undefined> {
      const [row] = await tx
        .select()
        .from(reviews)
        .where(and(ofSubject(subject), eq(reviews.authorId, authorId)));
      return row;
    },
    async update(id: string, patch: Partial<typeof reviews.$inferInsert>, tx: DbOrTx = db): Promise<ReviewRow> {
      const [row] = await tx.update(reviews).set(patch).where(eq(reviews.id, id)).returning();
      return row!;
    },
    /** Hides or shows it again, only from the other state (null: it already was). */
    async setHidden(id: string, hidden: { at: Date; by: string } | null, tx: DbOrTx = db): Promise<ReviewRow | undefined> {
      const [row] = await tx
        .update(reviews)
        .set(hidden ? { hiddenAt: hidden.at, hiddenBy: hidden.by } : { hiddenAt: null, hiddenBy: null })
        .where(and(eq(reviews.id, id), hidden ? isNull(reviews.hiddenAt) : isNotNull(reviews.hiddenAt)))
        .returning();
      return row;
    },
    async remove(id: string, tx: DbOrTx = db): Promise<void> {
      await tx.delete(reviews).where(eq(reviews.id, id));
    },
    async removeByAuthor(authorId: string, tx: DbOrTx = db): Promise<void> {
      await tx.delete(reviews).where(eq(reviews.authorId, authorId));
    },
    /** A page of a subject's visible reviews (the total comes from the kept totals). */
    async visiblePage(subject: Subject, filter: { stars?: number | undefined; sort: ReviewSort }, page: Page, tx: DbOrTx = db): Promise<ReviewRow[]> {
      return tx
        .select()
        .from(reviews)
        .where(and(ofSubject(subject), isNull(reviews.hiddenAt), filter.stars ? eq(reviews.stars, filter.stars) : undefined))
        .orderBy(...ORDER[filter.sort])
        .limit(page.limit)
        .offset((page.page - 1) * page.limit);
    },
    async totalsOf(subjects: readonly Subject[], tx: DbOrTx = db): Promise<ReviewTotalsRow[]> {
      if (!subjects.length) return [];
      return tx
        .select()
        .from(reviewTotals)
        .where(or(...subjects.map((s) => and(eq(reviewTotals.subjectType, s.subjectType), eq(reviewTotals.subjectId, s.subjectId)))));
    },
    async hostTotals(hostId: string, tx: DbOrTx = db): Promise<{ count: number; sum: number }> {
      const [row] = await tx
        .select({
          count: sql<number>`coalesce(sum(${reviewTotals.reviewCount}), 0)::int`,
          sum: sql<number>`coalesce(sum(${reviewTotals.starSum}), 0)::int`,
        })
        .from(reviewTotals)
        .where(eq(reviewTotals.hostId, hostId));
      return row ?? { count: 0, sum: 0 };
    },
    /** Every review for the admins, newest first (or oldest): by type, hidden or not, stars, words of the text or title. */
    async adminPage(
      filter: { subjectType?: ReviewSubjectType | undefined; hidden?: boolean | undefined; stars?: number | undefined; q?: string | undefined },
      page: Page & { sort: 'ASC' | 'DESC' },
      tx: DbOrTx = db,
    ): Promise<{ rows: ReviewRow[]; total: number }> {
      const words = filter.q ? `%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
      const where = and(
        filter.subjectType ? eq(reviews.subjectType, filter.subjectType) : undefined,
        filter.hidden === undefined ? undefined : filter.hidden ? isNotNull(reviews.hiddenAt) : isNull(reviews.hiddenAt),
        filter.stars ? eq(reviews.stars, filter.stars) : undefined,
        words ? or(ilike(reviews.body, words), ilike(reviews.subjectTitle, words)) : undefined,
      );
      const order = page.sort === 'ASC' ? [asc(reviews.createdAt), asc(reviews.id)] : [desc(reviews.createdAt), desc(reviews.id)];
      const [rows, [total]] = await Promise.all([
        tx
          .select()
          .from(reviews)
          .where(where)
          .orderBy(...order)
          .limit(page.limit)
          .offset((page.page - 1) * page.limit),
        tx.select({ n: count() }).from(reviews).where(where),
      ]);
      return { rows, total: total!.n };
    },
  };
}
export type ReviewsRepository = ReturnType<typeof createReviewsRepository>;
