import {
  DiscountBody,
  DiscountDetailDto,
  DiscountDto,
  DiscountListQuery,
  HostProductDto,
  HostProductsQuery,
  IdParam,
  OkResponse,
  PatchDiscountBody,
  paged,
  type ErrorCode,
} from '@market/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../../platform/http/access.js';
import { route } from '../../../platform/http/route.js';
import type { DiscountsService } from './discounts.service.js';
import { promotionReads } from './promotion.routes.js';

const tags = ['discounts'];
const ownOnly = 'Nhà tổ chức chỉ thấy và sửa chương trình giảm giá của chính mình.';
const saveErrors: ErrorCode[] = ['DISCOUNT_PRODUCT_DUPLICATED', 'INVALID_PRODUCT_ITEM', 'INVALID_DATE_RANGE', 'INVALID_DISCOUNT_VALUE'];

export function registerDiscountRoutes(app: FastifyInstance, deps: { discounts: DiscountsService }) {
  const { discounts } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const reads = promotionReads({ tags, ownOnly, notFound: 'DISCOUNT_NOT_FOUND' });

  r.get(
    '/api/v1/host/discounts',
    route({
      access: 'host',
      tags,
      summary: 'Chương trình giảm giá của tôi',
      description: 'Tìm theo tên; lọc theo hiệu lực (ACTIVE, UPCOMING, EXPIRED, hoặc INACTIVE: đã tắt khi chưa hết hạn).',
      querystring: DiscountListQuery,
      response: paged(DiscountDto),
    }),
    async (req) => discounts.list(actorOf(req), req.query),
  );
  r.post(
    '/api/v1/host/discounts',
    route({
      access: 'host',
      tags,
      summary: 'Tạo chương trình giảm giá',
      description: 'Kiểu PERCENTAGE hoặc AMOUNT (FIXED_AMOUNT được hiểu là AMOUNT). Mỗi sản phẩm chỉ thuộc một chương trình giảm giá.',
      body: DiscountBody,
      response: DiscountDetailDto,
      status: 201,
      errors: saveErrors,
    }),
    async (req, reply) => {
      const created = await discounts.create(actorOf(req), req.body);
      reply.status(201);
      return created;
    },
  );
  // A static path: the router prefers it to /:id whatever the order (and "products" is no uuid anyway).
  r.get(
    '/api/v1/host/discounts/products',
    route({
      access: 'host',
      tags,
      summary: 'Sản phẩm của tôi có thể giảm giá',
      description: 'Hạng vé của các sự kiện chưa kết thúc và các khung giờ sắp tới, kèm giá hiện tại và chương trình giảm giá đang áp dụng (nếu có).',
      querystring: HostProductsQuery,
      response: paged(HostProductDto),
    }),
    async (req) => discounts.promotableProducts(actorOf(req), req.query),
  );
  r.get(
    '/api/v1/host/discounts/:id',
    route({ access: 'host', tags, summary: 'Chương trình giảm giá theo mã', description: ownOnly, params: IdParam, response: DiscountDetailDto, errors: ['DISCOUNT_NOT_FOUND'] }),
    async (req) => discounts.get(actorOf(req), req.params.id),
  );
  r.put(
    '/api/v1/host/discounts/:id',
    route({
      access: 'host',
      tags,
      summary: 'Thay toàn bộ chương trình giảm giá',
      description: `${ownOnly} Danh sách sản phẩm bị thay bằng danh sách gửi lên.`,
      params: IdParam,
      body: DiscountBody,
      response: DiscountDetailDto,
      errors: ['DISCOUNT_NOT_FOUND', ...saveErrors],
    }),
    async (req) => discounts.replace(actorOf(req), req.params.id, req.body),
  );
  r.patch(
    '/api/v1/host/discounts/:id',
    route({
      access: 'host',
      tags,
      summary: 'Sửa một phần chương trình giảm giá (ví dụ { active: false } để tạm dừng)',
      description: ownOnly,
      params: IdParam,
      body: PatchDiscountBody,
      response: DiscountDetailDto,
      errors: ['DISCOUNT_NOT_FOUND', ...saveErrors],
    }),
    async (req) => discounts.patch(actorOf(req), req.params.id, req.body),
  );
  r.delete(
    '/api/v1/host/discounts/:id',
    route({
      access: 'host',
      tags,
      summary: 'Xoá chương trình giảm giá',
      description: `${ownOnly} Các đơn hàng đã bán giữ nguyên số tiền đã giảm.`,
      params: IdParam,
      response: OkResponse,
      errors: ['DISCOUNT_NOT_FOUND'],
    }),
    async (req) => {
      await discounts.delete(actorOf(req), req.params.id);
      return { success: true as const };
    },
  );
  r.get(
    '/api/v1/host/discounts/:id/products',
    reads.products('Các sản phẩm thuộc chương trình giảm giá'),
    async (req) => discounts.products(actorOf(req), req.params.id),
  );
  r.get(
    '/api/v1/host/discounts/:id/order-items',
    reads.orderItems('Các dòng đơn hàng được giảm theo chương trình này (mới nhất trước)'),
    async (req) => discounts.orderItems(actorOf(req), req.params.id, req.query),
  );
}
