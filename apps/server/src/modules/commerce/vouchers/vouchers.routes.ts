import { calls, type ErrorCode } from '@market/contract';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../../platform/http/access.js';
import { serve } from '../../../platform/http/route.js';
import type { VouchersService } from './vouchers.service.js';

const tags = ['vouchers'];
const ownOnly = 'Nhà tổ chức chỉ thấy và sửa mã giảm giá của chính mình.';
const saveErrors: ErrorCode[] = [
  'VOUCHER_CODE_EXISTS',
  'VOUCHER_PRODUCT_DUPLICATED',
  'INVALID_PRODUCT_ITEM',
  'USER_NOT_FOUND',
  'INVALID_DATE_RANGE',
  'INVALID_DISCOUNT_VALUE',
  'INVALID_USAGE_LIMIT',
];
const notFound: ErrorCode[] = ['VOUCHER_NOT_FOUND'];
const c = calls.vouchers;

export function registerVoucherRoutes(app: FastifyInstance, deps: { vouchers: VouchersService }) {
  const { vouchers } = deps;
  serve(
    app,
    c.list,
    {
      tags,
      summary: 'Mã giảm giá của tôi',
      description: 'Tìm theo mã hoặc tên; lọc theo hiệu lực (ACTIVE, UPCOMING, EXPIRED, hoặc INACTIVE: đã tắt khi chưa hết hạn).',
    },
    async (req) => vouchers.list(actorOf(req), req.query),
  );
  serve(
    app,
    c.create,
    {
      tags,
      summary: 'Tạo mã giảm giá',
      description:
        'Mã là duy nhất trên toàn sàn (không phân biệt hoa thường) và được lưu chữ hoa. Sản phẩm áp dụng phải là hạng vé hoặc khung giờ của chính nhà tổ chức.',
      errors: saveErrors,
    },
    async (req) => vouchers.create(actorOf(req), req.body),
  );
  serve(app, c.get, { tags, summary: 'Mã giảm giá theo mã', description: ownOnly, errors: notFound }, async (req) => vouchers.get(actorOf(req), req.params.id));
  serve(
    app,
    c.replace,
    {
      tags,
      summary: 'Thay toàn bộ mã giảm giá',
      description: `${ownOnly} Danh sách sản phẩm và người được dùng bị thay bằng danh sách gửi lên (bỏ trống = xoá hết).`,
      errors: [...notFound, ...saveErrors],
    },
    async (req) => vouchers.replace(actorOf(req), req.params.id, req.body),
  );
  serve(
    app,
    c.patch,
    {
      tags,
      summary: 'Sửa một phần mã giảm giá (ví dụ { active: false } để tạm dừng)',
      description: `${ownOnly} Chỉ các trường được gửi thay đổi; một danh sách được gửi thì thay cả danh sách.`,
      errors: [...notFound, ...saveErrors],
    },
    async (req) => vouchers.patch(actorOf(req), req.params.id, req.body),
  );
  serve(
    app,
    c.remove,
    {
      tags,
      summary: 'Xoá mã giảm giá',
      description: `${ownOnly} Không xoá được mã đã dùng cho đơn hàng đã (hoặc đang) thanh toán; khi đó hãy tắt mã.`,
      errors: [...notFound, 'VOUCHER_IN_USE'],
    },
    async (req) => {
      await vouchers.delete(actorOf(req), req.params.id);
      return { success: true as const };
    },
  );
  serve(app, c.products, { tags, summary: 'Các sản phẩm mã giảm giá được áp dụng', description: ownOnly, errors: notFound }, async (req) =>
    vouchers.products(actorOf(req), req.params.id),
  );
  serve(app, c.restrictedUsers, { tags, summary: 'Những người được dùng mã giảm giá', description: ownOnly, errors: notFound }, async (req) =>
    vouchers.restrictedUsers(actorOf(req), req.params.id),
  );
  serve(app, c.orderItems, { tags, summary: 'Các dòng đơn hàng đã dùng mã giảm giá (mới nhất trước)', description: ownOnly, errors: notFound }, async (req) =>
    vouchers.orderItems(actorOf(req), req.params.id, req.query),
  );
}
