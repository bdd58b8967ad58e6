import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../platform/db/database.js';
import { createAcademyRepository } from './academy.repository.js';
import { registerAcademyRoutes } from './academy.routes.js';
import { createAcademyService, type AcademyOwners } from './academy.service.js';
import { defineModule, on } from '../../module.js';
import { accountErased } from '../../identity/index.js';

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

/** Academy parts: a host's (or the platform's) public learning page, named by username or id. */
export const academyModule = defineModule('academy', (kit) => {
  const people = kit.use('people');
  const academy = createAcademy({ db: kit.db, owners: { idOf: people.idOfKey } });
  return {
    routes: academy.register,
    subscribers: [on(accountErased, 'academy.owner', ({ userId }) => academy.academy.forgetOwner(userId))],
  };
});
