import type { HostCategoryListQuery } from '@market/contract';
import { asc, count, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/database.js';
import { offsetOf } from '../../../platform/http/pagination.js';
import { hostCategories } from '../categories/categories.table.js';
import { likeContaining } from '../../../platform/db/search.js';

export type HostCategoryRow = typeof hostCategories.$inferSelect;
export type NewHostCategoryRow = typeof hostCategories.$inferInsert;

export function createHostCategoriesRepository(db: DbOrTx) {
  return {
    async findBySlug(slug: string, tx: DbOrTx = db): Promise<HostCategoryRow | undefined> {
      const [row] = await tx.select().from(hostCategories).where(eq(hostCategories.slug, slug));
      return row;
    },
    /** Undefined when the slug is taken. */
    async insert(values: NewHostCategoryRow, tx: DbOrTx = db): Promise<HostCategoryRow | undefined> {
      const [row] = await tx.insert(hostCategories).values(values).onConflictDoNothing({ target: hostCategories.slug }).returning();
      return row;
    },
    async update(id: string, values: Partial<NewHostCategoryRow>, tx: DbOrTx = db): Promise<HostCategoryRow | undefined> {
      const [row] = await tx
        .update(hostCategories)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(hostCategories.id, id))
        .returning();
      return row;
    },
    /** Hosts of this kind keep their profile, without a kind (the foreign key sets it to null). */
    async delete(id: string, tx: DbOrTx = db): Promise<boolean> {
      return (await tx.delete(hostCategories).where(eq(hostCategories.id, id)).returning({ id: hostCategories.id })).length > 0;
    },
    async list(query: HostCategoryListQuery, tx: DbOrTx = db): Promise<{ rows: HostCategoryRow[]; total: number }> {
      const where = query.q ? sql`immutable_unaccent(lower(${hostCategories.name})) like immutable_unaccent(lower(${likeContaining(query.q)}))` : undefined;
      const order =
        query.sort === 'DESC'
          ? [desc(hostCategories.position), desc(hostCategories.name), desc(hostCategories.id)]
          : [asc(hostCategories.position), asc(hostCategories.name), asc(hostCategories.id)];
      const [rows, [total]] = await Promise.all([
        tx
          .select()
          .from(hostCategories)
          .where(where)
          .orderBy(...order)
          .limit(query.limit)
          .offset(offsetOf(query)),
        tx.select({ n: count() }).from(hostCategories).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },
  };
}
export type HostCategoriesRepository = ReturnType<typeof createHostCategoriesRepository>;
