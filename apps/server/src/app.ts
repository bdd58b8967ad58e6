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
import { createLearningShelf } from './learning-shelf.js';
import {
  createCalendars,
  createCatalogue,
  createCourses,
  createCombos,
  createEvents,
  createContentModeration,
  createPosts,
  createCatalogueIndex,
  createSearch,
  publishedEventsCountOf,
  publishedPostsCountOf,
} from './modules/catalogue/index.js';
import {
  createCommerce,
  createPaymentProviders,
  createPurchases,
  createShop,
  createVouchers,
  hostChips,
  registerPaymentIpnRoutes,
  registerPaymentSandboxRoutes,
  type ProductType,
} from './modules/commerce/index.js';
import { createEngagement, createMailing, createSearchHistories } from './modules/engagement/index.js';
import { createAdminUsers, createHosts, createIdentity, createPeople } from './modules/identity/index.js';
import { databaseIsUp, isDatabaseUnavailable, type Database } from './platform/db/database.js';
import type { SafeFetchOptions } from './platform/net/safe-fetch.js';
import { registerHealthRoutes } from './platform/health/health.routes.js';
import { createPageMeta } from './platform/http/page-meta.js';
import { installAccess } from './platform/http/access.js';
import { registerOpenApi } from './platform/http/openapi.js';
import { installBodyEncryption } from './platform/http/encryption.js';
import { installErrorHandling, toErrorBody } from './platform/http/errors.js';
import { compressionOptions } from './platform/http/compression.js';
import { loggingOptions } from './platform/http/logging.js';
import { cacheTags } from './platform/http/cache-tags.js';
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
  /** Product types sold besides the built-in ones (a later type, or a test's own). */
  productTypes?: readonly ProductType[];
  /** Tests only: the scheduler's clock, so work due later can be made due now. */
  clock?: Clock;
  /** Tests only: the link-preview fetcher's resolver, address policy and ports, so a local server can play a public site. */
  openGraphFetch?: Partial<SafeFetchOptions>;
}

function transportsFrom(config: Config): Partial<Record<'EMAIL' | 'SMS' | 'ZNS' | 'PUSH', Transport>> {
  return {
    ...(config.mail.smtpUrl ? { EMAIL: createSmtpTransport(config.mail.smtpUrl, config.mail.from) } : {}),
    ...(config.sms ? { SMS: createEsmsTransport(config.sms) } : {}),
    ...(config.zns ? { ZNS: createZnsTransport({ accessToken: config.zns.accessToken, defaultTemplateId: config.zns.otpTemplateId }) } : {}),
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
  const identity = createIdentity({ db: database.db, databaseUrl: database.url, config, messaging });
  installAccess(app, identity.authenticate, { schedulerSecret: config.schedulerSecret });
  if (config.encryptionSecret) installBodyEncryption(app, config.encryptionSecret);
  installNulGuard(app);
  // After body encryption: its onSend hook must see the answer before it is compressed.
  await app.register(compress, compressionOptions);

  // Work due at a time, and domain events delivered through the same table (the outbox), in every process.
  const scheduler = createScheduler({ db: database.db, databaseUrl: database.url, clock: options.clock, log: app.log });
  const domainEvents = createDomainEvents(scheduler);
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
  const { authenticate, users } = identity;
  const realtime = createRealtime({ httpServer: app.server, pool: database.pool, authenticate, liveAmong: users.findLive, corsOrigins: config.corsOrigins });
  identity.onAccessChanged(
    (id) => void realtime.recheck(id ? [id] : undefined).catch((err: unknown) => app.log.warn({ err }, 'realtime: access recheck failed')),
  );
  shareInvalidations(publicCache, realtime.io);
  const engagement = createEngagement({ db: database.db, users: identity.users, messaging, realtime, jobs, publicUrl: config.publicUrl });
  identity.onTerminate(engagement.notifications.forgetUser);

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
  if (storage.name === 'local') registerLocalFileRoutes(app, { uploads, directory: path.resolve(config.uploadDir), secret: config.uploadSecret });
  identity.register(app);
  engagement.register(app);
  // Public profiles, profile sections, rankings and follows.
  const people = createPeople({ db: database.db, notifications: engagement.notifications });
  identity.onTerminate(people.follows.forgetUser);
  identity.onTerminate(people.profiles.forgetUser);
  people.register(app);
  pageMeta.add(/^\/hosts\/([^/]+)\/?$/, async ([, username]) => {
    const host = await people.profiles.publicProfile(decodeURIComponent(username!), null);
    return { title: host.fullName, description: host.headline ?? host.bio, image: host.avatar, type: 'profile' };
  });
  // The category tree, businesses and kinds of host.
  const catalogue = createCatalogue({ db: database.db, hosts: { requireHosts: people.profiles.requireHosts, directory: people.profiles.hostDirectory } });
  identity.onTerminate(catalogue.categories.forgetUser);
  catalogue.register(app);
  // Events with their sessions and ticket tiers, event categories, and their review by admins.
  const tellFollowers = engagement.followersNotifier(people.follows.repo.listFollowerIds, app.log);
  // Content moderation: keywords, flagging of what hosts submit, and the queue (its routes once every reviewer is built).
  const moderation = createContentModeration({ db: database.db, hosts: { summariesOf: people.follows.repo.findSummaries }, log: app.log });
  const events = createEvents({
    db: database.db,
    people: { requireHosts: people.profiles.requireHosts, summariesOf: people.follows.repo.findSummaries },
    notifications: engagement.notifications,
    tellFollowers,
    moderation: moderation.hooks,
    log: app.log,
    combos: () => combos.combos,
  });
  events.register(app);
  identity.onTerminate(events.events.forgetHost);
  people.profiles.countContent('events', publishedEventsCountOf);
  pageMeta.add(/^\/events\/([^/]+)\/?$/, async ([, slug]) => {
    const event = await events.reads.detailBySlug(decodeURIComponent(slug!), null);
    return { title: event.title, description: event.summary ?? event.description, image: event.coverImage, type: 'article' };
  });
  // Calendars (1:1 and group bookable time) and their frames; followers hear of new ones.
  const calendars = createCalendars({ db: database.db, hosts: { summariesOf: people.follows.repo.findSummaries }, tellFollowers, log: app.log });
  identity.onTerminate(calendars.calendars.forgetHost);
  calendars.register(app);
  pageMeta.add(/^\/calendars\/([0-9a-f-]{36})\/?$/, async ([, id]) => {
    const calendar = await calendars.calendars.getById(id!, null);
    return { title: calendar.title, description: calendar.description, image: calendar.host.avatar, type: 'website' };
  });
  // Libraries (with the nightly emptying of bins), ebooks and academies: the learning shelf's parts.
  const { libraries, ebooks, academyOwnerId } = createLearningShelf(app, { config, db: database.db, uploads, identity, people, jobs, moderation, engagement });
  // One search box over what is on sale, who sells it and what they write: the catalogue index (also the products listing's).
  const catalogueIndex = createCatalogueIndex({ db: database.db, scheduler, log: app.log });
  createSearch([catalogueIndex.search]).register(app);
  // Online courses: sections, lessons with private media, learning progress, certificates, and their review.
  const courses = createCourses({
    db: database.db,
    people: { requireHosts: people.profiles.requireHosts, summariesOf: people.follows.repo.findSummaries },
    files: uploads,
    mediaSeconds: config.upload.downloadSeconds,
    library: libraries.resources,
    notifications: engagement.notifications,
    tellFollowers,
    scheduler,
    moderation: moderation.hooks,
    log: app.log,
  });
  courses.register(app);
  identity.onTerminate(courses.courses.forgetHost);
  pageMeta.add(/^\/courses\/([^/]+)\/?$/, async ([, slug]) => {
    const course = await courses.reads.detailBySlug(decodeURIComponent(slug!), null);
    return { title: course.title, description: course.subtitle ?? course.description, image: course.coverImage, type: 'article' };
  });
  // Posts (news, projects, blog) and link previews for their editor; a username names the author as for academies.
  const posts = createPosts({
    db: database.db,
    people: { summariesOf: people.follows.repo.findSummaries, idOfUsername: academyOwnerId },
    tellFollowers,
    notifications: engagement.notifications,
    moderation: moderation.hooks,
    openGraph: { perMinute: config.rateLimitOpenGraphPerMinute, fetch: options.openGraphFetch },
    log: app.log,
  });
  posts.register(app);
  people.profiles.countContent('posts', publishedPostsCountOf);
  identity.onTerminate(posts.posts.forgetHost);
  pageMeta.add(/^\/posts\/([^/]+)\/?$/, async ([, slug]) => {
    const post = await posts.posts.bySlug(decodeURIComponent(slug!), null);
    return { title: post.title, description: post.excerpt, image: post.coverImage, type: 'article' };
  });
  // Host applications and their review.
  const hosts = createHosts({
    db: database.db,
    users: identity.users,
    categories: catalogue.categories,
    notifications: engagement.notifications,
    log: app.log,
  });
  identity.onTerminate(hosts.hosts.forgetApplicant);
  hosts.register(app);
  // Commerce: carts, quotation, checkout with holds, payments and their settlement.
  const commerce = createCommerce({
    db: database.db,
    jobs,
    notifications: engagement.notifications,
    providers: createPaymentProviders(config.payments, { publicUrl: config.publicUrl }),
    sandbox: config.payments.mode === 'sandbox',
    publicUrl: config.publicUrl,
    holdMinutes: config.holdMinutes,
    ticketSecret: config.jwtSecret,
    productTypes: options.productTypes,
    onStockMoved: () => publicCache.invalidate([cacheTags.stock]),
    log: app.log,
  });
  commerce.register(app);
  // Provider notifications (IPN/webhooks), and in sandbox mode the local stand-ins for the providers' pages.
  registerPaymentIpnRoutes(app, { settlement: commerce.paymentSettlement, callbacks: commerce.payments, payments: config.payments });
  registerPaymentSandboxRoutes(app, { payments: config.payments });
  identity.onTerminate(commerce.carts.forgetUser);
  // The products listing over every type sold, hosts' product figures, and combos (sold as COMBO).
  const shop = createShop({
    db: database.db,
    products: commerce.products,
    followersOf: async (hostId) => (await people.follows.repo.findSummaries([hostId]))[0]?.followerCount ?? 0,
    courseAccess: courses.learning.productAccessOf,
    patchCombo: (actor, id, body) => combos.combos.update(actor, id, body),
    indexed: catalogueIndex.listing,
  });
  shop.register(app);
  const combos = createCombos({
    db: database.db,
    products: {
      describe: (refs, now) => commerce.products.describe(database.db, refs, now),
      buyersOf: shop.buyersOf,
      orderedAmong: shop.orderedAmong,
      ownedBy: commerce.ownedBy,
    },
    hosts: { chipsOf: (ids) => hostChips(ids, database.db) },
    moderation: moderation.hooks,
    notifications: engagement.notifications,
    log: app.log,
  });
  identity.onTerminate(combos.combos.forgetHost);
  combos.register(app);
  moderation.register(app, { EVENT: events.review, ONLINE_COURSE: courses.review, POST: posts.review, COMBO: combos.review, E_BOOK: ebooks.review });
  // A person's payments and owned products, read from the commerce ledger.
  createPurchases({ ledger: commerce.ledger }).register(app);
  // A host's vouchers and discounts (studio).
  createVouchers({ db: database.db, products: commerce.products }).register(app);
  // Admin users (+ bulk upload job), /users aliases, newsletter and subscription e-mails, search histories.
  createAdminUsers({ db: database.db, identity, jobs, authRateLimit: config.rateLimitAuthPerMinute }).register(app);
  const mailing = createMailing({ db: database.db, rateLimit: config.rateLimitAuthPerMinute });
  const searchHistories = createSearchHistories({ db: database.db });
  identity.onTerminate(mailing.mailing.forgetUser);
  identity.onTerminate(searchHistories.searchHistories.forgetUser);
  mailing.register(app);
  searchHistories.register(app);

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
  return {
    app,
    services: {
      identity,
      notifications: engagement.notifications,
      tellFollowers,
      messaging,
      jobs,
      scheduler,
      domainEvents,
      realtime,
      uploads,
      commerce,
      courses,
      ebooks,
      libraries,
      combos,
      posts,
      moderation,
    },
  };
}
export type BuiltApp = Awaited<ReturnType<typeof buildApp>>;
export type { FastifyInstance };
