import { BusinessBody, BusinessDto, BusinessListQuery, SlugParam, IdParam, OkResponse, UpdateBusinessBody, paged } from '@market/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { route } from '../../../platform/http/route.js';
import type { BusinessesService } from './businesses.service.js';

const tags = ['businesses'];
const isAdmin = (req: FastifyRequest) => req.actor?.role === 'ADMIN';
const write = ['SLUG_ALREADY_EXISTS', 'INVALID_SLUG', 'INVALID_EMAIL', 'INVALID_PHONE', 'INVALID_WEBSITE', 'CATEGORY_NOT_FOUND'] as const;

export function registerBusinessRoutes(app: FastifyInstance, deps: { businesses: BusinessesService }) {
  const { businesses } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/v1/businesses',
    route({ access: 'admin', tags, summary: 'Tạo doanh nghiệp', body: BusinessBody, response: BusinessDto, status: 201, errors: write }),
    async (req, reply) => {
      reply.status(201);
      return businesses.create(req.body);
    },
  );
  r.get(
    '/api/v1/businesses',
    route({
      access: 'public',
      tags,
      summary: 'Danh sách doanh nghiệp',
      description: 'Người xem thấy doanh nghiệp đang hoạt động; quản trị viên lọc được theo trạng thái.',
      querystring: BusinessListQuery,
      response: paged(BusinessDto),
    }),
    async (req) => businesses.list(req.query, isAdmin(req)),
  );
  r.get(
    '/api/v1/businesses/get-by-id/:id',
    route({ access: 'public', tags, summary: 'Doanh nghiệp theo mã', params: IdParam, response: BusinessDto, errors: ['BUSINESS_NOT_FOUND'] }),
    async (req) => businesses.getById(req.params.id, isAdmin(req)),
  );
  r.get(
    '/api/v1/businesses/:slug',
    route({ access: 'public', tags, summary: 'Doanh nghiệp theo đường dẫn', params: SlugParam, response: BusinessDto, errors: ['BUSINESS_NOT_FOUND'] }),
    async (req) => businesses.getBySlug(req.params.slug, isAdmin(req)),
  );
  r.patch(
    '/api/v1/businesses/:id',
    route({
      access: 'admin',
      tags,
      summary: 'Sửa doanh nghiệp',
      params: IdParam,
      body: UpdateBusinessBody,
      response: BusinessDto,
      errors: [...write, 'BUSINESS_NOT_FOUND'],
    }),
    async (req) => businesses.update(req.params.id, req.body),
  );
  r.delete(
    '/api/v1/businesses/:id',
    route({ access: 'admin', tags, summary: 'Xoá doanh nghiệp', params: IdParam, response: OkResponse, errors: ['BUSINESS_NOT_FOUND'] }),
    async (req) => {
      await businesses.delete(req.params.id);
      return { success: true as const };
    },
  );
}
