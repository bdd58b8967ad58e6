// Throughput of the products listing (a merged read over every type sold) and the homepage shelves,
// each beside a bare Fastify answer of the same bytes and the pg floor, over 20,000 events (about
// 30,000 tiers), 2,000 courses and 500 combos of 200 hosts. The shared cache is off, so every answer
// is computed. Prints figures; it is not a test.
//   npm run build && node bench/products.mjs [--duration 10] [--connections 50] [--match RE]
import { seedCoursesAndCombos, seedEvents } from './seed-events.mjs';
import { arg, runScenarios, startBenchServer } from './support.mjs';

const duration = arg('duration', 10);
const connections = arg('connections', 50);
const COURSES = arg('courses', 2_000);
const COMBOS = arg('combos', 500);

const server = await startBenchServer({ PUBLIC_CACHE_MAX_BYTES: '0' });
const { db } = server;
console.log(`seeding 20000 events, ${COURSES} courses and ${COMBOS} combos...`);
const seedStart = Date.now();
await seedEvents(db, { events: 20_000, hosts: 200 });
// The subjects of this script's first runs, so that its figures stay comparable.
await seedCoursesAndCombos(db, { courses: COURSES, combos: COMBOS, hosts: 200, subjects: ['lập trình', 'thiết kế', 'tiếp thị', 'tài chính', 'nhiếp ảnh'] });
await db.query('vacuum analyze');
console.log(`seeded in ${((Date.now() - seedStart) / 1000).toFixed(1)} s`);

const warm = async (scenarios) => {
  for (const s of scenarios) {
    const res = await fetch(`${server.url}${s.path}`);
    if (!res.ok) throw new Error(`${s.name}: ${res.status} ${await res.text()}`);
    for (let i = 0; i < 20; i++) await fetch(`${server.url}${s.path}`).then((r) => r.arrayBuffer());
  }
};
const floorSql = `select id, host_id, slug, title, price, status, created_at from combos where status = 'PUBLISHED' order by created_at desc, id limit 20`;

const list = [
  { name: 'GET /api/v1/events (events list, for comparison)', path: '/api/v1/events' },
  { name: 'GET /api/v1/products (every type, page 1 of 20)', path: '/api/v1/products' },
  { name: 'GET /api/v1/products?q=lap trinh', path: `/api/v1/products?q=${encodeURIComponent('lap trinh')}` },
  { name: 'GET /api/v1/products?type=COMBO', path: '/api/v1/products?type=COMBO' },
  { name: 'GET /api/v1/products?page=50', path: '/api/v1/products?page=50' },
  { name: 'GET /api/v1/combos', path: '/api/v1/combos' },
];
await warm(list);
await runScenarios(server, list, { duration, connections, floors: { samplePath: list[1].path, sql: floorSql } });

const home = [{ name: 'GET /api/v1/products/homepage (4 shelves)', path: '/api/v1/products/homepage' }];
await warm(home);
await runScenarios(server, home, { duration, connections, floors: { samplePath: home[0].path, sql: floorSql } });
await server.stop();
