import { EventCategoryBody, EventCategoryDto, EventCategoryListQuery, IdParam, OkResponse, UpdateEventCategoryBody, paged } from '@market/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { route } from '../../../platform/http/route.js';
import type { EventCategoriesService } from './event-categories.service.js';

const tags = ['event-categories'];
const write = ['SLUG_ALREADY_EXISTS', 'INVALID_SLUG'] as const;

export function registerEventCategoryRoutes(app: FastifyInstance, deps: { eventCategories: EventCategoriesService }) {
  const { eventCategories } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/v1/event-categories',
    route({ access: 'public', tags, summary: 'Các loại sự kiện (theo thứ tự hiển thị), kèm số sự kiện đang công khai', querystring: EventCategoryListQuery, response: paged(EventCategoryDto) }),
    async (req) => eventCategories.list(req.query),
  );
  r.post(
    '/api/v1/event-categories',
    route({ access: 'admin', tags, summary: 'Tạo loại sự kiện', body: EventCategoryBody, response: EventCategoryDto, status: 201, errors: write }),
    async (req, reply) => {
      reply.status(201);
      return eventCategories.create(req.body);
    },
  );
  r.get(
    '/api/v1/event-categories/:id',
    route({ access: 'public', tags, summary: 'Một loại sự kiện', params: IdParam, response: EventCategoryDto, errors: ['EVENT_CATEGORY_NOT_FOUND'] }),
    async (req) => eventCategories.get(req.params.id),
  );
  r.patch(
    '/api/v1/event-categories/:id',
    route({
      access: 'admin',
      tags,
      summary: 'Sửa loại sự kiện',
      params: IdParam,
      body: UpdateEventCategoryBody,
      response: EventCategoryDto,
      errors: [...write, 'EVENT_CATEGORY_NOT_FOUND'],
    }),
    async (req) => eventCategories.update(req.params.id, req.body),
  );
  r.delete(
    '/api/v1/event-categories/:id',
    route({
      access: 'admin',
      tags,
      summary: 'Xoá loại sự kiện chưa có sự kiện nào',
      description: 'Loại đang gắn với sự kiện (kể cả bản nháp) không xoá được: gỡ khỏi các sự kiện trước.',
      params: IdParam,
      response: OkResponse,
      errors: ['EVENT_CATEGORY_NOT_FOUND', 'EVENT_CATEGORY_IN_USE'],
    }),
    async (req) => {
      await eventCategories.delete(req.params.id);
      return { success: true as const };
    },
  );
}
