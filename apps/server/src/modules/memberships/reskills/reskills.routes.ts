import { calls } from '@market/contract';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../../platform/http/access.js';
import { serve } from '../../../platform/http/route.js';
import { sendTable } from '../../../platform/http/table-export.js';
import type { ReskillBuyers } from './reskill-buyers.service.js';
import type { ReskillsService } from './reskills.service.js';

const tags = ['reskills'];
const c = calls.reskills;
const ownerOnly = 'Chỉ nhà tổ chức sở hữu chương trình hoặc quản trị viên.';
const pricesNote =
  'Mức giá được ghi cùng chương trình (`prices`): mức có `id` được giữ và sửa, mức không có `id` là mức mới, mức không có trong danh sách bị xoá. ' +
  'Mỗi mức giá chỉ gồm khoá học và sách điện tử của chính nhà tổ chức.';

export function registerReskillRoutes(app: FastifyInstance, deps: { reskills: ReskillsService; buyers: ReskillBuyers }) {
  const { reskills, buyers } = deps;
  serve(
    app,
    c.list,
    { tags, summary: 'Chương trình reskill và launchpad đang mở bán', description: '`mine=true`: chương trình của tôi, kể cả bản nháp (cần đăng nhập).' },
    async (req) => reskills.list(req.query, req.actor),
  );
  serve(
    app,
    c.create,
    { tags, summary: 'Tạo chương trình reskill hoặc launchpad', description: pricesNote, errors: ['RESKILL_PRODUCTS_INVALID'] },
    async (req) => reskills.create(actorOf(req), req.body),
  );
  serve(
    app,
    c.main,
    {
      tags,
      summary: 'Chương trình nổi bật theo loại',
      description: 'Của một nhà tổ chức (`hostId`) hoặc chương trình nổi bật được cập nhật gần nhất.',
      errors: ['RESKILL_NOT_FOUND'],
    },
    async (req) => reskills.main(req.query, req.actor),
  );
  serve(
    app,
    c.get,
    {
      tags,
      summary: 'Chương trình theo mã',
      description: 'Bản nháp và chương trình đã ngừng bán chỉ hiện với chủ và quản trị viên.',
      errors: ['RESKILL_NOT_FOUND'],
    },
    async (req) => reskills.get(req.params.id, req.actor),
  );
  serve(
    app,
    c.update,
    {
      tags,
      summary: 'Sửa chương trình và các mức giá',
      description:
        `${ownerOnly} ${pricesNote} RESKILL_HAS_BEEN_PAID: khi đã có người thanh toán, không đổi được loại chương trình, không xoá được mức giá đã bán, ` +
        'không đổi được số tiền hay sản phẩm của mức giá đã bán (tên và trạng thái thì được). RESKILL_HAS_PRODUCTS: khi mức giá đã có sản phẩm, không đổi được loại chương trình.',
      errors: ['RESKILL_NOT_FOUND', 'RESKILL_PRICE_NOT_FOUND', 'RESKILL_HAS_PRODUCTS', 'RESKILL_HAS_BEEN_PAID', 'RESKILL_PRODUCTS_INVALID'],
    },
    async (req) => reskills.update(actorOf(req), req.params.id, req.body),
  );
  serve(
    app,
    c.remove,
    {
      tags,
      summary: 'Xoá chương trình',
      description: `${ownerOnly} Chương trình đã có người thanh toán không xoá được (người mua vẫn giữ): hãy ngừng bán (status UNPUBLISHED).`,
      errors: ['RESKILL_NOT_FOUND', 'RESKILL_HAS_BEEN_PAID'],
    },
    async (req) => {
      await reskills.remove(actorOf(req), req.params.id);
      return { success: true as const };
    },
  );
  serve(app, c.prices, { tags, summary: 'Các mức giá của chương trình và sản phẩm mỗi mức gồm', errors: ['RESKILL_NOT_FOUND'] }, async (req) =>
    reskills.prices(req.params.id, req.actor),
  );
  serve(app, c.priceProducts, { tags, summary: 'Sản phẩm một mức giá gồm', errors: ['RESKILL_PRICE_NOT_FOUND'] }, async (req) =>
    reskills.priceProducts(req.params.id, req.actor),
  );
  serve(app, c.products, { tags, summary: 'Mọi sản phẩm các mức giá của chương trình gồm', errors: ['RESKILL_NOT_FOUND'] }, async (req) =>
    reskills.products(req.params.id, req.actor),
  );
  serve(app, c.price, { tags, summary: 'Một mức giá', errors: ['RESKILL_PRICE_NOT_FOUND'] }, async (req) => reskills.price(req.params.id, req.actor));
  serve(
    app,
    c.orderItems,
    {
      tags,
      summary: 'Người mua chương trình (dòng đơn hàng đã thanh toán)',
      description: `${ownerOnly} Lọc theo mức giá (\`priceId\`) và tên, email hoặc số điện thoại người mua (\`q\`). \`amount\`: giá của mức lúc mua (chưa trừ mã giảm giá).`,
      errors: ['RESKILL_NOT_FOUND'],
    },
    async (req) => buyers.orderItems(actorOf(req), req.params.id, req.query),
  );
  serve(
    app,
    c.exportOrderItems,
    { tags, summary: 'Xuất người mua chương trình ra CSV hoặc XLSX', description: `${ownerOnly} Cùng bộ lọc với danh sách.`, errors: ['RESKILL_NOT_FOUND'] },
    async (req, reply) => sendTable(reply, { format: req.query.format, ...(await buyers.exportOrderItems(actorOf(req), req.params.id, req.query)) }),
  );
}
