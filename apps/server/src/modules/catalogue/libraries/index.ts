import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../platform/db/database.js';
import type { StoredFiles } from './library-files.js';
import { createLibrariesRepository } from './libraries.repository.js';
import { registerLibraryRoutes } from './libraries.routes.js';
import { createLibrariesService } from './libraries.service.js';
import { registerResourceRoutes } from './resources.routes.js';
import { createResourcesService } from './resources.service.js';

export type { StoredFiles } from './library-files.js';

/** Libraries (folders per owner) and their resources, with the per-owner quota of stored bytes. */
export function createLibraries(deps: { db: Db; files: StoredFiles; quotaBytes: number }) {
  const repo = createLibrariesRepository(deps.db);
  const libraries = createLibrariesService({ db: deps.db, repo, quotaBytes: deps.quotaBytes });
  const resources = createResourcesService({ db: deps.db, repo, libraries, files: deps.files, quotaBytes: deps.quotaBytes });
  return {
    libraries,
    resources,
    register(app: FastifyInstance) {
      registerLibraryRoutes(app, { libraries });
      registerResourceRoutes(app, { resources });
    },
  };
}
export type Libraries = ReturnType<typeof createLibraries>;
