// Throughput and latency of the hot account/notification calls on the built server with an
// embedded PostgreSQL and realistic data. Prints figures; it is not a test.
//   npm run build && node bench/api.mjs [--duration 10] [--connections 20] [--match RE]
import { arg, login, runScenarios, startBenchServer } from './support.mjs';

const duration = arg('duration', 10);
const connections = arg('connections', 20);
const USERS = 20_000;
const NOTIFICATIONS_PER_USER = 50;

const server = await startBenchServer();
const { db } = server;
console.log(`seeding ${USERS} users and ${USERS * NOTIFICATIONS_PER_USER} notifications...`);
const seedStart = Date.now();
await db.query(
  `insert into users (email, username, full_name, email_verified_at)
   select 'nguoidung' || g || '@vidu.vn', 'nguoi-dung-' || g, 'Người dùng ' || g, now() from generate_series(1, $1) g`,
  [USERS],
);
const {
  rows: [demo],
} = await db.query(`select id from users where email = 'an@demo.vn'`);
await db.query(
  `insert into notifications (user_id, type, title, body, link, data, read_at, created_at)
   select u.id, 'SYSTEM_ANNOUNCEMENT', 'Thông báo ' || g, 'Nội dung thông báo số ' || g, '/events', '{}'::jsonb,
          case when g % 3 = 0 then now() end, now() - (g || ' minutes')::interval
   from (select id from users order by id limit $1) u cross join generate_series(1, $2) g`,
  [USERS, NOTIFICATIONS_PER_USER],
);
await db.query('analyze');
console.log(`seeded in ${((Date.now() - seedStart) / 1000).toFixed(1)} s (demo user ${demo.id})`);

const auth = await login(server.url, 'an@demo.vn', 'User@123456');
await runScenarios(
  server,
  [
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
  ],
  {
    duration,
    connections,
    floors: {
      samplePath: '/api/v1/notifications?page=1&limit=20',
      headers: auth,
      sql: `select id, type, title, body, link, data, read_at, created_at from notifications where user_id = '${demo.id}' order by created_at desc limit 20`,
    },
  },
);
await server.stop();
