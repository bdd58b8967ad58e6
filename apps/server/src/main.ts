import { buildApp } from './app.js';
import { parseConfig } from './config.js';
import { DEMO_USER, seedDemo } from './demo/seed.js';
import { DEMO_HOST } from './demo/hosts.seed.js';
import { openDatabase, runMigrations } from './platform/db/database.js';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './platform/db/embedded.js';

/** `npm start`: the whole product in one process, on an embedded PostgreSQL unless DATABASE_URL says otherwise. */
async function main() {
  const config = parseConfig();
  let embedded: EmbeddedDatabase | null = null;
  if (!config.databaseUrl) {
    console.log(`Khởi động PostgreSQL nhúng trong ${config.dataDir}/postgres ...`);
    embedded = await startEmbeddedPostgres(config.dataDir);
  }
  // At LOG_LEVEL=trace every statement is printed with its parameters, one JSON line each (`bench/events.mjs --explain 1` reads them).
  const logQuery = config.logLevel === 'trace' ? (sql: string, params: unknown[]) => console.log(JSON.stringify({ sql, params })) : undefined;
  const database = openDatabase(config.databaseUrl ?? embedded!.url, { logQuery });
  let stopping = false;
  const stopDatabase = async () => {
    await database.close().catch(() => undefined);
    await embedded?.stop().catch(() => undefined);
  };

  try {
    await runMigrations(database);
    const { app, services } = await buildApp(config, database);
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
          ebooks: services.ebooks.ebooks,
          combos: services.combos.combos,
          posts: services.posts.posts,
          moderation: services.moderation,
        },
      }));

    const shutdown = async (signal: string) => {
      if (stopping) return;
      stopping = true;
      app.log.info(`${signal}: stopping`);
      await app.close().catch((error: unknown) => app.log.error({ err: error }, 'close failed'));
      await stopDatabase();
      process.exit(0);
    };
    process.on('SIGINT', () => void shutdown('SIGINT'));
    process.on('SIGTERM', () => void shutdown('SIGTERM'));

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
    console.error(error);
    await stopDatabase();
    process.exit(1);
  }
}

void main();
