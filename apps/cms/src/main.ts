import { buildCmsApp } from './app.js';
import { parseCmsConfig } from './config.js';
import { openPool } from './db.js';
import { runCmsMigrations } from './migrations.js';
import { seedCmsDemo } from './seed.js';

/** The content service in its own process: migrations, the demo content on first start, then listen. */
async function main() {
  const config = parseCmsConfig();
  if (!config.databaseUrl) {
    console.error('Dịch vụ nội dung cần CMS_DATABASE_URL hoặc DATABASE_URL');
    process.exit(1);
  }
  const pool = openPool(config.databaseUrl, config.databasePoolSize);
  await runCmsMigrations(pool);
  const { app, cache, content, registry } = await buildCmsApp({ config, pool, databaseUrl: config.databaseUrl });
  if (config.seed && (await seedCmsDemo(pool, content, registry, cache))) console.log('  (nội dung mẫu vừa được tạo)');
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await app.close().catch(() => undefined);
    await pool.end().catch(() => undefined);
    process.exit(0);
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => void stop());
  await app.listen({ port: config.port, host: config.host });
  console.log(`  Dịch vụ nội dung đang chạy tại http://localhost:${config.port}/api`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
