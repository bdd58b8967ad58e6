import { calls } from '@market/contract';
import type { FastifyInstance } from 'fastify';
import { serve } from '../http/route.js';
import type { Messaging } from './messaging.js';

export function registerOutboxRoutes(app: FastifyInstance, deps: { messaging: Pick<Messaging, 'listOutbox'> }) {
  serve(app, calls.outbox.list, { tags: ['admin'], summary: 'Hộp thư đi: mọi e-mail, SMS, ZNS và push đã gửi hoặc ghi lại (mới nhất trước)' }, async (req) =>
    deps.messaging.listOutbox(req.query),
  );
}
