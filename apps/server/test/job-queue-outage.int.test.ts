import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, openDatabase, runMigrations, type Database } from '../src/platform/db/database.js';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../src/platform/db/embedded.js';
import { createJobQueue, defineJob } from '../src/platform/jobs/queue.js';
import { eventually } from './support/wait.js';

describe('the job queue when a job runs again', () => {
  let dataDir: string;
  let cluster: EmbeddedDatabase;
  let database: Database;

  beforeAll(async () => {
    // Its own cluster: stopping the one the other test files share would fail them.
    dataDir = mkdtempSync(path.join(tmpdir(), 'market-queue-pg-'));
    cluster = await startEmbeddedPostgres(dataDir, { persistent: true, fast: true, notice: () => undefined });
    database = openDatabase(cluster.url);
    await runMigrations(database);
  }, 120_000);

  afterAll(async () => {
    await database?.close();
    await cluster?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("reports a job's outcome lost to the database going away instead of ending the process, and works again after the restart", async () => {
    const errors: Error[] = [];
    const queue = createJobQueue({ databaseUrl: cluster.url, db: database.db, onError: (error) => errors.push(error) });
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const started: string[] = [];
    const slow = defineJob({
      name: 'outage-slow',
      payload: z.object({ n: z.number() }),
      retryLimit: 0,
      async handle({ n }) {
        started.push(String(n));
        if (n === 1) await gate;
        return { n };
      },
    });
    queue.register(slow);
    await queue.start();
    try {
      await queue.enqueue(slow, { n: 1 });
      await eventually(async () => started.includes('1'), 30_000, 'the job to start');

      // The job finishes while the database is down: pg-boss records its outcome without awaiting it.
      await cluster.stop();
      release();
      await eventually(async () => errors.some(isDatabaseUnavailable), 30_000, "the lost outcome's report");

      // Had the rejection gone unhandled, Node (and vitest) would have failed here; the queue works on.
      await cluster.restart();
      await eventually(
        async () =>
          queue.enqueue(slow, { n: 2 }).then(
            () => true,
            () => false,
          ),
        30_000,
        'enqueueing after the restart',
      );
      await eventually(async () => started.includes('2'), 30_000, 'a job after the restart');
      // Nothing but the outage was reported.
      expect(errors.filter((error) => !isDatabaseUnavailable(error))).toEqual([]);
    } finally {
      await queue.stop();
    }
  }, 180_000);

  it('tells a job run again that it ran before, so that it can skip what it did', async () => {
    const queue = createJobQueue({ databaseUrl: cluster.url, db: database.db, onError: () => undefined });
    const runs: boolean[] = [];
    const flaky = defineJob({
      name: 'outage-flaky',
      payload: z.object({}),
      retryLimit: 1,
      async handle(_payload, context) {
        runs.push(context.ranBefore);
        if (runs.length === 1) throw new Error('lần đầu hỏng');
        return null;
      },
    });
    queue.register(flaky);
    await queue.start();
    try {
      await queue.enqueue(flaky, {});
      // Retried after the queue's retry delay (5 s).
      await eventually(async () => runs.length === 2, 60_000, 'the retry');
      expect(runs).toEqual([false, true]);
    } finally {
      await queue.stop();
    }
  }, 120_000);
});
