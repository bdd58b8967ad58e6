import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import PgBoss from 'pg-boss';
import type { TestProject } from 'vitest/node';
import { openDatabase, runMigrations } from '../src/platform/db/database.js';
import { startEmbeddedPostgres } from '../src/platform/db/embedded.js';

export const TEMPLATE_DATABASE = 'market_test_template';

declare module 'vitest' {
  export interface ProvidedContext {
    adminDatabaseUrl: string;
    templateDatabase: string;
  }
}

/**
 * One PostgreSQL for the whole run (embedded, or TEST_DATABASE_URL), holding a template database
 * with every migration and pg-boss's schema applied; each test file clones it in a few milliseconds.
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
  await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DATABASE} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${TEMPLATE_DATABASE}`);
  const templateUrl = withDatabase(adminUrl, TEMPLATE_DATABASE);
  const template = openDatabase(templateUrl, { max: 2 });
  await runMigrations(template);
  await template.close();
  // Only its schema is wanted here: no supervisor or scheduler loops to outlive the setup.
  const boss = new PgBoss({ connectionString: templateUrl, schema: 'pgboss', max: 2, supervise: false, schedule: false });
  await boss.start();
  await boss.stop({ graceful: false, wait: true });

  project.provide('adminDatabaseUrl', adminUrl);
  project.provide('templateDatabase', TEMPLATE_DATABASE);

  return async () => {
    await admin.end();
    await stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  };
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
