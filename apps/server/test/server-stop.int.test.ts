import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServerProcess, stopServerProcess } from './support/server-process.js';

describe('stopping npm start on its embedded database', () => {
  const dataDirs: string[] = [];
  afterAll(() => {
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  });

  it.each(['SIGINT', 'SIGTERM'] as const)(
    'on %s stops its work first and the cluster last: exit 0, nothing printed, no cluster left',
    async (signal) => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'market-stop-'));
      dataDirs.push(dataDir);
      const server = await startServerProcess(null, { DATA_DIR: dataDir, SEED_DEMO: 'false', JOB_WORKER: 'true' });
      expect(existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(true);
      expect((await fetch(`${server.url}/api/v1/events`)).status).toBe(200);

      // The cluster used to stop on the signal by itself, under the job queue's feet, and exit with 128 + the signal.
      expect(await stopServerProcess(server, signal)).toBe(0);
      expect(server.output.join('')).not.toMatch(/"level":(40|50|60)|Error:|Unhandled/);
      expect(existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);
    },
    180_000,
  );
});
