import { calls } from '@market/contract';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../../platform/http/access.js';
import { CACHE_TTL, cacheTags as t } from '../../../platform/http/cache-tags.js';
import { sameForEveryone } from '../../../platform/http/public-cache.js';
import { serve } from '../../../platform/http/route.js';
import type { ShopService } from './shop.service.js';

const tags = ['products'];
const c = calls.products;
/** Listings read every type's rows, their stock and their hosts' cards. */
const read = { tags: [t.products, t.events, t.courses, t.stock, t.hosts], ttlSeconds: CACHE_TTL.content, sameForEveryone };
const PERIOD =
  'Theo ngày giờ Việt Nam; mặc định 30 ngày gần nhất, tối đa 366 ngày. Doanh thu là tiền thu được sau giảm giá (VND), không tính dòng đã hoàn tiền.';

export function registerShopRoutes(app: FastifyInstance, deps: { shop: ShopService }) {
  const { shop } = deps;
  serve(
    app,
    c.list,
    {
      tags,
      summary: 'Mọi sản phẩm đang bán (vé, lịch, khoá học, sách, combo)',
      description: 'Lọc theo loại, nhà tổ chức và từ khoá không phân biệt dấu; sớm diễn ra trước.',
      // Computed over every type's rows: anonymous answers are kept like the cached listing's.
      cache: read,
    },
    async (req) => shop.list(req.query),
  );
  serve(app, c.cached, { tags, summary: 'Danh sách sản phẩm, lưu đệm công khai', cache: read }, async (req) => shop.list(req.query));
  serve(app, c.homepage, { tags, summary: 'Các kệ sản phẩm của trang chủ', cache: read }, async () => shop.homepage());
  serve(app, c.top, { tags, summary: 'Sản phẩm bán chạy', cache: read }, async (req) => shop.top(req.query));
  serve(app, c.eligible, { tags, summary: 'Sản phẩm của tôi có thể đưa vào mã giảm giá, chương trình giảm giá hoặc combo' }, async (req) =>
    shop.eligible(actorOf(req), req.query),
  );
  serve(app, calls.combos.availableProducts, { tags: ['combos'], summary: 'Sản phẩm của tôi có thể đưa vào combo' }, async (req) =>
    shop.comboCandidates(actorOf(req), req.query),
  );
  serve(
    app,
    c.accessible,
    {
      tags,
      summary: 'Tôi có quyền dùng sản phẩm này không',
      description: 'Đã mua (riêng hoặc trong combo, chưa hoàn tiền), là chủ sản phẩm, hoặc được gói hội viên bao gồm.',
      errors: ['PRODUCT_NOT_FOUND'],
    },
    async (req) => shop.accessible(actorOf(req), req.params.id, req.query.type),
  );
  serve(
    app,
    c.patch,
    {
      tags,
      summary: 'Sửa giá hoặc tên sản phẩm (combo)',
      description: 'Vé, khoá học và sách được sửa trong trình soạn của chúng.',
      errors: ['INVALID_PRODUCT_ITEM', 'COMBO_NOT_FOUND'],
      invalidates: [t.products],
    },
    async (req) => shop.patch(actorOf(req), req.params.id, req.body),
  );
  serve(
    app,
    c.adminList,
    {
      tags,
      summary: 'Sản phẩm (quản trị): mọi sản phẩm đang bày bán, hoặc mọi sản phẩm của một nhà tổ chức, kèm trạng thái bán',
      description:
        'Lọc theo loại, nhà tổ chức (hostId, kể cả bản nháp), từ khoá không dấu và trạng thái (ON_SALE, SOLD_OUT, NOT_ON_SALE; khi lọc trạng thái, xét 1.000 sản phẩm đầu của mỗi loại).',
    },
    async (req) => shop.adminList(req.query),
  );
  serve(app, c.hostList, { tags, summary: 'Sản phẩm của tôi' }, async (req) => shop.hostList(actorOf(req), req.query));
  serve(app, c.followersCount, { tags, summary: 'Số người theo dõi một nhà tổ chức', cache: { tags: [t.hosts], ttlSeconds: CACHE_TTL.content } }, async (req) =>
    shop.followersCount(req.params.id),
  );
  serve(
    app,
    c.hostStatistics,
    { tags, summary: 'Sản phẩm của tôi kèm số bán, doanh thu, người mua', description: PERIOD, errors: ['REPORT_RANGE_TOO_LONG'] },
    async (req) => shop.hostStatistics(actorOf(req), req.query),
  );
  serve(
    app,
    c.hostOverview,
    { tags, summary: 'Tổng quan: sản phẩm, đơn, số bán, doanh thu, học viên, người theo dõi', description: PERIOD, errors: ['REPORT_RANGE_TOO_LONG'] },
    async (req) => shop.hostOverview(actorOf(req), req.query),
  );
  serve(app, c.hostMetrics, { tags, summary: 'Số đơn, số bán và doanh thu theo ngày', description: PERIOD, errors: ['REPORT_RANGE_TOO_LONG'] }, async (req) =>
    shop.hostMetrics(actorOf(req), req.query),
  );
}
