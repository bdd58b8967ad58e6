import { AffiliateTrackingBody, OkResponse } from '@market/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { route } from '../../../platform/http/route.js';
import type { AffiliateService } from './affiliate.service.js';

export function registerAffiliateRoutes(app: FastifyInstance, deps: { affiliate: AffiliateService; perMinute: number }) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/v2/affiliate/tracking',
    route({
      access: 'public',
      tags: ['affiliate'],
      summary: 'Ghi nhận một lượt truy cập từ liên kết giới thiệu',
      description: 'Gọi một lần khi khách đến với `?ref=CODE`; người đã đăng nhập được gắn với lượt truy cập.',
      body: AffiliateTrackingBody,
      response: OkResponse,
      status: 201,
      rateLimit: { max: deps.perMinute, timeWindow: 60_000 },
    }),
    async (req, reply) => {
      await deps.affiliate.track(req.body, { userId: req.actor?.id ?? null, userAgent: req.headers['user-agent'] ?? null });
      return reply.status(201).send({ success: true as const });
    },
  );
}
