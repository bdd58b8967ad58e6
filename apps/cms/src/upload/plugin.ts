import path from 'node:path';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type pg from 'pg';
import { z } from 'zod';
import { createLocalStorage, createS3Storage, type StorageDriver } from '../../../server/src/platform/storage/storage.js';
import type { AnswerCache } from '../cache.js';
import { invalid, notFound } from '../errors.js';
import type { ContentService } from '../engine/content.service.js';
import type { TypeRegistry } from '../engine/registry.js';
import { FILE_TAG } from '../engine/serialize.js';
import type { Access } from '../users-permissions/access.js';
import { UPLOAD_ACTIONS } from '../users-permissions/actions.js';
import { parseInput } from '../users-permissions/up.errors.js';
import { linkToEntry, type EntryLink } from './entry-link.js';
import { fileUses } from './file-usage.js';
import { FilesRepository, isSortable } from './files.repository.js';
import { UploadService, uploadAnswer, type FileInfo, type IncomingFile } from './upload.service.js';

export interface UploadOptions {
  storage: StorageDriver;
  maxFileBytes: number;
}

/**
 * The foundation's storage drivers: S3 when the main server's S3_* variables are set, otherwise the
 * disk, with Strapi's relative addresses (`/uploads/<hash><ext>`) served by this service.
 */
export function uploadOptionsFromEnv(env: Record<string, string | undefined> = process.env): UploadOptions {
  const storage =
    env.S3_ENDPOINT && env.S3_BUCKET && env.S3_ACCESS_KEY && env.S3_SECRET_KEY
      ? createS3Storage({
          endpoint: env.S3_ENDPOINT,
          region: env.S3_REGION ?? 'auto',
          bucket: env.S3_BUCKET,
          accessKey: env.S3_ACCESS_KEY,
          secretKey: env.S3_SECRET_KEY,
          publicUrl: env.S3_PUBLIC_URL,
        })
      : createLocalStorage({
          publicUrl: '',
          // Local uploads are written by this process, never through presigned URLs; the secret signs nothing here.
          secret: 'cms-local-uploads-are-never-presigned',
          directory: path.resolve(env.CMS_UPLOAD_DIR ?? `${env.DATA_DIR ?? './.data'}/cms-uploads`),
        });
  return { storage, maxFileBytes: Number(env.CMS_UPLOAD_MAX_BYTES ?? 50 * 1024 * 1024) };
}

const FileInfoSchema = z.object({
  name: z.string().trim().min(1).max(255).optional(),
  alternativeText: z.string().max(1000).nullable().optional(),
  caption: z.string().max(1000).nullable().optional(),
});
const TextFilter = z.object({ $eq: z.string(), $contains: z.string(), $containsi: z.string(), $startsWith: z.string() }).partial().strict();
const ListQuery = z.object({
  filters: z.object({ name: TextFilter, mime: TextFilter, ext: TextFilter }).partial().strict().optional(),
  sort: z.union([z.string(), z.array(z.string())]).optional(),
  start: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(100),
});

function parseFileInfo(raw: string): FileInfo[] {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw invalid('fileInfo phải là JSON hợp lệ', ['fileInfo']);
  }
  return (Array.isArray(value) ? value : [value]).map((v) => parseInput(FileInfoSchema, v));
}

/** The files and `fileInfo` fields of a multipart body, read whole (within the size limit). */
async function readParts(
  request: FastifyRequest,
  options: { filesRequired: boolean },
): Promise<{ files: IncomingFile[]; infos: FileInfo[]; link: Partial<EntryLink> }> {
  if (!request.isMultipart()) throw invalid('Không có tệp nào được gửi lên', ['files']);
  const files: IncomingFile[] = [];
  const infos: FileInfo[] = [];
  const link: Partial<EntryLink> = {};
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      const bytes = await part.toBuffer();
      if (part.filename) files.push({ filename: part.filename, mimetype: part.mimetype || 'application/octet-stream', bytes });
    } else if (part.fieldname === 'fileInfo' && typeof part.value === 'string') {
      infos.push(...parseFileInfo(part.value));
    } else if ((part.fieldname === 'ref' || part.fieldname === 'refId' || part.fieldname === 'field') && typeof part.value === 'string') {
      link[part.fieldname] = part.value;
    }
  }
  if (!files.length && options.filesRequired) throw invalid('Không có tệp nào được gửi lên', ['files']);
  return { files, infos, link };
}

function fileId(request: FastifyRequest, raw: unknown): number {
  if (typeof raw !== 'string' || !/^\d{1,15}$/.test(raw)) throw notFound();
  return Number(raw);
}

/** Strapi's upload plugin: `/api/upload…` behind its actions, and `/uploads/…` for the disk driver's files. */
export async function uploadPlugin(
  app: FastifyInstance,
  deps: {
    pool: pg.Pool;
    access: Access;
    cache: AnswerCache;
    content: ContentService;
    registry: TypeRegistry;
    options?: Partial<UploadOptions> | undefined;
  },
) {
  const options = { ...uploadOptionsFromEnv(), ...deps.options };
  const service = new UploadService(new FilesRepository(deps.pool), options.storage);
  const { access, cache } = deps;
  const allow = (request: FastifyRequest, action: string) => access.require(request.headers.authorization, action);

  await app.register(
    async (api) => {
      await api.register(multipart, { limits: { fileSize: options.maxFileBytes, files: 20, fields: 20 }, throwFileSizeLimit: true });

      api.post('/upload', async (request) => {
        const caller = await allow(request, UPLOAD_ACTIONS.upload);
        const replaceId = (request.query as { id?: unknown }).id;
        const { files, infos, link } = await readParts(request, { filesRequired: replaceId === undefined });
        if (replaceId !== undefined) {
          if (files.length > 1) throw invalid('Chỉ thay được bằng đúng một tệp', ['files']);
          const id = fileId(request, replaceId);
          // Without a file, Strapi changes only what `fileInfo` says (name, alternative text, caption).
          const replaced = files[0] ? await service.replace(id, files[0], infos[0] ?? {}) : await service.describe(id, infos[0] ?? {});
          // Entries showing this file answer with the new one from now on, in every process.
          await cache.invalidate([FILE_TAG]);
          return uploadAnswer(replaced);
        }
        const saved = await service.upload(files, infos);
        if (link.ref || link.refId || link.field) {
          const touched = await linkToEntry(
            deps,
            caller,
            { ref: link.ref ?? '', refId: link.refId ?? '', field: link.field ?? '' },
            saved.map((f) => f.id),
          );
          await cache.invalidate(touched);
        }
        return saved.map(uploadAnswer);
      });
      api.get('/upload/files', async (request) => {
        await allow(request, UPLOAD_ACTIONS.find);
        const query = parseInput(ListQuery, request.query);
        const sort = (query.sort === undefined ? [] : Array.isArray(query.sort) ? query.sort : query.sort.split(',')).map((s) => {
          const [field = '', direction = 'asc'] = s.split(':');
          if (!isSortable(field) || !['asc', 'desc'].includes(direction.toLowerCase())) throw invalid(`Không sắp xếp được theo ${s}`, ['sort']);
          return { field, desc: direction.toLowerCase() === 'desc' };
        });
        return (await service.list({ sort, filters: query.filters ?? {}, start: query.start, limit: query.limit })).map(uploadAnswer);
      });
      api.get('/upload/files/:id', async (request) => {
        await allow(request, UPLOAD_ACTIONS.findOne);
        return uploadAnswer(await service.get(fileId(request, (request.params as { id: string }).id)));
      });
      // Not Strapi's content API: what its admin panel shows as a file's related entries, asked before a delete.
      api.get('/upload/files/:id/related', async (request) => {
        await allow(request, UPLOAD_ACTIONS.findOne);
        const id = fileId(request, (request.params as { id: string }).id);
        await service.get(id);
        const { uses, total } = await fileUses(deps.pool, deps.registry.types, id);
        return { data: uses, meta: { total } };
      });
      api.delete('/upload/files/:id', async (request) => {
        await allow(request, UPLOAD_ACTIONS.destroy);
        const removed = await service.remove(fileId(request, (request.params as { id: string }).id));
        await cache.invalidate([FILE_TAG]);
        return uploadAnswer(removed);
      });
    },
    { prefix: '/api' },
  );

  if (options.storage.name === 'local') {
    app.get('/uploads/:key', async (request, reply) => {
      const file = await service.localFile((request.params as { key: string }).key);
      if (!file) throw notFound();
      return (
        reply
          .type(file.mime)
          // The name carries a random hash: the bytes under it never change.
          .header('cache-control', 'public, max-age=31536000, immutable')
          // Uploaded SVG or HTML must not run scripts on this service's origin.
          .header('content-security-policy', "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox")
          .header('x-content-type-options', 'nosniff')
          .send(Buffer.from(file.bytes))
      );
    });
  }
}
