// Throughput of anonymous public reads answered from the shared cache (hits, 304 revalidations,
// stored brotli), against the bare and pg floors of the same run, and of one write invalidating
// them. events.mjs and people.mjs measure the same calls computed (cache off). Prints figures; it is not a test.
//   npm run build && node bench/cache.mjs [--duration 10] [--connections 50] [--events 10000] [--match RE]
import { performance } from 'node:perf_hooks';
import { arg, EVENTS_PAGE_FLOOR_SQL, login, runScenarios, startBenchServer } from './support.mjs';

const duration = arg('duration', 10);
const connections = arg('connections', 50);
const EVENTS = arg('events', 10_000);
const HOSTS = 200;

const server = await startBenchServer();
const { db } = server;
console.log(`seeding ${EVENTS} published events of ${HOSTS} hosts with one tier each...`);
await db.query(
  `insert into users (email, username, full_name, role, email_verified_at)
   select 'bonho' || g || '@vidu.vn', 'bo-nho-' || g, 'Nhà tổ chức ' || g, 'HOST', now() from generate_series(1, $1) g`,
  [HOSTS],
);
await db.query(
  `with hosts as (select id, row_number() over (order by id) - 1 as n from users where username like 'bo-nho-%')
   insert into events (host_id, slug, title, summary, cover_image, format, venue_name, address, city, session_type, duration_type, status,
                       start_at, end_at, duration_minutes, session_count, min_price, max_price, submitted_at, published_at, created_at)
   select h.id, 'bo-nho-dem-' || g, 'Hội thảo bộ nhớ đệm số ' || g, 'Sự kiện mẫu cho đo hiệu năng', 'https://picsum.photos/seed/bo-nho-' || g || '/1200/630',
          'OFFLINE', 'Hội trường ' || (g % 50), (g % 300) || ' Lê Lợi', 'Hà Nội', 'SINGLE', 'DURATION_IN_DAY', 'PUBLISHED',
          now() + g * interval '1 hour', now() + g * interval '1 hour' + interval '2 hours', 120, 1, 150000, 150000,
          now() - interval '20 days', now() - interval '15 days', now() - interval '30 days'
     from generate_series(1, $1) g join hosts h on h.n = g % $2`,
  [EVENTS, HOSTS],
);
await db.query(
  `insert into event_sessions (event_id, slug, start_at, end_at, position) select id, slug || '-1', start_at, end_at, 0 from events where slug like 'bo-nho-dem-%'`,
);
await db.query(
  `insert into ticket_tiers (event_id, name, price, capacity, position) select id, 'Vé thường', 150000, 100, 0 from events where slug like 'bo-nho-dem-%'`,
);
await db.query('analyze');

const list = '/api/v1/events';
const detail = '/api/v2/events/slug/bo-nho-dem-42';
const etagOf = async (path, headers = {}) => (await fetch(`${server.url}${path}`, { headers })).headers.get('etag');
const listTag = await etagOf(list);
const brTag = await etagOf(list, { 'accept-encoding': 'br' });
const auth = await login(server.url, 'an@demo.vn', 'User@123456');

const scenarios = [
  { name: 'events page 1, anonymous HIT (identity)', path: list },
  { name: 'events page 1, anonymous HIT (br, as browsers ask)', path: list, headers: { 'accept-encoding': 'gzip, deflate, br' } },
  { name: 'events page 1, 304 (If-None-Match)', path: list, headers: { 'if-none-match': listTag } },
  { name: 'events page 1, 304 (If-None-Match, br)', path: list, headers: { 'accept-encoding': 'gzip, deflate, br', 'if-none-match': brTag } },
  { name: 'event detail by slug, anonymous HIT', path: detail },
  { name: 'host directory /api/v2/users/list, anonymous HIT', path: '/api/v2/users/list?limit=20' },
  { name: 'host page /api/v1/users/{username}, anonymous HIT', path: '/api/v1/users/bo-nho-7' },
  { name: 'event categories, anonymous HIT', path: '/api/v1/event-categories' },
  { name: 'category tree, anonymous HIT', path: '/api/v1/category?limit=500' },
  { name: 'events page 1, signed in HIT (same for everyone)', path: list, headers: auth },
  { name: 'own drafts, signed in (computed, private ETag)', path: '/api/v1/events?tab=draft', headers: auth },
];
for (const s of scenarios) for (let i = 0; i < 20; i++) await fetch(`${server.url}${s.path}`, { headers: s.headers }).then((r) => r.arrayBuffer());

await runScenarios(server, scenarios, {
  duration,
  connections,
  floors: {
    samplePath: list,
    sql: EVENTS_PAGE_FLOOR_SQL,
  },
});

// A write drops the entries it changes: the first anonymous read after it computes again, the next one hits.
const admin = await login(server.url, 'admin@demo.vn', 'Admin@123456');
const { id } = await fetch(`${server.url}${detail}`).then((r) => r.json());
const timed = async (path, headers = {}) => {
  const start = performance.now();
  const res = await fetch(`${server.url}${path}`, { headers });
  await res.arrayBuffer();
  return `${res.headers.get('x-cache')} in ${(performance.now() - start).toFixed(1)} ms`;
};
await fetch(`${server.url}/api/v2/events/${id}`, {
  method: 'PATCH',
  headers: { ...admin, 'content-type': 'application/json' },
  body: JSON.stringify({ title: 'Hội thảo bộ nhớ đệm (đã sửa)' }),
});
console.log(`\nafter an edit: detail ${await timed(detail)}, then ${await timed(detail)}; list ${await timed(list)}, then ${await timed(list)}`);
await server.stop();
