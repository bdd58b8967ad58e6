import type { EventCategoryBody, EventCategoryDto, EventCategoryListQuery, Paged, UpdateEventCategoryBody } from '@market/contract';
import { insertWithSlug, isForeignKeyViolation, updatingSlug } from '../../../platform/db/constraints.js';
import { AppError } from '../../../platform/http/errors.js';
import { pageMeta } from '../../../platform/http/pagination.js';
import type { EventCategoriesRepository, EventCategoryRow } from './event-categories.repository.js';

function toEventCategoryDto(row: EventCategoryRow): EventCategoryDto {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    icon: row.icon,
    position: row.position,
    eventCount: row.eventCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Kinds of event: listed to everyone, kept by admins; one in use by an event stays. */
export function createEventCategoriesService(deps: { repo: EventCategoriesRepository }) {
  const { repo } = deps;
  async function get(id: string): Promise<EventCategoryDto> {
    const row = await repo.findById(id);
    if (!row) throw new AppError('EVENT_CATEGORY_NOT_FOUND');
    return toEventCategoryDto(row);
  }
  return {
    get,
    async list(query: EventCategoryListQuery): Promise<Paged<EventCategoryDto>> {
      const { rows, total } = await repo.list(query);
      return { data: rows.map(toEventCategoryDto), meta: pageMeta(query, total) };
    },
    async create(body: EventCategoryBody): Promise<EventCategoryDto> {
      return get(await insertWithSlug(body, (slug) => repo.insert({ ...body, slug })));
    },
    async update(id: string, body: UpdateEventCategoryBody): Promise<EventCategoryDto> {
      if (!(await updatingSlug(() => repo.update(id, body)))) throw new AppError('EVENT_CATEGORY_NOT_FOUND');
      return get(id);
    },
    async delete(id: string): Promise<void> {
      let deleted: boolean;
      try {
        deleted = await repo.delete(id);
      } catch (error) {
        if (isForeignKeyViolation(error)) throw new AppError('EVENT_CATEGORY_IN_USE');
        throw error;
      }
      if (!deleted) throw new AppError('EVENT_CATEGORY_NOT_FOUND');
    },
  };
}
export type EventCategoriesService = ReturnType<typeof createEventCategoriesService>;
