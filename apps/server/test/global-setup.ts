import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import PgBoss from 'pg-boss';
import type { TestProject } from 'vitest/node';
import { buildApp } from '../src/app.js';
import { seedDemo } from '../src/demo/seed.js';
import { openDatabase, runMigrations } from '../src/platform/db/database.js';
import { startEmbeddedPostgres } from '../src/platform/db/embedded.js';
import { testConfig, withDatabase } from './support/config.js';

export { withDatabase };

export const TEMPLATE_DATABASE = 'market_test_template';
export const DEMO_TEMPLATE_DATABASE = 'market_test_demo_template';

declare module 'vitest' {
  export interface ProvidedContext {
    adminDatabaseUrl: string;
    templateDatabase: string;
    demoTemplateDatabase: string;
  }
}

/**
 * One PostgreSQL for the whole run (embedded, or TEST_DATABASE_URL), holding two templates: one with
 * every migration and pg-boss's schema applied, and a copy of it with the demo accounts seeded and
 * the job queues created. Each test file clones one in a few milliseconds, so the argon2 hashes and
 * queue set-up of the seed are paid once per run instead of once per file.
 */
export default async function setup(project: TestProject) {
  let stop = async () => undefined as void;
  let adminUrl = process.env.TEST_DATABASE_URL;
  let dataDir: string | null = null;
  if (!adminUrl) {
    dataDir = mkdtempSync(path.join(tmpdir(), 'market-test-pg-'));
    // mkdtemp makes it private (0700); the postgres user (when run as root) must pass through it.
    chmodSync(dataDir, 0o711);
    const embedded = await startEmbeddedPostgres(dataDir, { persistent: false, fast: true });
    adminUrl = embedded.url;
    stop = embedded.stop;
  }
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  for (const name of [DEMO_TEMPLATE_DATABASE, TEMPLATE_DATABASE]) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${TEMPLATE_DATABASE}`);
  const templateUrl = withDatabase(adminUrl, TEMPLATE_DATABASE);
  const template = openDatabase(templateUrl, { max: 2 });
  await runMigrations(template);
  await template.close();
  // Only its schema is wanted here: no supervisor or scheduler loops to outlive the setup.
  const boss = new PgBoss({ connectionString: templateUrl, schema: 'pgboss', max: 2, supervise: false, schedule: false });
  await boss.start();
  await boss.stop({ graceful: false, wait: true });

  await admin.query(`CREATE DATABASE ${DEMO_TEMPLATE_DATABASE} TEMPLATE ${TEMPLATE_DATABASE}`);
  await seedDemoTemplate(withDatabase(adminUrl, DEMO_TEMPLATE_DATABASE));
  // A template must be idle to be cloned: no connection of the seeding app may linger.
  await admin.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()`, [DEMO_TEMPLATE_DATABASE]);

  project.provide('adminDatabaseUrl', adminUrl);
  project.provide('templateDatabase', TEMPLATE_DATABASE);
  project.provide('demoTemplateDatabase', DEMO_TEMPLATE_DATABASE);

  return async () => {
    await admin.end();
    await stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  };
}

/** What `startTestServer()` used to do in every file: the app's start (its job queues) and the demo seed. */
async function seedDemoTemplate(url: string): Promise<void> {
  const config = testConfig(url, { JOB_WORKER: 'false' });
  const database = openDatabase(url, { max: 2 });
  try {
    const { app, services } = await buildApp(config, database, { logger: false });
    try {
      await seedDemo({ config, users: services.identity.users, notifications: services.notifications });
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
  }
}
