import type { AddressInfo } from 'node:net';
import { buildApp, type AppOptions, type BuiltApp } from '../../src/app.js';
import type { Config } from '../../src/config.js';
import { seedDemo } from '../../src/demo/seed.js';
import { openDatabase, type Database } from '../../src/platform/db/database.js';
import { ApiClient } from './client.js';
import { testConfig } from './config.js';
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

// The demo template was seeded with the defaults; a file setting any of these gets its seed written its way.
const SEED_INPUTS = ['DEMO_ADMIN_PASSWORD', 'PUBLIC_URL', 'PORT'];

/**
 * The real server on a real socket and its own fresh database, as a test file sees it: the demo
 * accounts are there (cloned from the seeded template), unless the file asks for `demo: false`.
 */
export async function startTestServer(
  env: Record<string, string> = {},
  options: {
    poolMax?: number;
    demo?: boolean;
    demoContent?: boolean;
    modules?: AppOptions['modules'];
    openGraphFetch?: AppOptions['openGraphFetch'];
    snsFetch?: AppOptions['snsFetch'];
    clock?: AppOptions['clock'];
  } = {},
): Promise<TestServer> {
  const demo = options.demo ?? true;
  // The seeded template holds the accounts only: a file wanting the whole demo (hosts, events, pictures...) seeds it itself.
  const testDb = await createTestDatabase({ demo: demo && !options.demoContent && !SEED_INPUTS.some((key) => key in env) });
  const config = testConfig(testDb.url, env);
  const database = openDatabase(testDb.url, { max: options.poolMax ?? 5, connectionTimeoutMillis: 30_000 });
  const { app, services } = await buildApp(config, database, {
    logger: false,
    modules: options.modules,
    openGraphFetch: options.openGraphFetch,
    snsFetch: options.snsFetch,
    clock: options.clock,
  });
  // One query on a clone of the seeded template (the seed finds its admin and stops).
  const content = options.demoContent
    ? {
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
      }
    : undefined;
  if (demo) await seedDemo({ config, users: services.identity.users, notifications: services.notifications, content });
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
