import { JobStatusDto, JobStatusParams } from '@market/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../http/access.js';
import { AppError } from '../http/errors.js';
import { route } from '../http/route.js';
import type { JobQueue } from './queue.js';

export function registerJobRoutes(app: FastifyInstance, deps: { jobs: Pick<JobQueue, 'status'> }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/v1/queue/:queue/:id/status',
    route({ access: 'user', tags: ['platform'], summary: 'Trạng thái một tác vụ nền (của mình; quản trị viên xem mọi tác vụ)', params: JobStatusParams, response: JobStatusDto, errors: ['JOB_NOT_FOUND'] }),
    async (req) => {
      const status = await deps.jobs.status(req.params.queue, req.params.id, actorOf(req));
      if (!status) throw new AppError('JOB_NOT_FOUND');
      return status;
    },
  );
}
