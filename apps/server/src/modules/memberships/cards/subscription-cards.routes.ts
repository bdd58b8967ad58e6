import { calls } from '@market/contract';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../../platform/http/access.js';
import { serve } from '../../../platform/http/route.js';
import type { SubscriptionCardsService } from './subscription-cards.service.js';

const tags = ['subscriptions'];
const c = calls.subscriptionCards;

/** v1 subscriptions/card: a member's stored cards, which renewals charge. */
export function registerSubscriptionCardRoutes(app: FastifyInstance, deps: { cards: SubscriptionCardsService }) {
  const { cards } = deps;

  serve(
    app,
    c.list,
    {
      tags,
      summary: 'Thẻ thanh toán đã lưu của tôi (thẻ mặc định trước)',
      description:
        '`entry` cho biết cách nhập thẻ mới: SANDBOX (mẫu nhập thử nghiệm, token `tok_sandbox_<4 số cuối>_<MMYY>`) hoặc STRIPE (Stripe.js, token `pm_…`).',
    },
    async (req) => cards.list(actorOf(req).id),
  );
  serve(
    app,
    c.store,
    {
      tags,
      summary: 'Lưu thẻ thanh toán từ token của nhà cung cấp',
      description:
        'Máy chủ hỏi nhà cung cấp về token (loại thẻ, 4 số cuối, hạn dùng) và không bao giờ nhận số thẻ. Cùng một token gửi lại không tạo thẻ mới. Thẻ đầu tiên là thẻ mặc định; `makeDefault` đổi thẻ mặc định.',
      errors: ['SUBSCRIPTION_CARD_TOKEN_NOT_FOUND', 'PAYMENT_PROVIDER_ERROR'],
      rateLimit: { max: 20, timeWindow: 60_000, perUser: true },
    },
    async (req) => cards.store(actorOf(req).id, req.body),
  );
}
