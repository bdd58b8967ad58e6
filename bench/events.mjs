// Throughput and latency of the public event list (tabs, filters, search, deep pages) over 50,000
// events of 1,000 hosts, with their sessions, ticket tiers and categories. Prints figures; it is not a test.
//   npm run build && node bench/events.mjs [--duration 10] [--connections 50] [--events 50000] [--explain 1] [--match RE]
// Prints two tables: one request at a time (latency), then `connections` at once (throughput).
// --explain 1: prints EXPLAIN ANALYZE of every statement each scenario's request runs instead of
// figures (the server is then started with LOG_LEVEL=trace, which prints each statement with its parameters).
import { seedEvents } from './seed-events.mjs';
import { arg, EVENTS_PAGE_FLOOR_SQL, login, runScenarios, startBenchServer } from './support.mjs';

const duration = arg('duration', 10);
const connections = arg('connections', 50);
const EVENTS = arg('events', 50_000);
const explain = arg('explain', 0) === 1;
const HOSTS = 1_000;

// The shared cache is off: this measures the calls computed (bench/cache.mjs measures them cached).
const server = await startBenchServer({ PUBLIC_CACHE_MAX_BYTES: '0', ...(explain ? { LOG_LEVEL: 'trace' } : {}) });
const { db } = server;
console.log(`seeding ${EVENTS} events of ${HOSTS} hosts with sessions, tiers and categories...`);
const seedStart = Date.now();
await seedEvents(db, { events: EVENTS, hosts: HOSTS });
await db.query('vacuum analyze events, published_events_by_category');
await db.query('analyze');
const {
  rows: [workshop],
} = await db.query(`select id from event_categories where slug = 'workshop'`);
const {
  rows: [counts],
} = await db.query(`select count(*) filter (where status = 'PUBLISHED') as published, count(*) as total from events`);
console.log(`seeded in ${((Date.now() - seedStart) / 1000).toFixed(1)} s: ${counts.total} events, ${counts.published} published`);

const auth = await login(server.url, 'an@demo.vn', 'User@123456');
const hoiThao = encodeURIComponent('hoi thao');
const scenarios = [
  { name: 'GET /api/v1/events (default: all, by start)', path: '/api/v1/events' },
  { name: 'GET /api/v1/events (default), signed in', path: '/api/v1/events', headers: auth },
  { name: 'GET /api/v1/events?eventCategoryId=<workshop>', path: `/api/v1/events?eventCategoryId=${workshop.id}` },
  { name: 'GET /api/v1/events?q=hoi thao (no diacritics)', path: `/api/v1/events?q=${hoiThao}` },
  { name: 'GET /api/v1/events?eventCategoryId=<workshop>&q=hoi thao', path: `/api/v1/events?eventCategoryId=${workshop.id}&q=${hoiThao}` },
  { name: '  same, signed in', path: `/api/v1/events?eventCategoryId=${workshop.id}&q=${hoiThao}`, headers: auth },
  { name: 'GET /api/v1/events?page=1000 (deep page)', path: '/api/v1/events?page=1000' },
  { name: 'GET /api/v1/events?page=2000 (past the middle)', path: '/api/v1/events?page=2000' },
  { name: 'GET /api/v1/events?tab=future&price=free', path: '/api/v1/events?tab=future&price=free' },
  { name: 'GET /api/v1/events?tab=today', path: '/api/v1/events?tab=today' },
  { name: 'GET /api/v1/events?tab=live', path: '/api/v1/events?tab=live' },
  { name: 'GET /api/v1/events?duration=FROM_60_TO_90_MINUTES', path: '/api/v1/events?duration=FROM_60_TO_90_MINUTES' },
  { name: 'GET /api/v1/events/{slug} (detail)', path: '/api/v1/events/su-kien-bench-4243' },
];
if (explain) {
  // The statements of one request per scenario (totals already kept, as under load), each explained.
  for (const s of scenarios) await fetch(`${server.url}${s.path}`, { headers: s.headers }).then((r) => r.arrayBuffer());
  await new Promise((r) => setTimeout(r, 200));
  server.takeOutput();
  for (const s of scenarios) {
    await fetch(`${server.url}${s.path}`, { headers: s.headers }).then((r) => r.arrayBuffer());
    await new Promise((r) => setTimeout(r, 200));
    const statements = server
      .takeOutput()
      .filter((line) => line.startsWith('{"sql"'))
      .map((line) => JSON.parse(line));
    console.log(`\n=== ${s.name}: ${statements.length} statement(s)`);
    for (const { sql, params } of statements) {
      console.log(`--- ${sql.length > 300 ? `${sql.slice(0, 300)}...` : sql}`);
      const plan = (rows) => rows.map((r) => r['QUERY PLAN']).join('\n');
      console.log(`custom plan (planned for these values):\n${plan((await db.query(`explain (analyze, buffers, costs off) ${sql}`, params)).rows)}`);
      // What a prepared statement reuses once PostgreSQL settles on a generic plan (after five runs).
      const literal = (v) => (v === null ? 'null' : db.escapeLiteral(typeof v === 'object' ? JSON.stringify(v) : String(v)));
      await db.query(`prepare bench_statement as ${sql}`);
      await db.query('set plan_cache_mode = force_generic_plan');
      const generic = await db.query(`explain (analyze, buffers, costs off) execute bench_statement(${params.map(literal).join(', ')})`);
      await db.query('deallocate bench_statement');
      await db.query('reset plan_cache_mode');
      console.log(`generic plan (reused by a prepared statement):\n${plan(generic.rows)}`);
    }
  }
  // Figures taken while every statement is printed would not be the server's: explaining is a run of its own.
  await server.stop();
  process.exit(0);
}
// Warm the server's code paths and the database's caches, so the first scenario is not penalised.
for (const s of scenarios) for (let i = 0; i < 20; i++) await fetch(`${server.url}${s.path}`, { headers: s.headers }).then((r) => r.arrayBuffer());
// One caller at a time: how long a filtered page takes (the issue's "under 50 ms at the median").
console.log('\nLatency of one request at a time:');
await runScenarios(server, scenarios, { duration: Math.max(3, Math.round(duration / 2)), connections: 1 });
// Many callers at once: throughput, where the p50 is mostly waiting in line on 2 cores.
console.log('\nThroughput under load:');
await runScenarios(server, scenarios, {
  duration,
  connections,
  floors: {
    samplePath: '/api/v1/events',
    sql: EVENTS_PAGE_FLOOR_SQL,
  },
});
await server.stop();
