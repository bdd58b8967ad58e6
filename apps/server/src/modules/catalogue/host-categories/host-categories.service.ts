import type { HostCategoryBody, HostCategoryDto, HostCategoryListQuery, Paged, UpdateHostCategoryBody } from '@market/contract';
import { insertWithSlug, updatingSlug } from '../../../platform/db/constraints.js';
import { AppError } from '../../../platform/http/errors.js';
import { pageMeta } from '../../../platform/http/pagination.js';
import type { HostCategoriesRepository, HostCategoryRow } from './host-categories.repository.js';

function toHostCategoryDto(row: HostCategoryRow): HostCategoryDto {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    icon: row.icon,
    position: row.position,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Kinds of host (Giảng viên, Diễn giả, Doanh nghiệp...): a host picks one when applying. */
export function createHostCategoriesService(deps: { repo: HostCategoriesRepository }) {
  const { repo } = deps;
  const found = (row: HostCategoryRow | undefined): HostCategoryDto => {
    if (!row) throw new AppError('HOST_CATEGORY_NOT_FOUND');
    return toHostCategoryDto(row);
  };
  return {
    create: async (body: HostCategoryBody) => toHostCategoryDto(await insertWithSlug(body, (slug) => repo.insert({ ...body, slug }))),
    async list(query: HostCategoryListQuery): Promise<Paged<HostCategoryDto>> {
      const { rows, total } = await repo.list(query);
      return { data: rows.map(toHostCategoryDto), meta: pageMeta(query, total) };
    },
    getBySlug: async (slug: string) => found(await repo.findBySlug(slug)),
    update: async (id: string, body: UpdateHostCategoryBody) => found(await updatingSlug(() => repo.update(id, body))),
    async delete(id: string): Promise<void> {
      if (!(await repo.delete(id))) throw new AppError('HOST_CATEGORY_NOT_FOUND');
    },
  };
}
export type HostCategoriesService = ReturnType<typeof createHostCategoriesService>;
