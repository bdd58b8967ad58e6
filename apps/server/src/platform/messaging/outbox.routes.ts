import { OutboxPage, OutboxQuery } from '@market/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { route } from '../http/route.js';
import type { Messaging } from './messaging.js';

export function registerOutboxRoutes(app: FastifyInstance, deps: { messaging: Pick<Messaging, 'listOutbox'> }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/v1/admin/outbox',
    route({ access: 'admin', tags: ['admin'], summary: 'Hộp thư đi: mọi e-mail, SMS, ZNS và push đã gửi hoặc ghi lại (mới nhất trước)', querystring: OutboxQuery, response: OutboxPage }),
    async (req) => deps.messaging.listOutbox(req.query),
  );
}
