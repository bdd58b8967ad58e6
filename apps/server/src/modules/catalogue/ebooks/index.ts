import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../platform/db/database.js';
import type { StoredFiles } from '../libraries/library-files.js';
import { createEbooksRepository } from './ebooks.repository.js';
import { registerEbookRoutes } from './ebooks.routes.js';
import { createEbooksService, type EbookHosts, type EbookReaders } from './ebooks.service.js';

export type { EbookHosts, EbookReaders, EbooksService } from './ebooks.service.js';
export { createEbooksRepository, type EbooksRepository, type EbookSale } from './ebooks.repository.js';
export type { EbookRow } from './ebooks.table.js';
export { createEbookSearch } from './ebook-search.repository.js';

/** Ebooks: a host's books, the public shelf, and downloads for buyers (the E_BOOK product type grants them). */
export function createEbooks(deps: { db: Db; files: StoredFiles; hosts: EbookHosts; readers: EbookReaders }) {
  const ebooks = createEbooksService({ repo: createEbooksRepository(deps.db), files: deps.files, hosts: deps.hosts, readers: deps.readers });
  return {
    ebooks,
    register(app: FastifyInstance) {
      registerEbookRoutes(app, { ebooks });
    },
  };
}
export type Ebooks = ReturnType<typeof createEbooks>;
