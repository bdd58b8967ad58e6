// Renewals falling due together (issue 38): N members, each with an ACTIVE monthly subscription paid by a stored sandbox
// card, whose periods all end in the same minute; the built server (one process, then two on one database) renews them
// (an order and a payment attempt each, the card charged, the order settled and the period paid). Prints the time from
// the due minute until every subscription is ACTIVE again with its RENEWAL period PAID, checks that each period was
// charged exactly once, then measures the plans page and "my subscription" beside their floors. It is not a test.
//   npm run build && node bench/renewals.mjs [--members 10000] [--processes 3] (1: one process, 2: two, 3: both, 0: none)
//                                            [--duration 10] [--connections 50] [--reads 1] [--give-up 600] [--sample 0]
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { subscribeTemplate } from './memberships-seed.mjs';
import { arg, cpuMsOf, databaseCpuMs, login, root, runScenarios, startBenchServer } from './support.mjs';

const MEMBERS = arg('members', 10_000);
const PROCESSES = arg('processes', 3);
const duration = arg('duration', 10);
const connections = arg('connections', 50);
const READS = arg('reads', 1);
/** `--sample 1`: samples pg_stat_activity every 20 ms while renewing and prints where the database's sessions are (profiling). */
const SAMPLE = arg('sample', 0);
/** `--give-up S`: seconds after the due minute at which the run stops waiting (then it prints the rate and what is left). */
const GIVE_UP_MS = arg('give-up', 600) * 1000;

// The first server process counts its statements (bench/count-queries.mjs), asked for by SIGUSR2.
process.env.BENCH_NODE_ARGS = [process.env.BENCH_NODE_ARGS ?? '', '--import', fileURLToPath(new URL('./count-queries.mjs', import.meta.url))].join(' ');

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const freePort = () =>
  new Promise((resolve) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });

async function statementsSent(server) {
  server.takeOutput();
  process.kill(server.pid, 'SIGUSR2');
  for (;;) {
    const line = server.takeOutput().find((l) => l.includes('benchQueries'));
    if (line) return JSON.parse(line);
    await sleep(20);
  }
}

/** A second server process of the same deployment: dist/main.js on the first one's database, its scheduler working too. */
async function startSecondProcess(databaseUrl) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'market-bench-second-'));
  const child = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 240; i++) {
    if (
      await fetch(`${url}/api/v1/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await sleep(250);
  }
  return {
    pid: child.pid,
    async stop() {
      child.kill('SIGINT');
      await new Promise((r) => child.once('exit', r));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** N members, each with the template's card and an ACTIVE subscription whose first (paid) period ends at `due`. */
async function seed(server, template, notDue = false) {
  const { db } = server;
  const t0 = performance.now();
  await db.query(
    `insert into users (email, username, full_name, role, city, email_verified_at)
     select 'gia-han' || g || '@vidu.vn', 'gia-han-' || g, 'Hội viên ' || g, 'USER', 'Hà Nội', now() from generate_series(1, $1) g`,
    [MEMBERS],
  );
  await db.query(
    `insert into subscription_cards (user_id, provider, provider_token, provider_customer, brand, last4, exp_month, exp_year, is_default)
     select u.id, c.provider, c.provider_token, c.provider_customer, c.brand, c.last4, c.exp_month, c.exp_year, true
       from users u, subscription_cards c where u.email like 'gia-han%@vidu.vn' and c.id = $1`,
    [template.subscription.card_id],
  );
  // The due minute: the next whole minute at least 15 s away (the rows below are written well within that).
  // (For the reads: a day away, so that no renewal runs while they are measured.)
  const due = new Date(Math.ceil((Date.now() + (notDue ? 86_400_000 : 15_000)) / 60_000) * 60_000);
  const s = template.subscription;
  await db.query(
    `insert into subscriptions (user_id, membership_id, membership_price_id, status, current_period_start, current_period_end,
                                anchor_at, period_number, card_id, pay_provider, pay_method)
     select c.user_id, $1, $2, 'ACTIVE', $3::timestamptz - interval '1 month', $3, $3::timestamptz - interval '1 month', 1, c.id, 'STRIPE', $4
       from subscription_cards c join users u on u.id = c.user_id where u.email like 'gia-han%@vidu.vn'`,
    [s.membership_id, s.membership_price_id, due, s.pay_method],
  );
  await db.query(
    `insert into subscription_periods (subscription_id, period_start, period_end, kind, status, membership_price_id, amount, paid_at, order_code)
     select s.id, s.current_period_start, s.current_period_end, 'FIRST', 'PAID', s.membership_price_id, p.amount, s.current_period_start, null
       from subscriptions s join membership_prices p on p.id = s.membership_price_id join users u on u.id = s.user_id
      where u.email like 'gia-han%@vidu.vn'`,
  );
  // As scheduler.schedule writes the renewal of a paid period (period-fulfilment.ts): kind, key = subscription, payload, run_at.
  await db.query(
    `insert into scheduled_tasks (kind, key, payload, run_at)
     select 'memberships.renew', s.id::text, jsonb_build_object('subscriptionId', s.id, 'periodEnd', $1::text), s.current_period_end
       from subscriptions s join users u on u.id = s.user_id where u.email like 'gia-han%@vidu.vn'`,
    [due.toISOString()],
  );
  await db.query('analyze');
  console.log(
    `seeded ${MEMBERS} members, cards, subscriptions, paid periods and renewals in ${((performance.now() - t0) / 1000).toFixed(1)} s; due ${due.toISOString()}`,
  );
  return due;
}

const RENEWED = `select count(*)::int as n from subscriptions s join users u on u.id = s.user_id
  join subscription_periods p on p.subscription_id = s.id and p.kind = 'RENEWAL' and p.status = 'PAID'
 where u.email like 'gia-han%@vidu.vn' and s.status = 'ACTIVE' and s.period_number = 2`;

/**
 * Every way a period could have been charged more than once (violations), and what is still to happen (pending: only
 * when the run gave up before the end). Answers the lines to print.
 */
async function anomalies(db) {
  const members = `join users u on u.id = s.user_id and u.email like 'gia-han%@vidu.vn'`;
  const violations = {
    'subscriptions with more than one RENEWAL period': `select count(*)::int as n from (
        select s.id from subscriptions s ${members} join subscription_periods p on p.subscription_id = s.id and p.kind = 'RENEWAL' group by s.id having count(*) > 1) x`,
    'periods sharing an order': `select count(*)::int as n from (select order_id from subscription_periods where order_id is not null group by order_id having count(*) > 1) x`,
    'members with more than one order': `select count(*)::int as n from (
        select o.user_id from orders o join users u on u.id = o.user_id where u.email like 'gia-han%@vidu.vn' group by o.user_id having count(*) > 1) x`,
    'orders with more than one payment attempt': `select count(*)::int as n from (
        select o.id from orders o join users u on u.id = o.user_id join payments pay on pay.order_id = o.id
         where u.email like 'gia-han%@vidu.vn' group by o.id having count(pay.id) > 1) x`,
    'orders with more than one SUCCESS payment': `select count(*)::int as n from (
        select pay.order_id from payments pay join orders o on o.id = pay.order_id join users u on u.id = o.user_id
         where u.email like 'gia-han%@vidu.vn' and pay.status = 'SUCCESS' group by pay.order_id having count(*) > 1) x`,
    'RENEWAL periods charged more than once': `select count(*)::int as n from (
        select p.id from subscription_periods p join subscriptions s on s.id = p.subscription_id ${members}
          join payments pay on pay.order_id = p.order_id join sandbox_card_charges c on c.idempotency_key = 'subscription-charge:' || pay.id
         where p.kind = 'RENEWAL' group by p.id having count(*) > 1) x`,
    "sandbox charges of no attempt of a RENEWAL period (beyond the template's first)": `select count(*) - 1 as n from sandbox_card_charges c
        where not exists (select 1 from payments pay join subscription_periods p on p.order_id = pay.order_id and p.kind = 'RENEWAL'
                           where c.idempotency_key = 'subscription-charge:' || pay.id)`,
    'PAID RENEWAL periods whose order has no SUCCESS payment': `select count(*)::int as n from subscription_periods p join subscriptions s on s.id = p.subscription_id ${members}
        where p.kind = 'RENEWAL' and p.status = 'PAID' and not exists (select 1 from payments pay where pay.order_id = p.order_id and pay.status = 'SUCCESS')`,
    'failed renewal or charge tasks': `select count(*)::int as n from scheduled_tasks where kind in ('memberships.renew', 'memberships.card-charge') and (state = 'FAILED' or attempts > 1)`,
  };
  const pending = {
    'subscriptions not ACTIVE': `select count(*)::int as n from subscriptions s ${members} where s.status <> 'ACTIVE'`,
    'subscriptions without a RENEWAL period': `select count(*)::int as n from subscriptions s ${members}
        where not exists (select 1 from subscription_periods p where p.subscription_id = s.id and p.kind = 'RENEWAL')`,
    'RENEWAL periods not PAID': `select count(*)::int as n from subscription_periods p join subscriptions s on s.id = p.subscription_id ${members}
        where p.kind = 'RENEWAL' and p.status <> 'PAID'`,
  };
  const lines = [];
  const count = async (sql) => Number((await db.query(sql)).rows[0].n);
  for (const [what, sql] of Object.entries(violations)) {
    const n = await count(sql);
    if (n !== 0) lines.push(`ANOMALY: ${what}: ${n}`);
  }
  for (const [what, sql] of Object.entries(pending)) {
    const n = await count(sql);
    if (n !== 0) lines.push(`still pending: ${what}: ${n}`);
  }
  return lines;
}

/** Where the server's sessions are, sampled: each active statement (its first 90 characters) or what it waits on. */
function sampleActivity(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  const counts = new Map();
  let samples = 0;
  let running = true;
  const done = (async () => {
    await client.connect();
    while (running) {
      const { rows } = await client.query(
        `select state, wait_event_type, wait_event, left(regexp_replace(query, '\\s+', ' ', 'g'), 90) as q from pg_stat_activity
          where backend_type = 'client backend' and pid <> pg_backend_pid() and application_name <> 'market-scheduler'`,
      );
      samples += 1;
      for (const r of rows) {
        const key = r.state === 'active' ? `active ${r.wait_event_type ?? 'CPU'}:${r.wait_event ?? ''} ${r.q}` : `${r.state} (after: ${r.q})`;
        counts.set(key, (counts.get(key) ?? 0) + 1);
      }
      await sleep(20);
    }
    await client.end();
  })();
  return {
    async stop() {
      running = false;
      await done;
      console.log(`pg_stat_activity, ${samples} samples: sessions in each state (mean over samples)`);
      for (const [key, n] of [...counts].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(`${(n / samples).toFixed(2).padStart(6)}  ${key}`);
    },
  };
}

async function renewalRun(processes) {
  console.log(
    `\n== ${processes} server process${processes > 1 ? 'es' : ''}, ${MEMBERS} renewals due in one minute (load ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')})`,
  );
  const server = await startBenchServer({ PUBLIC_CACHE_MAX_BYTES: '0' });
  const template = await subscribeTemplate(server);
  const second = processes > 1 ? await startSecondProcess(server.databaseUrl) : null;
  const due = await seed(server, template);
  const pids = [server.pid, ...(second ? [second.pid] : [])];
  while (Date.now() < due.getTime()) await sleep(Math.min(250, due.getTime() - Date.now()));
  const cpu0 = { node: pids.map(cpuMsOf), pg: databaseCpuMs(server.postmasterPid) };
  const statements0 = await statementsSent(server);
  const timeline = [];
  const sampler = SAMPLE ? sampleActivity(server.databaseUrl) : null;
  let renewed = 0;
  let elapsed;
  for (;;) {
    await sleep(500);
    elapsed = Date.now() - due.getTime();
    ({
      rows: [{ n: renewed }],
    } = await server.db.query(RENEWED));
    if (timeline.length === 0 || elapsed - timeline.at(-1).at >= 5_000) timeline.push({ at: elapsed, renewed });
    if (renewed >= MEMBERS || elapsed > GIVE_UP_MS) break;
  }
  await sampler?.stop();
  const cpu1 = { node: pids.map(cpuMsOf), pg: databaseCpuMs(server.postmasterPid) };
  const statements1 = await statementsSent(server);
  const statements = statements1.benchQueries - statements0.benchQueries;
  if (statements1.byText) {
    // BENCH_COUNT_BY_TEXT=1: each statement sent while renewing, per renewal.
    const before = new Map(statements0.byText);
    const sent = statements1.byText.map(([text, n]) => [text, n - (before.get(text) ?? 0)]).filter(([, n]) => n > 0);
    for (const [text, n] of sent.sort((a, b) => b[1] - a[1]).slice(0, 60)) console.log(`${(n / Math.max(1, renewed)).toFixed(2).padStart(6)}  ${text}`);
  }
  const seconds = elapsed / 1000;
  console.log(`progress (s → renewed): ${timeline.map((t) => `${(t.at / 1000).toFixed(0)}→${t.renewed}`).join(', ')}`);
  const nodeCpu = cpu1.node.map((c, i) => c - cpu0.node[i]);
  const pgCpu = cpu1.pg - cpu0.pg;
  console.log(
    `${renewed}/${MEMBERS} renewed in ${seconds.toFixed(1)} s from the due minute (${(renewed / seconds).toFixed(0)}/s; goal < 60 s: ${renewed >= MEMBERS && seconds < 60 ? 'met' : 'NOT met'})`,
  );
  console.log(
    `CPU per renewal: node ${nodeCpu.map((c) => ((c * 1000) / Math.max(1, renewed)).toFixed(0)).join(' + ')} µs, PostgreSQL ${((pgCpu * 1000) / Math.max(1, renewed)).toFixed(0)} µs`,
  );
  console.log(
    `statements sent by the first process: ${statements} (${(statements / Math.max(1, renewed)).toFixed(1)} a renewal${second ? ', of those it renewed and the other process' : ''}; BEGIN, COMMIT and savepoints included)`,
  );
  const problems = await anomalies(server.db);
  console.log(
    problems.length ? problems.join('\n') : 'exactly once: one RENEWAL period, one order, one SUCCESS payment and one sandbox charge per subscription',
  );
  await second?.stop();
  return { server, template, seconds, renewed, problems };
}

/**
 * The reads on a server of their own with the same rows, none of them due (a run that gave up still renews in the
 * background, which would be measured too): the plans page (public) and a member's subscription.
 */
async function reads() {
  const server = await startBenchServer({ PUBLIC_CACHE_MAX_BYTES: '0' });
  const template = await subscribeTemplate(server);
  await seed(server, template, true);
  const member = await login(server.url, 'an@demo.vn', 'User@123456');
  console.log(
    `\nreads beside ${MEMBERS} live subscriptions, none due (load ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')})`,
  );
  const plans = await runScenarios(server, [{ name: 'GET /api/v1/memberships (the plans page)', path: '/api/v1/memberships' }], {
    duration,
    connections,
    floors: {
      samplePath: '/api/v1/memberships',
      sql: `select id, name, description, image, is_default, is_main, status, created_at, updated_at from memberships
             where deleted_at is null and status = 'ACTIVE' order by name limit 20`,
    },
  });
  const mine = await runScenarios(server, [{ name: 'GET /api/v1/subscriptions/me (my subscription)', path: '/api/v1/subscriptions/me', headers: member }], {
    duration,
    connections,
    floors: {
      samplePath: '/api/v1/subscriptions/me',
      headers: member,
      sql: `select * from subscriptions where user_id = (select id from users where email = 'an@demo.vn')
             and status in ('PENDING', 'ACTIVE', 'PENDING_RENEWAL', 'CANCEL') order by created_at desc`,
    },
  });
  await server.stop();
  const ratio = ({ pg, results }) => `${((results[0].result.requests.average / pg) * 100).toFixed(1)}% of the pg floor`;
  return [`plans page ${ratio(plans)}`, `my subscription ${ratio(mine)} (goal: ≥ 50% each)`];
}

const results = [];
for (const processes of PROCESSES === 3 ? [1, 2] : PROCESSES ? [PROCESSES] : []) {
  const run = await renewalRun(processes);
  results.push({ processes, seconds: run.seconds, renewed: run.renewed, problems: run.problems.filter((l) => l.startsWith('ANOMALY')).length });
  await run.server.stop();
}
const ratios = READS ? await reads() : [];
console.log(
  `\nrenewals.mjs ${new Date().toISOString()} (load ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')})`,
);
for (const r of results)
  console.log(
    `${r.processes} process(es): ${r.renewed}/${MEMBERS} in ${r.seconds.toFixed(1)} s, ${r.problems ? `${r.problems} kinds of ANOMALY` : 'none charged twice'}`,
  );
for (const line of ratios) console.log(line);
