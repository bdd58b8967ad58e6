import type { SignUploadBody, SignedUpload, UploadedFileDto } from '@market/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { AppError } from '../http/errors.js';
import type { StorageDriver } from './storage.js';
import { ALLOWED_CONTENT_TYPES, maxSizeFor, storageKey } from './uploads.policy.js';
import { uploadedFiles, type UploadedFileRow } from './uploads.table.js';

export function createUploadsService(deps: { db: Db; storage: StorageDriver; maxBytes: number; urlSeconds: number }) {
  const { db, storage } = deps;

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
      await db.insert(uploadedFiles).values({ id, key, fileName: input.fileName, contentType, size: input.size ?? null, ownerId });
      const { uploadUrl, headers } = await storage.presignPut({ key, contentType, maxSize, expiresAt });
      return { id, key, method: 'PUT', uploadUrl, headers, fileUrl: storage.fileUrl(key), maxSize, expiresAt: expiresAt.toISOString() };
    },

    async get(id: string): Promise<UploadedFileDto> {
      const [row] = await db.select().from(uploadedFiles).where(eq(uploadedFiles.id, id));
      if (!row) throw new AppError('FILE_NOT_FOUND');
      return toDto(row);
    },

    /** Files the server ships (the demo's pictures), stored like uploads so their URLs are this server's or its bucket's. */
    async store(input: { folder: string; fileName: string; contentType: string; bytes: Uint8Array }): Promise<string> {
      const id = crypto.randomUUID();
      const key = storageKey(input.folder, id, input.fileName);
      await storage.put(key, input.bytes, input.contentType);
      await db.insert(uploadedFiles).values({ id, key, fileName: input.fileName, contentType: input.contentType, size: input.bytes.byteLength, uploadedAt: sql`now()` });
      return storage.fileUrl(key);
    },

    /** Called by the local driver once the bytes are on disk. */
    async markUploaded(key: string, size: number): Promise<void> {
      await db.update(uploadedFiles).set({ size, uploadedAt: sql`now()` }).where(eq(uploadedFiles.key, key));
    },
  };
}
export type UploadsService = ReturnType<typeof createUploadsService>;
