import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../../server/src/platform/db/embedded.js';

declare module 'vitest' {
  export interface ProvidedContext {
    cmsAdminDatabaseUrl: string;
  }
}

/** One PostgreSQL for the run (embedded, or TEST_DATABASE_URL); each file creates its own database in it. */
export default async function setup(project: TestProject) {
  let adminUrl = process.env.TEST_DATABASE_URL;
  let stop = async () => undefined as void;
  let dataDir: string | null = null;
  if (!adminUrl) {
    dataDir = mkdtempSync(path.join(tmpdir(), 'cms-test-pg-'));
    chmodSync(dataDir, 0o711);
    const embedded = await startEmbeddedPostgres(dataDir, { persistent: false, fast: true });
    adminUrl = embedded.url;
    stop = embedded.stop;
  }
  project.provide('cmsAdminDatabaseUrl', adminUrl);
  return async () => {
    await stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  };
}
