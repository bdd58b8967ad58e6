// The catalogue's word searches as people type them: every request other words, without diacritics, sometimes cut short or
// mistyped, over 50,000 events (about 75,000 tiers), 5,000 courses and 1,000 combos of 500 hosts, beside the bare and pg
// floors of the same run. The shared cache is off. Issue 36's goal for the catalogue index: search and the products listing
// ≥ 50% of the pg floor with p99 < 100 ms, never a 503, and the figure at 500,000 events within half of the one at 50,000
// (`--events 500000`). Prints figures; it is not a test.
//   npm run build && node bench/catalogue.mjs [--events 50000] [--duration 10] [--connections 50] [--match RE]
import { seedCoursesAndCombos, seedEvents } from './seed-events.mjs';
import { arg, EVENTS_PAGE_FLOOR_SQL, runScenarios, startBenchServer } from './support.mjs';

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
await seedCoursesAndCombos(db, { courses: COURSES, combos: COMBOS, hosts: HOSTS });
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
    sql: EVENTS_PAGE_FLOOR_SQL,
  },
});
await server.stop();
