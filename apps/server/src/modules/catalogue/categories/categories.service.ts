import type {
  CategoryDetailDto,
  CategoryDto,
  CategoryListQuery,
  CategoryStatus,
  CreateRootCategoryBody,
  CreateSubCategoryBody,
  HostCardDto,
  HostDirectoryQuery,
  NestedCategoryInput,
  Paged,
  UpdateCategoryBody,
} from '@market/contract';
import type { Db, DbOrTx } from '../../../platform/db/database.js';
import { insertWithSlug, isForeignKeyViolation, updatingSlug } from '../../../platform/db/constraints.js';
import { keptValue } from '../../../platform/db/kept-value.js';
import { AppError } from '../../../platform/http/errors.js';
import { pageMeta } from '../../../platform/http/pagination.js';
import type { Serialized } from '../../../platform/http/serialized.js';
import type { CategoriesRepository, CategoryTreeRow } from './categories.repository.js';
import { isValidNewParent, planNestedCategories, toggledStatus, type CategoryValues } from './category-tree.js';

/** What the categories need to know of hosts, answered by the people module. */
export interface CategoryHosts {
  /** Throws unless every id is a live host. */
  requireHosts(ids: string[]): Promise<void>;
  /** Hosts filed under a category or anything beneath it. */
  directory(query: HostDirectoryQuery & { categoryId: string }): Promise<Serialized<Paged<HostCardDto>>>;
}

export function toCategoryDto(row: CategoryTreeRow): CategoryDto {
  return {
    id: row.id,
    parentId: row.parentId,
    name: row.name,
    slug: row.slug,
    description: row.description,
    icon: row.icon,
    image: row.image,
    status: row.status as CategoryStatus,
    position: row.position,
    depth: row.depth,
    childCount: row.childCount,
    hostCount: row.hostCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * The subject tree. People see active categories under active parents; admins see and shape all of it.
 * `isAdmin` says who asks, so an inactive category is "not found" for everyone else.
 */
/** How stale the public tree's host counts may be: counting every category's hosts on each request cost more than the tree. */
export const HOST_COUNT_MAX_AGE_MS = 30_000;

export function createCategoriesService(deps: { db: Db; repo: CategoriesRepository; hosts: CategoryHosts; now?: () => number }) {
  const { db, repo, hosts } = deps;
  // Counted for all categories at once, forgotten when this server files or unfiles hosts.
  const hostCounts = keptValue(() => repo.countHostsByCategory(), { maxAgeMs: HOST_COUNT_MAX_AGE_MS, now: deps.now });

  async function visible(row: CategoryTreeRow | undefined, isAdmin: boolean): Promise<CategoryTreeRow> {
    if (!row || (!isAdmin && !row.visible)) throw new AppError('CATEGORY_NOT_FOUND');
    return row;
  }
  async function existing(id: string, tx: DbOrTx = db): Promise<CategoryTreeRow> {
    const row = await repo.findById(id, tx);
    if (!row) throw new AppError('CATEGORY_NOT_FOUND');
    return row;
  }
  async function detail(row: CategoryTreeRow, isAdmin: boolean): Promise<CategoryDetailDto> {
    const [ancestors, children] = await Promise.all([repo.listAncestors(row.id), repo.listChildren(row.id)]);
    return { ...toCategoryDto(row), ancestors, children: children.filter((c) => isAdmin || c.visible).map(toCategoryDto) };
  }
  const insert = (values: CategoryValues, parentId: string | null, tx: DbOrTx) =>
    insertWithSlug(values, (slug) => repo.insert({ ...values, slug, parentId }, tx));

  async function createTrees(parentId: string | null, trees: NestedCategoryInput[]): Promise<{ data: CategoryDto[] }> {
    const plan = planNestedCategories(trees);
    if (!plan) throw new AppError('CATEGORY_TOO_DEEP');
    const ids = await db.transaction(async (tx) => {
      if (parentId) await existing(parentId, tx);
      const created: string[] = [];
      for (const { values, parent } of plan) {
        const row = await insert(values, parent === null ? parentId : created[parent]!, tx);
        created.push(row.id);
      }
      return created;
    });
    return { data: (await repo.findByIds(ids)).map(toCategoryDto) };
  }

  return {
    /** Admins see exact host counts; everyone else the tree with counts at most HOST_COUNT_MAX_AGE_MS old. */
    async list(query: CategoryListQuery, isAdmin: boolean): Promise<Paged<CategoryDto>> {
      if (isAdmin) {
        const { rows, total } = await repo.list({ ...query, status: query.status }, query);
        return { data: rows.map(toCategoryDto), meta: pageMeta(query, total) };
      }
      const [{ rows, total }, counts] = await Promise.all([repo.list({ ...query, status: undefined }, query, { hostCounts: false }), hostCounts.get()]);
      return { data: rows.map((row) => toCategoryDto({ ...row, hostCount: counts.get(row.id) ?? 0 })), meta: pageMeta(query, total) };
    },
    async get(id: string, isAdmin: boolean): Promise<CategoryDetailDto> {
      return detail(await visible(await repo.findById(id), isAdmin), isAdmin);
    },
    async getBySlug(slug: string, isAdmin: boolean): Promise<CategoryDetailDto> {
      return detail(await visible(await repo.findBySlug(slug), isAdmin), isAdmin);
    },
    async hostsOf(id: string, query: HostDirectoryQuery, isAdmin: boolean): Promise<Serialized<Paged<HostCardDto>>> {
      await visible(await repo.findById(id), isAdmin);
      return hosts.directory({ ...query, categoryId: id });
    },

    async createRoot(body: CreateRootCategoryBody): Promise<CategoryDto> {
      const row = await insert(body, null, db);
      return toCategoryDto(await existing(row.id));
    },
    async createSub({ parentId, ...body }: CreateSubCategoryBody): Promise<CategoryDto> {
      await existing(parentId);
      let row;
      try {
        row = await insert(body, parentId, db);
      } catch (error) {
        // The parent was deleted between the check and the insert.
        if (isForeignKeyViolation(error)) throw new AppError('CATEGORY_NOT_FOUND');
        throw error;
      }
      return toCategoryDto(await existing(row.id));
    },
    createTrees,

    async update(id: string, { parentId, ...values }: UpdateCategoryBody): Promise<CategoryDto> {
      await db.transaction(async (tx) => {
        await existing(id, tx);
        if (parentId !== undefined) {
          await repo.lockTree(tx);
          if (parentId) await existing(parentId, tx);
          if (!isValidNewParent(id, parentId, await repo.findSubtreeIds(id, tx))) throw new AppError('CATEGORY_INVALID_PARENT');
        }
        await updatingSlug(() => repo.update(id, { ...values, ...(parentId !== undefined ? { parentId } : {}) }, tx));
      });
      return toCategoryDto(await existing(id));
    },
    async toggleStatus(id: string): Promise<CategoryDto> {
      const row = await existing(id);
      await repo.update(id, { status: toggledStatus(row.status as CategoryStatus) });
      return toCategoryDto(await existing(id));
    },
    /** A category with subcategories stays: deleting it would orphan them or silently take them along. */
    async delete(id: string): Promise<void> {
      const row = await existing(id);
      if (row.childCount > 0) throw new AppError('CATEGORY_HAS_CHILDREN');
      try {
        await repo.delete(id);
      } catch (error) {
        if (isForeignKeyViolation(error)) throw new AppError('CATEGORY_HAS_CHILDREN');
        throw error;
      }
    },

    async assignHosts(categoryId: string, hostIds: string[]): Promise<CategoryDto> {
      await existing(categoryId);
      const ids = [...new Set(hostIds)];
      await hosts.requireHosts(ids);
      try {
        await repo.addHosts(categoryId, ids);
        hostCounts.forget();
      } catch (error) {
        // The category or an account went away between the checks and the write.
        if (!isForeignKeyViolation(error)) throw error;
        await existing(categoryId);
        throw new AppError('USER_NOT_HOST');
      }
      return toCategoryDto(await existing(categoryId));
    },
    async unassignHosts(categoryId: string, hostIds: string[]): Promise<CategoryDto> {
      await existing(categoryId);
      await repo.removeHosts(categoryId, [...new Set(hostIds)]);
      hostCounts.forget();
      return toCategoryDto(await existing(categoryId));
    },
    /** A host application may only name active categories. */
    async requireActive(ids: string[], tx: DbOrTx = db): Promise<void> {
      const unique = [...new Set(ids)];
      if ((await repo.findActiveIds(unique, tx)).size !== unique.length) throw new AppError('CATEGORY_NOT_FOUND');
    },
    /** A terminated account leaves every category: its interests are personal data, its host links count nobody. */
    async forgetUser(userId: string): Promise<void> {
      await repo.removeUser(userId);
      hostCounts.forget();
    },
    /** An approved host is filed under the categories of their application. */
    fileHost: (userId: string, categoryIds: string[], tx: DbOrTx = db) => repo.fileHost(userId, categoryIds, tx),
  };
}
export type CategoriesService = ReturnType<typeof createCategoriesService>;
