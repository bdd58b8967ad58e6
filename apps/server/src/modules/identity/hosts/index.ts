import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../platform/db/database.js';
import type { NotificationsService } from '../../engagement/index.js';
import type { UsersRepository } from '../users/users.repository.js';
import { createHostsRepository } from './hosts.repository.js';
import { registerHostRoutes } from './hosts.routes.js';
import { createHostsService, type HostCategoryFiling } from './hosts.service.js';
import { defineModule, on } from '../../module.js';
import { accountErased } from '../auth/account-erasure.js';

export type { HostsService } from './hosts.service.js';

/** Becoming a host: applications, their review by admins and the applicant's timeline. */
export function createHosts(deps: {
  db: Db;
  users: Pick<UsersRepository, 'findById' | 'update'>;
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

declare module '../../module.js' {
  interface Ports {
    /** Filing an approved host under categories (the catalogue's category tree). */
    hostFiling: HostCategoryFiling;
  }
}

export const hostsModule = defineModule('hosts', (kit) => {
  const hosts = createHosts({
    db: kit.db,
    users: kit.use('accounts'),
    categories: kit.use('hostFiling'),
    notifications: kit.use('notifications'),
    log: kit.log,
  });
  return {
    routes: hosts.register,
    subscribers: [on(accountErased, 'hosts.applicant', ({ userId }) => hosts.hosts.forgetApplicant(userId))],
  };
});
