// Throughput of the public single-item reads (event detail, host page, host directory and rankings,
// event categories) over events of 1,000 hosts with sessions, tiers and categories, the hosts filed
// under categories with profile sections. Prints figures beside both floors; it is not a test.
//   npm run build && node bench/reads.mjs [--duration 10] [--connections 50] [--events 50000] [--match RE]
// The home page's shelves (GET /api/v1/products/homepage) are measured by products.mjs, over courses,
// combos and ebooks as well as events.
import { seedEvents } from './seed-events.mjs';
import { arg, EVENTS_PAGE_FLOOR_SQL, runScenarios, startBenchServer } from './support.mjs';

const duration = arg('duration', 10);
const connections = arg('connections', 50);
const EVENTS = arg('events', 50_000);
const HOSTS = 1_000;

// The shared cache is off: this measures the calls computed (bench/cache.mjs measures them cached).
const server = await startBenchServer({ PUBLIC_CACHE_MAX_BYTES: '0' });
const { db } = server;
console.log(`seeding ${EVENTS} events of ${HOSTS} hosts with sessions, tiers, categories and host profiles...`);
const seedStart = Date.now();
await seedEvents(db, { events: EVENTS, hosts: HOSTS });
// Each host in two leaf categories of the demo tree, with two jobs and one degree on their page.
await db.query(`
  with leaves as (select id, row_number() over (order by slug) - 1 as n, count(*) over () as total from categories where parent_id is not null),
       hosts as (select id, row_number() over (order by id) as n from users where username like 'to-chuc-%')
  insert into user_categories (user_id, category_id, kind)
  select h.id, l.id, 'HOST' from hosts h join leaves l on l.n = h.n % l.total or l.n = (h.n * 7) % l.total
  on conflict do nothing`);
await db.query(`
  insert into user_works (user_id, position, company, start_date, is_current)
  select id, p, 'Công ty ' || left(id::text, 6), date '2018-01-01' + (k * 400), k = 1
    from users cross join (values (1, 'Giám đốc'), (2, 'Trưởng nhóm')) v(k, p) where username like 'to-chuc-%'`);
await db.query(`
  insert into user_educations (user_id, school, degree, start_year, end_year)
  select id, 'Đại học Bách khoa', 'Kỹ sư', 2008, 2013 from users where username like 'to-chuc-%'`);
await db.query('vacuum analyze');
// A published event with three sessions, and its host.
const {
  rows: [event],
} = await db.query(
  `select e.slug, u.username from events e join users u on u.id = e.host_id
    where e.slug like 'su-kien-bench-%' and e.status = 'PUBLISHED' and e.session_count = 3 order by e.slug limit 1`,
);
console.log(`seeded in ${((Date.now() - seedStart) / 1000).toFixed(1)} s`);

const scenarios = [
  { name: 'GET /api/v2/events/slug/{slug} (event detail)', path: `/api/v2/events/slug/${event.slug}` },
  { name: 'GET /api/v1/events/{slug} (event detail, v1)', path: `/api/v1/events/${event.slug}` },
  { name: 'GET /api/v1/users/{username} (host page)', path: `/api/v1/users/${event.username}` },
  { name: 'GET /api/v2/users/list (host directory)', path: '/api/v2/users/list?limit=20' },
  { name: 'GET /api/v1/users/host-rankings', path: '/api/v1/users/host-rankings?limit=20' },
  { name: 'GET /api/v1/event-categories (with event counts)', path: '/api/v1/event-categories' },
];
for (const s of scenarios) for (let i = 0; i < 20; i++) await fetch(`${server.url}${s.path}`).then((r) => r.arrayBuffer());
await runScenarios(server, scenarios, {
  duration,
  connections,
  floors: {
    samplePath: scenarios[0].path,
    sql: EVENTS_PAGE_FLOOR_SQL,
  },
});
await server.stop();
