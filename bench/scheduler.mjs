// The scheduler and the domain events' outbox (apps/server/src/platform/tasks): how fast due work drains with two
// workers, what publishing an event adds to a write, and how soon a committed event reaches its subscriber, each beside
// a floor measured in the same run on the same embedded PostgreSQL (the bare SQL of the same work). It is not a test.
//   node --import tsx bench/scheduler.mjs [--tasks 20000] [--seconds 5]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { z } from 'zod';
import { openDatabase, runMigrations } from '../apps/server/src/platform/db/database.ts';
import { startEmbeddedPostgres } from '../apps/server/src/platform/db/embedded.ts';
import { createDomainEvents, defineEvent } from '../apps/server/src/platform/tasks/domain-events.ts';
import { createScheduler, defineTask } from '../apps/server/src/platform/tasks/scheduler.ts';
import { arg } from './support.mjs';

const TASKS = arg('tasks', 20_000);
const SECONDS = arg('seconds', 5);
const CONNECTIONS = 10;

const dataDir = mkdtempSync(path.join(tmpdir(), 'market-bench-scheduler-'));
const cluster = await startEmbeddedPostgres(dataDir, { persistent: false, fast: true, notice: () => undefined });
const database = openDatabase(cluster.url, { max: CONNECTIONS + 2 });
await runMigrations(database);
const sql = new pg.Pool({ connectionString: cluster.url, max: CONNECTIONS + 2 });
await sql.query(`create table effects (key text not null, at timestamptz not null default now())`);
await sql.query(`create table writes (id bigserial primary key, n int not null)`);
await sql.query(`create table floor_tasks (like scheduled_tasks including all)`);

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const ms = (n) => `${n.toFixed(1)} ms`;
const rows = [];
const row = (what, figure, floor) => rows.push({ what, figure, floor, ratio: floor ? `${((figure / floor) * 100).toFixed(1)}%` : '' });

/** One worker as a server process builds it: its own pool, a task whose handler writes one row through the worker's transaction. */
function worker() {
  const own = openDatabase(cluster.url, { max: 3 });
  const scheduler = createScheduler({ db: own.db, databaseUrl: own.url, pollMs: 200 });
  const touch = scheduler.define(
    defineTask({
      name: 'bench.touch',
      payload: z.object({ n: z.number() }),
      handle: async ({ n }, { tx }) => {
        await tx.execute(`insert into effects (key) values ('task-${n}')`);
      },
    }),
  );
  return { own, scheduler, touch };
}

// 1. Draining due work with two workers, against the bare SQL of the same claims and writes at the same concurrency.
{
  const a = worker();
  const b = worker();
  for (let start = 0; start < TASKS; start += 1_000) {
    const batch = Array.from({ length: Math.min(1_000, TASKS - start) }, (_, i) => ({
      definition: a.touch,
      key: `t${start + i}`,
      at: new Date(Date.now() - 1_000),
      payload: { n: start + i },
    }));
    await a.scheduler.scheduleNew(batch);
  }
  await sql.query(`insert into floor_tasks select * from scheduled_tasks where kind = 'bench.touch'`);
  await sql.query('analyze');
  let t0 = performance.now();
  await Promise.all([a.scheduler.runDue(), b.scheduler.runDue()]);
  const drained = TASKS / ((performance.now() - t0) / 1000);
  const {
    rows: [{ n: done }],
  } = await sql.query(`select count(*)::int as n from scheduled_tasks where kind = 'bench.touch' and state = 'DONE'`);
  // The floor: two clients each claiming 10 rows with SKIP LOCKED in a transaction, writing a row and marking each done.
  const floorWorker = async () => {
    const client = await sql.connect();
    try {
      for (;;) {
        await client.query('begin');
        const { rows: due } = await client.query(
          `select id, payload from floor_tasks where state = 'PENDING' and run_at <= now() order by run_at, id limit 10 for update skip locked`,
        );
        for (const task of due) {
          await client.query('savepoint s');
          await client.query(`insert into effects (key) values ('floor-' || $1::text)`, [task.payload.n]);
          await client.query(`update floor_tasks set state = 'DONE', attempts = attempts + 1, done_at = now(), updated_at = now() where id = $1`, [task.id]);
          await client.query('release savepoint s');
        }
        await client.query('commit');
        if (due.length < 10) return;
      }
    } finally {
      client.release();
    }
  };
  t0 = performance.now();
  await Promise.all([floorWorker(), floorWorker()]);
  const floor = TASKS / ((performance.now() - t0) / 1000);
  row(`due tasks drained by two workers (${TASKS.toLocaleString('en')}, each writing a row; ${done} done once)`, Math.round(drained), Math.round(floor));
  await Promise.all([a.scheduler.stop(), b.scheduler.stop()]);
  await Promise.all([a.own.close(), b.own.close()]);
}

// 2. What publishing an event (two subscribers: two delivery rows and a notification) adds to a write transaction.
{
  const scheduler = createScheduler({ db: database.db, databaseUrl: database.url });
  const events = createDomainEvents(scheduler);
  const written = defineEvent('bench.written', z.object({ n: z.number() }));
  events.subscribe(written, 'one', async () => undefined);
  events.subscribe(written, 'two', async () => undefined);
  const loop = async (write) => {
    let count = 0;
    const deadline = performance.now() + SECONDS * 1000;
    await Promise.all(
      Array.from({ length: CONNECTIONS }, async () => {
        while (performance.now() < deadline) {
          await write(count++);
        }
      }),
    );
    return count / SECONDS;
  };
  const bare = await loop((n) => database.db.transaction((tx) => tx.execute(`insert into writes (n) values (${n})`)));
  const published = await loop((n) =>
    database.db.transaction(async (tx) => {
      await tx.execute(`insert into writes (n) values (${n})`);
      await events.publish(tx, written, { n });
    }),
  );
  row(`write transactions/s publishing an event to 2 subscribers (${CONNECTIONS} at a time)`, Math.round(published), Math.round(bare));

  // 3. From commit to the subscriber's handler, one event at a time, with a worker listening (its wake-up is the notification).
  const heard = new Map();
  const latency = defineEvent('bench.latency', z.object({ n: z.number() }));
  events.subscribe(latency, 'timer', async ({ n }) => void heard.get(n)?.());
  await scheduler.start({ work: true });
  await scheduler.runDue();
  const delays = [];
  for (let n = 0; n < 200; n++) {
    const arrived = new Promise((resolve) => heard.set(n, resolve));
    await database.db.transaction((tx) => events.publish(tx, latency, { n }));
    const committed = performance.now();
    await arrived;
    delays.push(performance.now() - committed);
  }
  delays.sort((x, y) => x - y);
  row(`commit → subscriber, 200 events one at a time: p50 ${ms(percentile(delays, 50))}, p99 ${ms(percentile(delays, 99))}, max ${ms(delays.at(-1))}`, 0, 0);
  await scheduler.stop();
}

console.log(
  `\nscheduler.mjs ${new Date().toISOString()} (load ${(await import('node:os'))
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')})`,
);
console.log('| what | figure (per s) | floor (per s) | of the floor |\n|---|---|---|---|');
for (const r of rows) console.log(`| ${r.what} | ${r.figure || ''} | ${r.floor || ''} | ${r.ratio} |`);
await sql.end();
await database.close();
await cluster.stop();
rmSync(dataDir, { recursive: true, force: true });
