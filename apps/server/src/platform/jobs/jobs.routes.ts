import { calls } from '@market/contract';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../http/access.js';
import { AppError } from '../http/errors.js';
import { serve } from '../http/route.js';
import type { JobQueue } from './queue.js';

export function registerJobRoutes(app: FastifyInstance, deps: { jobs: Pick<JobQueue, 'status'> }) {
  serve(
    app,
    calls.jobs.status,
    { tags: ['platform'], summary: 'Trạng thái một tác vụ nền (của mình; quản trị viên xem mọi tác vụ)', errors: ['JOB_NOT_FOUND'] },
    async (req) => {
      const status = await deps.jobs.status(req.params.queue, req.params.id, actorOf(req));
      if (!status) throw new AppError('JOB_NOT_FOUND');
      return status;
    },
  );
}
