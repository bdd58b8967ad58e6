import { and, asc, eq, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/database.js';
import { qualified } from '../../../platform/db/json-rows.js';
import { categoryWithDescendants } from './categories.repository.js';
import { categories, hostCategories, userCategories } from './categories.table.js';

/** Whether a person files a category as what they host or as what interests them. */
export type UserCategoryKind = 'HOST' | 'INTEREST';

/** A category as lists show it beside a person. */
export interface CategoryChip {
  id: string;
  name: string;
  slug: string;
}

const chip = { id: categories.id, name: categories.name, slug: categories.slug };

/**
 * SQL pieces on a person's id held by identity's table (`userId`, a column of the caller's query):
 * a list of people shows and filters by their categories in its own statement, without naming our tables.
 */
export const categorySql = {
  /** The person's HOST categories as a JSON array of chips, in the order lists show them (empty, not null). */
  hostChipsOf(userId: AnyColumn | SQL): SQL<CategoryChip[]> {
    return sql<
      CategoryChip[]
    >`coalesce((select json_agg(json_build_object('id', ${qualified(categories.id)}, 'name', ${qualified(categories.name)}, 'slug', ${qualified(categories.slug)}) order by ${qualified(categories.position)}, ${qualified(categories.name)})
  from ${userCategories} join ${categories} on ${qualified(categories.id)} = ${qualified(userCategories.categoryId)}
  where ${qualified(userCategories.userId)} = ${userId} and ${qualified(userCategories.kind)} = 'HOST'), '[]'::json)`;
  },
  /**
   * hostChipsOf as compact JSON written the way the contract writes a CategoryChip array (fields in
   * order, no spaces), for answers built whole in SQL.
   */
  hostChipsJsonOf(userId: AnyColumn | SQL): SQL<string> {
    return sql<string>`(select coalesce('[' || string_agg(row_to_json(chip)::text, ',' order by ${qualified(categories.position)}, ${qualified(categories.name)}) || ']', '[]')::json
  from ${userCategories} join ${categories} on ${qualified(categories.id)} = ${qualified(userCategories.categoryId)}
  cross join lateral (select ${qualified(categories.id)} as "id", ${qualified(categories.name)} as "name", ${qualified(categories.slug)} as "slug") chip
  where ${qualified(userCategories.userId)} = ${userId} and ${qualified(userCategories.kind)} = 'HOST')`;
  },
  /** The kind of host `hostCategoryId` points to as a chip (a JSON object; null when there is none). */
  hostCategoryChipOf(hostCategoryId: AnyColumn | SQL): SQL<CategoryChip | null> {
    return sql<CategoryChip | null>`(select json_build_object('id', ${qualified(hostCategories.id)}, 'name', ${qualified(hostCategories.name)}, 'slug', ${qualified(hostCategories.slug)}) from ${hostCategories} where ${qualified(hostCategories.id)} = ${hostCategoryId})`;
  },
  /** The person hosts in `categoryId` or one of its descendants. */
  hostsIn(userId: AnyColumn | SQL, categoryId: string): SQL {
    return sql`exists (select 1 from user_categories uc where uc.user_id = ${userId} and uc.kind = 'HOST' and uc.category_id in ${categoryWithDescendants(categoryId)})`;
  },
};

/** The categories people file themselves under (what they host, what interests them). */
export function createUserCategoriesRepository(db: DbOrTx) {
  return {
    /** A person's categories of one kind, in the order lists show them. */
    async listOfUser(userId: string, kind: UserCategoryKind, tx: DbOrTx = db): Promise<CategoryChip[]> {
      return tx
        .select(chip)
        .from(userCategories)
        .innerJoin(categories, eq(categories.id, userCategories.categoryId))
        .where(and(eq(userCategories.userId, userId), eq(userCategories.kind, kind)))
        .orderBy(asc(categories.position), asc(categories.name));
    },
    /** The ids among `ids` that are active categories. */
    async findActiveIds(ids: string[], tx: DbOrTx = db): Promise<Set<string>> {
      if (!ids.length) return new Set();
      const rows = await tx
        .select({ id: categories.id })
        .from(categories)
        .where(and(inArray(categories.id, ids), eq(categories.status, 'ACTIVE')));
      return new Set(rows.map((r) => r.id));
    },
    async add(userId: string, kind: UserCategoryKind, ids: string[], tx: DbOrTx = db) {
      if (ids.length)
        await tx
          .insert(userCategories)
          .values(ids.map((categoryId) => ({ userId, categoryId, kind })))
          .onConflictDoNothing();
    },
    async remove(userId: string, kind: UserCategoryKind, ids: string[] | 'all', tx: DbOrTx = db) {
      const base = and(eq(userCategories.userId, userId), eq(userCategories.kind, kind));
      if (ids === 'all') await tx.delete(userCategories).where(base);
      else if (ids.length) await tx.delete(userCategories).where(and(base, inArray(userCategories.categoryId, ids)));
    },
  };
}
export type UserCategoriesRepository = ReturnType<typeof createUserCategoriesRepository>;
