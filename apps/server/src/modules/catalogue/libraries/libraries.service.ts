import type { LibraryBody, LibraryDto, LibraryUsageDto, Paged, ResourceDto, UpdateLibraryBody } from '@market/contract';
import type { Db } from '../../../platform/db/database.js';
import { AppError } from '../../../platform/http/errors.js';
import { pageMeta } from '../../../platform/http/pagination.js';
import type { LibrariesRepository, Owner, ResourceFilter } from './libraries.repository.js';
import type { LibraryRow, ResourceRow } from './libraries.table.js';

const ROOT_NAME = 'Thư viện';

/**
 * Whose library a call works on. A host's calls work on their own; the admin paths work on the
 * platform's (owner null) and may also read, never change, any host's.
 */
export interface LibraryScope {
  owner: Owner;
  readsAnyOwner: boolean;
}

export function toLibraryDto(row: LibraryRow): LibraryDto {
  return {
    id: row.id,
    ownerId: row.ownerId,
    parentId: row.parentId,
    name: row.name,
    isRoot: row.parentId === null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toResourceDto(row: ResourceRow): ResourceDto {
  return {
    id: row.id,
    libraryId: row.libraryId,
    ownerId: row.ownerId,
    kind: row.kind,
    name: row.name,
    description: row.description,
    url: row.kind === 'LINK' ? row.url : null,
    fileId: row.fileId,
    fileName: row.fileName,
    contentType: row.contentType,
    sizeBytes: row.sizeBytes,
    deletedAt: row.deletedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

interface Page {
  page: number;
  limit: number;
  sort: 'ASC' | 'DESC';
}

/** Folders of a library: the tree, its contents and how many bytes it holds against the owner's quota. */
export function createLibrariesService(deps: { db: Db; repo: LibrariesRepository; quotaBytes: number }) {
  const { repo } = deps;

  /** Another owner's folder is refused, as other domains refuse what is not the caller's (403). */
  async function folderFor(scope: LibraryScope, id: string, intent: 'read' | 'change', tx?: Parameters<LibrariesRepository['findById']>[1]) {
    const row = await repo.findById(id, tx);
    if (!row) throw new AppError('LIBRARY_NOT_FOUND');
    const mine = row.ownerId === scope.owner;
    if (!mine && !(intent === 'read' && scope.readsAnyOwner)) throw new AppError('INSUFFICIENT_PRIVILEGES');
    return row;
  }

  const paged = <T, D>(query: Page, { rows, total }: { rows: T[]; total: number }, map: (row: T) => D): Paged<D> => ({
    data: rows.map(map),
    meta: pageMeta(query, total),
  });

  return {
    folderFor,
    /** For an account's termination. */
    forgetOwner: (ownerId: string) => deps.db.transaction((tx) => repo.deleteAllOf(ownerId, tx)),
    ensureRoot: (owner: Owner) => repo.ensureRoot(owner, ROOT_NAME),

    async root(scope: LibraryScope): Promise<LibraryDto> {
      return toLibraryDto(await repo.ensureRoot(scope.owner, ROOT_NAME));
    },

    async list(scope: LibraryScope, query: Page, ownerId?: string): Promise<Paged<LibraryDto>> {
      const owner = ownerId && scope.readsAnyOwner ? ownerId : scope.owner;
      if (owner === scope.owner) await repo.ensureRoot(owner, ROOT_NAME);
      return paged(query, await repo.listFolders(owner, query, undefined), toLibraryDto);
    },

    async get(scope: LibraryScope, id: string): Promise<LibraryDto> {
      return toLibraryDto(await folderFor(scope, id, 'read'));
    },

    async createSub(scope: LibraryScope, parentId: string, body: LibraryBody): Promise<LibraryDto> {
      const parent = await folderFor(scope, parentId, 'change');
      return toLibraryDto(await repo.insertFolder({ ownerId: parent.ownerId, parentId: parent.id, name: body.name }));
    },

    async listSub(scope: LibraryScope, id: string, query: Page): Promise<Paged<LibraryDto>> {
      const folder = await folderFor(scope, id, 'read');
      return paged(query, await repo.listFolders(folder.ownerId, query, folder.id), toLibraryDto);
    },

    /** Renames, or moves under another folder of the same library; the root stays where it is. */
    async update(scope: LibraryScope, id: string, body: UpdateLibraryBody): Promise<LibraryDto> {
      return deps.db.transaction(async (tx) => {
        const folder = await folderFor(scope, id, 'change', tx);
        if (body.parentId !== undefined && body.parentId !== folder.parentId) {
          if (folder.parentId === null) throw new AppError('LIBRARY_ROOT_LOCKED');
          const parent = await folderFor(scope, body.parentId, 'change', tx);
          if (await repo.isInSubtree(folder.id, parent.id, tx)) throw new AppError('LIBRARY_INVALID_PARENT');
        }
        return toLibraryDto(await repo.updateFolder(id, { name: body.name, parentId: body.parentId }, tx));
      });
    },

    /**
     * Deletes an empty folder: one holding live sub-folders or resources is refused (LIBRARY_NOT_EMPTY),
     * so nothing is lost by a slip. Its soft-deleted resources move to the parent, still restorable.
     */
    async remove(scope: LibraryScope, id: string): Promise<void> {
      await deps.db.transaction(async (tx) => {
        const folder = await folderFor(scope, id, 'change', tx);
        if (folder.parentId === null) throw new AppError('LIBRARY_ROOT_LOCKED');
        const contents = await repo.contentsOf(id, tx);
        if (contents.folders > 0 || contents.resources > 0) throw new AppError('LIBRARY_NOT_EMPTY');
        await repo.moveDeletedResources(id, folder.parentId, tx);
        await repo.deleteFolder(id, tx);
      });
    },

    async resources(scope: LibraryScope, id: string, query: Page & Pick<ResourceFilter, 'kind'>): Promise<Paged<ResourceDto>> {
      const folder = await folderFor(scope, id, 'read');
      return paged(query, await repo.listResources(folder.ownerId, { libraryId: folder.id, kind: query.kind }, query), toResourceDto);
    },

    /** Live resources whose name contains the keyword, ignoring case and Vietnamese accents. */
    async search(scope: LibraryScope, keyword: string, query: Page, ownerId?: string): Promise<Paged<ResourceDto>> {
      const owner = ownerId && scope.readsAnyOwner ? ownerId : scope.owner;
      return paged(query, await repo.listResources(owner, { keyword }, query), toResourceDto);
    },

    async usage(scope: LibraryScope, id: string): Promise<LibraryUsageDto> {
      const folder = await folderFor(scope, id, 'read');
      const used = await repo.usage(folder.id, folder.ownerId);
      return { libraryId: folder.id, ...used, quotaBytes: folder.ownerId === null ? null : deps.quotaBytes };
    },
  };
}
export type LibrariesService = ReturnType<typeof createLibrariesService>;
