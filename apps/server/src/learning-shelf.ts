import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Config } from './config.js';
import { createAcademy, createEbooks, createLibraries } from './modules/catalogue/index.js';
import type { ModerationHooks } from './modules/catalogue/index.js';
import type { NotificationsService } from './modules/engagement/index.js';
import type { createIdentity, createPeople } from './modules/identity/index.js';
import type { Db } from './platform/db/database.js';
import { AppError } from './platform/http/errors.js';
import { defineJob, type createJobQueue } from './platform/jobs/queue.js';
import type { UploadsService } from './platform/storage/uploads.service.js';

/**
 * Libraries (the per-host quota, bins emptied nightly), ebooks (stamped for their buyers) and
 * academies (named by username or id): wired here so app.ts stays a readable table of contents.
 */
export function createLearningShelf(
  app: FastifyInstance,
  deps: {
    config: Config;
    db: Db;
    uploads: UploadsService;
    identity: ReturnType<typeof createIdentity>;
    people: ReturnType<typeof createPeople>;
    jobs: ReturnType<typeof createJobQueue>;
    /** Ebooks are reviewed by admins: flagged when submitted, their host told of each decision. */
    moderation: { hooks: ModerationHooks };
    engagement: { notifications: Pick<NotificationsService, 'notify'> };
  },
) {
  const { config, db, uploads, identity, people, jobs } = deps;
  // Libraries of folders, files and links, with the per-host quota of stored bytes.
  const libraries = createLibraries({ db: db, files: uploads, quotaBytes: config.libraryQuotaBytes });
  identity.onTerminate(libraries.libraries.forgetOwner);
  libraries.register(app);
  jobs.every(
    defineJob({
      name: 'libraries.empty-bins',
      payload: z.object({}).passthrough(),
      retryLimit: 1,
      handle: () => libraries.resources.purgeBinned(new Date(Date.now() - config.libraryBinDays * 24 * 3600 * 1000)),
    }),
    '20 3 * * *',
  );
  // Ebooks: hosts' private PDF/EPUB files, reviewed by admins, downloaded by their buyers (sold as E_BOOK through commerce).
  const ebooks = createEbooks({
    db: db,
    files: uploads,
    moderation: deps.moderation.hooks,
    notifications: deps.engagement.notifications,
    log: app.log,
    hosts: { summariesOf: people.follows.repo.findSummaries },
    readers: {
      contactOf: async (id) => {
        const [person] = await identity.users.findNotifiable([id]);
        return person?.email ?? person?.phone ?? null;
      },
    },
  });
  identity.onTerminate(ebooks.ebooks.forgetHost);
  ebooks.register(app);
  // Academy parts: a host's (or the platform's) public learning page, named by username or id.
  const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
  const academyOwnerId = async (key: string): Promise<string | null> =>
    uuidPattern.test(key)
      ? ((await people.follows.repo.findSummaries([key]))[0]?.id ?? null)
      : await people.profiles.publicProfile(key, null).then(
          (profile) => profile.id,
          (error: unknown) => {
            if (error instanceof AppError && error.code === 'USER_NOT_FOUND') return null;
            throw error;
          },
        );
  const academy = createAcademy({ db: db, owners: { idOf: academyOwnerId } });
  identity.onTerminate(academy.academy.forgetOwner);
  academy.register(app);
  return { libraries, ebooks, academy, academyOwnerId };
}
