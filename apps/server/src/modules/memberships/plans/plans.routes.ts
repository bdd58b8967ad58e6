import { calls } from '@market/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { actorOf } from '../../../platform/http/access.js';
import { serve } from '../../../platform/http/route.js';
import { sendTable } from '../../../platform/http/table-export.js';
import type { PlansService } from './plans.service.js';

const tags = ['memberships'];
const c = calls.memberships;
const isAdmin = (req: FastifyRequest) => req.actor?.role === 'ADMIN';
const write = ['MEMBERSHIP_NOT_FOUND', 'MEMBERSHIP_NO_PRODUCTS', 'PRODUCT_NOT_FOUND', 'MEMBERSHIP_DEFAULT_CANNOT_INACTIVE'] as const;
const edit = [...write, 'MEMBERSHIP_PART_NOT_FOUND', 'MEMBERSHIP_PRICE_NOT_FOUND', 'MEMBERSHIP_PRICE_HAS_PAID_CANNOT_DELETE'] as const;

/** Membership plans: the pricing page's reads and the admins' editor. */
export function registerPlanRoutes(app: FastifyInstance, deps: { plans: PlansService }) {
  const { plans } = deps;

  serve(
    app,
    c.list,
    { tags, summary: 'Các gói hội viên đang mở bán', description: 'Gói chính trước, rồi theo ngày tạo (`sort`). Chỉ các mức giá đang mở bán.' },
    async (req) => plans.list(req.query),
  );
  serve(app, c.search, { tags, summary: 'Tìm gói hội viên theo tên (không dấu cũng được)' }, async (req) => plans.list(req.query));
  serve(app, c.main, { tags, summary: 'Gói hội viên chính (không có thì gói mặc định)', errors: ['MEMBERSHIP_NOT_FOUND'] }, async () => plans.main());
  serve(
    app,
    c.get,
    { tags, summary: 'Một gói hội viên', description: 'Gói đang tắt chỉ quản trị viên xem được.', errors: ['MEMBERSHIP_NOT_FOUND'] },
    async (req) => plans.get(req.params.id, isAdmin(req)),
  );

  serve(app, c.adminList, { tags, summary: 'Mọi gói hội viên (quản trị), kèm số hội viên hiện có' }, async (req) => plans.adminList(req.query));
  serve(
    app,
    c.create,
    {
      tags,
      summary: 'Tạo gói hội viên với các phần, mức giá và sản phẩm kèm theo',
      description: 'Cần ít nhất một sản phẩm (khoá học hoặc hạng vé dành cho hội viên). Đặt `isDefault`/`isMain` sẽ bỏ cờ đó ở gói khác.',
      errors: write,
    },
    async (req) => plans.create(actorOf(req).id, req.body),
  );
  serve(
    app,
    c.update,
    {
      tags,
      summary: 'Sửa toàn bộ gói hội viên',
      description:
        'Phần và mức giá có `id` được giữ và sửa; không có `id` là mới; không còn trong danh sách là xoá (mức giá đã có người trả tiền thì không xoá được). Đổi số tiền hoặc chu kỳ của một mức giá sẽ báo cho các hội viên đang gia hạn mức giá đó (chạy nền).',
      errors: edit,
    },
    async (req) => plans.update(req.params.id, req.body),
  );
  serve(
    app,
    c.remove,
    { tags, summary: 'Xoá gói hội viên', errors: ['MEMBERSHIP_NOT_FOUND', 'MEMBERSHIP_CANNOT_DELETE', 'MEMBERSHIP_PRICE_HAS_PAID_CANNOT_DELETE'] },
    async (req) => {
      await plans.remove(req.params.id);
      return { success: true as const };
    },
  );
  serve(
    app,
    c.switchStatus,
    { tags, summary: 'Bật/tắt gói hội viên', errors: ['MEMBERSHIP_NOT_FOUND', 'MEMBERSHIP_DEFAULT_CANNOT_INACTIVE', 'MEMBERSHIP_NO_PRODUCTS'] },
    async (req) => plans.switchStatus(req.params.id),
  );
  serve(app, c.registered, { tags, summary: 'Người đăng ký một gói hội viên', errors: ['MEMBERSHIP_NOT_FOUND'] }, async (req) =>
    plans.registered(req.params.id, req.query),
  );
  serve(
    app,
    c.exportRegistered,
    {
      tags,
      summary: 'Xuất danh sách người đăng ký một gói (CSV hoặc XLSX)',
      description: 'Cùng bộ lọc với danh sách; `format=csv` (UTF-8 có BOM) hoặc `xlsx`.',
      errors: ['MEMBERSHIP_NOT_FOUND'],
    },
    async (req, reply) => sendTable(reply, { format: req.query.format, ...(await plans.registeredExport(req.params.id, req.query)) }),
  );
}
