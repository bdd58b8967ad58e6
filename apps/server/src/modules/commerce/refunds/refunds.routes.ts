import { AdminRefundsQuery, CreateRefundBody, IdParam, MyRefundsQuery, RefundAccountBody, RefundApprovalCounts, RefundDto, RefundStatusCounts, UpdateRefundBody, paged } from '@market/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../../platform/http/access.js';
import { route } from '../../../platform/http/route.js';
import type { RefundsService } from './refunds.service.js';

const tags = ['refunds'];

/** v1 /refunds: a buyer's requests and bank account; the admin's queue, counts and decisions. */
export function registerRefundRoutes(app: FastifyInstance, deps: { refunds: RefundsService }) {
  const { refunds } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/v1/refunds',
    route({
      access: 'user',
      tags,
      summary: 'Yêu cầu hoàn tiền một sản phẩm đã thanh toán',
      description:
        'Hoàn tự động (AUTO) qua cổng đã thanh toán; đơn do quản trị viên ghi nhận được hoàn thủ công (MANUAL) vào tài khoản ngân hàng — thiếu tài khoản thì yêu cầu ở trạng thái AWAITING_INFO.',
      body: CreateRefundBody,
      response: RefundDto,
      status: 201,
      errors: ['ORDER_ITEM_NOT_FOUND', 'REFUND_NOT_ALLOWED', 'REFUND_FREE_ITEM', 'REFUND_ALREADY_REQUESTED'],
    }),
    async (req, reply) => reply.status(201).send(await refunds.request(actorOf(req).id, req.body)),
  );
  r.get('/api/v1/refunds', route({ access: 'user', tags, summary: 'Các yêu cầu hoàn tiền của tôi', querystring: MyRefundsQuery, response: paged(RefundDto) }), async (req) =>
    refunds.mine(actorOf(req).id, req.query),
  );
  r.put(
    '/api/v1/refunds/:id/account',
    route({
      access: 'user',
      tags,
      summary: 'Cập nhật tài khoản ngân hàng nhận tiền hoàn (hoàn thủ công)',
      params: IdParam,
      body: RefundAccountBody,
      response: RefundDto,
      errors: ['REFUND_NOT_FOUND', 'REFUND_ACCOUNT_NOT_NEEDED', 'ILLEGAL_STATUS_TRANSITION'],
    }),
    async (req) => refunds.setAccount(actorOf(req).id, req.params.id, req.body),
  );

  r.post(
    '/api/v1/refunds/:id/withdraw',
    route({
      access: 'user',
      tags,
      summary: 'Rút lại yêu cầu hoàn tiền chưa được duyệt',
      description: 'Chỉ với yêu cầu của chính mình khi quản trị viên chưa duyệt (approval PENDING): approval CANCELLED, status FAILED; sản phẩm có thể được yêu cầu hoàn tiền lại sau đó.',
      params: IdParam,
      response: RefundDto,
      errors: ['REFUND_NOT_FOUND', 'ILLEGAL_STATUS_TRANSITION'],
    }),
    async (req) => refunds.withdraw(actorOf(req).id, req.params.id),
  );

  r.get('/api/v1/refunds/status/count', route({ access: 'admin', tags, summary: 'Số yêu cầu hoàn tiền theo trạng thái', response: RefundStatusCounts }), async () => refunds.statusCounts());
  r.get('/api/v1/refunds/approval/count', route({ access: 'admin', tags, summary: 'Số yêu cầu hoàn tiền theo kết quả duyệt', response: RefundApprovalCounts }), async () =>
    refunds.approvalCounts(),
  );
  r.get(
    '/api/v1/refunds/all',
    route({ access: 'admin', tags, summary: 'Tất cả yêu cầu hoàn tiền (lọc theo trạng thái, duyệt, hình thức; tìm theo mã đơn, người mua, sản phẩm)', querystring: AdminRefundsQuery, response: paged(RefundDto) }),
    async (req) => refunds.all(req.query),
  );
  r.put(
    '/api/v1/refunds/:id',
    route({
      access: 'admin',
      tags,
      summary: 'Duyệt, từ chối hoặc cập nhật tiến độ hoàn tiền',
      description:
        'approval APPROVED → PROCESSING (AUTO: gửi lệnh hoàn qua cổng thanh toán, kết quả SUCCESS hoặc FAILED); REJECTED → FAILED. Với MANUAL: status SUCCESS sau khi đã chuyển khoản, FAILED, hoặc AWAITING_INFO để người mua cập nhật tài khoản. status PROCESSING thử lại một yêu cầu đã thất bại.',
      params: IdParam,
      body: UpdateRefundBody,
      response: RefundDto,
      errors: ['REFUND_NOT_FOUND', 'ILLEGAL_STATUS_TRANSITION'],
    }),
    async (req) => refunds.review(actorOf(req).id, req.params.id, req.body),
  );
}
