import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { buildApp, type BuiltApp } from '../../src/app.js';
import { parseConfig, type Config } from '../../src/config.js';
import { seedDemo } from '../../src/demo/seed.js';
import { openDatabase, type Database } from '../../src/platform/db/database.js';
import { ApiClient } from './client.js';
import { createTestDatabase } from './database.js';

export const ADMIN = { email: 'admin@demo.vn', password: 'Admin@123456' };

export interface TestServer {
  url: string;
  config: Config;
  database: Database;
  services: BuiltApp['services'];
  app: BuiltApp['app'];
  /** A fresh client with no credentials (and an empty cookie jar) each time. */
  readonly anonymous: ApiClient;
  close(): Promise<void>;
}

/** The real server on a real socket and its own fresh database, as a test file sees it. */
export async function startTestServer(env: Record<string, string> = {}, options: { poolMax?: number; demoContent?: boolean } = {}): Promise<TestServer> {
  const testDb = await createTestDatabase();
  const config = parseConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: testDb.url,
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'market-test-data-')),
    OTP_RESEND_SECONDS: '0',
    RATE_LIMIT_AUTH_PER_MINUTE: '10000',
    ...env,
  });
  const database = openDatabase(testDb.url, { max: options.poolMax ?? 5, connectionTimeoutMillis: 30_000 });
  const { app, services } = await buildApp(config, database, { logger: false });
  // The whole demo (hosts, events, pictures...) only when a test asks: it takes seconds.
  const content = options.demoContent ? { db: database.db, files: services.uploads } : undefined;
  await seedDemo({ config, users: services.identity.users, notifications: services.notifications, content });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  return {
    url,
    config,
    database,
    services,
    app,
    get anonymous() {
      return new ApiClient(url);
    },
    async close() {
      await app.close();
      await database.close();
      await testDb.drop();
    },
  };
}
