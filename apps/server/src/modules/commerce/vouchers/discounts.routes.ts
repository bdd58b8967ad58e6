import { calls, type ErrorCode } from '@market/contract';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../../platform/http/access.js';
import { serve } from '../../../platform/http/route.js';
import type { DiscountsService } from './discounts.service.js';

const tags = ['discounts'];
const ownOnly = 'Nhà tổ chức chỉ thấy và sửa chương trình giảm giá của chính mình.';
const saveErrors: ErrorCode[] = ['DISCOUNT_PRODUCT_DUPLICATED', 'INVALID_PRODUCT_ITEM', 'INVALID_DATE_RANGE', 'INVALID_DISCOUNT_VALUE'];
const notFound: ErrorCode[] = ['DISCOUNT_NOT_FOUND'];
const c = calls.discounts;

export function registerDiscountRoutes(app: FastifyInstance, deps: { discounts: DiscountsService }) {
  const { discounts } = deps;
  serve(
    app,
    c.list,
    {
      tags,
      summary: 'Chương trình giảm giá của tôi',
      description: 'Tìm theo tên; lọc theo hiệu lực (ACTIVE, UPCOMING, EXPIRED, hoặc INACTIVE: đã tắt khi chưa hết hạn).',
    },
    async (req) => discounts.list(actorOf(req), req.query),
  );
  serve(
    app,
    c.create,
    {
      tags,
      summary: 'Tạo chương trình giảm giá',
      description: 'Kiểu PERCENTAGE hoặc AMOUNT (FIXED_AMOUNT được hiểu là AMOUNT). Mỗi sản phẩm chỉ thuộc một chương trình giảm giá.',
      errors: saveErrors,
    },
    async (req) => discounts.create(actorOf(req), req.body),
  );
  // A static path: the router prefers it to /:id whatever the order (and "products" is no uuid anyway).
  serve(
    app,
    c.hostProducts,
    {
      tags,
      summary: 'Sản phẩm của tôi có thể giảm giá',
      description: 'Hạng vé của các sự kiện chưa kết thúc và các khung giờ sắp tới, kèm giá hiện tại và chương trình giảm giá đang áp dụng (nếu có).',
    },
    async (req) => discounts.promotableProducts(actorOf(req), req.query),
  );
  serve(app, c.get, { tags, summary: 'Chương trình giảm giá theo mã', description: ownOnly, errors: notFound }, async (req) =>
    discounts.get(actorOf(req), req.params.id),
  );
  serve(
    app,
    c.replace,
    {
      tags,
      summary: 'Thay toàn bộ chương trình giảm giá',
      description: `${ownOnly} Danh sách sản phẩm bị thay bằng danh sách gửi lên.`,
      errors: [...notFound, ...saveErrors],
    },
    async (req) => discounts.replace(actorOf(req), req.params.id, req.body),
  );
  serve(
    app,
    c.patch,
    { tags, summary: 'Sửa một phần chương trình giảm giá (ví dụ { active: false } để tạm dừng)', description: ownOnly, errors: [...notFound, ...saveErrors] },
    async (req) => discounts.patch(actorOf(req), req.params.id, req.body),
  );
  serve(
    app,
    c.remove,
    { tags, summary: 'Xoá chương trình giảm giá', description: `${ownOnly} Các đơn hàng đã bán giữ nguyên số tiền đã giảm.`, errors: notFound },
    async (req) => {
      await discounts.delete(actorOf(req), req.params.id);
      return { success: true as const };
    },
  );
  serve(app, c.products, { tags, summary: 'Các sản phẩm thuộc chương trình giảm giá', description: ownOnly, errors: notFound }, async (req) =>
    discounts.products(actorOf(req), req.params.id),
  );
  serve(
    app,
    c.orderItems,
    { tags, summary: 'Các dòng đơn hàng được giảm theo chương trình này (mới nhất trước)', description: ownOnly, errors: notFound },
    async (req) => discounts.orderItems(actorOf(req), req.params.id, req.query),
  );
}
