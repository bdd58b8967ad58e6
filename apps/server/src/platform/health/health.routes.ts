import { HealthDto } from '@market/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

/** Liveness plus database readiness: load balancers take a node out while its database is down. */
export function registerHealthRoutes(app: FastifyInstance, deps: { databaseIsUp: () => Promise<boolean>; version: string }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const startedAt = Date.now();
  r.get(
    '/api/v1/health',
    { config: { access: 'public' }, schema: { tags: ['platform'], summary: 'Tình trạng máy chủ và cơ sở dữ liệu (503 khi CSDL không phản hồi)', response: { 200: HealthDto, 503: HealthDto } } },
    async (_req, reply) => {
      const up = await deps.databaseIsUp();
      return reply.status(up ? 200 : 503).send({
        status: up ? 'ok' : 'degraded',
        database: up ? 'up' : 'down',
        uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
        version: deps.version,
      });
    },
  );
}
