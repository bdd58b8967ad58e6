import { calls } from '@market/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { serve } from '../../../platform/http/route.js';
import type { BusinessesService } from './businesses.service.js';

const tags = ['businesses'];
const c = calls.businesses;
const isAdmin = (req: FastifyRequest) => req.actor?.role === 'ADMIN';
const write = ['SLUG_ALREADY_EXISTS', 'INVALID_SLUG', 'INVALID_EMAIL', 'INVALID_PHONE', 'INVALID_WEBSITE', 'CATEGORY_NOT_FOUND'] as const;

export function registerBusinessRoutes(app: FastifyInstance, deps: { businesses: BusinessesService }) {
  const { businesses } = deps;

  serve(app, c.create, { tags, summary: 'Tạo doanh nghiệp', errors: write }, async (req) => businesses.create(req.body));
  serve(
    app,
    c.list,
    { tags, summary: 'Danh sách doanh nghiệp', description: 'Người xem thấy doanh nghiệp đang hoạt động; quản trị viên lọc được theo trạng thái.' },
    async (req) => businesses.list(req.query, isAdmin(req)),
  );
  serve(app, c.get, { tags, summary: 'Doanh nghiệp theo mã', errors: ['BUSINESS_NOT_FOUND'] }, async (req) => businesses.getById(req.params.id, isAdmin(req)));
  serve(app, c.getBySlug, { tags, summary: 'Doanh nghiệp theo đường dẫn', errors: ['BUSINESS_NOT_FOUND'] }, async (req) =>
    businesses.getBySlug(req.params.slug, isAdmin(req)),
  );
  serve(app, c.update, { tags, summary: 'Sửa doanh nghiệp', errors: [...write, 'BUSINESS_NOT_FOUND'] }, async (req) =>
    businesses.update(req.params.id, req.body),
  );
  serve(app, c.remove, { tags, summary: 'Xoá doanh nghiệp', errors: ['BUSINESS_NOT_FOUND'] }, async (req) => {
    await businesses.delete(req.params.id);
    return { success: true as const };
  });
}
