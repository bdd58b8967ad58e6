import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServerProcess, stopServerProcess } from './support/server-process.js';

/** A process's group, from /proc (the fifth field of its stat, after the command in parentheses). */
const processGroupOf = (pid: string) => readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')[2];

describe('stopping npm start on its embedded database', () => {
  const dataDirs: string[] = [];
  afterAll(() => {
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  });

  it.each([
    ['SIGINT', false],
    ['SIGTERM', false],
    ['SIGINT', true],
  ] as const)(
    'on %s (to its whole process group, as a terminal’s Ctrl-C: %s) stops its work first and the cluster last: exit 0, nothing printed, no cluster left',
    async (signal, group) => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'market-stop-'));
      dataDirs.push(dataDir);
      const server = await startServerProcess(null, { DATA_DIR: dataDir, SEED_DEMO: 'false', JOB_WORKER: 'true' }, { ownGroup: group });
      expect(existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(true);
      expect((await fetch(`${server.url}/api/v1/events`)).status).toBe(200);
      // The cluster is out of the server's process group, so the group's signal reaches the server alone.
      const clusterPid = readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]!;
      expect(processGroupOf(clusterPid)).not.toBe(processGroupOf(String(server.child.pid)));

      // The cluster used to stop on the signal by itself, under the job queue's feet, and exit with 128 + the
      // signal; and a terminal's Ctrl-C reached the cluster directly, before the server had stopped its work.
      expect(await stopServerProcess(server, signal, { group })).toBe(0);
      expect(server.output.join('')).not.toMatch(/"level":(40|50|60)|Error:|Unhandled/);
      expect(existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);
    },
    180_000,
  );
});
