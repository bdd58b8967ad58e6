import { calls } from '@market/contract';
import type { FastifyInstance } from 'fastify';
import { serve } from '../http/route.js';

/** Liveness plus database readiness: load balancers take a node out while its database is down. */
export function registerHealthRoutes(app: FastifyInstance, deps: { databaseIsUp: () => Promise<boolean>; version: string }) {
  const startedAt = Date.now();
  serve(
    app,
    calls.health.get,
    { tags: ['platform'], summary: 'Tình trạng máy chủ và cơ sở dữ liệu (503 khi CSDL không phản hồi)', alsoAnswers: [503] },
    async (_req, reply) => {
      const up = await deps.databaseIsUp();
      reply.status(up ? 200 : 503);
      return {
        status: up ? 'ok' : 'degraded',
        database: up ? 'up' : 'down',
        uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
        version: deps.version,
      } as const;
    },
  );
}
