import { calls } from '@market/contract';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../../platform/http/route.js';
import type { HostCategoriesService } from './host-categories.service.js';

const tags = ['host-categories'];
const c = calls.hostCategories;
const write = ['SLUG_ALREADY_EXISTS', 'INVALID_SLUG'] as const;

export function registerHostCategoryRoutes(app: FastifyInstance, deps: { hostCategories: HostCategoriesService }) {
  const { hostCategories } = deps;

  serve(app, c.create, { tags, summary: 'Tạo loại nhà tổ chức', errors: write }, async (req) => hostCategories.create(req.body));
  serve(app, c.list, { tags, summary: 'Các loại nhà tổ chức (theo thứ tự hiển thị)' }, async (req) => hostCategories.list(req.query));
  serve(app, c.getBySlug, { tags, summary: 'Loại nhà tổ chức theo đường dẫn', errors: ['HOST_CATEGORY_NOT_FOUND'] }, async (req) =>
    hostCategories.getBySlug(req.params.slug),
  );
  serve(app, c.update, { tags, summary: 'Sửa loại nhà tổ chức', errors: [...write, 'HOST_CATEGORY_NOT_FOUND'] }, async (req) =>
    hostCategories.update(req.params.id, req.body),
  );
  serve(
    app,
    c.remove,
    {
      tags,
      summary: 'Xoá loại nhà tổ chức',
      description: 'Nhà tổ chức thuộc loại này vẫn giữ hồ sơ, chỉ không còn loại.',
      errors: ['HOST_CATEGORY_NOT_FOUND'],
    },
    async (req) => {
      await hostCategories.delete(req.params.id);
      return { success: true as const };
    },
  );
}
