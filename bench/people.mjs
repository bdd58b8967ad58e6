// Throughput and latency of the public people calls (host directory, category tree, profiles,
// follows) over 50,000 people of whom 5,000 hosts filed under the demo categories, with 200,000
// follows. Prints figures; it is not a test.
//   npm run build && node bench/people.mjs [--duration 10] [--connections 50] [--match RE]
import { arg, login, runScenarios, startBenchServer } from './support.mjs';

const duration = arg('duration', 10);
const connections = arg('connections', 50);
const PEOPLE = 50_000;
const HOSTS = 5_000;
const FOLLOWS = 200_000;

// The shared cache is off: this measures the calls computed (bench/cache.mjs measures them cached).
const server = await startBenchServer({ PUBLIC_CACHE_MAX_BYTES: '0' });
const { db } = server;
console.log(`seeding ${PEOPLE} people, ${HOSTS} hosts and ${FOLLOWS} follows...`);
const seedStart = Date.now();
await db.query(
  `insert into users (email, username, full_name, role, headline, city, follower_count, email_verified_at)
   select 'nguoi' || g || '@vidu.vn', 'nguoi-' || g,
          (array['Nguyễn','Trần','Lê','Phạm','Hoàng','Vũ','Đặng','Bùi'])[1 + g % 8] || ' ' ||
          (array['Văn','Thị','Minh','Thu','Quốc','Ngọc'])[1 + g % 6] || ' ' ||
          (array['An','Bình','Châu','Dũng','Giang','Hà','Khoa','Linh','Nam','Oanh','Phúc','Quân'])[1 + g % 12] || ' ' || g,
          case when g <= $2 then 'HOST' else 'USER' end,
          case when g <= $2 then 'Chia sẻ kiến thức số ' || g end,
          (array['Hà Nội','TP. Hồ Chí Minh','Đà Nẵng','Huế','Cần Thơ'])[1 + g % 5], 0, now()
   from generate_series(1, $1) g`,
  [PEOPLE, HOSTS],
);
// Every bench host in one or two leaf categories of the demo tree.
await db.query(`
  with leaves as (select id, row_number() over (order by slug) - 1 as n, count(*) over () as total from categories where parent_id is not null),
       hosts as (select id, row_number() over (order by id) as n from users where username like 'nguoi-%' and role = 'HOST')
  insert into user_categories (user_id, category_id, kind)
  select h.id, l.id, 'HOST' from hosts h join leaves l on l.n = h.n % l.total or l.n = (h.n * 7) % l.total
  on conflict do nothing`);
await db.query(
  `with hosts as (select id, row_number() over (order by id) - 1 as n from users where role = 'HOST'),
        fans as (select id, row_number() over (order by id) - 1 as n from users where role = 'USER')
   insert into follows (follower_id, host_id)
   select f.id, h.id from generate_series(0, $1 - 1) g
     join fans f on f.n = g % (select count(*) from fans)
     join hosts h on h.n = (g * 7919) % (select count(*) from hosts)
   on conflict do nothing`,
  [FOLLOWS],
);
await db.query(`update users u set follower_count = c.n from (select host_id, count(*)::int as n from follows group by host_id) c where c.host_id = u.id`);
await db.query('analyze');
const {
  rows: [tech],
} = await db.query(`select id from categories where slug = 'cong-nghe-lap-trinh'`);
const {
  rows: [leaf],
} = await db.query(`select id from categories where slug = 'tieng-anh'`);
const {
  rows: [host],
} = await db.query(`select id, username from users where username = 'nguoi-42'`);
console.log(`seeded in ${((Date.now() - seedStart) / 1000).toFixed(1)} s`);

const auth = await login(server.url, 'an@demo.vn', 'User@123456');
await runScenarios(
  server,
  [
    { name: 'GET /api/v2/users/list (directory, by followers)', path: '/api/v2/users/list?limit=20' },
    { name: 'GET /api/v2/users/list?categoryId=<root> (with subtree)', path: `/api/v2/users/list?categoryId=${tech.id}&limit=20` },
    { name: 'GET /api/v2/users/list?q=nguyen binh (no diacritics)', path: `/api/v2/users/list?q=${encodeURIComponent('nguyen binh')}&limit=20` },
    { name: 'GET /api/v1/users/host-rankings?page=50', path: '/api/v1/users/host-rankings?page=50&limit=20' },
    { name: 'GET /api/v1/category (whole tree)', path: '/api/v1/category?limit=500' },
    { name: 'GET /api/v1/category/{leaf}/users', path: `/api/v1/category/${leaf.id}/users?limit=20` },
    { name: 'GET /api/v1/users/{username} (public profile, signed in)', path: `/api/v1/users/${host.username}`, headers: auth },
    { name: 'GET /api/v1/follow/{hostId}', path: `/api/v1/follow/${host.id}`, headers: auth },
  ],
  {
    duration,
    connections,
    floors: {
      samplePath: '/api/v2/users/list?limit=20',
      sql: `select id, username, full_name, avatar, headline, city, follower_count from users
             where role = 'HOST' and deleted_at is null and status = 'ACTIVE' order by follower_count desc nulls first, created_at desc nulls first limit 20`,
    },
  },
);
await server.stop();
