// The catalogue's word searches as people type them: every request other words, without diacritics (`--diacritics`: with them), sometimes cut short or
// mistyped, over 50,000 events (about 75,000 tiers), 5,000 courses and 1,000 combos of 500 hosts, beside the bare and pg
// floors of the same run. The shared cache is off. Issue 36's goal for the catalogue index: search and the products listing
// ≥ 50% of the pg floor with p99 < 100 ms, never a 503, and the figure at 500,000 events within half of the one at 50,000
// (`--events 500000`). Prints figures; it is not a test.
//   npm run build && node bench/catalogue.mjs [--events 50000] [--duration 10] [--connections 50] [--match RE] [--diacritics]
// BENCH_DATA_DIR=/tmp/catalogue-50k keeps the seeded data dir: a later run on it (another build) skips the seeding.
import { seedCoursesAndCombos, seedEvents } from './seed-events.mjs';
import { pages, varied } from './catalogue-questions.mjs';
import { arg, cpuMsOf, databaseCpuMs, EVENTS_PAGE_FLOOR_SQL, runScenarios, startBenchServer } from './support.mjs';

const EVENTS = arg('events', 50_000);
const HOSTS = Math.max(200, Math.round(EVENTS / 100));
const COURSES = arg('courses', Math.round(EVENTS / 10));
const COMBOS = arg('combos', Math.round(EVENTS / 50));
const duration = arg('duration', 10);
const connections = arg('connections', 50);

const server = await startBenchServer({ PUBLIC_CACHE_MAX_BYTES: '0' });
const { db } = server;
// The demo's few events are there from the start; the seeded ones only in a kept data dir seeded before.
const seeded = Number((await db.query('select count(*)::int as n from events')).rows[0].n);
if (seeded >= EVENTS) console.log(`reusing the ${seeded} events of ${process.env.BENCH_DATA_DIR}`);
else {
  console.log(`seeding ${EVENTS} events of ${HOSTS} hosts, ${COURSES} courses and ${COMBOS} combos...`);
  const seedStart = Date.now();
  await seedEvents(db, { events: EVENTS, hosts: HOSTS });
  await seedCoursesAndCombos(db, { courses: COURSES, combos: COMBOS, hosts: HOSTS });
  await db.query('vacuum analyze');
  console.log(`seeded in ${((Date.now() - seedStart) / 1000).toFixed(1)} s`);
}

// The server loads its in-process indexes after it answers health (the catalogue mirror: ~15 s at 500,000 events, the
// listing reading PostgreSQL meanwhile): measure it loaded, as a process in service is, once it and its database have
// used under 10% of a core for two seconds (PostgreSQL sorts the load's rows while the server waits; at most 3 minutes).
const settleStart = Date.now();
const busyMs = () => cpuMsOf(server.pid) + databaseCpuMs(server.postmasterPid);
for (let quiet = 0, last = busyMs(); quiet < 4 && Date.now() - settleStart < 180_000;) {
  await new Promise((r) => setTimeout(r, 500));
  const now = busyMs();
  quiet = now - last < 50 ? quiet + 1 : 0;
  last = now;
}
console.log(`server settled ${((Date.now() - settleStart) / 1000).toFixed(1)} s after it answered`);

const scenarios = [
  { name: 'GET /api/v1/events?q=… (other words each request)', path: '/api/v1/events?q=hoi', requests: varied(({ q }) => `/api/v1/events?q=${q}`) },
  { name: 'GET /api/v1/search?q=… (other words each request)', path: '/api/v1/search?q=hoi', requests: varied(({ q }) => `/api/v1/search?q=${q}`) },
  { name: 'GET /api/v1/products?q=… (other words each request)', path: '/api/v1/products?q=hoi', requests: varied(({ q }) => `/api/v1/products?q=${q}`) },
  { name: 'GET /api/v1/products?page=… (other pages)', path: '/api/v1/products', requests: pages() },
];
for (const s of scenarios) {
  const res = await fetch(`${server.url}${s.path}`);
  if (!res.ok) throw new Error(`${s.name}: ${res.status} ${await res.text()}`);
}
const { pg, results } = await runScenarios(server, scenarios, {
  duration,
  connections,
  floors: {
    samplePath: '/api/v1/search?q=hoi',
    sql: EVENTS_PAGE_FLOOR_SQL,
  },
});
await server.stop();

// Issue 36's goal, read off this run (the events list is measured beside it but is not part of the goal).
const GOAL = /search\?q=|products\?/;
const goal = results.filter((r) => GOAL.test(r.name));
if (pg && goal.length) {
  console.log("\ngoal: ≥ 50% of the pg floor, p99 < 100 ms, no 503 (at 500,000 events: within half of the 50,000 run's %)");
  for (const { name, result } of goal) {
    const share = (100 * result.requests.average) / pg;
    const met = share >= 50 && result.latency.p99 < 100 && !result.non2xx;
    console.log(
      `  ${name.split(' (')[0].padEnd(32)} ${share.toFixed(1).padStart(6)}%  p99 ${String(result.latency.p99).padStart(4)} ms  ${met ? 'met' : 'NOT MET'}`,
    );
  }
}
