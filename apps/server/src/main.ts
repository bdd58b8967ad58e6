import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.js';
import { parseConfig } from './config.js';
import { DEMO_USER, seedDemo } from './demo/seed.js';
import { DEMO_HOST } from './demo/hosts.seed.js';
import { openDatabase, runMigrations, type Database } from './platform/db/database.js';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './platform/db/embedded.js';

/** `npm start`: the whole product in one process, on an embedded PostgreSQL unless DATABASE_URL says otherwise. */
async function main() {
  const config = parseConfig();
  let embedded: EmbeddedDatabase | null = null;
  let database: Database | null = null;
  let app: FastifyInstance | null = null;
  const stopDatabase = async () => {
    await database?.close().catch(() => undefined);
    await embedded?.stop().catch(() => undefined);
  };
  // Work first, the database last: requests and jobs in flight finish while it is still there (the
  // embedded one neither stops on the signal by itself nor hears a terminal's Ctrl-C: see ownSignals).
  let stopping = false;
  // A signal while the embedded cluster starts waits for it, so as to stop it rather than orphan it.
  let clusterStarting: Promise<unknown> = Promise.resolve();
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    await clusterStarting.catch(() => undefined);
    app?.log.info(`${signal}: stopping`);
    await app?.close().catch((error: unknown) => app?.log.error({ err: error }, 'close failed'));
    await stopDatabase();
    process.exit(0);
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => void shutdown(signal));

  if (!config.databaseUrl) {
    console.log(`Khởi động PostgreSQL nhúng trong ${config.dataDir}/postgres ...`);
    const starting = startEmbeddedPostgres(config.dataDir, { ownSignals: true });
    clusterStarting = starting;
    embedded = await starting;
  }
  // At LOG_LEVEL=trace every statement is printed with its parameters, one JSON line each (`bench/events.mjs --explain 1` reads them).
  const logQuery = config.logLevel === 'trace' ? (sql: string, params: unknown[]) => console.log(JSON.stringify({ sql, params })) : undefined;
  database = openDatabase(config.databaseUrl ?? embedded!.url, { logQuery, max: config.databasePoolSize });

  try {
    await runMigrations(database);
    const built = await buildApp(config, database);
    app = built.app;
    const { services } = built;
    const seeded =
      config.demo.seed &&
      (await seedDemo({
        config,
        users: services.identity.users,
        notifications: services.notifications,
        content: {
          db: database.db,
          files: services.uploads,
          courses: services.courses,
          ebooks: services.ebooks,
          combos: services.combos.combos,
          posts: services.posts.posts,
          moderation: services.moderation,
          layoff: services.layoffRequests,
          memberships: services.membershipPlans,
          subscriptions: services.subscriptions,
          reskills: services.reskills.reskills,
        },
      }));

    await app.listen({ port: config.port, host: config.host });
    const url = `http://localhost:${config.port}`;
    console.log(
      [
        '',
        `  Học & Sự kiện đang chạy tại ${url}`,
        `  Tài liệu API: ${url}/api/docs`,
        `  Quản trị viên: ${config.demo.adminEmail} / ${config.demo.adminPassword}`,
        `  Người dùng mẫu: ${DEMO_USER.email} / ${DEMO_USER.password}`,
        `  Nhà tổ chức mẫu: ${DEMO_HOST.email} / ${DEMO_HOST.password}`,
        seeded ? '  (dữ liệu mẫu vừa được tạo)' : '',
        '',
      ].join('\n'),
    );
  } catch (error) {
    // Stopped while starting: the shutdown closed what the start-up was using.
    if (stopping) return;
    console.error(error);
    await stopDatabase();
    process.exit(1);
  }
}

void main();
