import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../platform/db/database.js';
import { createAcademyRepository } from './academy.repository.js';
import { registerAcademyRoutes } from './academy.routes.js';
import { createAcademyService, type AcademyOwners } from './academy.service.js';

export type { AcademyOwners } from './academy.service.js';

/** Academy parts: the sections of a host's (or the platform's) public learning page. */
export function createAcademy(deps: { db: Db; owners: AcademyOwners }) {
  const academy = createAcademyService({ repo: createAcademyRepository(deps.db), owners: deps.owners });
  return {
    academy,
    register(app: FastifyInstance) {
      registerAcademyRoutes(app, { academy });
    },
  };
}
