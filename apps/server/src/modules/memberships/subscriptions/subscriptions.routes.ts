import { calls } from '@market/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { actorOf } from '../../../platform/http/access.js';
import { serve } from '../../../platform/http/route.js';
import type { SubscriptionsService } from './subscriptions.service.js';

const tags = ['memberships'];
const c = calls.subscriptions;
const ip = (req: FastifyRequest) => req.ip;
const mine = ['SUBSCRIPTION_NOT_FOUND'] as const;

/** A member's subscriptions (spec 7.11): subscribing, the member's reads and what they change. */
export function registerSubscriptionRoutes(app: FastifyInstance, deps: { subscriptions: SubscriptionsService }) {
  const { subscriptions } = deps;

  serve(
    app,
    c.me,
    { tags, summary: 'Các gói đăng ký còn hiệu lực của tôi', description: 'Chờ thanh toán, đang hoạt động, đang gia hạn, hoặc đã huỷ nhưng còn hạn.' },
    async (req) => subscriptions.me(actorOf(req).id),
  );
  serve(
    app,
    c.period,
    {
      tags,
      summary: 'Biên nhận một kỳ thanh toán của gói đăng ký',
      description: 'Chỉ chủ gói đăng ký xem được: chưa đăng nhập trả UNAUTHORIZED, kỳ của người khác trả SUBSCRIPTION_PERIOD_NOT_FOUND.',
      errors: ['UNAUTHORIZED', 'SUBSCRIPTION_PERIOD_NOT_FOUND'],
    },
    async (req) => subscriptions.period(req.actor?.id ?? null, req.params.id),
  );
  serve(
    app,
    c.offer,
    {
      tags,
      summary: 'Một mức giá để đăng ký: gói, kỳ đầu nếu thanh toán bây giờ, và gói đăng ký của tôi (nếu đã đăng nhập)',
      errors: ['MEMBERSHIP_PRICE_NOT_FOUND'],
    },
    async (req) => subscriptions.offer(req.params.id, req.actor?.id ?? null),
  );
  serve(app, c.paymentSummary, { tags, summary: 'Tổng quan thanh toán của gói đăng ký', errors: mine }, async (req) =>
    subscriptions.paymentSummary(actorOf(req).id, req.params.id),
  );
  serve(app, c.paymentRecords, { tags, summary: 'Lịch sử thanh toán theo từng kỳ', errors: mine }, async (req) =>
    subscriptions.paymentRecords(actorOf(req).id, req.params.id, req.query),
  );
  serve(
    app,
    c.subscribe,
    {
      tags,
      summary: 'Đăng ký một mức giá của gói hội viên',
      description:
        'Tạo gói đăng ký chờ thanh toán và đơn hàng của kỳ đầu. Có `cardId`: trừ thẻ đã lưu ngay và ở mỗi kỳ gia hạn; không có: trả `payUrl` để thanh toán qua cổng (mỗi kỳ gia hạn gửi liên kết thanh toán). `provider: APPLE`: ứng dụng mua qua StoreKit với `appAccountToken` là mã gói đăng ký trả về; App Store tự gia hạn và báo qua /api/v2/payments/ipn/apple/subscription (không áp dụng mã giảm giá). Chưa thanh toán trong thời gian giữ chỗ thì hết hạn (SUBSCRIPTION_TIMEOUT). Mã giảm giá chỉ áp dụng cho kỳ đầu.',
      errors: [
        'MEMBERSHIP_PRICE_NOT_FOUND',
        'SUBSCRIPTION_ALREADY_ACTIVE',
        'SUBSCRIPTION_ALREADY_LIFETIME',
        'SUBSCRIPTION_HAS_PENDING_PAYMENTS',
        'SUBSCRIPTION_CARD_TOKEN_NOT_FOUND',
        'VOUCHER_NOT_FOUND',
        'VOUCHER_NOT_APPLICABLE',
      ],
    },
    async (req) => subscriptions.subscribe(actorOf(req).id, req.params.id, req.body, ip(req)),
  );
  serve(
    app,
    c.voucher,
    { tags, summary: 'Giá kỳ đầu khi dùng mã giảm giá (chưa giữ mã)', errors: ['MEMBERSHIP_PRICE_NOT_FOUND', 'VOUCHER_NOT_FOUND'] },
    async (req) => subscriptions.voucher(actorOf(req).id, req.params.id, req.body.voucherCode),
  );
  serve(
    app,
    c.cancel,
    {
      tags,
      summary: 'Huỷ gia hạn (vẫn dùng đến hết kỳ) hoặc hoàn tác việc huỷ (`undo: true`)',
      errors: [...mine, 'SUBSCRIPTION_HAS_PENDING_PAYMENTS', 'SUBSCRIPTION_EXPIRED', 'SUBSCRIPTION_ALREADY_LIFETIME', 'ILLEGAL_STATUS_TRANSITION'],
    },
    async (req) => subscriptions.cancel(actorOf(req).id, req.params.id, req.body),
  );
  serve(
    app,
    c.cancelPending,
    { tags, summary: 'Bỏ gói đăng ký đang chờ thanh toán kỳ đầu (huỷ cả đơn hàng)', errors: [...mine, 'ILLEGAL_STATUS_TRANSITION'] },
    async (req) => subscriptions.cancelPending(actorOf(req).id, req.params.id),
  );
  serve(
    app,
    c.changePlan,
    {
      tags,
      summary: 'Đổi sang mức giá khác',
      description:
        'Nâng gói: trả ngay phần chênh lệch của thời gian còn lại trong kỳ (làm tròn xuống đến đồng), gói mới áp dụng ngay khi thanh toán. Hạ gói: không trả gì, gói mới áp dụng từ kỳ sau. Số tiền được hiển thị trước ở GET /auth/subscriptions/{id}/plans.',
      errors: [
        ...mine,
        'MEMBERSHIP_PRICE_NOT_FOUND',
        'NO_VALID_PERIOD',
        'SUBSCRIPTION_HAS_PENDING_PAYMENTS',
        'SUBSCRIPTION_EXPIRED',
        'SUBSCRIPTION_ALREADY_ACTIVE',
      ],
    },
    async (req) => subscriptions.changePlan(actorOf(req).id, req.params.id, req.params.planId, ip(req)),
  );
  serve(
    app,
    c.setCard,
    { tags, summary: 'Chọn thẻ đã lưu để gia hạn', errors: [...mine, 'SUBSCRIPTION_CARD_TOKEN_NOT_FOUND', 'SUBSCRIPTION_EXPIRED'] },
    async (req) => subscriptions.setCard(actorOf(req).id, req.params.id, req.body.cardId),
  );
}
