// Throughput and latency of the hot account/notification calls on the built server with an
// embedded PostgreSQL and realistic data. Prints figures; it is not a test.
//   npm run build && node bench/api.mjs [--duration 10] [--connections 20]
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const duration = arg('duration', 10);
const connections = arg('connections', 20);
const USERS = 20_000;
const NOTIFICATIONS_PER_USER = 50;

const freePort = () =>
  new Promise((resolve) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });

const port = await freePort();
const dataDir = mkdtempSync(path.join(tmpdir(), 'market-bench-'));
const child = spawn(process.execPath, ['apps/server/dist/main.js'], {
  cwd: root,
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', RATE_LIMIT_AUTH_PER_MINUTE: '1000000' },
  stdio: ['ignore', 'pipe', 'inherit'],
});

const url = `http://127.0.0.1:${port}`;
for (let i = 0; i < 240; i++) {
  if (await fetch(`${url}/api/v1/health`).then((r) => r.ok, () => false)) break;
  await new Promise((r) => setTimeout(r, 250));
}
// The embedded database's address is in its postmaster.pid (line 4 = port).
const pgPort = readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[3];
const databaseUrl = `postgres://postgres:postgres@127.0.0.1:${pgPort}/postgres`;

const db = new pg.Client({ connectionString: databaseUrl });
await db.connect();
console.log(`seeding ${USERS} users and ${USERS * NOTIFICATIONS_PER_USER} notifications...`);
const seedStart = Date.now();
await db.query(
  `insert into users (email, username, full_name, email_verified_at)
   select 'nguoidung' || g || '@vidu.vn', 'nguoi-dung-' || g, 'Người dùng ' || g, now() from generate_series(1, $1) g`,
  [USERS],
);
const { rows: [demo] } = await db.query(`select id from users where email = 'an@demo.vn'`);
await db.query(
  `insert into notifications (user_id, type, title, body, link, data, read_at, created_at)
   select u.id, 'SYSTEM_ANNOUNCEMENT', 'Thông báo ' || g, 'Nội dung thông báo số ' || g, '/events', '{}'::jsonb,
          case when g % 3 = 0 then now() end, now() - (g || ' minutes')::interval
   from (select id from users order by id limit $1) u cross join generate_series(1, $2) g`,
  [USERS, NOTIFICATIONS_PER_USER],
);
await db.query('analyze');
console.log(`seeded in ${((Date.now() - seedStart) / 1000).toFixed(1)} s (demo user ${demo.id})`);
await db.end();

const login = await fetch(`${url}/api/v1/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'an@demo.vn', password: 'User@123456' }) }).then((r) => r.json());
const auth = { authorization: `Bearer ${login.accessToken}` };

function rssOfServer() {
  try {
    return Number(readFileSync(`/proc/${child.pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/)[1]) / 1024;
  } catch {
    return NaN;
  }
}

const scenarios = [
  { name: 'GET /api/v1/health', path: '/api/v1/health' },
  { name: 'GET /api/v1/auth/me', path: '/api/v1/auth/me', headers: auth },
  { name: 'GET /api/v1/notifications?page=1&limit=20', path: '/api/v1/notifications?page=1&limit=20', headers: auth },
  { name: 'GET /api/v1/notifications?isRead=false&page=2', path: '/api/v1/notifications?isRead=false&page=2&limit=20', headers: auth },
  { name: 'GET /api/v1/notifications/count', path: '/api/v1/notifications/count', headers: auth },
  {
    name: 'POST /api/v1/auth/login (argon2id)',
    path: '/api/v1/auth/login',
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'an@demo.vn', password: 'User@123456' }),
    connections: 4,
  },
];

console.log(`\n${duration}s per scenario, ${connections} connections, Node ${process.version}\n`);
console.log('scenario'.padEnd(52), 'req/s'.padStart(8), 'p50 ms'.padStart(8), 'p99 ms'.padStart(8), 'non-2xx'.padStart(8), 'RSS MB'.padStart(8));
for (const s of scenarios) {
  const result = await autocannon({ url: `${url}${s.path}`, method: s.method ?? 'GET', headers: s.headers, body: s.body, connections: s.connections ?? connections, duration });
  console.log(
    s.name.padEnd(52),
    result.requests.average.toFixed(0).padStart(8),
    String(result.latency.p50).padStart(8),
    String(result.latency.p99).padStart(8),
    String(result.non2xx).padStart(8),
    rssOfServer().toFixed(0).padStart(8),
  );
}

child.kill('SIGINT');
await new Promise((r) => child.once('exit', r));
rmSync(dataDir, { recursive: true, force: true });
