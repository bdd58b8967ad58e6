// Fan-out: an admin approves an event of a host with 10,000 followers, every one of them connected by
// websocket. Prints how long until every socket heard of it, until every notification row was
// written and until the e-mails were queued, beside a floor measured in the same run (one INSERT ...
// SELECT of as many rows into a copy of the table). It is not a test.
//   npm run build && node bench/fanout.mjs [--followers 10000] [--sockets 10000]
import { performance } from 'node:perf_hooks';
import { TextEncoder } from 'node:util';
import { SignJWT } from 'jose';
import { io } from 'socket.io-client';
import { arg, login, startBenchServer } from './support.mjs';

const FOLLOWERS = arg('followers', 10_000);
const SOCKETS = Math.min(arg('sockets', FOLLOWERS), FOLLOWERS);
const JWT_SECRET = 'bench-only-jwt-secret-0123456789abcdef';

const server = await startBenchServer({ JWT_SECRET });
const { db } = server;
console.log(`seeding a host with ${FOLLOWERS} followers (every 10th with a verified e-mail) and an event awaiting review...`);
const {
  rows: [host],
} = await db.query(
  `insert into users (email, username, full_name, role, email_verified_at) values ('dong-nguoi@vidu.vn', 'dong-nguoi', 'Chủ Đông Người', 'HOST', now()) returning id`,
);
const { rows: followers } = await db.query(
  `insert into users (email, username, full_name, email_verified_at, is_first_login)
   select 'fan' || g || '@vidu.vn', 'fan-bench-' || g, 'Người theo dõi ' || g, case when g % 10 = 0 then now() end, false
     from generate_series(1, $1) g returning id`,
  [FOLLOWERS],
);
await db.query(`insert into follows (follower_id, host_id) select unnest($1::uuid[]), $2`, [followers.map((f) => f.id), host.id]);
await db.query(`update users set follower_count = $2 where id = $1`, [host.id, FOLLOWERS]);
const {
  rows: [event],
} = await db.query(
  `insert into events (host_id, slug, title, format, venue_name, address, city, session_type, status, start_at, end_at, duration_minutes, session_count, min_price, max_price)
   values ($1, 'hoi-thao-dong-nguoi', 'Hội thảo đông người', 'OFFLINE', 'Hội trường', '1 Lê Duẩn', 'Hà Nội', 'SINGLE', 'PENDING_APPROVAL_WITH_ADMIN',
           now() + interval '30 days', now() + interval '30 days 2 hours', 120, 1, 0, 0) returning id`,
  [host.id],
);
await db.query('analyze');

const rssIdle = server.rss();
console.log(`connecting ${SOCKETS} sockets...`);
const key = new TextEncoder().encode(JWT_SECRET);
const sockets = [];
const heardAt = [];
for (let start = 0; start < SOCKETS; start += 200) {
  await Promise.all(
    followers.slice(start, Math.min(start + 200, SOCKETS)).map(async (follower) => {
      const token = await new SignJWT({ role: 'USER' })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(follower.id)
        .setIssuedAt()
        .setExpirationTime('1h')
        .sign(key);
      const socket = io(server.url, { path: '/socket.io', transports: ['websocket'], auth: { token }, reconnection: false });
      sockets.push(socket);
      await new Promise((resolve, reject) => {
        socket.once('connect', resolve);
        socket.once('connect_error', reject);
      });
      socket.once('new-notification', () => heardAt.push(performance.now()));
    }),
  );
}
const rssConnected = server.rss();

// The floor: PostgreSQL writing as many notification rows in one statement, in the same run.
await db.query('create temp table floor_notifications (like notifications including defaults)');
const floorStart = performance.now();
await db.query(
  `insert into floor_notifications (user_id, type, title, body, link) select unnest($1::uuid[]), 'FOLLOWING_HOST_NEW_EVENT', 'Sàn', 'Sàn', '/events/san'`,
  [followers.map((f) => f.id)],
);
const floorMs = performance.now() - floorStart;

const admin = await login(server.url, 'admin@demo.vn', 'Admin@123456');
const t0 = performance.now();
const approved = await fetch(`${server.url}/api/v1/admin/events/${event.id}`, {
  method: 'PATCH',
  headers: { ...admin, 'content-type': 'application/json' },
  body: JSON.stringify({ action: 'APPROVE' }),
});
if (!approved.ok) throw new Error(`approve answered ${approved.status}: ${await approved.text()}`);
const approveMs = performance.now() - t0;

const deadline = t0 + 60_000;
let rowsMs = NaN;
let emailsMs = NaN;
let peakRss = server.rss();
while (performance.now() < deadline && (Number.isNaN(rowsMs) || Number.isNaN(emailsMs) || heardAt.length < SOCKETS)) {
  peakRss = Math.max(peakRss, server.rss());
  if (Number.isNaN(rowsMs)) {
    const { rows } = await db.query(`select count(*)::int as n from notifications where type = 'FOLLOWING_HOST_NEW_EVENT'`);
    if (rows[0].n >= FOLLOWERS) rowsMs = performance.now() - t0;
  }
  if (Number.isNaN(emailsMs)) {
    const { rows } = await db.query(`select count(*)::int as n from outbox_messages where kind = 'EMAIL' and subject = 'Chủ Đông Người có sự kiện mới'`);
    if (rows[0].n >= Math.floor(FOLLOWERS / 10)) emailsMs = performance.now() - t0;
  }
  await new Promise((r) => setTimeout(r, 20));
}
const delivered = heardAt.map((t) => t - t0).sort((a, b) => a - b);
const at = (q) => (delivered.length ? delivered[Math.min(delivered.length - 1, Math.floor(q * delivered.length))].toFixed(0) : '—');

console.log(`\n${FOLLOWERS} followers, ${SOCKETS} connected, Node ${process.version}\n`);
const rows = [
  ['floor: INSERT of the same number of rows, one statement', `${floorMs.toFixed(0)} ms`],
  ['approve answered', `${approveMs.toFixed(0)} ms`],
  [
    `sockets reached (${delivered.length}/${SOCKETS}): p50 / p99 / last`,
    `${at(0.5)} / ${at(0.99)} / ${delivered.length ? delivered.at(-1).toFixed(0) : '—'} ms`,
  ],
  ['every notification row written', `${rowsMs.toFixed(0)} ms (${(rowsMs / floorMs).toFixed(1)}× the floor)`],
  [`e-mails queued (${Math.floor(FOLLOWERS / 10)})`, `${emailsMs.toFixed(0)} ms`],
  ['server RSS: before sockets / connected / peak', `${rssIdle.toFixed(0)} / ${rssConnected.toFixed(0)} / ${peakRss.toFixed(0)} MB`],
];
for (const [name, value] of rows) console.log(name.padEnd(60), value);

for (const socket of sockets) socket.disconnect();
await server.stop();
