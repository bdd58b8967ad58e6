import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../platform/db/database.js';
import type { StoredFiles } from './library-files.js';
import { createLibrariesRepository } from './libraries.repository.js';
import { registerLibraryRoutes } from './libraries.routes.js';
import { createLibrariesService } from './libraries.service.js';
import { registerResourceRoutes } from './resources.routes.js';
import { createResourcesService } from './resources.service.js';
import { z } from 'zod';
import { defineJob } from '../../../platform/jobs/queue.js';
import { defineModule, on } from '../../module.js';
import { accountErased } from '../../identity/index.js';
import type { LessonLibrary } from '../courses/courses.service.js';
import type { LessonResourceReader } from '../courses/learning.service.js';

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

declare module '../../module.js' {
  interface Ports {
    /** The libraries' resources lessons attach (courses). */
    library: LessonLibrary & LessonResourceReader;
  }
}

const DAY_MS = 24 * 3600 * 1000;

declare module '../../module.js' {
  interface Services {
    libraries: Libraries;
  }
}

export const librariesModule = defineModule('libraries', (kit) => {
  const { config } = kit;
  const libraries = createLibraries({ db: kit.db, files: kit.uploads, quotaBytes: config.libraryQuotaBytes });
  const emptyBins = defineJob({
    name: 'libraries.empty-bins',
    payload: z.object({}).passthrough(),
    retryLimit: 1,
    handle: () => libraries.resources.purgeBinned(new Date(Date.now() - config.libraryBinDays * DAY_MS)),
  });
  return {
    provides: { library: libraries.resources },
    routes: libraries.register,
    jobs: [{ job: emptyBins, cron: '20 3 * * *' }],
    subscribers: [on(accountErased, 'libraries.owner', ({ userId }) => libraries.libraries.forgetOwner(userId))],
    services: { libraries },
  };
});
