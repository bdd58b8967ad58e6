import type { DownloadLinkDto, SignUploadBody, SignedUpload, UploadedFileDto } from '@market/contract';
import type { Db } from '../db/database.js';
import { AppError } from '../http/errors.js';
import type { StorageDriver } from './storage.js';
import { ALLOWED_CONTENT_TYPES, maxSizeFor, storageKey, visibilityFor } from './uploads.policy.js';
import { createUploadsRepository } from './uploads.repository.js';
import type { UploadedFileRow } from './uploads.table.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function createUploadsService(deps: { db: Db; storage: StorageDriver; maxBytes: number; urlSeconds: number; downloadSeconds: number }) {
  const { storage } = deps;
  const repo = createUploadsRepository(deps.db);

  const toDto = (row: UploadedFileRow): UploadedFileDto => ({
    id: row.id,
    key: row.key,
    fileName: row.fileName,
    contentType: row.contentType,
    size: row.size,
    fileUrl: storage.fileUrl(row.key),
    visibility: row.visibility,
    isUploaded: row.uploadedAt !== null,
    createdAt: row.createdAt.toISOString(),
  });

  return {
    async sign(input: SignUploadBody, ownerId: string | null): Promise<SignedUpload> {
      const contentType = input.contentType.toLowerCase();
      if (!ALLOWED_CONTENT_TYPES.has(contentType)) throw new AppError('FILE_TYPE_NOT_ALLOWED');
      const maxSize = maxSizeFor(contentType, deps.maxBytes);
      if (input.size !== undefined && input.size > maxSize) throw new AppError('FILE_TOO_LARGE');
      const id = crypto.randomUUID();
      const folder = input.folder ?? 'files';
      const visibility = visibilityFor(folder, input.visibility);
      const key = storageKey(folder, id, input.fileName, visibility);
      const expiresAt = new Date(Date.now() + deps.urlSeconds * 1000);
      await repo.insert({ id, key, fileName: input.fileName, contentType, visibility, size: input.size ?? null, ownerId });
      const { uploadUrl, headers } = await storage.presignPut({ key, contentType, maxSize, expiresAt });
      return { id, key, method: 'PUT', uploadUrl, headers, fileUrl: storage.fileUrl(key), visibility, maxSize, expiresAt: expiresAt.toISOString() };
    },

    async get(id: string): Promise<UploadedFileDto> {
      const row = await repo.findById(id);
      if (!row) throw new AppError('FILE_NOT_FOUND');
      return toDto(row);
    },

    /** Files the server ships (the demo's pictures), stored like uploads so their URLs are this server's or its bucket's. */
    async store(input: { folder: string; fileName: string; contentType: string; bytes: Uint8Array }): Promise<string> {
      const id = crypto.randomUUID();
      const key = storageKey(input.folder, id, input.fileName);
      await storage.put(key, input.bytes, input.contentType);
      await repo.insert({ id, key, fileName: input.fileName, contentType: input.contentType, size: input.bytes.byteLength, uploadedAt: new Date() });
      return storage.fileUrl(key);
    },

    /** Paid files the server ships (the demo's lessons and ebook), kept private and owned like a host's own upload. */
    async storePrivate(input: {
      folder: string;
      fileName: string;
      contentType: string;
      bytes: Uint8Array;
      ownerId: string;
    }): Promise<{ id: string; key: string }> {
      const id = crypto.randomUUID();
      const key = storageKey(input.folder, id, input.fileName, 'PRIVATE');
      await storage.put(key, input.bytes, input.contentType);
      await repo.insert({
        id,
        key,
        fileName: input.fileName,
        contentType: input.contentType,
        visibility: 'PRIVATE',
        size: input.bytes.byteLength,
        ownerId: input.ownerId,
        uploadedAt: new Date(),
      });
      return { id, key };
    },

    /** Called by the local driver once the bytes are on disk. */
    async markUploaded(key: string, size: number): Promise<void> {
      await repo.markUploaded(key, size);
    },

    /**
     * A short-lived link to read a file, private ones included. Storage only signs: the calling
     * domain has already decided that this reader may have the file (a buyer of the lesson, say).
     * `filename` makes it a download under that name; without it the file opens inline.
     */
    async downloadLink(fileIdOrKey: string, options: { seconds?: number; filename?: string } = {}): Promise<DownloadLinkDto> {
      const row = UUID.test(fileIdOrKey) ? await repo.findById(fileIdOrKey) : await repo.findByKey(fileIdOrKey);
      if (!row) throw new AppError('FILE_NOT_FOUND');
      // S3 refuses presigned links longer than 7 days.
      const seconds = Math.max(1, Math.min(options.seconds ?? deps.downloadSeconds, 7 * 24 * 3600));
      const { url, expiresAt } = await storage.signedDownloadUrl(row.key, { seconds, filename: options.filename });
      return { url, expiresAt: expiresAt.toISOString() };
    },

    /** The bytes of a stored file, for the few the server rewrites itself (a buyer's stamped ebook). */
    async read(fileId: string): Promise<Uint8Array> {
      const row = await repo.findById(fileId);
      if (!row) throw new AppError('FILE_NOT_FOUND');
      return storage.read(row.key);
    },

    /** Deletes files nothing refers to any more, rows and bytes; answers how many went. */
    async discard(fileIds: readonly string[]): Promise<number> {
      let removed = 0;
      for (const id of new Set(fileIds)) {
        const row = await repo.removeUnreferenced(id);
        if (!row) continue;
        await storage.remove(row.key);
        removed += 1;
      }
      return removed;
    },

    /** The stored row of an upload, for a domain checking who uploaded it and whether its bytes arrived. */
    findFile: (id: string): Promise<UploadedFileRow | undefined> => repo.findById(id),

    /** The stored row behind a key, for the local driver's file route. */
    findByKey: (key: string): Promise<UploadedFileRow | undefined> => repo.findByKey(key),

    /**
     * The stored row behind a key, its arrival known: a client uploading to S3 sends the bytes
     * straight to the bucket and nobody tells the server they arrived, so a row not marked yet asks
     * the store (an object exists only once its PUT completed) and is marked when they are there.
     */
    async findArrivedByKey(key: string): Promise<UploadedFileRow | undefined> {
      const row = await repo.findByKey(key);
      if (!row || row.uploadedAt) return row;
      const size = await storage.sizeOf(row.key);
      if (size === null) return row;
      await repo.markUploaded(row.key, size);
      return { ...row, size, uploadedAt: new Date() };
    },
  };
}
export type UploadsService = ReturnType<typeof createUploadsService>;
