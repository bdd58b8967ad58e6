import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../platform/db/database.js';
import { createMailingRepository } from './mailing.repository.js';
import { registerMailingRoutes } from './mailing.routes.js';
import { createMailingService } from './mailing.service.js';

/** Newsletter sign-ups, personal subscription addresses and the admin's e-mail export. */
export function createMailing(deps: { db: Db; rateLimit: number }) {
  const mailing = createMailingService({ repo: createMailingRepository(deps.db) });
  return {
    mailing,
    register(app: FastifyInstance) {
      registerMailingRoutes(app, { mailing, rateLimit: deps.rateLimit });
    },
  };
}
