// What the benchmarks share: the built server on an embedded PostgreSQL, a SQL client to seed it,
// and a table of autocannon figures. Benchmarks print; they are not tests.
import { fork, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { Buffer } from 'node:buffer';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};

/** `--match RE`: only the scenarios whose name matches (to profile or compare one of them). */
const matching = (() => {
  const i = process.argv.indexOf('--match');
  return i > 0 ? new RegExp(process.argv[i + 1], 'i') : undefined;
})();

const freePort = () =>
  new Promise((resolve) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });

/**
 * The flags `npm start` gives Node (package.json's start script: heap limits, GC settings), so that
 * the server is measured as deployed.
 */
function startNodeFlags() {
  const start = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).scripts.start;
  return start.split(' ').filter((word) => word.startsWith('--'));
}

/**
 * Starts apps/server/dist/main.js on a fresh data dir; answers its URL, a connected pg client and stop().
 * BENCH_DATA_DIR=/some/dir keeps the data dir there instead (not removed at the end): a benchmark that sees its rows
 * already there may skip seeding (catalogue.mjs does), so that two builds are measured on the same data.
 */
export async function startBenchServer(env = {}) {
  const port = await freePort();
  const keptDir = process.env.BENCH_DATA_DIR;
  if (keptDir) mkdirSync(keptDir, { recursive: true });
  const dataDir = keptDir ?? mkdtempSync(path.join(tmpdir(), 'market-bench-'));
  // BENCH_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof' profiles the server while a benchmark runs.
  const nodeArgs = [...startNodeFlags(), ...(process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [])];
  // BENCH_SERVER=apps/server/dist-base/main.js measures another build (one kept aside) on the same data dir.
  const child = spawn(process.execPath, [...nodeArgs, process.env.BENCH_SERVER ?? 'apps/server/dist/main.js'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', RATE_LIMIT_AUTH_PER_MINUTE: '1000000', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // The server's stdout is read line by line (a pipe nobody reads would stall it once full); takeOutput() hands them over.
  let output = [];
  let partial = '';
  child.stdout.on('data', (chunk) => {
    const lines = (partial + chunk).split('\n');
    partial = lines.pop();
    output.push(...lines);
    if (output.length > 10_000) output = output.slice(-10_000);
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
    await new Promise((r) => setTimeout(r, 250));
  }
  // The embedded database's address is in its postmaster.pid (line 4 = port, line 5 = socket folder):
  // the same Unix socket the server uses, so that the pg floor connects the way the server does.
  const [postmasterPid, , , pgPort, socketDir] = readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n');
  const databaseUrl = `postgres://postgres:postgres@${encodeURIComponent(socketDir)}:${pgPort}/postgres`;
  const db = new pg.Client({ connectionString: databaseUrl });
  // The server's shutdown ends this connection too; that is expected, not a failure.
  db.on('error', () => undefined);
  await db.connect();
  return {
    url,
    db,
    databaseUrl,
    pid: child.pid,
    postmasterPid: Number(postmasterPid),
    /** The server's stdout lines since the last call. */
    takeOutput() {
      const lines = output;
      output = [];
      return lines;
    },
    rss() {
      try {
        return Number(readFileSync(`/proc/${child.pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/)[1]) / 1024;
      } catch {
        return NaN;
      }
    },
    async stop() {
      await db.end();
      child.kill('SIGINT');
      await new Promise((r) => child.once('exit', r));
      if (!keptDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The fields of /proc/<pid>/stat after the command's closing parenthesis (the state is the first). */
const statOf = (pid) => readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
const TICK_MS = 10;

/** CPU time (ms) a process has used so far (utime + stime). */
export function cpuMsOf(pid) {
  const fields = statOf(pid);
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
}

/**
 * CPU time (ms) the embedded PostgreSQL has used so far: its postmaster, the processes it runs now
 * (backends, workers) and those that have ended (their time is added to the postmaster's cutime/cstime).
 */
export function databaseCpuMs(postmasterPid) {
  const postmaster = statOf(postmasterPid);
  let ticks = Number(postmaster[11]) + Number(postmaster[12]) + Number(postmaster[13]) + Number(postmaster[14]);
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const fields = statOf(entry);
      if (Number(fields[1]) === postmasterPid) ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // Ended meanwhile: its time is now the postmaster's.
    }
  }
  return ticks * TICK_MS;
}

/** What the tables' last two columns (cpuPerRequest's figures) are. */
export const CPU_COLUMNS = 'CPU µs: CPU time per request of the Node process answering (the server, or the floor) and of PostgreSQL\n';

/**
 * CPU spent per request by a Node process and by the database while `run` answers `requests`. It moves
 * less than req/s with what else runs on a shared machine (not at all with time spent waiting for a
 * core), though contention still inflates it (caches shared with other guests): compare within a run.
 */
export async function cpuPerRequest(nodePid, postmasterPid, run) {
  const before = { node: cpuMsOf(nodePid), pg: databaseCpuMs(postmasterPid) };
  const result = await run();
  const after = { node: cpuMsOf(nodePid), pg: databaseCpuMs(postmasterPid) };
  const requests = Math.max(1, result.requests.total);
  return { result, nodeUs: ((after.node - before.node) * 1000) / requests, pgUs: ((after.pg - before.pg) * 1000) / requests };
}

const WARMUP_SECONDS = 1;

/**
 * One autocannon run measured as cpuPerRequest does, after a second of the same load unmeasured: a
 * process's first requests of a kind pay for compiling its code, which showed as 40–50% more CPU per
 * request in whichever scenario came first. Floors are warmed the same way.
 */
export async function measureWarm(nodePid, postmasterPid, options) {
  await autocannon({ ...options, duration: WARMUP_SECONDS });
  return cpuPerRequest(nodePid, postmasterPid, () => autocannon(options));
}

export async function login(url, email, password) {
  const body = await fetch(`${url}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  }).then((r) => r.json());
  return { authorization: `Bearer ${body.accessToken}` };
}

/**
 * Starts the floors (bench/floor-server.mjs) in a process of their own: `/bare` answers the bytes the
 * server answers for `samplePath`, `/pg` answers the rows of `sql` (an indexed query of the same table).
 */
export async function startFloors(server, { samplePath, headers, sql }) {
  const bytes = Buffer.from(await fetch(`${server.url}${samplePath}`, { headers }).then((r) => r.arrayBuffer()));
  const dir = mkdtempSync(path.join(tmpdir(), 'market-floor-'));
  const bodyFile = path.join(dir, 'body.json');
  writeFileSync(bodyFile, bytes);
  const port = await freePort();
  const child = fork(path.join(root, 'bench/floor-server.mjs'), {
    env: { ...process.env, PORT: String(port), FLOOR_BODY_FILE: bodyFile, FLOOR_DATABASE_URL: server.databaseUrl, FLOOR_SQL: sql },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`floor server exited with ${code}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid,
    bytes: bytes.length,
    async stop() {
      child.kill('SIGINT');
      await new Promise((r) => child.once('exit', r));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The pg floor of the event lists: an indexed page of published events, the columns a card shows. */
export const EVENTS_PAGE_FLOOR_SQL = `select id, host_id, slug, title, summary, cover_image, format, city, venue_name, status, start_at, end_at,
                 duration_minutes, session_count, min_price, max_price, published_at, created_at, updated_at
            from events where status = 'PUBLISHED' order by start_at, id limit 20`;

const percent = (value, floor) => (floor ? `${((value / floor) * 100).toFixed(1)}%` : '');

/**
 * Runs each scenario with autocannon and prints req/s, p50/p99 latency, non-2xx answers and the
 * server's RSS. With `floors` ({ samplePath, sql }), first measures the bare and pg floors with the
 * same connections and duration, and prints each scenario's req/s as a share of both.
 */
export async function runScenarios(server, scenarios, { duration, connections, floors }) {
  console.log(`\n${duration}s per scenario, ${connections} connections, Node ${process.version}`);
  console.log(CPU_COLUMNS);
  console.log(
    'scenario'.padEnd(60),
    'req/s'.padStart(8),
    'p50 ms'.padStart(8),
    'p99 ms'.padStart(8),
    'non-2xx'.padStart(8),
    'RSS MB'.padStart(8),
    '% pg'.padStart(7),
    '% bare'.padStart(7),
    'node µs'.padStart(8),
    'pg µs'.padStart(7),
  );
  const print = (name, { result, nodeUs, pgUs }, rss, pg, bare) =>
    console.log(
      name.padEnd(60),
      result.requests.average.toFixed(0).padStart(8),
      String(result.latency.p50).padStart(8),
      String(result.latency.p99).padStart(8),
      String(result.non2xx).padStart(8),
      rss.padStart(8),
      percent(result.requests.average, pg).padStart(7),
      percent(result.requests.average, bare).padStart(7),
      nodeUs.toFixed(0).padStart(8),
      pgUs.toFixed(0).padStart(7),
    );
  let pg = 0;
  let bare = 0;
  if (floors) {
    const floor = await startFloors(server, floors);
    const run = (p) => measureWarm(floor.pid, server.postmasterPid, { url: `${floor.url}${p}`, connections, duration });
    const bareRun = await run('/bare');
    bare = bareRun.result.requests.average;
    const pgRun = await run('/pg');
    pg = pgRun.result.requests.average;
    await floor.stop();
    print(`bare floor (Fastify, same ${(floor.bytes / 1024).toFixed(1)} KB)`, bareRun, '', 0, bare);
    print('pg floor (Fastify + pg, indexed 20-row page)', pgRun, '', pg, bare);
  }
  const results = [];
  for (const s of scenarios.filter((s) => !matching || matching.test(s.name))) {
    const measured = await measureWarm(server.pid, server.postmasterPid, {
      url: `${server.url}${s.path}`,
      method: s.method ?? 'GET',
      headers: s.headers,
      body: s.body,
      ...(s.requests ? { requests: s.requests } : {}),
      connections: s.connections ?? connections,
      duration,
    });
    print(s.name, measured, server.rss().toFixed(0), pg, bare);
    results.push({ name: s.name, result: measured.result });
  }
  return { pg, bare, results };
}
