import { calls } from '@market/contract';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../../platform/http/route.js';
import { eventCache } from './event-cache.js';
import type { EventCategoriesService } from './event-categories.service.js';

const tags = ['event-categories'];
const c = calls.eventCategories;
const write = ['SLUG_ALREADY_EXISTS', 'INVALID_SLUG'] as const;

export function registerEventCategoryRoutes(app: FastifyInstance, deps: { eventCategories: EventCategoriesService }) {
  const { eventCategories } = deps;

  serve(app, c.list, { tags, summary: 'Các loại sự kiện (theo thứ tự hiển thị), kèm số sự kiện đang công khai', cache: eventCache.categories }, async (req) =>
    eventCategories.list(req.query),
  );
  serve(app, c.create, { tags, summary: 'Tạo loại sự kiện', errors: write, invalidates: eventCache.categoriesChanged }, async (req) =>
    eventCategories.create(req.body),
  );
  serve(app, c.get, { tags, summary: 'Một loại sự kiện', errors: ['EVENT_CATEGORY_NOT_FOUND'], cache: eventCache.categories }, async (req) =>
    eventCategories.get(req.params.id),
  );
  serve(
    app,
    c.update,
    { tags, summary: 'Sửa loại sự kiện', errors: [...write, 'EVENT_CATEGORY_NOT_FOUND'], invalidates: eventCache.categoriesChanged },
    async (req) => eventCategories.update(req.params.id, req.body),
  );
  serve(
    app,
    c.remove,
    {
      tags,
      summary: 'Xoá loại sự kiện chưa có sự kiện nào',
      description: 'Loại đang gắn với sự kiện (kể cả bản nháp) không xoá được: gỡ khỏi các sự kiện trước.',
      errors: ['EVENT_CATEGORY_NOT_FOUND', 'EVENT_CATEGORY_IN_USE'],
      invalidates: eventCache.categoriesChanged,
    },
    async (req) => {
      await eventCategories.delete(req.params.id);
      return { success: true as const };
    },
  );
}
