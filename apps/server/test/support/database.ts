import pg from 'pg';
import { inject } from 'vitest';
import { withDatabase } from './config.js';

/**
 * A fresh database for one test file, cloned from the migrated template, or with `demo` from its
 * copy holding the demo accounts and the job queues (see global-setup.ts).
 */
export async function createTestDatabase(options: { demo?: boolean } = {}): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = inject('adminDatabaseUrl');
  const template = options.demo ? inject('demoTemplateDatabase') : inject('templateDatabase');
  const name = `market_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  // Cloning needs the template to be idle; parallel files may clone at the same instant.
  for (let attempt = 0; ; attempt++) {
    try {
      await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
      break;
    } catch (error) {
      if (attempt > 20 || !String(error).includes('is being accessed by other users')) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 200));
    }
  }
  await admin.end();
  return {
    url: withDatabase(adminUrl, name),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}
