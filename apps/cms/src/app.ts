import { cmsContentTypes, type CmsContentType } from '@market/contract';
import cors from '@fastify/cors';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import type pg from 'pg';
import qs from 'qs';
import { z } from 'zod';
import { mainServerAdminTokens, type EditorVerifier } from './auth.js';
import { AnswerCache } from './cache.js';
import type { CmsConfig } from './config.js';
import { ContentService } from './engine/content.service.js';
import { KeptReads } from './engine/kept-reads.js';
import { TypeRegistry } from './engine/registry.js';
import { EntryRepository } from './engine/repository.js';
import { registerContentType } from './engine/routes.js';
import { EntrySerializer } from './engine/serialize.js';
import { EntryWriter } from './engine/writes.js';
import { CmsError, notFound } from './errors.js';
import { KeptEntries } from './kept.js';
import { cmsOpenApi } from './openapi.js';
import { uploadPlugin, type UploadOptions } from './upload/plugin.js';
import { createUsersPermissions, type UsersPermissions, type UsersPermissionsOptions } from './users-permissions/plugin.js';

// Validation messages of the declarations' zod schemas, in Vietnamese.
z.config(z.locales.vi());

export interface CmsAppOptions {
  config: CmsConfig;
  pool: pg.Pool;
  databaseUrl: string;
  /** The declared types served; the 18 of the spec unless a test declares others. */
  types?: readonly CmsContentType[];
  /** Who may write, tried in order; the main server's admin tokens unless given. */
  verifiers?: EditorVerifier[];
  logger?: boolean;
  /** users-permissions and upload settings; from the environment unless given (tests give a mailer, providers, a folder). */
  usersPermissions?: Partial<UsersPermissionsOptions>;
  upload?: Partial<UploadOptions>;
}

export interface CmsApp {
  app: FastifyInstance;
  cache: AnswerCache;
  kept: KeptEntries;
  content: ContentService;
  repository: EntryRepository;
  registry: TypeRegistry;
  usersPermissions: UsersPermissions;
}

/** The content service: every declared type's generated routes under `/api`, with Strapi v4's answers. */
export async function buildCmsApp(options: CmsAppOptions): Promise<CmsApp> {
  const { config, pool } = options;
  const registry = new TypeRegistry(options.types ?? cmsContentTypes);
  const repository = new EntryRepository(pool, registry);
  const serializer = new EntrySerializer(repository, registry);
  const kept = new KeptEntries(config.keptBytes);
  const content = new ContentService(registry, repository, serializer, new EntryWriter(pool, repository), new KeptReads(repository, serializer, kept));
  const cache = new AnswerCache(options.databaseUrl, config.cacheEntries, pool, (message, error) => app.log.warn({ err: error }, message), kept);
  const mainServer = mainServerAdminTokens(config.jwtSecret);
  const usersPermissions = createUsersPermissions({ pool, types: registry.types, mainServer, options: options.usersPermissions });
  const verifiers = options.verifiers ?? [mainServer, usersPermissions.editorVerifier];

  const app = Fastify({
    logger: options.logger === false ? false : { level: config.logLevel },
    // Strapi reads its query strings with qs: `filters[title][$eq]=x`, `sort[0]=a:asc`, `populate[a][populate]=*`.
    routerOptions: { querystringParser: (text: string) => qs.parse(text, { depth: 20, arrayLimit: 100 }) },
    // Refusals made before any route runs (a too long id, a malformed URL) in Strapi's shape too, not Fastify's.
    frameworkErrors: (_error: unknown, _request: unknown, reply: FastifyReply) => {
      void reply.status(400).send({ data: null, error: { status: 400, name: 'ValidationError', message: 'Yêu cầu không hợp lệ', details: {} } });
    },
  });

  // The web app calls from its own origin, without credentials, as Strapi allows by default.
  await app.register(cors, { origin: '*', methods: ['GET', 'POST', 'PUT', 'DELETE', 'HEAD', 'OPTIONS'] });

  app.setErrorHandler((error, request, reply) => {
    if (error instanceof CmsError) return reply.status(error.status).send(error.toBody());
    const status = (error as { statusCode?: number }).statusCode;
    if (status && status >= 400 && status < 500) {
      const name = status === 404 ? 'NotFoundError' : status === 401 ? 'UnauthorizedError' : status === 403 ? 'ForbiddenError' : 'ValidationError';
      const message = status === 413 ? 'Nội dung yêu cầu quá lớn' : 'Yêu cầu không hợp lệ';
      return reply.status(status).send({ data: null, error: { status, name, message, details: {} } });
    }
    request.log.error({ err: error }, 'content service failed');
    return reply.status(500).send(new CmsError('ApplicationError', 'Lỗi máy chủ').toBody());
  });
  app.setNotFoundHandler((_request, reply) => reply.status(404).send(notFound().toBody()));

  const openApi = JSON.stringify(cmsOpenApi(registry.types));
  await app.register(
    async (api) => {
      await api.register(usersPermissions.plugin);
      api.get('/openapi.json', (_req, reply) => reply.type('application/json; charset=utf-8').send(openApi));
      for (const type of registry.types) registerContentType(api, type, { content, cache, verifiers });
    },
    { prefix: '/api' },
  );
  await app.register(uploadPlugin, { pool, access: usersPermissions.access, cache, content, registry, options: options.upload });
  app.get('/_health', async () => ({ status: 'ok' }));

  await cache.start();
  app.addHook('onClose', async () => cache.close());
  return { app, cache, kept, content, repository, registry, usersPermissions };
}
