import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import {
  academyModule,
  calendarsModule,
  catalogueIndexModule,
  catalogueModule,
  combosModule,
  coursesModule,
  ebooksModule,
  eventsModule,
  librariesModule,
  moderationModule,
  postsModule,
  savedItemsModule,
  searchModule,
} from './modules/catalogue/index.js';
import { commerceModule } from './modules/commerce/index.js';
import { engagementModule, holidaysModule, remindersModule, reviewsModule, snsModule } from './modules/engagement/index.js';
import { createIdentity, hostsModule, identityModule, peopleModule } from './modules/identity/index.js';
import { layoffRequestsModule, membershipPlansModule, reskillsModule, subscriptionCardsModule, subscriptionsModule } from './modules/memberships/index.js';
import { buildModules, installManifests, type AppModule, type Services, type SnsFetchOverride } from './modules/module.js';
import { databaseIsUp, isDatabaseUnavailable, type Database } from './platform/db/database.js';
import type { SafeFetchOptions } from './platform/net/safe-fetch.js';
import { registerHealthRoutes } from './platform/health/health.routes.js';
import { createPageMeta } from './platform/http/page-meta.js';
import { registerCmsProxy } from './platform/http/cms-proxy.js';
import { installAccess } from './platform/http/access.js';
import { registerOpenApi } from './platform/http/openapi.js';
import { installBodyEncryption } from './platform/http/encryption.js';
import { frameworkErrors, installErrorHandling, toErrorBody } from './platform/http/errors.js';
import { compressionOptions } from './platform/http/compression.js';
import { loggingOptions } from './platform/http/logging.js';
import { createPublicCache, shareInvalidations } from './platform/http/public-cache.js';
import { installNulGuard } from './platform/http/nul-characters.js';
import { installSecurityHeaders } from './platform/http/security-headers.js';
import { registerJobRoutes } from './platform/jobs/jobs.routes.js';
import { createJobQueue } from './platform/jobs/queue.js';
import { createDomainEvents } from './platform/tasks/domain-events.js';
import { createScheduler, type Clock } from './platform/tasks/scheduler.js';
import { createMessaging, type Transport } from './platform/messaging/messaging.js';
import { registerOutboxRoutes } from './platform/messaging/outbox.routes.js';
import { createSmtpTransport } from './platform/messaging/email.transport.js';
import { createFcmTransport } from './platform/messaging/push.transport.js';
import { createEsmsTransport } from './platform/messaging/sms.transport.js';
import { createZnsTransport } from './platform/messaging/zns.transport.js';
import { createRealtime } from './platform/realtime/realtime.js';
import { createLocalStorage, createS3Storage } from './platform/storage/storage.js';
import { registerLocalFileRoutes, registerUploadRoutes } from './platform/storage/uploads.routes.js';
import { createUploadsService } from './platform/storage/uploads.service.js';

export const VERSION = '0.1.0';

export interface AppOptions {
  logger?: FastifyServerOptions['logger'];
  /** Contexts added after the product's own (a test's throwaway one): their manifests are all their wiring. */
  modules?: readonly AppModule[];
  /** Tests only: the scheduler's clock, so work due later can be made due now. */
  clock?: Clock;
  /** Tests only: the link-preview fetcher's resolver, address policy and ports, so a local server can play a public site. */
  openGraphFetch?: Partial<SafeFetchOptions>;
  /** Tests only: a local server playing Amazon SNS (its certificate and confirmation URLs). */
  snsFetch?: SnsFetchOverride;
}

function transportsFrom(config: Config): Partial<Record<'EMAIL' | 'SMS' | 'ZNS' | 'PUSH', Transport>> {
  return {
    ...(config.mail.smtpUrl ? { EMAIL: createSmtpTransport(config.mail.smtpUrl, config.mail.from) } : {}),
    ...(config.sms ? { SMS: createEsmsTransport(config.sms) } : {}),
    ...(config.zns ? { ZNS: createZnsTransport({ accessToken: config.zns.accessToken, url: config.zns.url }) } : {}),
    ...(config.fcmCredentials ? { PUSH: createFcmTransport(config.fcmCredentials) } : {}),
  };
}

/** The built web app, if there is one: `WEB_DIST`, else apps/web/dist beside the sources or the bundle. */
function webDistOf(config: Config): string | null {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = config.webDist ? [config.webDist] : [path.resolve(here, '../../web/dist'), path.resolve(here, '../../../apps/web/dist')];
  return candidates.find((dir) => existsSync(path.join(dir, 'index.html'))) ?? null;
}

/**
 * The whole server as one Fastify instance: platform plugins first, then each module registers its
 * routes. The caller decides whether to listen; `app.close()` stops jobs, sockets and the app.
 */
export async function buildApp(config: Config, database: Database, options: AppOptions = {}) {
  const app = Fastify({
    ...loggingOptions({ env: config.env, level: config.logLevel, format: config.logFormat }, Boolean(process.stdout.isTTY)),
    ...(options.logger !== undefined ? { logger: options.logger } : {}),
    bodyLimit: config.bodyLimit,
    // Off unless configured: believing any client's X-Forwarded-For lets it pick its own rate-limit key.
    trustProxy: config.trustProxy,
    frameworkErrors,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const webDist = webDistOf(config);
  const indexHtml = webDist ? readFileSync(path.join(webDist, 'index.html'), 'utf8') : null;
  const pageMeta = createPageMeta({ publicUrl: config.publicUrl, log: app.log });
  installErrorHandling(app, {
    appShell: async (request, reply) => {
      if (!indexHtml || request.method !== 'GET' || request.url.startsWith('/api') || request.url.startsWith('/socket.io')) return false;
      if (!String(request.headers.accept ?? '').includes('text/html')) return false;
      reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(await pageMeta.render(indexHtml, request.url));
      return true;
    },
  });

  await app.register(cookie);
  installSecurityHeaders(app, { https: config.publicUrl.startsWith('https://') });
  if (config.corsOrigins.length) await app.register(cors, { origin: config.corsOrigins, credentials: true });
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: () => {
      // Thrown by the plugin; our error handler turns it into the catalogue's answer.
      return Object.assign(new Error('TOO_MANY_REQUESTS'), { statusCode: 429, body: toErrorBody('TOO_MANY_REQUESTS') });
    },
  });
  await registerOpenApi(app, VERSION);

  // Before any route: cacheable routes find it on the instance at request time.
  const publicCache = createPublicCache({ maxBytes: config.publicCacheMaxBytes });
  app.decorate('publicCache', publicCache);

  const messaging = createMessaging({ db: database.db, transports: transportsFrom(config), log: app.log });
  // Work due at a time, and domain events delivered through the same table (the outbox), in every process.
  // Three batches at once per process: renewals falling due together wait on round trips, not CPU (bench/renewals.mjs);
  // a batch holds one connection, and a card charge a second one a moment (the sandbox's record), 6 of the pool's 10 at most.
  const scheduler = createScheduler({ db: database.db, databaseUrl: database.url, clock: options.clock, concurrency: 3, log: app.log });
  const domainEvents = createDomainEvents(scheduler);
  const identity = createIdentity({ db: database.db, databaseUrl: database.url, config, messaging, events: domainEvents });
  installAccess(app, identity.authenticate);
  if (config.encryptionSecret) installBodyEncryption(app, config.encryptionSecret);
  installNulGuard(app);
  // After body encryption: its onSend hook must see the answer before it is compressed.
  await app.register(compress, compressionOptions);

  let databaseGoneSaidAt = 0;
  const jobs = createJobQueue({
    databaseUrl: database.url,
    db: database.db,
    scheduler,
    onError: (error) => {
      // The database going away (a restart; Ctrl-C reaches the embedded PostgreSQL too) is said once, without
      // a stack trace: each of the queue's connections reports it. A job whose outcome was lost runs again.
      if (!isDatabaseUnavailable(error)) return app.log.error({ err: error }, 'job queue error');
      if (Date.now() - databaseGoneSaidAt > 10_000) app.log.warn('job queue: database unreachable');
      databaseGoneSaidAt = Date.now();
    },
  });
  const realtime = createRealtime({
    httpServer: app.server,
    pool: database.pool,
    authenticate: identity.authenticate,
    liveAmong: identity.users.findLive,
    corsOrigins: config.corsOrigins,
  });
  identity.onAccessChanged(
    (id) => void realtime.recheck(id ? [id] : undefined).catch((err: unknown) => app.log.warn({ err }, 'realtime: access recheck failed')),
  );
  shareInvalidations(publicCache, realtime.io);

  const storage = config.s3
    ? createS3Storage(config.s3)
    : createLocalStorage({ publicUrl: config.publicUrl, secret: config.uploadSecret, directory: path.resolve(config.uploadDir) });
  const uploads = createUploadsService({
    db: database.db,
    storage,
    maxBytes: config.upload.maxBytes,
    urlSeconds: config.upload.urlSeconds,
    downloadSeconds: config.upload.downloadSeconds,
  });

  registerHealthRoutes(app, { databaseIsUp: () => databaseIsUp(database), version: VERSION });
  registerJobRoutes(app, { jobs });
  registerOutboxRoutes(app, { messaging });
  registerUploadRoutes(app, { uploads });
  registerCmsProxy(app, { cmsUrl: config.cmsUrl });
  if (storage.name === 'local') registerLocalFileRoutes(app, { uploads, directory: path.resolve(config.uploadDir), secret: config.uploadSecret });

  // The product's contexts, each wired by its manifest alone (modules/module.ts): a new context is one line here.
  const { manifests } = await buildModules(
    [
      identityModule(identity),
      engagementModule,
      peopleModule,
      catalogueModule,
      hostsModule,
      moderationModule,
      eventsModule,
      calendarsModule,
      librariesModule,
      academyModule,
      ebooksModule,
      coursesModule,
      postsModule,
      commerceModule,
      combosModule,
      catalogueIndexModule,
      searchModule,
      reviewsModule,
      savedItemsModule,
      layoffRequestsModule,
      membershipPlansModule,
      subscriptionsModule,
      reskillsModule,
      subscriptionCardsModule,
      remindersModule,
      holidaysModule,
      snsModule,
      ...(options.modules ?? []),
    ],
    {
      config,
      db: database.db,
      databaseUrl: database.url,
      log: app.log,
      jobs,
      scheduler,
      events: domainEvents,
      messaging,
      realtime,
      uploads,
      publicCache,
      openGraphFetch: options.openGraphFetch,
      snsFetch: options.snsFetch,
    },
  );
  installManifests(app, manifests, { jobs, events: domainEvents, pageMeta });

  if (webDist) {
    // The build writes .br and .gz beside each asset (apps/web/vite.config.ts); they are served by Accept-Encoding.
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      preCompressed: true,
      globIgnore: ['**/*.br', '**/*.gz'],
      maxAge: '1h',
      setHeaders: (res, file) => {
        if (file.includes(`${path.sep}assets${path.sep}`)) res.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
    app.get('/', { config: { access: 'public' }, schema: { hide: true } }, (_request, reply) =>
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(indexHtml),
    );
  }

  app.addHook('onClose', async () => {
    await realtime.close();
    await scheduler.stop();
    await jobs.stop();
  });
  await jobs.start({ work: config.jobWorker });
  await scheduler.start({ work: config.jobWorker });
  await app.ready();
  const contributed = Object.assign({}, ...manifests.map((manifest) => manifest.services ?? {})) as Services;
  return { app, services: { ...contributed, messaging, jobs, scheduler, domainEvents, realtime, uploads } };
}
export type BuiltApp = Awaited<ReturnType<typeof buildApp>>;
export type { FastifyInstance };
