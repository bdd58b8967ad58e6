import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../platform/db/database.js';
import type { NotificationsService } from '../../engagement/index.js';
import type { StoredFiles } from '../libraries/library-files.js';
import type { ModerationHooks } from '../moderation/index.js';
import { createEbookReview } from './ebook-review.service.js';
import { createEbooksRepository } from './ebooks.repository.js';
import { registerEbookRoutes } from './ebooks.routes.js';
import { createEbooksService, type EbookHosts, type EbookReaders } from './ebooks.service.js';
import { defineModule, on } from '../../module.js';
import { accountErased } from '../../identity/index.js';
import { createEbookProduct } from './ebook.product.js';

export type { EbookHosts, EbookReaders, EbooksService } from './ebooks.service.js';
export { createEbooksRepository, type EbooksRepository, type EbookSale } from './ebooks.repository.js';
export type { EbookRow } from './ebooks.table.js';

/** Ebooks: a host's books, their review by admins, the public shelf, and downloads for buyers (the E_BOOK product type grants them). */
export function createEbooks(deps: {
  db: Db;
  files: StoredFiles;
  hosts: EbookHosts;
  readers: EbookReaders;
  /** Content moderation: flags submitted and edited books and records each decision on them; the host hears of decisions. */
  moderation?: ModerationHooks | undefined;
  notifications?: Pick<NotificationsService, 'notify'> | undefined;
  log?: { error: (obj: unknown, msg: string) => void } | undefined;
}) {
  const repo = createEbooksRepository(deps.db);
  const ebooks = createEbooksService({ db: deps.db, repo, files: deps.files, hosts: deps.hosts, readers: deps.readers, flagger: deps.moderation });
  return {
    ebooks,
    /** The moderation queue's decisions on ebooks (E_BOOK). */
    review: createEbookReview({ db: deps.db, repo, notifications: deps.notifications, moderation: deps.moderation, log: deps.log }),
    register(app: FastifyInstance) {
      registerEbookRoutes(app, { ebooks });
    },
  };
}
export type Ebooks = ReturnType<typeof createEbooks>;

declare module '../../module.js' {
  interface Services {
    ebooks: Ebooks;
  }
}

/** Sold as E_BOOK: lasting access, downloads stamped for their buyer. */
export const ebooksModule = defineModule('ebooks', (kit) => {
  const accounts = kit.use('accounts');
  const ebooks = createEbooks({
    db: kit.db,
    files: kit.uploads,
    moderation: kit.use('moderation'),
    notifications: kit.use('notifications'),
    log: kit.log,
    hosts: kit.use('people'),
    readers: {
      contactOf: async (id) => {
        const [person] = await accounts.findNotifiable([id]);
        return person?.email ?? person?.phone ?? null;
      },
    },
  });
  return {
    routes: ebooks.register,
    productTypes: [createEbookProduct({ ebooks: createEbooksRepository(kit.db) })],
    reviewers: { E_BOOK: ebooks.review },
    subscribers: [on(accountErased, 'ebooks.host', ({ userId }) => ebooks.ebooks.forgetHost(userId))],
    services: { ebooks },
  };
});
