import { calls } from '@market/contract';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../../platform/http/access.js';
import { cacheTags } from '../../../platform/http/cache-tags.js';
import { serve } from '../../../platform/http/route.js';
import type { RefundsService } from './refunds.service.js';

const tags = ['refunds'];
const c = calls.refunds;

/** v1 /refunds: a buyer's requests and bank account; the admin's queue, counts and decisions. */
export function registerRefundRoutes(app: FastifyInstance, deps: { refunds: RefundsService }) {
  const { refunds } = deps;

  serve(
    app,
    c.create,
    {
      tags,
      summary: 'Yêu cầu hoàn tiền một sản phẩm đã thanh toán',
      description:
        'Hoàn tự động (AUTO) qua cổng đã thanh toán; đơn do quản trị viên ghi nhận được hoàn thủ công (MANUAL) vào tài khoản ngân hàng — thiếu tài khoản thì yêu cầu ở trạng thái AWAITING_INFO.',
      errors: ['ORDER_ITEM_NOT_FOUND', 'REFUND_NOT_ALLOWED', 'REFUND_FREE_ITEM', 'REFUND_ALREADY_REQUESTED'],
    },
    async (req) => refunds.request(actorOf(req).id, req.body),
  );
  serve(app, c.listMine, { tags, summary: 'Các yêu cầu hoàn tiền của tôi' }, async (req) => refunds.mine(actorOf(req).id, req.query));
  serve(
    app,
    c.setAccount,
    {
      tags,
      summary: 'Cập nhật tài khoản ngân hàng nhận tiền hoàn (hoàn thủ công)',
      errors: ['REFUND_NOT_FOUND', 'REFUND_ACCOUNT_NOT_NEEDED', 'ILLEGAL_STATUS_TRANSITION'],
    },
    async (req) => refunds.setAccount(actorOf(req).id, req.params.id, req.body),
  );

  serve(
    app,
    c.withdraw,
    {
      tags,
      summary: 'Rút lại yêu cầu hoàn tiền chưa được duyệt',
      description:
        'Chỉ với yêu cầu của chính mình khi quản trị viên chưa duyệt (approval PENDING): approval CANCELLED, status FAILED; sản phẩm có thể được yêu cầu hoàn tiền lại sau đó.',
      errors: ['REFUND_NOT_FOUND', 'ILLEGAL_STATUS_TRANSITION'],
    },
    async (req) => refunds.withdraw(actorOf(req).id, req.params.id),
  );

  serve(app, c.countByStatus, { tags, summary: 'Số yêu cầu hoàn tiền theo trạng thái' }, async () => refunds.statusCounts());
  serve(app, c.countByApproval, { tags, summary: 'Số yêu cầu hoàn tiền theo kết quả duyệt' }, async () => refunds.approvalCounts());
  serve(
    app,
    c.listAll,
    { tags, summary: 'Tất cả yêu cầu hoàn tiền (lọc theo trạng thái, duyệt, hình thức; tìm theo mã đơn, người mua, sản phẩm)' },
    async (req) => refunds.all(req.query),
  );
  serve(
    app,
    c.decide,
    {
      tags,
      summary: 'Duyệt, từ chối hoặc cập nhật tiến độ hoàn tiền',
      description:
        'approval APPROVED → PROCESSING (AUTO: gửi lệnh hoàn qua cổng thanh toán, kết quả SUCCESS hoặc FAILED); REJECTED → FAILED. Với MANUAL: status SUCCESS sau khi đã chuyển khoản, FAILED, hoặc AWAITING_INFO để người mua cập nhật tài khoản. status PROCESSING thử lại một yêu cầu đã thất bại.',
      errors: ['REFUND_NOT_FOUND', 'ILLEGAL_STATUS_TRANSITION'],
      // A refund gives its tickets back to the tier.
      invalidates: [cacheTags.stock],
    },
    async (req) => refunds.review(actorOf(req).id, req.params.id, req.body),
  );
}
