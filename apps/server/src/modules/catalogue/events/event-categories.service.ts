import type { EventCategoryBody, EventCategoryDto, EventCategoryListQuery, Paged, UpdateEventCategoryBody } from '@market/contract';
import { insertWithSlug, isForeignKeyViolation, updatingSlug } from '../../../platform/db/constraints.js';
import { keptValue } from '../../../platform/db/kept-value.js';
import { AppError } from '../../../platform/http/errors.js';
import { pageMeta } from '../../../platform/http/pagination.js';
import type { EventCategoriesRepository, EventCategoryRow } from './event-categories.repository.js';

/** How stale the list's event counts may be: counting every published event on each request costs more than the list itself. */
export const EVENT_COUNT_MAX_AGE_MS = 30_000;

function toEventCategoryDto(row: EventCategoryRow, eventCount: number): EventCategoryDto {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    icon: row.icon,
    position: row.position,
    eventCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Kinds of event: listed to everyone, kept by admins; one in use by an event stays. */
export function createEventCategoriesService(deps: { repo: EventCategoriesRepository; now?: () => number; maxAgeMs?: number }) {
  const { repo } = deps;
  // Counted for all categories at once, at most once per maxAgeMs.
  const counts = keptValue(() => repo.publishedCounts(), { maxAgeMs: deps.maxAgeMs ?? EVENT_COUNT_MAX_AGE_MS, now: deps.now });
  async function get(id: string): Promise<EventCategoryDto> {
    // One category is counted exactly (from its links index); only the whole list shares a recent count.
    const [row, eventCount] = await Promise.all([repo.findById(id), repo.publishedCountOf(id)]);
    if (!row) throw new AppError('EVENT_CATEGORY_NOT_FOUND');
    return toEventCategoryDto(row, eventCount);
  }
  return {
    get,
    async list(query: EventCategoryListQuery): Promise<Paged<EventCategoryDto>> {
      const [{ rows, total }, byCategory] = await Promise.all([repo.list(query), counts.get()]);
      return { data: rows.map((row) => toEventCategoryDto(row, byCategory.get(row.id) ?? 0)), meta: pageMeta(query, total) };
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
