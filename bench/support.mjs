// What the benchmarks share: the built server on an embedded PostgreSQL, a SQL client to seed it,
// and a table of autocannon figures. Benchmarks print; they are not tests.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
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

const freePort = () =>
  new Promise((resolve) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });

/** Starts apps/server/dist/main.js on a fresh data dir; answers its URL, a connected pg client and stop(). */
export async function startBenchServer(env = {}) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'market-bench-'));
  // BENCH_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof' profiles the server while a benchmark runs.
  const nodeArgs = process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...nodeArgs, 'apps/server/dist/main.js'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', RATE_LIMIT_AUTH_PER_MINUTE: '1000000', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
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
  // The embedded database's address is in its postmaster.pid (line 4 = port).
  const pgPort = readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[3];
  const db = new pg.Client({ connectionString: `postgres://postgres:postgres@127.0.0.1:${pgPort}/postgres` });
  // The server's shutdown ends this connection too; that is expected, not a failure.
  db.on('error', () => undefined);
  await db.connect();
  return {
    url,
    db,
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
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function login(url, email, password) {
  const body = await fetch(`${url}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  }).then((r) => r.json());
  return { authorization: `Bearer ${body.accessToken}` };
}

/** Runs each scenario with autocannon and prints req/s, p50/p99 latency, non-2xx answers and the server's RSS. */
export async function runScenarios(server, scenarios, { duration, connections }) {
  console.log(`\n${duration}s per scenario, ${connections} connections, Node ${process.version}\n`);
  console.log('scenario'.padEnd(60), 'req/s'.padStart(8), 'p50 ms'.padStart(8), 'p99 ms'.padStart(8), 'non-2xx'.padStart(8), 'RSS MB'.padStart(8));
  for (const s of scenarios) {
    const result = await autocannon({
      url: `${server.url}${s.path}`,
      method: s.method ?? 'GET',
      headers: s.headers,
      body: s.body,
      connections: s.connections ?? connections,
      duration,
    });
    console.log(
      s.name.padEnd(60),
      result.requests.average.toFixed(0).padStart(8),
      String(result.latency.p50).padStart(8),
      String(result.latency.p99).padStart(8),
      String(result.non2xx).padStart(8),
      server.rss().toFixed(0).padStart(8),
    );
  }
}
