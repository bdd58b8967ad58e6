import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../platform/db/database.js';
import { registerFollowRoutes } from '../follows/follows.routes.js';
import { createFollowsService } from '../follows/follows.service.js';
import { registerProfileRoutes } from './profiles.routes.js';
import { createProfilesService } from './profiles.service.js';

/** People in public: profiles and their sections, rankings, and following hosts. */
export function createPeople(deps: { db: Db; notifications: Parameters<typeof createFollowsService>[0]['notifications'] }) {
  const follows = createFollowsService({ db: deps.db, notifications: deps.notifications });
  const profiles = createProfilesService({ db: deps.db });
  return {
    follows,
    profiles,
    register(app: FastifyInstance) {
      registerProfileRoutes(app, { profiles });
      registerFollowRoutes(app, { follows });
    },
  };
}
export type People = ReturnType<typeof createPeople>;
