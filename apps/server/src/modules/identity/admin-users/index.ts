import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../platform/db/database.js';
import type { JobQueue } from '../../../platform/jobs/queue.js';
import type { Identity } from '../index.js';
import { createAdminUsersRepository } from './admin-users.repository.js';
import { registerAdminUserRoutes, registerUserAliasRoutes } from './admin-users.routes.js';
import { createAdminUsersService } from './admin-users.service.js';
import { bulkCreateUsersJob } from './bulk-create.job.js';

/** The admin console over accounts (with bulk creation) and the legacy /users aliases of /auth. */
export function createAdminUsers(deps: { db: Db; identity: Identity; jobs: JobQueue; authRateLimit: number }) {
  const { identity } = deps;
  const repo = createAdminUsersRepository(deps.db);
  const admin = createAdminUsersService({ users: identity.users, repo, sessions: identity.sessions, otp: identity.otp, eraseAccount: identity.eraseAccount });
  const bulkCreate = bulkCreateUsersJob({ db: deps.db, users: identity.users, repo });
  deps.jobs.register(bulkCreate);
  return {
    admin,
    register(app: FastifyInstance) {
      registerUserAliasRoutes(app, { auth: identity.auth, authRateLimit: deps.authRateLimit });
      registerAdminUserRoutes(app, { admin, jobs: deps.jobs, bulkCreate });
    },
  };
}
