import {
  IdParam,
  OkResponse,
  PatchVoucherBody,
  RestrictedUserList,
  VoucherBody,
  VoucherDetailDto,
  VoucherDto,
  VoucherListQuery,
  paged,
  type ErrorCode,
} from '@market/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../../platform/http/access.js';
import { route } from '../../../platform/http/route.js';
import type { VouchersService } from './vouchers.service.js';
import { promotionReads } from './promotion.routes.js';

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

export function registerVoucherRoutes(app: FastifyInstance, deps: { vouchers: VouchersService }) {
  const { vouchers } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const reads = promotionReads({ tags, ownOnly, notFound: 'VOUCHER_NOT_FOUND' });

  r.get(
    '/api/v1/host/vouchers',
    route({
      access: 'host',
      tags,
      summary: 'Mã giảm giá của tôi',
      description: 'Tìm theo mã hoặc tên; lọc theo hiệu lực (ACTIVE, UPCOMING, EXPIRED, hoặc INACTIVE: đã tắt khi chưa hết hạn).',
      querystring: VoucherListQuery,
      response: paged(VoucherDto),
    }),
    async (req) => vouchers.list(actorOf(req), req.query),
  );
  r.post(
    '/api/v1/host/vouchers',
    route({
      access: 'host',
      tags,
      summary: 'Tạo mã giảm giá',
      description: 'Mã là duy nhất trên toàn sàn (không phân biệt hoa thường) và được lưu chữ hoa. Sản phẩm áp dụng phải là hạng vé hoặc khung giờ của chính nhà tổ chức.',
      body: VoucherBody,
      response: VoucherDetailDto,
      status: 201,
      errors: saveErrors,
    }),
    async (req, reply) => {
      const created = await vouchers.create(actorOf(req), req.body);
      reply.status(201);
      return created;
    },
  );
  r.get(
    '/api/v1/host/vouchers/:id',
    route({ access: 'host', tags, summary: 'Mã giảm giá theo mã', description: ownOnly, params: IdParam, response: VoucherDetailDto, errors: ['VOUCHER_NOT_FOUND'] }),
    async (req) => vouchers.get(actorOf(req), req.params.id),
  );
  r.put(
    '/api/v1/host/vouchers/:id',
    route({
      access: 'host',
      tags,
      summary: 'Thay toàn bộ mã giảm giá',
      description: `${ownOnly} Danh sách sản phẩm và người được dùng bị thay bằng danh sách gửi lên (bỏ trống = xoá hết).`,
      params: IdParam,
      body: VoucherBody,
      response: VoucherDetailDto,
      errors: ['VOUCHER_NOT_FOUND', ...saveErrors],
    }),
    async (req) => vouchers.replace(actorOf(req), req.params.id, req.body),
  );
  r.patch(
    '/api/v1/host/vouchers/:id',
    route({
      access: 'host',
      tags,
      summary: 'Sửa một phần mã giảm giá (ví dụ { active: false } để tạm dừng)',
      description: `${ownOnly} Chỉ các trường được gửi thay đổi; một danh sách được gửi thì thay cả danh sách.`,
      params: IdParam,
      body: PatchVoucherBody,
      response: VoucherDetailDto,
      errors: ['VOUCHER_NOT_FOUND', ...saveErrors],
    }),
    async (req) => vouchers.patch(actorOf(req), req.params.id, req.body),
  );
  r.delete(
    '/api/v1/host/vouchers/:id',
    route({
      access: 'host',
      tags,
      summary: 'Xoá mã giảm giá',
      description: `${ownOnly} Không xoá được mã đã dùng cho đơn hàng đã (hoặc đang) thanh toán; khi đó hãy tắt mã.`,
      params: IdParam,
      response: OkResponse,
      errors: ['VOUCHER_NOT_FOUND', 'VOUCHER_IN_USE'],
    }),
    async (req) => {
      await vouchers.delete(actorOf(req), req.params.id);
      return { success: true as const };
    },
  );
  r.get(
    '/api/v1/host/vouchers/:id/products',
    reads.products('Các sản phẩm mã giảm giá được áp dụng'),
    async (req) => vouchers.products(actorOf(req), req.params.id),
  );
  r.get(
    '/api/v1/host/vouchers/:id/restricted-users',
    route({ access: 'host', tags, summary: 'Những người được dùng mã giảm giá', description: ownOnly, params: IdParam, response: RestrictedUserList, errors: ['VOUCHER_NOT_FOUND'] }),
    async (req) => vouchers.restrictedUsers(actorOf(req), req.params.id),
  );
  r.get(
    '/api/v1/host/vouchers/:id/order-items',
    reads.orderItems('Các dòng đơn hàng đã dùng mã giảm giá (mới nhất trước)'),
    async (req) => vouchers.orderItems(actorOf(req), req.params.id, req.query),
  );
}
