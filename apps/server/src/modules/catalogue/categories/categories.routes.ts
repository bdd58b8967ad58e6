import { calls } from '@market/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CACHE_TTL, cacheTags } from '../../../platform/http/cache-tags.js';
import type { Actor } from '../../../platform/http/access.js';
import { serve } from '../../../platform/http/route.js';
import type { BusinessesService } from '../businesses/businesses.service.js';
import type { CategoriesService } from './categories.service.js';

const tags = ['categories'];
const c = calls.categories;
const isAdmin = (req: FastifyRequest) => req.actor?.role === 'ADMIN';
/** The tree with its counts of hosts: an admin also sees inactive categories, everyone else the same tree. */
const tree = {
  tags: [cacheTags.categories, cacheTags.hosts],
  ttlSeconds: CACHE_TTL.directory,
  sharedWith: (caller: Actor) => caller.role !== 'ADMIN',
};
/** Any write changes the tree or the categories shown on hosts. */
const changed = [cacheTags.categories, cacheTags.hosts];

export function registerCategoryRoutes(app: FastifyInstance, deps: { categories: CategoriesService; businesses: BusinessesService }) {
  const { categories, businesses } = deps;

  serve(
    app,
    c.list,
    {
      tags,
      summary: 'Danh mục theo thứ tự cây (cha trước con)',
      description: 'Người xem thấy danh mục đang hoạt động nằm dưới các danh mục cha đang hoạt động; quản trị viên có thể lọc status=ALL hoặc INACTIVE.',
      cache: tree,
    },
    async (req) => categories.list(req.query, isAdmin(req)),
  );
  serve(app, c.getBySlug, { tags, summary: 'Danh mục theo đường dẫn', errors: ['CATEGORY_NOT_FOUND'], cache: tree }, async (req) =>
    categories.getBySlug(req.params.slug, isAdmin(req)),
  );
  serve(app, c.get, { tags, summary: 'Một danh mục, các danh mục cha và con trực tiếp', errors: ['CATEGORY_NOT_FOUND'], cache: tree }, async (req) =>
    categories.get(req.params.id, isAdmin(req)),
  );
  serve(app, c.hosts, { tags, summary: 'Nhà tổ chức thuộc danh mục (kể cả danh mục con)', errors: ['CATEGORY_NOT_FOUND'], cache: tree }, async (req) =>
    categories.hostsOf(req.params.id, req.query, isAdmin(req)),
  );
  const nested = ['CATEGORY_NOT_FOUND', 'CATEGORY_TOO_DEEP', 'SLUG_ALREADY_EXISTS', 'INVALID_SLUG'] as const;
  serve(app, c.createNested, { tags, summary: 'Tạo nhiều danh mục lồng nhau trong một lần', errors: nested, invalidates: changed }, async (req) =>
    categories.createTrees(req.body.parentId ?? null, req.body.categories),
  );
  serve(app, c.createNestedUnder, { tags, summary: 'Tạo nhiều danh mục lồng nhau dưới một danh mục', errors: nested, invalidates: changed }, async (req) =>
    categories.createTrees(req.params.id, req.body.categories),
  );

  const write = ['SLUG_ALREADY_EXISTS', 'INVALID_SLUG'] as const;
  serve(app, c.createRoot, { tags, summary: 'Tạo danh mục gốc', errors: write, invalidates: changed }, async (req) => categories.createRoot(req.body));
  serve(app, c.createSub, { tags, summary: 'Tạo danh mục con', errors: [...write, 'CATEGORY_NOT_FOUND'], invalidates: changed }, async (req) =>
    categories.createSub(req.body),
  );
  serve(
    app,
    c.assignToBusiness,
    { tags, summary: 'Gắn danh mục cho doanh nghiệp', errors: ['CATEGORY_NOT_FOUND', 'BUSINESS_NOT_FOUND'], invalidates: changed },
    async (req) => businesses.assignCategory(req.params.categoryId, req.params.businessId),
  );
  serve(
    app,
    c.unassignFromBusiness,
    { tags, summary: 'Gỡ danh mục khỏi doanh nghiệp', errors: ['CATEGORY_NOT_FOUND', 'BUSINESS_NOT_FOUND'], invalidates: changed },
    async (req) => businesses.unassignCategory(req.body.categoryId, req.body.businessId),
  );
  serve(
    app,
    c.assignHosts,
    { tags, summary: 'Gắn danh mục cho nhà tổ chức', errors: ['CATEGORY_NOT_FOUND', 'USER_NOT_HOST'], invalidates: changed },
    async (req) => categories.assignHosts(req.body.categoryId, req.body.hostIds),
  );
  serve(app, c.unassignHosts, { tags, summary: 'Gỡ danh mục khỏi nhà tổ chức', errors: ['CATEGORY_NOT_FOUND'], invalidates: changed }, async (req) =>
    categories.unassignHosts(req.body.categoryId, req.body.hostIds),
  );
  serve(app, c.toggleStatus, { tags, summary: 'Bật/tắt danh mục', errors: ['CATEGORY_NOT_FOUND'], invalidates: changed }, async (req) =>
    categories.toggleStatus(req.params.id),
  );
  serve(
    app,
    c.update,
    { tags, summary: 'Sửa hoặc chuyển danh mục', errors: [...write, 'CATEGORY_NOT_FOUND', 'CATEGORY_INVALID_PARENT'], invalidates: changed },
    async (req) => categories.update(req.params.id, req.body),
  );
  serve(
    app,
    c.remove,
    { tags, summary: 'Xoá danh mục không còn danh mục con', errors: ['CATEGORY_NOT_FOUND', 'CATEGORY_HAS_CHILDREN'], invalidates: changed },
    async (req) => {
      await categories.delete(req.params.id);
      return { success: true as const };
    },
  );
}
