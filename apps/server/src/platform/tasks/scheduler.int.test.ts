import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/support/database.js';
import { eventually } from '../../../test/support/wait.js';
import { openDatabase, type Database, type Db } from '../db/database.js';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { defineTask, nextNightAfter } from './scheduler.js';
import { createEffectsTable, effectsOf, somethingHappened, taskNode } from './tasks.testing.js';

const script = path.join(path.dirname(fileURLToPath(import.meta.url)), 'task-node.script.ts');

/** A scheduler node in a process of its own; resolves once it printed `ready`. */
function startNode(url: string, env: Record<string, string>, ready: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', script], { env: { ...process.env, DATABASE_URL: url, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes(ready)) resolve(child);
    });
    child.stderr!.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.once('exit', (code, signal) => {
      if (!out.includes(ready)) reject(new Error(`task node exited (${code ?? signal}) before '${ready}': ${out}`));
    });
  });
}
const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve())));

describe('work due at a time, and domain events told through the outbox', () => {
  let testDb: Awaited<ReturnType<typeof createTestDatabase>>;
  let database: Database;
  const clock = {
    at: new Date('2026-12-01T02:00:00Z'),
    now() {
      return new Date(this.at);
    },
  };
  const later = (minutes: number) => new Date(clock.at.getTime() + minutes * 60_000);
  let node: ReturnType<typeof taskNode>;
  const children: ChildProcess[] = [];

  beforeAll(async () => {
    testDb = await createTestDatabase();
    database = openDatabase(testDb.url, { max: 4 });
    await createEffectsTable(database.db);
    node = taskNode({ db: database.db, databaseUrl: database.url, clock });
  });
  afterAll(async () => {
    for (const child of children) child.kill('SIGKILL');
    await Promise.all(children.map(exited));
    await node.scheduler.stop();
    await database.close();
    await testDb.drop();
  });

  it('runs a task once its time has come, and only once however often the workers look', async () => {
    await node.scheduler.schedule(node.reminder, { key: 'booking-1', at: later(30), payload: { text: 'sap den gio' } });
    expect(await node.scheduler.runDue()).toBe(0);
    clock.at = later(30);
    expect(await node.scheduler.runDue()).toBe(1);
    expect(await node.scheduler.runDue()).toBe(0);
    expect(await effectsOf(database.db, 'reminder')).toEqual([{ key: 'booking-1:sap den gio', pid: process.pid }]);
    expect((await node.scheduler.find(node.reminder, 'booking-1'))?.state).toBe('DONE');
  });

  it('runs each of many due tasks once when a process works three batches at a time', async () => {
    const parallel = taskNode({ db: database.db, databaseUrl: database.url, clock, concurrency: 3 });
    const keys = Array.from({ length: 45 }, (_, i) => `parallel-${String(i).padStart(2, '0')}`);
    for (const key of keys) await parallel.scheduler.schedule(parallel.reminder, { key, at: clock.now(), payload: { text: 'cung luc' } });
    expect(await parallel.scheduler.runDue()).toBeGreaterThanOrEqual(keys.length);
    expect(await parallel.scheduler.runDue()).toBe(0);
    const ran = (await effectsOf(database.db, 'reminder')).filter((effect) => effect.key.startsWith('parallel-'));
    expect(ran.map((effect) => effect.key)).toEqual(keys.map((key) => `${key}:cung luc`));
  });

  it('gives tasks of a kind with a batch handler to it together, runs those it leaves one by one, and all one by one when it fails', async () => {
    const batched = taskNode({ db: database.db, databaseUrl: database.url, clock });
    const sizes: number[] = [];
    const write = (tx: unknown, what: string, key: string) =>
      (tx as Db).execute(sql`insert into test_effects (what, key, pid) values (${what}, ${key}, ${process.pid})`);
    const task = batched.scheduler.define(
      defineTask({
        name: 'test.batched',
        payload: z.object({ n: z.number().int(), mode: z.enum(['ok', 'alone', 'fail']).default('ok') }),
        maxAttempts: 2,
        handle: async (payload, context) => {
          await write(context.tx, 'one-by-one', `n${String(payload.n).padStart(2, '0')}`);
          if (payload.mode === 'fail') throw new Error('this one fails');
        },
        batch: {
          size: 5,
          handle: async (tasks, context) => {
            sizes.push(tasks.length);
            for (const t of tasks) if (t.payload.mode === 'ok') await write(context.tx, 'batched', `n${String(t.payload.n).padStart(2, '0')}`);
            if (tasks.some((t) => t.payload.mode === 'fail')) throw new Error('the batch fails');
            return tasks.flatMap((t, i) => (t.payload.mode === 'alone' ? [i] : []));
          },
        },
      }),
    );
    const key = (n: number) => `n${String(n).padStart(2, '0')}`;
    await batched.scheduler.scheduleMany(
      Array.from({ length: 12 }, (_, n) => ({ definition: task, key: key(n), at: clock.now(), payload: { n, mode: n === 3 ? 'alone' : 'ok' } })),
    );
    expect(await batched.scheduler.runDue()).toBe(12);
    expect(sizes.reduce((a, b) => a + b, 0)).toBe(12);
    expect(Math.max(...sizes)).toBe(5);
    expect((await effectsOf(database.db, 'batched')).map((e) => e.key)).toEqual([0, 1, 2, 4, 5, 6, 7, 8, 9, 10, 11].map(key));
    expect((await effectsOf(database.db, 'one-by-one')).map((e) => e.key)).toEqual([key(3)]);
    expect(await batched.scheduler.find(task, key(3))).toMatchObject({ state: 'DONE', attempts: 1 });
    expect(await batched.scheduler.find(task, key(11))).toMatchObject({ state: 'DONE', attempts: 1 });

    await batched.scheduler.scheduleMany(
      [20, 21, 22].map((n) => ({ definition: task, key: key(n), at: clock.now(), payload: { n, mode: n === 21 ? 'fail' : 'ok' } })),
    );
    expect(await batched.scheduler.runDue()).toBe(3);
    // The batch's writes were undone; each ran alone, the failing one is tried again later.
    expect((await effectsOf(database.db, 'batched')).map((e) => e.key)).not.toContain(key(20));
    expect((await effectsOf(database.db, 'one-by-one')).map((e) => e.key)).toEqual([key(3), key(20), key(22)]);
    expect(await batched.scheduler.find(task, key(21))).toMatchObject({ state: 'PENDING', attempts: 1 });
    expect(await batched.scheduler.find(task, key(22))).toMatchObject({ state: 'DONE', attempts: 1 });
    expect(await batched.scheduler.cancel(task, key(21))).toBe(true);
  });

  it('moves a task scheduled again to its new time and payload, and never runs a cancelled one', async () => {
    await node.scheduler.schedule(node.reminder, { key: 'booking-2', at: later(10), payload: { text: 'gio cu' } });
    await node.scheduler.schedule(node.reminder, { key: 'booking-2', at: later(60), payload: { text: 'gio moi' } });
    await node.scheduler.schedule(node.reminder, { key: 'booking-3', at: later(10), payload: { text: 'se huy' } });
    expect(await node.scheduler.cancel(node.reminder, 'booking-3')).toBe(true);
    expect(await node.scheduler.cancel(node.reminder, 'booking-3')).toBe(false);
    clock.at = later(10);
    expect(await node.scheduler.runDue()).toBe(0);
    clock.at = later(50);
    expect(await node.scheduler.runDue()).toBe(1);
    const keys = (await effectsOf(database.db, 'reminder')).map((e) => e.key);
    expect(keys).toContain('booking-2:gio moi');
    expect(keys.filter((k) => k.startsWith('booking-2') || k.startsWith('booking-3'))).toEqual(['booking-2:gio moi']);
    expect((await node.scheduler.find(node.reminder, 'booking-3'))?.state).toBe('CANCELLED');
  });

  it('undoes a failing task’s writes, tries it again later, and gives up after its last try', async () => {
    await node.scheduler.schedule(node.reminder, { key: 'booking-4', at: clock.now(), payload: { text: 'loi', fail: true } });
    expect(await node.scheduler.runDue()).toBe(1);
    const afterFirst = await node.scheduler.find(node.reminder, 'booking-4');
    expect(afterFirst).toMatchObject({ state: 'PENDING', attempts: 1, lastError: 'Error: the reminder could not be sent' });
    expect(afterFirst!.runAt.getTime()).toBe(later(1).getTime());
    expect(await node.scheduler.runDue()).toBe(0);
    clock.at = later(1);
    expect(await node.scheduler.runDue()).toBe(1);
    expect(await node.scheduler.find(node.reminder, 'booking-4')).toMatchObject({ state: 'FAILED', attempts: 2 });
    expect((await effectsOf(database.db, 'reminder')).filter((e) => e.key.startsWith('booking-4'))).toEqual([]);
  });

  it('tells nothing of an event whose transaction rolled back, and undoes what its projection wrote', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await node.events.publish(tx, somethingHappened, { n: 1 });
        throw new Error('the write failed after publishing');
      }),
    ).rejects.toThrow('the write failed after publishing');
    expect(await node.scheduler.runDue()).toBe(0);
    expect(await effectsOf(database.db, 'count')).toEqual([]);
    expect(await effectsOf(database.db, 'projected')).toEqual([]);
  });

  it('keeps a projection in the writer’s transaction and delivers a committed event once to each subscriber', async () => {
    await database.db.transaction((tx) => node.events.publish(tx, somethingHappened, { n: 2 }));
    expect(await effectsOf(database.db, 'projected')).toEqual([{ key: '2', pid: process.pid }]);
    expect(await node.scheduler.runDue()).toBe(2);
    expect(await node.scheduler.runDue()).toBe(0);
    expect(await effectsOf(database.db, 'count')).toEqual([{ key: '2', pid: process.pid }]);
    expect(await effectsOf(database.db, 'tell')).toEqual([{ key: '2', pid: process.pid }]);
  });

  it('refuses a payload its event does not declare', async () => {
    await expect(database.db.transaction((tx) => node.events.publish(tx, somethingHappened, { n: 'ba' as never }))).rejects.toThrow();
  });

  it('delivers, once, an event committed by a process killed before it delivered anything', async () => {
    const publisher = await startNode(testDb.url, { MODE: 'publish', N: '3' }, 'published');
    children.push(publisher);
    await exited(publisher);
    expect(publisher.signalCode).toBe('SIGKILL');
    expect(await effectsOf(database.db, 'count')).not.toContainEqual(expect.objectContaining({ key: '3' }));
    // The restart: another process's worker finds the delivery in the outbox.
    clock.at = new Date(Date.now() + 60_000);
    expect(await node.scheduler.runDue()).toBe(2);
    expect(await node.scheduler.runDue()).toBe(0);
    expect((await effectsOf(database.db, 'count')).filter((e) => e.key === '3')).toEqual([{ key: '3', pid: process.pid }]);
  });

  it('hands a delivery whose worker died mid-way to another worker, and keeps only the second one’s writes', async () => {
    const worker = await startNode(testDb.url, { MODE: 'work', HANG_ON: 'tell' }, 'working');
    children.push(worker);
    clock.at = new Date();
    await database.db.transaction((tx) => node.events.publish(tx, somethingHappened, { n: 4 }));
    // The child takes both deliveries and hangs in `tell` after writing its effect, holding their locks.
    await eventually(
      async () => {
        const held = await database.pool.query(
          `select 1 from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and state = 'idle in transaction' and backend_xid is not null`,
        );
        return held.rowCount! > 0;
      },
      20_000,
      'the child holding its deliveries',
    );
    expect(await node.scheduler.runDue()).toBe(0);
    worker.kill('SIGKILL');
    await exited(worker);
    await eventually(async () => (await node.scheduler.runDue()) === 2, 20_000, 'the deliveries let go by the dead worker');
    expect((await effectsOf(database.db, 'tell')).filter((e) => e.key === '4')).toEqual([{ key: '4', pid: process.pid }]);
    expect((await effectsOf(database.db, 'count')).filter((e) => e.key === '4')).toEqual([{ key: '4', pid: process.pid }]);
  });

  it('runs a task due while two processes work the queue exactly once', async () => {
    const a = await startNode(testDb.url, { MODE: 'work' }, 'working');
    const b = await startNode(testDb.url, { MODE: 'work' }, 'working');
    children.push(a, b);
    const keys = Array.from({ length: 40 }, (_, i) => `lop-${i}`);
    await database.db.transaction(async (tx) => {
      for (const key of keys) await node.scheduler.schedule(node.reminder, { key, at: new Date(Date.now() - 1_000), payload: { text: 'ca hai' } }, tx);
    });
    await eventually(
      async () => (await effectsOf(database.db, 'reminder')).filter((e) => e.key.endsWith(':ca hai')).length >= keys.length,
      30_000,
      'every task run',
    );
    const runs = (await effectsOf(database.db, 'reminder')).filter((e) => e.key.endsWith(':ca hai'));
    expect(runs.map((r) => r.key).sort()).toEqual(keys.map((k) => `${k}:ca hai`).sort());
    expect(new Set(runs.map((r) => r.pid)).size).toBeGreaterThanOrEqual(1);
    expect(runs.every((r) => r.pid === a.pid || r.pid === b.pid)).toBe(true);
  });
});

describe('finished tasks', () => {
  it('are kept a week, then purged at night, Vietnam time, by one task a night', async () => {
    const testDb = await createTestDatabase();
    const database = openDatabase(testDb.url, { max: 4 });
    await createEffectsTable(database.db);
    const clock = {
      at: new Date('2026-12-01T02:00:00Z'),
      now() {
        return new Date(this.at);
      },
    };
    const node = taskNode({ db: database.db, databaseUrl: database.url, clock });
    try {
      await node.scheduler.schedule(node.reminder, { key: 'cu', at: clock.now(), payload: { text: 'xong roi' } });
      await node.scheduler.start({ work: true });
      await eventually(async () => (await node.scheduler.find(node.reminder, 'cu'))?.state === 'DONE', 20_000, 'the reminder done');
      // The first night after start (03:00 on 2 December in Vietnam) keeps what finished hours ago...
      clock.at = new Date('2026-12-01T20:00:00Z');
      await node.scheduler.runDue();
      expect(await node.scheduler.find(node.reminder, 'cu')).toBeDefined();
      // ...and the night a week later purges it; each night's purge wrote the next one.
      for (let night = 2; night <= 8; night++) {
        clock.at = new Date(Date.UTC(2026, 11, night, 20));
        await node.scheduler.runDue();
      }
      expect(await node.scheduler.find(node.reminder, 'cu')).toBeUndefined();
    } finally {
      await node.scheduler.stop();
      await database.close();
      await testDb.drop();
    }
  });

  it('are purged at 03:00 in Vietnam, the next one after now', () => {
    expect(nextNightAfter(new Date('2026-12-01T02:00:00Z')).toISOString()).toBe('2026-12-01T20:00:00.000Z');
    expect(nextNightAfter(new Date('2026-12-01T20:00:00Z')).toISOString()).toBe('2026-12-02T20:00:00.000Z');
    expect(nextNightAfter(new Date('2026-12-01T21:30:00Z')).toISOString()).toBe('2026-12-02T20:00:00.000Z');
  });
});
