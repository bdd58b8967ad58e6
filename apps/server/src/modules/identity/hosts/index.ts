import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../platform/db/database.js';
import type { NotificationsService } from '../../engagement/index.js';
import type { UsersRepository } from '../users/users.repository.js';
import { createHostsRepository } from './hosts.repository.js';
import { registerHostRoutes } from './hosts.routes.js';
import { createHostsService, type HostCategoryFiling } from './hosts.service.js';

export type { HostsService } from './hosts.service.js';

/** Becoming a host: applications, their review by admins and the applicant's timeline. */
export function createHosts(deps: {
  db: Db;
  users: UsersRepository;
  categories: HostCategoryFiling;
  notifications: Pick<NotificationsService, 'notify'>;
  log?: { error: (obj: unknown, msg: string) => void };
}) {
  const hosts = createHostsService({ ...deps, repo: createHostsRepository(deps.db) });
  return {
    hosts,
    register(app: FastifyInstance) {
      registerHostRoutes(app, { hosts });
    },
  };
}
