import type { SignUploadBody, SignedUpload, UploadedFileDto } from '@market/contract';
import type { Db } from '../db/database.js';
import { AppError } from '../http/errors.js';
import type { StorageDriver } from './storage.js';
import { ALLOWED_CONTENT_TYPES, maxSizeFor, storageKey } from './uploads.policy.js';
import { createUploadsRepository } from './uploads.repository.js';
import type { UploadedFileRow } from './uploads.table.js';

export function createUploadsService(deps: { db: Db; storage: StorageDriver; maxBytes: number; urlSeconds: number }) {
  const { storage } = deps;
  const repo = createUploadsRepository(deps.db);

  const toDto = (row: UploadedFileRow): UploadedFileDto => ({
    id: row.id,
    key: row.key,
    fileName: row.fileName,
    contentType: row.contentType,
    size: row.size,
    fileUrl: storage.fileUrl(row.key),
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
      const key = storageKey(input.folder ?? 'files', id, input.fileName);
      const expiresAt = new Date(Date.now() + deps.urlSeconds * 1000);
      await repo.insert({ id, key, fileName: input.fileName, contentType, size: input.size ?? null, ownerId });
      const { uploadUrl, headers } = await storage.presignPut({ key, contentType, maxSize, expiresAt });
      return { id, key, method: 'PUT', uploadUrl, headers, fileUrl: storage.fileUrl(key), maxSize, expiresAt: expiresAt.toISOString() };
    },

    async get(id: string): Promise<UploadedFileDto> {
      const row = await repo.findById(id);
      if (!row) throw new AppError('FILE_NOT_FOUND');
      return toDto(row);
    },

    /** Called by the local driver once the bytes are on disk. */
    async markUploaded(key: string, size: number): Promise<void> {
      await repo.markUploaded(key, size);
    },

    /** The stored row behind a key, for the local driver's file route. */
    findByKey: (key: string): Promise<UploadedFileRow | undefined> => repo.findByKey(key),
  };
}
export type UploadsService = ReturnType<typeof createUploadsService>;
