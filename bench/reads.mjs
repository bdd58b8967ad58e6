// Throughput of the public single-item reads (event detail, host page, host directory and rankings,
// event categories) over events of 1,000 hosts with sessions, tiers and categories, the hosts filed
// under categories with profile sections. Prints figures beside both floors; it is not a test.
//   npm run build && node bench/reads.mjs [--duration 10] [--connections 50] [--events 50000]
// The home page (apps/web/src/app/pages/HomePage.tsx) calls no API: its sections are static, so it
// has no shelf to measure here.
import { arg, runScenarios, startBenchServer } from './support.mjs';

const duration = arg('duration', 10);
const connections = arg('connections', 50);
const EVENTS = arg('events', 50_000);
const HOSTS = 1_000;

// The shared cache is off: this measures the calls computed (bench/cache.mjs measures them cached).
const server = await startBenchServer({ PUBLIC_CACHE_MAX_BYTES: '0' });
const { db } = server;
console.log(`seeding ${EVENTS} events of ${HOSTS} hosts with sessions, tiers, categories and host profiles...`);
const seedStart = Date.now();
await db.query(
  `insert into users (email, username, full_name, role, headline, city, follower_count, email_verified_at)
   select 'tochuc' || g || '@vidu.vn', 'to-chuc-' || g, 'Nhà tổ chức ' || g, 'HOST', 'Chia sẻ kiến thức số ' || g,
          (array['Hà Nội','TP. Hồ Chí Minh','Đà Nẵng','Huế','Cần Thơ'])[1 + g % 5], (g * 7919) % 5000, now()
     from generate_series(1, $1) g`,
  [HOSTS],
);
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
// A year back and six months ahead; 85% published; one in ten with three weekly sessions (as bench/events.mjs).
await db.query(
  `with hosts as (select id, row_number() over (order by id) - 1 as n from users where username like 'to-chuc-%'),
   shape as (
     select g,
            date_trunc('hour', now()) + (((g::bigint * 7919) % 26160) - 17520) * interval '30 minutes' as start_at,
            (array[30, 45, 60, 90, 120, 180, 240])[1 + g % 7] as minutes,
            case when g % 10 = 0 then 3 else 1 end as sessions,
            case when g % 5 < 2 then 0 else 50000 * (1 + g % 20) end as min_price,
            case when g % 5 = 0 then 0 when g % 5 = 1 then 200000 else 50000 * (1 + g % 20) * (1 + g % 2) end as max_price
       from generate_series(1, $1) g
   )
   insert into events (host_id, slug, title, summary, description, cover_image, format, meeting_tool, venue_name, address, city, session_type, duration_type,
                       status, start_at, end_at, duration_minutes, session_count, min_price, max_price, submitted_at, published_at, created_at)
   select h.id, 'su-kien-bench-' || s.g,
          (array['Hội thảo','Workshop','Khoá học','Hoà nhạc','Giao lưu','Triển lãm','Giải chạy','Lớp học'])[1 + s.g % 8] || ' số ' || s.g,
          'Sự kiện mẫu cho đo hiệu năng', repeat('<p>Nội dung chi tiết của sự kiện, lịch trình và diễn giả.</p>', 20),
          'https://picsum.photos/seed/bench-' || s.g || '/1200/630',
          case when s.g % 2 = 0 then 'ONLINE' else 'OFFLINE' end,
          case when s.g % 2 = 0 then 'ZOOM' end,
          case when s.g % 2 = 1 then 'Hội trường ' || (s.g % 50) end,
          case when s.g % 2 = 1 then (s.g % 300) || ' Lê Lợi' end,
          (array['Hà Nội','TP. Hồ Chí Minh','Đà Nẵng','Huế','Cần Thơ','Đà Lạt'])[1 + s.g % 6],
          case when s.sessions > 1 then 'SESSION' else 'SINGLE' end, 'DURATION_IN_DAY',
          case s.g % 20 when 0 then 'DRAFT' when 1 then 'PENDING_APPROVAL_WITH_ADMIN' when 2 then 'REJECTED' else 'PUBLISHED' end,
          s.start_at, s.start_at + (s.sessions - 1) * interval '7 days' + s.minutes * interval '1 minute', s.minutes, s.sessions,
          s.min_price, s.max_price, s.start_at - interval '20 days',
          case when s.g % 20 > 2 then s.start_at - interval '15 days' end, s.start_at - interval '30 days'
     from shape s join hosts h on h.n = s.g % $2`,
  [EVENTS, HOSTS],
);
await db.query(
  `insert into event_sessions (event_id, slug, start_at, end_at, position)
   select e.id, e.slug || '-' || (n + 1), e.start_at + n * interval '7 days', e.start_at + n * interval '7 days' + e.duration_minutes * interval '1 minute', n
     from events e cross join lateral generate_series(0, e.session_count - 1) n where e.slug like 'su-kien-bench-%'`,
);
await db.query(
  `insert into ticket_tiers (event_id, name, price, capacity, position)
   select id, 'Vé thường', min_price, 100, 0 from events where slug like 'su-kien-bench-%'
   union all
   select id, 'Vé VIP', max_price, 20, 1 from events where slug like 'su-kien-bench-%' and max_price <> min_price`,
);
await db.query(
  `with cats as (select id, row_number() over (order by position) - 1 as n, count(*) over () as total from event_categories),
        bench as (select id, row_number() over (order by slug) as g from events where slug like 'su-kien-bench-%')
   insert into event_category_links (event_id, event_category_id)
   select b.id, c.id from bench b join cats c on c.n = b.g % c.total or (b.g % 3 = 0 and c.n = (b.g / 3) % c.total)
   on conflict do nothing`,
);
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
    sql: `select id, host_id, slug, title, summary, cover_image, format, city, venue_name, status, start_at, end_at, duration_minutes,
                 session_count, min_price, max_price, published_at, created_at, updated_at
            from events where status = 'PUBLISHED' order by start_at, id limit 20`,
  },
});
await server.stop();
