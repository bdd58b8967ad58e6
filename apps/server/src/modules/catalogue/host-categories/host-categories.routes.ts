import { calls } from '@market/contract';
import type { FastifyInstance } from 'fastify';
import { CACHE_TTL, cacheTags } from '../../../platform/http/cache-tags.js';
import { serve } from '../../../platform/http/route.js';
import type { HostCategoriesService } from './host-categories.service.js';

const tags = ['host-categories'];
const c = calls.hostCategories;
const write = ['SLUG_ALREADY_EXISTS', 'INVALID_SLUG'] as const;
/** Kinds of host are shown with the categories, on profiles and in the directory. */
const kinds = { tags: [cacheTags.categories], ttlSeconds: CACHE_TTL.directory };
const changed = [cacheTags.categories];

export function registerHostCategoryRoutes(app: FastifyInstance, deps: { hostCategories: HostCategoriesService }) {
  const { hostCategories } = deps;

  serve(app, c.create, { tags, summary: 'Tạo loại nhà tổ chức', errors: write, invalidates: changed }, async (req) => hostCategories.create(req.body));
  serve(app, c.list, { tags, summary: 'Các loại nhà tổ chức (theo thứ tự hiển thị)', cache: kinds }, async (req) => hostCategories.list(req.query));
  serve(app, c.getBySlug, { tags, summary: 'Loại nhà tổ chức theo đường dẫn', errors: ['HOST_CATEGORY_NOT_FOUND'], cache: kinds }, async (req) =>
    hostCategories.getBySlug(req.params.slug),
  );
  serve(app, c.update, { tags, summary: 'Sửa loại nhà tổ chức', errors: [...write, 'HOST_CATEGORY_NOT_FOUND'], invalidates: changed }, async (req) =>
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
      invalidates: changed,
    },
    async (req) => {
      await hostCategories.delete(req.params.id);
      return { success: true as const };
    },
  );
}
