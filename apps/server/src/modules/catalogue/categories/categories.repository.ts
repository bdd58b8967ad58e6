import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { PREPARED, type DbOrTx } from '../../../platform/db/database.js';
import { offsetOf } from '../../../platform/http/pagination.js';
import { businessCategories, categories, userCategories } from './categories.table.js';
import type { CategoryStatus, CategoryValues } from './category-tree.js';
import { likeContaining } from '../../../platform/db/search.js';

export type CategoryRow = typeof categories.$inferSelect;
/** A category as listed: where it sits in the tree and what hangs under it. */
export interface CategoryTreeRow extends CategoryRow {
  depth: number;
  /** Active, and every ancestor active too: what people may see. */
  visible: boolean;
  childCount: number;
  hostCount: number;
}

/** A category and everything under it, as a subquery of ids. */
export const categoryWithDescendants = (categoryId: string) =>
  sql`(with recursive sub as (select id from categories where id = ${categoryId} union all select c.id from categories c join sub on c.parent_id = sub.id) select id from sub)`;

/**
 * Every category with its depth, inherited visibility and a sort path (position, then name, at each
 * level) so that ordering by it lists parents before children.
 */
const TREE = sql`with recursive tree as (
    select id, 0 as depth, status = 'ACTIVE' as visible,
           array[lpad(position::text, 6, '0') || immutable_unaccent(lower(name)) || id::text] as sort_path
      from categories where parent_id is null
    union all
    select c.id, t.depth + 1, t.visible and c.status = 'ACTIVE',
           t.sort_path || (lpad(c.position::text, 6, '0') || immutable_unaccent(lower(c.name)) || c.id::text)
      from categories c join tree t on c.parent_id = t.id
  )`;

interface RawTreeRow {
  id: string;
  parent_id: string | null;
  name: string;
  slug: string;
  description: string | null;
  icon: string | null;
  image: string | null;
  status: CategoryStatus;
  position: number;
  created_at: string | Date;
  updated_at: string | Date;
  depth: number;
  visible: boolean;
  child_count: string | number;
  host_count: string | number;
  total?: string | number;
}

const toTreeRow = (r: RawTreeRow): CategoryTreeRow => ({
  id: r.id,
  parentId: r.parent_id,
  name: r.name,
  slug: r.slug,
  description: r.description,
  icon: r.icon,
  image: r.image,
  status: r.status,
  position: r.position,
  createdAt: new Date(r.created_at),
  updatedAt: new Date(r.updated_at),
  depth: Number(r.depth),
  visible: r.visible,
  childCount: Number(r.child_count),
  hostCount: Number(r.host_count),
});

export interface CategoryFilter {
  parentId?: string | undefined;
  rootOnly?: boolean | undefined;
  q?: string | undefined;
  /** Absent: only what people may see. */
  status?: CategoryStatus | 'ALL' | undefined;
}

function whereOf(filter: CategoryFilter): SQL {
  const conditions: SQL[] = [];
  if (!filter.status) conditions.push(sql`tree.visible`);
  else if (filter.status !== 'ALL') conditions.push(sql`c.status = ${filter.status}`);
  if (filter.parentId) conditions.push(sql`c.parent_id = ${filter.parentId}`);
  else if (filter.rootOnly) conditions.push(sql`c.parent_id is null`);
  if (filter.q) conditions.push(sql`immutable_unaccent(lower(c.name)) like immutable_unaccent(lower(${likeContaining(filter.q)}))`);
  return conditions.length ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
}

/** The category tree: roots, subcategories and deeper levels, with the hosts and businesses filed under them. */
export function createCategoriesRepository(db: DbOrTx) {
  /**
   * The tree's rows matching `where`, then `tail` (order, window). Prepared (PREPARED: parsed and
   * planned once per connection) unless `adHoc`, for a text that varies with its values (a list of ids).
   */
  async function selectTree(where: SQL, tail: SQL, options: { hostCounts?: boolean; adHoc?: boolean } = {}, tx: DbOrTx = db): Promise<RawTreeRow[]> {
    // Without host counts (the caller has recent ones) the column reads 0 and no host link is scanned.
    const hostCount = options.hostCounts === false ? sql`0` : sql`(select count(*) from user_categories uc where uc.category_id = c.id and uc.kind = 'HOST')`;
    const result = await tx.execute<RawTreeRow & Record<string, unknown>>(sql`${sql.raw(options.adHoc ? '' : PREPARED)}${TREE}
      select c.*, tree.depth, tree.visible,
             (select count(*) from categories k where k.parent_id = c.id) as child_count,
             ${hostCount} as host_count,
             count(*) over () as total
        from tree join categories c on c.id = tree.id
        ${where} ${tail}`);
    return result.rows;
  }

  return {
    async list(
      filter: CategoryFilter,
      page: { page: number; limit: number; sort: 'ASC' | 'DESC' },
      options: { hostCounts?: boolean } = {},
      tx: DbOrTx = db,
    ): Promise<{ rows: CategoryTreeRow[]; total: number }> {
      const direction = page.sort === 'DESC' ? sql`desc` : sql`asc`;
      const rows = await selectTree(whereOf(filter), sql`order by tree.sort_path ${direction} limit ${page.limit} offset ${offsetOf(page)}`, options, tx);
      let total = Number(rows[0]?.total ?? 0);
      if (!rows.length && page.page > 1) total = Number((await selectTree(whereOf(filter), sql`limit 1`, {}, tx))[0]?.total ?? 0);
      return { rows: rows.map(toTreeRow), total };
    },
    /** How many hosts each category has filed directly under it, in one grouped read of the links. */
    async countHostsByCategory(tx: DbOrTx = db): Promise<Map<string, number>> {
      const result = await tx.execute<{ category_id: string; n: number }>(
        sql`select category_id, count(*)::int as n from user_categories where kind = 'HOST' group by category_id`,
      );
      return new Map(result.rows.map((r) => [r.category_id, Number(r.n)]));
    },
    /** Direct children, in tree order, whatever their status (the caller filters). */
    async listChildren(parentId: string, tx: DbOrTx = db): Promise<CategoryTreeRow[]> {
      return (await selectTree(sql`where c.parent_id = ${parentId}`, sql`order by tree.sort_path`, {}, tx)).map(toTreeRow);
    },
    async findById(id: string, tx: DbOrTx = db): Promise<CategoryTreeRow | undefined> {
      const [row] = await selectTree(sql`where c.id = ${id}`, sql``, {}, tx);
      return row && toTreeRow(row);
    },
    /** Several categories, in tree order. */
    async findByIds(ids: string[], tx: DbOrTx = db): Promise<CategoryTreeRow[]> {
      if (!ids.length) return [];
      const list = sql.join(
        ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      );
      return (await selectTree(sql`where c.id in (${list})`, sql`order by tree.sort_path`, { adHoc: true }, tx)).map(toTreeRow);
    },
    async findBySlug(slug: string, tx: DbOrTx = db): Promise<CategoryTreeRow | undefined> {
      const [row] = await selectTree(sql`where c.slug = ${slug}`, sql``, {}, tx);
      return row && toTreeRow(row);
    },
    /** Root first. */
    async listAncestors(id: string, tx: DbOrTx = db): Promise<{ id: string; name: string; slug: string }[]> {
      const result = await tx.execute<{ id: string; name: string; slug: string }>(sql`
        with recursive up as (
          select id, parent_id, name, slug, 0 as level from categories where id = ${id}
          union all
          select c.id, c.parent_id, c.name, c.slug, up.level + 1 from categories c join up on c.id = up.parent_id
        )
        select id, name, slug from up where id <> ${id} order by level desc`);
      return result.rows.map((r) => ({ id: r.id, name: r.name, slug: r.slug }));
    },
    /** Undefined when the slug is taken. */
    async insert(values: CategoryValues & { slug: string; parentId: string | null }, tx: DbOrTx = db): Promise<CategoryRow | undefined> {
      const [row] = await tx
        .insert(categories)
        .values({ ...values, position: values.position ?? 0 })
        .onConflictDoNothing({ target: categories.slug })
        .returning();
      return row;
    },
    async update(id: string, values: Partial<Omit<CategoryRow, 'id' | 'createdAt' | 'updatedAt'>>, tx: DbOrTx = db): Promise<boolean> {
      const rows = await tx
        .update(categories)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(categories.id, id))
        .returning({ id: categories.id });
      return rows.length > 0;
    },
    async delete(id: string, tx: DbOrTx = db): Promise<void> {
      await tx.delete(categories).where(eq(categories.id, id));
    },
    async findSubtreeIds(id: string, tx: DbOrTx = db): Promise<Set<string>> {
      const result = await tx.execute<{ id: string }>(sql`select id from ${categoryWithDescendants(id)} as sub(id)`);
      return new Set(result.rows.map((r) => r.id));
    },
    /** Moves of the tree run one at a time, so two crossing moves cannot build a cycle. */
    async lockTree(tx: DbOrTx): Promise<void> {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('categories.tree'))`);
    },
    async findExistingIds(ids: string[], tx: DbOrTx = db): Promise<Set<string>> {
      if (!ids.length) return new Set();
      const rows = await tx.select({ id: categories.id }).from(categories).where(inArray(categories.id, ids));
      return new Set(rows.map((r) => r.id));
    },

    async findActiveIds(ids: string[], tx: DbOrTx = db): Promise<Set<string>> {
      if (!ids.length) return new Set();
      const rows = await tx
        .select({ id: categories.id })
        .from(categories)
        .where(and(inArray(categories.id, ids), eq(categories.status, 'ACTIVE')));
      return new Set(rows.map((r) => r.id));
    },
    /** Files one host under several categories, skipping those deleted meanwhile. */
    async fileHost(userId: string, categoryIds: string[], tx: DbOrTx = db): Promise<void> {
      if (!categoryIds.length) return;
      const ids = sql.join(
        categoryIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      );
      await tx.execute(sql`insert into user_categories (user_id, category_id, kind)
        select ${userId}, id, 'HOST' from categories where id in (${ids}) on conflict do nothing`);
    },
    /** Both kinds of link: what one teaches and what one cares about. */
    async removeUser(userId: string, tx: DbOrTx = db): Promise<void> {
      await tx.delete(userCategories).where(eq(userCategories.userId, userId));
    },
    async addHosts(categoryId: string, hostIds: string[], tx: DbOrTx = db): Promise<void> {
      await tx
        .insert(userCategories)
        .values(hostIds.map((userId) => ({ userId, categoryId, kind: 'HOST' as const })))
        .onConflictDoNothing();
    },
    async removeHosts(categoryId: string, hostIds: string[], tx: DbOrTx = db): Promise<void> {
      await tx
        .delete(userCategories)
        .where(and(eq(userCategories.categoryId, categoryId), eq(userCategories.kind, 'HOST'), inArray(userCategories.userId, hostIds)));
    },
    async addBusiness(categoryId: string, businessId: string, tx: DbOrTx = db): Promise<void> {
      await tx.insert(businessCategories).values({ categoryId, businessId }).onConflictDoNothing();
    },
    async removeBusiness(categoryId: string, businessId: string, tx: DbOrTx = db): Promise<void> {
      await tx.delete(businessCategories).where(and(eq(businessCategories.categoryId, categoryId), eq(businessCategories.businessId, businessId)));
    },
  };
}
export type CategoriesRepository = ReturnType<typeof createCategoriesRepository>;
