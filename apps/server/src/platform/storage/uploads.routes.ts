import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { calls } from '@market/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../http/errors.js';
import { serve } from '../http/route.js';
import { byteRange } from './byte-range.js';
import { LOCAL_FILES_PREFIX, attachmentDisposition, downloadGrantIsValid, uploadGrantIsValid } from './storage.js';
import { KEY_PATTERN } from './uploads.policy.js';
import type { UploadsService } from './uploads.service.js';

const tags = ['upload'];
const signErrors = ['FILE_TYPE_NOT_ALLOWED', 'FILE_TOO_LARGE'] as const;

export function registerUploadRoutes(app: FastifyInstance, deps: { uploads: UploadsService }) {
  const { uploads } = deps;
  const summary = 'Xin đường dẫn tải tệp lên (PUT trực tiếp tới kho lưu trữ)';
  const c = calls.uploads;

  serve(app, c.sign, { tags, summary, errors: signErrors }, async (req) => uploads.sign(req.body, req.actor?.id ?? null));
  serve(app, c.get, { tags, summary: 'Trạng thái một tệp đã xin tải lên', errors: ['FILE_NOT_FOUND'] }, async (req) => uploads.get(req.params.id));
  serve(app, c.signByQuery, { tags, summary, errors: signErrors }, async (req) => uploads.sign(req.query, req.actor?.id ?? null));
}

const FileParams = z.object({ '*': z.string().regex(KEY_PATTERN, 'FILE_NOT_FOUND') });
const AnyFileParams = z.object({ '*': z.string() });
const GrantQuery = z.object({
  contentType: z.string().min(1),
  maxSize: z.coerce.number().int().positive(),
  expires: z.coerce.number().int(),
  signature: z.string().min(1),
});

// Strings, not numbers: a link whose expiry was tampered into garbage is refused (403) like any other.
const DownloadQuery = z.object({
  expires: z.string().max(20).optional(),
  signature: z.string().min(1).max(200).optional(),
  filename: z.string().max(255).optional(),
  contentType: z.string().max(127).optional(),
});

/** The local driver: accepts the signed PUT and serves the stored files. */
export function registerLocalFileRoutes(app: FastifyInstance, deps: { uploads: UploadsService; directory: string; secret: string }) {
  const root = resolve(deps.directory);
  // KEY_PATTERN already keeps keys inside; this is the second lock on the same door.
  const pathOf = (key: string) => {
    const path = resolve(root, key);
    if (!path.startsWith(root + sep)) throw new AppError('FILE_NOT_FOUND');
    return path;
  };

  app.register(async (scope) => {
    // The bytes are streamed to disk as they come: no JSON parsing, no buffering in memory.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
    const r = scope.withTypeProvider<ZodTypeProvider>();

    r.put(
      `${LOCAL_FILES_PREFIX}/*`,
      { config: { access: 'public' }, schema: { hide: true, params: FileParams, querystring: GrantQuery } },
      async (req, reply) => {
        const key = req.params['*'];
        const grant = { key, contentType: req.query.contentType, maxSize: req.query.maxSize, expires: req.query.expires };
        if (!uploadGrantIsValid(deps.secret, grant, req.query.signature)) throw new AppError('INVALID_UPLOAD_SIGNATURE');
        const sentType = (req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
        if (sentType !== grant.contentType) throw new AppError('FILE_TYPE_NOT_ALLOWED');
        if (Number(req.headers['content-length'] ?? 0) > grant.maxSize) throw new AppError('FILE_TOO_LARGE');

        const target = pathOf(key);
        const partial = `${target}.${process.pid}.part`;
        await mkdir(dirname(target), { recursive: true });
        let size = 0;
        const limit = new Transform({
          transform(chunk: Buffer, _encoding, callback) {
            size += chunk.length;
            callback(size > grant.maxSize ? new AppError('FILE_TOO_LARGE') : null, chunk);
          },
        });
        try {
          await pipeline(req.body as NodeJS.ReadableStream, limit, createWriteStream(partial));
        } catch (error) {
          await rm(partial, { force: true });
          throw error;
        }
        await rename(partial, target);
        await deps.uploads.markUploaded(key, size);
        return reply.status(200).send({ key, size });
      },
    );
  });

  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    `${LOCAL_FILES_PREFIX}/*`,
    { config: { access: 'public' }, schema: { hide: true, params: AnyFileParams, querystring: DownloadQuery } },
    async (req, reply) => {
      const key = req.params['*'];
      // Not a key we could have made (a path climbing out with encoded dots, say): nothing is here.
      if (!KEY_PATTERN.test(key)) throw new AppError('FILE_NOT_FOUND');
      const { signature, filename, contentType } = req.query;
      const row = await deps.uploads.findByKey(key);
      if (!row) throw new AppError('FILE_NOT_FOUND');
      if (signature !== undefined && !downloadGrantIsValid(deps.secret, { key, expires: Number(req.query.expires), filename, contentType }, signature)) {
        throw new AppError('INVALID_DOWNLOAD_SIGNATURE');
      }
      const isPrivate = row.visibility === 'PRIVATE';
      // Unsigned, a private file's URL answers as if it did not exist: the key alone gives nothing away.
      if (isPrivate && signature === undefined) throw new AppError('FILE_NOT_FOUND');
      const path = pathOf(key);
      const info = row.uploadedAt ? await stat(path).catch(() => null) : null;
      if (!info?.isFile()) throw new AppError('FILE_NOT_FOUND');

      reply
        .header('content-type', contentType ?? row.contentType)
        .header('accept-ranges', 'bytes')
        // A signed answer must not outlive its link in a shared cache.
        .header('cache-control', isPrivate ? 'private, no-store' : 'public, max-age=31536000, immutable')
        // A user's file must never run script on our origin (an SVG could).
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
      if (filename) reply.header('content-disposition', attachmentDisposition(filename));

      // Players seek by asking for byte ranges; without 206 answers a video could only play from the start.
      const range = byteRange(req.headers.range, info.size);
      if (range === 'unsatisfiable') return reply.status(416).header('content-range', `bytes */${info.size}`).send();
      if (range) {
        return reply
          .status(206)
          .header('content-range', `bytes ${range.start}-${range.end}/${info.size}`)
          .header('content-length', range.end - range.start + 1)
          .send(createReadStream(path, range));
      }
      return reply.header('content-length', info.size).send(createReadStream(path));
    },
  );
}
