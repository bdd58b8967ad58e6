import { SlugParam, HostCategoryBody, HostCategoryDto, HostCategoryListQuery, IdParam, OkResponse, UpdateHostCategoryBody, paged } from '@market/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { route } from '../../../platform/http/route.js';
import type { HostCategoriesService } from './host-categories.service.js';

const tags = ['host-categories'];
const write = ['SLUG_ALREADY_EXISTS', 'INVALID_SLUG'] as const;

export function registerHostCategoryRoutes(app: FastifyInstance, deps: { hostCategories: HostCategoriesService }) {
  const { hostCategories } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/v1/host-categories',
    route({ access: 'admin', tags, summary: 'Tạo loại nhà tổ chức', body: HostCategoryBody, response: HostCategoryDto, status: 201, errors: write }),
    async (req, reply) => {
      reply.status(201);
      return hostCategories.create(req.body);
    },
  );
  r.get(
    '/api/v1/host-categories',
    route({
      access: 'public',
      tags,
      summary: 'Các loại nhà tổ chức (theo thứ tự hiển thị)',
      querystring: HostCategoryListQuery,
      response: paged(HostCategoryDto),
    }),
    async (req) => hostCategories.list(req.query),
  );
  r.get(
    '/api/v1/host-categories/:slug',
    route({
      access: 'public',
      tags,
      summary: 'Loại nhà tổ chức theo đường dẫn',
      params: SlugParam,
      response: HostCategoryDto,
      errors: ['HOST_CATEGORY_NOT_FOUND'],
    }),
    async (req) => hostCategories.getBySlug(req.params.slug),
  );
  r.patch(
    '/api/v1/host-categories/:id',
    route({
      access: 'admin',
      tags,
      summary: 'Sửa loại nhà tổ chức',
      params: IdParam,
      body: UpdateHostCategoryBody,
      response: HostCategoryDto,
      errors: [...write, 'HOST_CATEGORY_NOT_FOUND'],
    }),
    async (req) => hostCategories.update(req.params.id, req.body),
  );
  r.delete(
    '/api/v1/host-categories/:id',
    route({
      access: 'admin',
      tags,
      summary: 'Xoá loại nhà tổ chức',
      description: 'Nhà tổ chức thuộc loại này vẫn giữ hồ sơ, chỉ không còn loại.',
      params: IdParam,
      response: OkResponse,
      errors: ['HOST_CATEGORY_NOT_FOUND'],
    }),
    async (req) => {
      await hostCategories.delete(req.params.id);
      return { success: true as const };
    },
  );
}
