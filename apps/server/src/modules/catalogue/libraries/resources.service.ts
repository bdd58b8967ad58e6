import type { CreateLinksBody, CreateResourceBody, DownloadLinkDto, Paged, ResourceDto, ResourceListQuery, UpdateResourceBody } from '@market/contract';
import type { Db } from '../../../platform/db/database.js';
import type { Actor } from '../../../platform/http/access.js';
import { AppError } from '../../../platform/http/errors.js';
import { pageMeta } from '../../../platform/http/pagination.js';
import type { StoredFiles } from './library-files.js';
import type { LibrariesRepository, Owner } from './libraries.repository.js';
import { toResourceDto, type LibrariesService, type LibraryScope } from './libraries.service.js';
import type { ResourceRow } from './libraries.table.js';

const PURGE_BATCH = 200;

/** A host works in their own library; an admin also keeps the platform's (owner null) and reads anyone's. */
const scopeOf = (actor: Actor): LibraryScope => ({ owner: actor.id, readsAnyOwner: actor.role === 'ADMIN' });
const mayChange = (actor: Actor, owner: Owner) => owner === actor.id || (actor.role === 'ADMIN' && owner === null);

/**
 * Resources of libraries: files (private uploads of the owner, counted against LIBRARY_QUOTA_BYTES)
 * and links. Deleting is soft: the bin keeps them restorable, and their bytes count until purged.
 */
export function createResourcesService(deps: { db: Db; repo: LibrariesRepository; libraries: LibrariesService; files: StoredFiles; quotaBytes: number }) {
  const { repo, libraries, files } = deps;

  async function resourceFor(actor: Actor, id: string, intent: 'read' | 'change'): Promise<ResourceRow> {
    const row = await repo.findResource(id);
    if (!row) throw new AppError('RESOURCE_NOT_FOUND');
    const allowed = intent === 'read' ? row.ownerId === actor.id || actor.role === 'ADMIN' : mayChange(actor, row.ownerId);
    if (!allowed) throw new AppError('INSUFFICIENT_PRIVILEGES');
    return row;
  }

  /** The folder a new resource goes to: one the caller may change, else the root of their own library. */
  async function targetFolder(actor: Actor, libraryId: string | undefined) {
    if (!libraryId) return libraries.ensureRoot(actor.id);
    const folder = await libraries.folderFor({ owner: actor.id, readsAnyOwner: actor.role === 'ADMIN' }, libraryId, 'read');
    if (!mayChange(actor, folder.ownerId)) throw new AppError('INSUFFICIENT_PRIVILEGES');
    return folder;
  }

  return {
    /**
     * The resources named, soft-deleted ones included, for other parts of the catalogue that attach
     * them (course lessons); they decide who may see what.
     */
    async byIds(ids: readonly string[]): Promise<ResourceRow[]> {
      return repo.resourcesByIds(ids);
    },

    async list(actor: Actor, query: ResourceListQuery): Promise<Paged<ResourceDto>> {
      let owner: Owner = actor.id;
      if (query.libraryId) owner = (await libraries.folderFor(scopeOf(actor), query.libraryId, 'read')).ownerId;
      const { rows, total } = await repo.listResources(owner, { libraryId: query.libraryId, kind: query.kind, deleted: query.deleted }, query);
      return { data: rows.map(toResourceDto), meta: pageMeta(query, total) };
    },

    async create(actor: Actor, body: CreateResourceBody): Promise<ResourceDto> {
      const folder = await targetFolder(actor, body.libraryId);
      const base = { libraryId: folder.id, ownerId: folder.ownerId, name: body.name, description: body.description ?? null };
      if (body.kind === 'LINK') {
        const [row] = await repo.insertResources([{ ...base, kind: 'LINK', url: body.url }]);
        return toResourceDto(row!);
      }
      const file = await files.findFile(body.fileId);
      if (!file || file.ownerId !== actor.id || !file.uploadedAt || file.visibility !== 'PRIVATE') throw new AppError('RESOURCE_FILE_INVALID');
      const size = file.size ?? 0;
      return deps.db.transaction(async (tx) => {
        // Two uploads racing for the last bytes of a quota: one waits for the other's insert.
        await repo.lockOwner(folder.ownerId, tx);
        if (folder.ownerId !== null && (await repo.usedBytes(folder.ownerId, tx)) + size > deps.quotaBytes) throw new AppError('LIBRARY_QUOTA_EXCEEDED');
        const [row] = await repo.insertResources(
          [{ ...base, kind: 'FILE', fileId: file.id, storageKey: file.key, fileName: file.fileName, contentType: file.contentType, sizeBytes: size }],
          tx,
        );
        return toResourceDto(row!);
      });
    },

    async createLinks(actor: Actor, body: CreateLinksBody): Promise<{ data: ResourceDto[] }> {
      const folder = await targetFolder(actor, body.libraryId);
      const rows = await repo.insertResources(
        body.links.map((link) => ({
          libraryId: folder.id,
          ownerId: folder.ownerId,
          kind: 'LINK' as const,
          name: link.name,
          url: link.url,
          description: link.description ?? null,
        })),
      );
      return { data: rows.map(toResourceDto) };
    },

    async get(actor: Actor, id: string): Promise<ResourceDto> {
      return toResourceDto(await resourceFor(actor, id, 'read'));
    },

    async update(actor: Actor, id: string, body: UpdateResourceBody): Promise<ResourceDto> {
      const row = await resourceFor(actor, id, 'change');
      if (body.url !== undefined && row.kind !== 'LINK') throw new AppError('INVALID_REQUEST');
      if (body.libraryId !== undefined && body.libraryId !== row.libraryId) {
        const folder = await libraries.folderFor(scopeOf(actor), body.libraryId, 'read');
        // A resource stays in its owner's library: its bytes count against that owner's quota.
        if (folder.ownerId !== row.ownerId) throw new AppError('INSUFFICIENT_PRIVILEGES');
      }
      return toResourceDto(await repo.updateResource(id, { name: body.name, description: body.description, libraryId: body.libraryId, url: body.url }));
    },

    async remove(actor: Actor, id: string): Promise<ResourceDto> {
      const row = await resourceFor(actor, id, 'change');
      return toResourceDto(row.deletedAt ? row : await repo.updateResource(id, { deletedAt: new Date() }));
    },

    /**
     * Empties every bin of what was deleted before `before`: the resources go for good, freeing their
     * owners' quota, and so do their files unless something else still uses them. Answers the counts.
     */
    async purgeBinned(before: Date): Promise<{ resources: number; files: number }> {
      const totals = { resources: 0, files: 0 };
      for (;;) {
        const purged = await repo.purgeBinned(before, PURGE_BATCH);
        totals.resources += purged.length;
        totals.files += await files.discard(purged.flatMap((row) => (row.fileId ? [row.fileId] : [])));
        if (purged.length < PURGE_BATCH) return totals;
      }
    },

    async restore(actor: Actor, id: string): Promise<ResourceDto> {
      const row = await resourceFor(actor, id, 'change');
      return toResourceDto(row.deletedAt ? await repo.updateResource(id, { deletedAt: null }) : row);
    },

    /** A short-lived link to a live file, for its owner and admins only. */
    async download(actor: Actor, id: string): Promise<DownloadLinkDto> {
      const row = await resourceFor(actor, id, 'read');
      if (row.deletedAt) throw new AppError('RESOURCE_NOT_FOUND');
      if (row.kind !== 'FILE' || !row.fileId) throw new AppError('INVALID_REQUEST');
      return files.downloadLink(row.fileId, { filename: row.fileName ?? row.name });
    },
  };
}
export type ResourcesService = ReturnType<typeof createResourcesService>;
