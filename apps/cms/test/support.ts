import type { CmsContentType } from '@market/contract';
import { createSigner } from 'fast-jwt';
import pg from 'pg';
import { inject } from 'vitest';
import { buildCmsApp, type CmsApp, type CmsAppOptions } from '../src/app.js';
import { parseCmsConfig } from '../src/config.js';
import { openPool } from '../src/db.js';
import { runCmsMigrations } from '../src/migrations.js';
import { seedCmsDemo } from '../src/seed.js';

export const TEST_JWT_SECRET = 'test-only-jwt-secret-0123456789-abcdefghij';

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/** A fresh database for one test file in the run's PostgreSQL. */
export async function createTestDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = inject('cmsAdminDatabaseUrl');
  const name = `cms_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  return {
    url: withDatabase(adminUrl, name),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/** A token of the main server's kind (HS256, `sub` and `role`), signed with the test secret. */
export function mainServerToken(role: 'ADMIN' | 'HOST' | 'USER' = 'ADMIN', secret = TEST_JWT_SECRET): string {
  return createSigner({ key: secret, algorithm: 'HS256', expiresIn: 15 * 60_000 })({ sub: `user-${role.toLowerCase()}`, role });
}

export interface TestCms extends CmsApp {
  url: string;
  databaseUrl: string;
  pool: pg.Pool;
  /** A JSON call; `as: 'editor'` signs it with an ADMIN token. */
  call(
    method: string,
    path: string,
    options?: { body?: unknown; as?: 'editor' | 'host'; token?: string },
  ): Promise<{ status: number; body: any; headers: Headers }>;
  close(): Promise<void>;
}

/** The content service on a real socket and a fresh database (migrated, seeded when asked). */
export async function startTestCms(
  options: {
    types?: readonly CmsContentType[];
    seed?: boolean;
    databaseUrl?: string;
    app?: Pick<CmsAppOptions, 'usersPermissions' | 'upload'>;
    /** More of the service's environment (CMS_CACHE_ENTRIES, CMS_KEPT_BYTES…). */
    env?: Record<string, string>;
  } = {},
): Promise<TestCms> {
  const database = options.databaseUrl ? null : await createTestDatabase();
  const databaseUrl = options.databaseUrl ?? database!.url;
  const config = parseCmsConfig({ JWT_SECRET: TEST_JWT_SECRET, CMS_DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn', ...options.env });
  const pool = openPool(databaseUrl, 5);
  await runCmsMigrations(pool);
  const cms = await buildCmsApp({ config, pool, databaseUrl, types: options.types, logger: false, ...options.app });
  if (options.seed) await seedCmsDemo(pool, cms.content, cms.registry, cms.cache);
  await cms.app.listen({ port: 0, host: '127.0.0.1' });
  const address = cms.app.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/api`;
  return {
    ...cms,
    url,
    databaseUrl,
    pool,
    async call(method, path, callOptions = {}) {
      const token =
        callOptions.token ?? (callOptions.as === 'editor' ? mainServerToken('ADMIN') : callOptions.as === 'host' ? mainServerToken('HOST') : undefined);
      const headers: Record<string, string> = {};
      if (token) headers.authorization = `Bearer ${token}`;
      if (callOptions.body !== undefined) headers['content-type'] = 'application/json';
      const response = await fetch(`${url}${path}`, {
        method,
        headers,
        body: callOptions.body === undefined ? undefined : JSON.stringify(callOptions.body),
      });
      const text = await response.text();
      return { status: response.status, body: text ? JSON.parse(text) : null, headers: response.headers };
    },
    async close() {
      await cms.app.close();
      await pool.end();
      await database?.drop();
    },
  };
}

/** Polls until `check` returns a value other than undefined/false, or fails after `timeoutMs`. */
export async function eventually<T>(check: () => Promise<T | undefined | false>, timeoutMs = 10_000, what = 'condition'): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
