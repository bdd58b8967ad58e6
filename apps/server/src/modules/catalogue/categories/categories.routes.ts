import {
  BusinessDto,
  CategoryBusinessParams,
  CategoryDetailDto,
  CategoryDto,
  CategoryHostsBody,
  CategoryListQuery,
  SlugParam,
  CreateNestedCategoriesBody,
  CreateRootCategoryBody,
  CreateSubCategoryBody,
  HostCardDto,
  HostDirectoryQuery,
  IdParam,
  OkResponse,
  UpdateCategoryBody,
  paged,
} from '@market/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { route } from '../../../platform/http/route.js';
import type { BusinessesService } from '../businesses/businesses.service.js';
import type { CategoriesService } from './categories.service.js';

const tags = ['categories'];
const isAdmin = (req: FastifyRequest) => req.actor?.role === 'ADMIN';
const Created = z.object({ data: z.array(CategoryDto) });
const NestedUnder = CreateNestedCategoriesBody.omit({ parentId: true });
const HostsOfCategoryQuery = HostDirectoryQuery.omit({ categoryId: true });

export function registerCategoryRoutes(app: FastifyInstance, deps: { categories: CategoriesService; businesses: BusinessesService }) {
  const { categories, businesses } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const created = <T>(reply: { status(code: number): unknown }, value: T) => {
    reply.status(201);
    return value;
  };

  r.get(
    '/api/v1/category',
    route({
      access: 'public',
      tags,
      summary: 'Danh mục theo thứ tự cây (cha trước con)',
      description: 'Người xem thấy danh mục đang hoạt động nằm dưới các danh mục cha đang hoạt động; quản trị viên có thể lọc status=ALL hoặc INACTIVE.',
      querystring: CategoryListQuery,
      response: paged(CategoryDto),
    }),
    async (req) => categories.list(req.query, isAdmin(req)),
  );
  r.get(
    '/api/v1/category/slug/:slug',
    route({ access: 'public', tags, summary: 'Danh mục theo đường dẫn', params: SlugParam, response: CategoryDetailDto, errors: ['CATEGORY_NOT_FOUND'] }),
    async (req) => categories.getBySlug(req.params.slug, isAdmin(req)),
  );
  r.get(
    '/api/v1/category/:id',
    route({
      access: 'public',
      tags,
      summary: 'Một danh mục, các danh mục cha và con trực tiếp',
      params: IdParam,
      response: CategoryDetailDto,
      errors: ['CATEGORY_NOT_FOUND'],
    }),
    async (req) => categories.get(req.params.id, isAdmin(req)),
  );
  r.get(
    '/api/v1/category/:id/users',
    route({
      access: 'public',
      tags,
      summary: 'Nhà tổ chức thuộc danh mục (kể cả danh mục con)',
      params: IdParam,
      querystring: HostsOfCategoryQuery,
      response: paged(HostCardDto),
      errors: ['CATEGORY_NOT_FOUND'],
    }),
    async (req) => categories.hostsOf(req.params.id, req.query, isAdmin(req)),
  );
  r.post(
    '/api/v1/category/nested',
    route({
      access: 'admin',
      tags,
      summary: 'Tạo nhiều danh mục lồng nhau trong một lần',
      body: CreateNestedCategoriesBody,
      response: Created,
      status: 201,
      errors: ['CATEGORY_NOT_FOUND', 'CATEGORY_TOO_DEEP', 'SLUG_ALREADY_EXISTS', 'INVALID_SLUG'],
    }),
    async (req, reply) => created(reply, await categories.createTrees(req.body.parentId ?? null, req.body.categories)),
  );
  r.post(
    '/api/v1/category/:id/nested',
    route({
      access: 'admin',
      tags,
      summary: 'Tạo nhiều danh mục lồng nhau dưới một danh mục',
      params: IdParam,
      body: NestedUnder,
      response: Created,
      status: 201,
      errors: ['CATEGORY_NOT_FOUND', 'CATEGORY_TOO_DEEP', 'SLUG_ALREADY_EXISTS', 'INVALID_SLUG'],
    }),
    async (req, reply) => created(reply, await categories.createTrees(req.params.id, req.body.categories)),
  );

  const write = ['SLUG_ALREADY_EXISTS', 'INVALID_SLUG'] as const;
  r.post(
    '/api/v1/admin/category/root',
    route({ access: 'admin', tags, summary: 'Tạo danh mục gốc', body: CreateRootCategoryBody, response: CategoryDto, status: 201, errors: write }),
    async (req, reply) => created(reply, await categories.createRoot(req.body)),
  );
  r.post(
    '/api/v1/admin/category/sub',
    route({
      access: 'admin',
      tags,
      summary: 'Tạo danh mục con',
      body: CreateSubCategoryBody,
      response: CategoryDto,
      status: 201,
      errors: [...write, 'CATEGORY_NOT_FOUND'],
    }),
    async (req, reply) => created(reply, await categories.createSub(req.body)),
  );
  r.patch(
    '/api/v1/admin/category/assign-to-business/:categoryId/:businessId',
    route({
      access: 'admin',
      tags,
      summary: 'Gắn danh mục cho doanh nghiệp',
      params: CategoryBusinessParams,
      response: BusinessDto,
      errors: ['CATEGORY_NOT_FOUND', 'BUSINESS_NOT_FOUND'],
    }),
    async (req) => businesses.assignCategory(req.params.categoryId, req.params.businessId),
  );
  r.patch(
    '/api/v1/admin/category/unassign-to-business',
    route({
      access: 'admin',
      tags,
      summary: 'Gỡ danh mục khỏi doanh nghiệp',
      body: CategoryBusinessParams,
      response: BusinessDto,
      errors: ['CATEGORY_NOT_FOUND', 'BUSINESS_NOT_FOUND'],
    }),
    async (req) => businesses.unassignCategory(req.body.categoryId, req.body.businessId),
  );
  r.patch(
    '/api/v1/admin/category/assign-to-host',
    route({
      access: 'admin',
      tags,
      summary: 'Gắn danh mục cho nhà tổ chức',
      body: CategoryHostsBody,
      response: CategoryDto,
      errors: ['CATEGORY_NOT_FOUND', 'USER_NOT_HOST'],
    }),
    async (req) => categories.assignHosts(req.body.categoryId, req.body.hostIds),
  );
  r.patch(
    '/api/v1/admin/category/unassign-to-host',
    route({ access: 'admin', tags, summary: 'Gỡ danh mục khỏi nhà tổ chức', body: CategoryHostsBody, response: CategoryDto, errors: ['CATEGORY_NOT_FOUND'] }),
    async (req) => categories.unassignHosts(req.body.categoryId, req.body.hostIds),
  );
  r.patch(
    '/api/v1/admin/category/toggle-status/:id',
    route({ access: 'admin', tags, summary: 'Bật/tắt danh mục', params: IdParam, response: CategoryDto, errors: ['CATEGORY_NOT_FOUND'] }),
    async (req) => categories.toggleStatus(req.params.id),
  );
  r.patch(
    '/api/v1/admin/category/:id',
    route({
      access: 'admin',
      tags,
      summary: 'Sửa hoặc chuyển danh mục',
      params: IdParam,
      body: UpdateCategoryBody,
      response: CategoryDto,
      errors: [...write, 'CATEGORY_NOT_FOUND', 'CATEGORY_INVALID_PARENT'],
    }),
    async (req) => categories.update(req.params.id, req.body),
  );
  r.delete(
    '/api/v1/admin/category/:id',
    route({
      access: 'admin',
      tags,
      summary: 'Xoá danh mục không còn danh mục con',
      params: IdParam,
      response: OkResponse,
      errors: ['CATEGORY_NOT_FOUND', 'CATEGORY_HAS_CHILDREN'],
    }),
    async (req) => {
      await categories.delete(req.params.id);
      return { success: true as const };
    },
  );
}
