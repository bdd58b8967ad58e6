// The catalogue's word searches as people type them: every request other words, without diacritics, sometimes cut short or
// mistyped, over 50,000 events (about 75,000 tiers), 5,000 courses and 1,000 combos of 500 hosts, beside the bare and pg
// floors of the same run. The shared cache is off. Issue 36's goal for the catalogue index: search and the products listing
// ≥ 50% of the pg floor with p99 < 100 ms, never a 503, and the figure at 500,000 events within half of the one at 50,000
// (`--events 500000`). Prints figures; it is not a test.
//   npm run build && node bench/catalogue.mjs [--events 50000] [--duration 10] [--connections 50] [--match RE]
import { seedEvents } from './seed-events.mjs';
import { arg, runScenarios, startBenchServer } from './support.mjs';

const EVENTS = arg('events', 50_000);
const HOSTS = Math.max(200, Math.round(EVENTS / 100));
const COURSES = arg('courses', Math.round(EVENTS / 10));
const COMBOS = arg('combos', Math.round(EVENTS / 50));
const duration = arg('duration', 10);
const connections = arg('connections', 50);

const server = await startBenchServer({ PUBLIC_CACHE_MAX_BYTES: '0' });
const { db } = server;
console.log(`seeding ${EVENTS} events of ${HOSTS} hosts, ${COURSES} courses and ${COMBOS} combos...`);
const seedStart = Date.now();
await seedEvents(db, { events: EVENTS, hosts: HOSTS });
await db.query(
  `insert into online_courses (host_id, slug, title, subtitle, price, status, is_displayed, published_at, lesson_count, duration_seconds)
   select h.id, 'khoa-hoc-bench-' || g,
          'Khoá học ' || (array['lập trình','thiết kế','tiếp thị','tài chính','nhiếp ảnh','tiếng Nhật','dữ liệu','piano'])[1 + g % 8] || ' số ' || g,
          'Học theo nhịp của bạn', (g % 4) * 199000, 'PUBLISHED', true, now() - make_interval(hours => g), 12, 12 * 600
     from generate_series(1, $1) g
     join lateral (select id from users where username = 'to-chuc-' || (1 + g % $2)) h on true`,
  [COURSES, HOSTS],
);
await db.query(
  `with pairs as (
     select g, c.host_id, c.id as course_id,
            (select t.id from ticket_tiers t join events e on e.id = t.event_id
              where e.host_id = c.host_id and e.status = 'PUBLISHED' and e.start_at > now() order by e.start_at, t.id limit 1) as tier_id
       from generate_series(1, $1) g join online_courses c on c.slug = 'khoa-hoc-bench-' || g
   ), made as (
     insert into combos (host_id, slug, title, price, status, published_at)
     select host_id, 'combo-bench-' || g, 'Combo học và gặp gỡ ' || g, 399000, 'PUBLISHED', now() from pairs where tier_id is not null
     returning id, slug
   )
   insert into combo_items (combo_id, product_type, product_id, quantity, position)
   select m.id, x.type, x.pid, 1, x.pos from made m join pairs p on m.slug = 'combo-bench-' || p.g
     cross join lateral (values ('TICKET_TIER', p.tier_id, 0), ('ONLINE_COURSE', p.course_id, 1)) x(type, pid, pos)`,
  [COMBOS],
);
await db.query('vacuum analyze');
console.log(`seeded in ${((Date.now() - seedStart) / 1000).toFixed(1)} s`);

// What people type: one or two words of the catalogue's vocabulary without diacritics, the last one often cut short (typing
// still) or with a letter swapped; a counter picks the next, so no two requests of a run ask the same.
const WORDS = [
  'hoi thao',
  'workshop',
  'khoa hoc',
  'hoa nhac',
  'giao luu',
  'trien lam',
  'giai chay',
  'lop hoc',
  'tri tue nhan tao',
  'tiep thi so',
  'thiet ke',
  'nhiep anh',
  'tai chinh ca nhan',
  'tieng anh',
  'piano',
  'yoga',
  'khoi nghiep',
  'du lieu',
  'lap trinh',
  'tieng nhat',
  'combo',
  'nha to chuc',
  'ha noi',
  'da nang',
];
const shapes = [(w) => w, (w) => w.slice(0, Math.max(3, w.length - 2)), (w) => (w.length > 4 ? w.slice(0, 2) + w[3] + w[2] + w.slice(4) : w)];
let n = 0;
const nextWords = () => {
  n++;
  const first = WORDS[n % WORDS.length];
  const second = WORDS[Math.floor(n / WORDS.length) % WORDS.length];
  const shape = shapes[Math.floor(n / (WORDS.length * WORDS.length)) % shapes.length];
  const words = n % 3 === 0 ? shape(first) : `${first} ${shape(second)}`;
  // Past the vocabulary's combinations, a page further keeps requests apart.
  const page = 1 + Math.floor(n / (WORDS.length * WORDS.length * shapes.length));
  return { q: encodeURIComponent(words), page };
};
const varied = (pathOf) => [{ setupRequest: (req) => ({ ...req, path: pathOf(nextWords()) }) }];

const scenarios = [
  { name: 'GET /api/v1/events?q=… (other words each request)', path: '/api/v1/events?q=hoi', requests: varied(({ q }) => `/api/v1/events?q=${q}`) },
  { name: 'GET /api/v1/search?q=… (other words each request)', path: '/api/v1/search?q=hoi', requests: varied(({ q }) => `/api/v1/search?q=${q}`) },
  { name: 'GET /api/v1/products?q=… (other words each request)', path: '/api/v1/products?q=hoi', requests: varied(({ q }) => `/api/v1/products?q=${q}`) },
  { name: 'GET /api/v1/products?page=… (other pages)', path: '/api/v1/products', requests: varied(({ page }) => `/api/v1/products?page=${1 + (page % 50)}`) },
];
for (const s of scenarios) {
  const res = await fetch(`${server.url}${s.path}`);
  if (!res.ok) throw new Error(`${s.name}: ${res.status} ${await res.text()}`);
}
await runScenarios(server, scenarios, {
  duration,
  connections,
  floors: {
    samplePath: '/api/v1/search?q=hoi',
    sql: `select id, host_id, slug, title, summary, cover_image, format, city, venue_name, status, start_at, end_at, duration_minutes,
                 session_count, min_price, max_price, published_at, created_at, updated_at
            from events where status = 'PUBLISHED' order by start_at, id limit 20`,
  },
});
await server.stop();
