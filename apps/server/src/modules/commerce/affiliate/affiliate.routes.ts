import { calls } from '@market/contract';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../../platform/http/route.js';
import type { AffiliateService } from './affiliate.service.js';

export function registerAffiliateRoutes(app: FastifyInstance, deps: { affiliate: AffiliateService; perMinute: number }) {
  serve(
    app,
    calls.affiliate.track,
    {
      tags: ['affiliate'],
      summary: 'Ghi nhận một lượt truy cập từ liên kết giới thiệu',
      description: 'Gọi một lần khi khách đến với `?ref=CODE`; người đã đăng nhập được gắn với lượt truy cập.',
      rateLimit: { max: deps.perMinute, timeWindow: 60_000 },
    },
    async (req) => {
      await deps.affiliate.track(req.body, { userId: req.actor?.id ?? null, userAgent: req.headers['user-agent'] ?? null });
      return { success: true as const };
    },
  );
}
