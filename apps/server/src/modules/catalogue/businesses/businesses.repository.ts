import type { BusinessListQuery } from '@market/contract';
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/database.js';
import { offsetOf } from '../../../platform/http/pagination.js';
import { categoryWithDescendants } from '../categories/categories.repository.js';
import { businessCategories, businesses, categories } from '../categories/categories.table.js';
import { likeContaining } from '../../../platform/db/search.js';

export type BusinessRow = typeof businesses.$inferSelect;
export type NewBusinessRow = typeof businesses.$inferInsert;

/** Organisations hosts work for or with, and the categories they are filed under. */
export function createBusinessesRepository(db: DbOrTx) {
  return {
    async findById(id: string, tx: DbOrTx = db): Promise<BusinessRow | undefined> {
      const [row] = await tx.select().from(businesses).where(eq(businesses.id, id));
      return row;
    },
    async findBySlug(slug: string, tx: DbOrTx = db): Promise<BusinessRow | undefined> {
      const [row] = await tx.select().from(businesses).where(eq(businesses.slug, slug));
      return row;
    },
    /** Undefined when the slug is taken. */
    async insert(values: NewBusinessRow, tx: DbOrTx = db): Promise<BusinessRow | undefined> {
      const [row] = await tx.insert(businesses).values(values).onConflictDoNothing({ target: businesses.slug }).returning();
      return row;
    },
    async update(id: string, values: Partial<NewBusinessRow>, tx: DbOrTx = db): Promise<BusinessRow | undefined> {
      const [row] = await tx
        .update(businesses)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(businesses.id, id))
        .returning();
      return row;
    },
    async delete(id: string, tx: DbOrTx = db): Promise<boolean> {
      return (await tx.delete(businesses).where(eq(businesses.id, id)).returning({ id: businesses.id })).length > 0;
    },
    async list(query: BusinessListQuery, status: 'ACTIVE' | 'INACTIVE' | 'ALL', tx: DbOrTx = db): Promise<{ rows: BusinessRow[]; total: number }> {
      const conditions: SQL[] = [];
      if (status !== 'ALL') conditions.push(eq(businesses.status, status));
      if (query.q) conditions.push(sql`immutable_unaccent(lower(${businesses.name})) like immutable_unaccent(lower(${likeContaining(query.q)}))`);
      // The outer row named in full: in a one-table select Drizzle writes columns unqualified.
      if (query.categoryId) {
        conditions.push(
          sql`exists (select 1 from business_categories bc where bc.business_id = businesses.id and bc.category_id in ${categoryWithDescendants(query.categoryId)})`,
        );
      }
      const where = conditions.length ? and(...conditions) : undefined;
      const order = query.sort === 'ASC' ? [asc(businesses.name), asc(businesses.id)] : [desc(businesses.createdAt), desc(businesses.id)];
      const [rows, [total]] = await Promise.all([
        tx
          .select()
          .from(businesses)
          .where(where)
          .orderBy(...order)
          .limit(query.limit)
          .offset(offsetOf(query)),
        tx.select({ n: count() }).from(businesses).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },
    /** The categories of several businesses at once (one query for a page). */
    async categoriesOf(businessIds: string[], tx: DbOrTx = db) {
      if (!businessIds.length) return [];
      return tx
        .select({ businessId: businessCategories.businessId, id: categories.id, name: categories.name, slug: categories.slug })
        .from(businessCategories)
        .innerJoin(categories, eq(categories.id, businessCategories.categoryId))
        .where(inArray(businessCategories.businessId, businessIds))
        .orderBy(asc(categories.position), asc(categories.name));
    },
    async replaceCategories(businessId: string, categoryIds: string[], tx: DbOrTx): Promise<void> {
      await tx.delete(businessCategories).where(eq(businessCategories.businessId, businessId));
      if (categoryIds.length) await tx.insert(businessCategories).values(categoryIds.map((categoryId) => ({ businessId, categoryId })));
    },
  };
}
export type BusinessesRepository = ReturnType<typeof createBusinessesRepository>;
