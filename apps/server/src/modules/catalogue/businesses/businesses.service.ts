import type { BusinessBody, BusinessDto, BusinessListQuery, CategoryChip, Paged, UpdateBusinessBody } from '@market/contract';
import type { Db, DbOrTx } from '../../../platform/db/database.js';
import { insertWithSlug, isForeignKeyViolation, updatingSlug } from '../../../platform/db/constraints.js';
import { AppError } from '../../../platform/http/errors.js';
import { pageMeta } from '../../../platform/http/pagination.js';
import type { CategoriesRepository } from '../categories/categories.repository.js';
import type { BusinessesRepository, BusinessRow } from './businesses.repository.js';

function toBusinessDto(row: BusinessRow, categories: CategoryChip[]): BusinessDto {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    logo: row.logo,
    website: row.website,
    email: row.email,
    phone: row.phone,
    address: row.address,
    status: row.status === 'INACTIVE' ? 'INACTIVE' : 'ACTIVE',
    categories,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Businesses: admins keep them; everyone reads the active ones. */
export function createBusinessesService(deps: {
  db: Db;
  repo: BusinessesRepository;
  categories: Pick<CategoriesRepository, 'findExistingIds' | 'addBusiness' | 'removeBusiness'>;
}) {
  const { db, repo, categories } = deps;

  async function dtos(rows: BusinessRow[], tx: DbOrTx = db): Promise<BusinessDto[]> {
    const chips = await repo.categoriesOf(
      rows.map((r) => r.id),
      tx,
    );
    const byBusiness = new Map<string, CategoryChip[]>();
    for (const { businessId, ...chip } of chips) byBusiness.set(businessId, [...(byBusiness.get(businessId) ?? []), chip]);
    return rows.map((r) => toBusinessDto(r, byBusiness.get(r.id) ?? []));
  }
  async function one(row: BusinessRow | undefined, isAdmin = true): Promise<BusinessDto> {
    if (!row || (!isAdmin && row.status !== 'ACTIVE')) throw new AppError('BUSINESS_NOT_FOUND');
    return (await dtos([row]))[0]!;
  }
  async function requireCategories(ids: string[], tx: DbOrTx): Promise<string[]> {
    const unique = [...new Set(ids)];
    if ((await categories.findExistingIds(unique, tx)).size !== unique.length) throw new AppError('CATEGORY_NOT_FOUND');
    return unique;
  }
  /** A category or the business deleted between the checks and the write: answered as missing, not as a crash. */
  async function linking<T>(businessId: string, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (!isForeignKeyViolation(error)) throw error;
      await requireBusiness(businessId);
      throw new AppError('CATEGORY_NOT_FOUND');
    }
  }
  async function requireBusiness(id: string, tx: DbOrTx = db): Promise<BusinessRow> {
    const row = await repo.findById(id, tx);
    if (!row) throw new AppError('BUSINESS_NOT_FOUND');
    return row;
  }

  return {
    async create({ categoryIds, ...body }: BusinessBody): Promise<BusinessDto> {
      const row = await db
        .transaction(async (tx) => {
          const ids = await requireCategories(categoryIds ?? [], tx);
          const created = await insertWithSlug(body, (slug) => repo.insert({ ...body, slug }, tx));
          await repo.replaceCategories(created.id, ids, tx);
          return created;
        })
        .catch((error: unknown) => {
          if (isForeignKeyViolation(error)) throw new AppError('CATEGORY_NOT_FOUND');
          throw error;
        });
      return one(row);
    },
    async list(query: BusinessListQuery, isAdmin: boolean): Promise<Paged<BusinessDto>> {
      const { rows, total } = await repo.list(query, isAdmin ? (query.status ?? 'ALL') : 'ACTIVE');
      return { data: await dtos(rows), meta: pageMeta(query, total) };
    },
    getById: async (id: string, isAdmin: boolean) => one(await repo.findById(id), isAdmin),
    getBySlug: async (slug: string, isAdmin: boolean) => one(await repo.findBySlug(slug), isAdmin),
    async update(id: string, { categoryIds, ...values }: UpdateBusinessBody): Promise<BusinessDto> {
      const row = await linking(id, () =>
        db.transaction(async (tx) => {
          await requireBusiness(id, tx);
          const updated = await updatingSlug(() => repo.update(id, values, tx));
          if (categoryIds) await repo.replaceCategories(id, await requireCategories(categoryIds, tx), tx);
          return updated;
        }),
      );
      return one(row);
    },
    async delete(id: string): Promise<void> {
      if (!(await repo.delete(id))) throw new AppError('BUSINESS_NOT_FOUND');
    },
    async assignCategory(categoryId: string, businessId: string): Promise<BusinessDto> {
      const business = await requireBusiness(businessId);
      await requireCategories([categoryId], db);
      await linking(businessId, () => categories.addBusiness(categoryId, businessId));
      return one(business);
    },
    async unassignCategory(categoryId: string, businessId: string): Promise<BusinessDto> {
      const business = await requireBusiness(businessId);
      await requireCategories([categoryId], db);
      await categories.removeBusiness(categoryId, businessId);
      return one(business);
    },
  };
}
export type BusinessesService = ReturnType<typeof createBusinessesService>;
