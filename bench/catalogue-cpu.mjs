// CPU per request of the catalogue's reads, measured apart from throughput (which swings with whatever else runs on a
// shared VM): `--requests` requests per scenario, `--concurrency` at a time, formed as bench/catalogue.mjs forms them, on a
// data dir that script seeded and kept (BENCH_DATA_DIR); Node CPU of the server and PostgreSQL CPU of all its processes
// from /proc before and after. Two builds compare on the same data with BENCH_SERVER (see support.mjs). Prints figures.
//   BENCH_DATA_DIR=/tmp/catalogue-50k [BENCH_SERVER=apps/server/dist-base/main.js] node bench/catalogue-cpu.mjs [--requests 400] [--rounds 2] [--match RE]
import { arg, cpuMsOf, databaseCpuMs, startBenchServer } from './support.mjs';
import { questionPaths } from './catalogue-questions.mjs';

const requests = arg('requests', 400);
const concurrency = arg('concurrency', 4);
const rounds = arg('rounds', 2);
if (!process.env.BENCH_DATA_DIR) throw new Error('BENCH_DATA_DIR: a data dir bench/catalogue.mjs seeded and kept');

const server = await startBenchServer({ PUBLIC_CACHE_MAX_BYTES: '0' });
const events = Number((await server.db.query('select count(*)::int as n from events')).rows[0].n);
console.log(
  `${events} events; ${requests} requests a scenario, ${concurrency} at a time, ${rounds} rounds; load ${(await import('node:os'))
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
const paths = questionPaths();
// `--match RE`: only the scenarios named so.
const match = process.argv.includes('--match') ? new RegExp(process.argv[process.argv.indexOf('--match') + 1]) : undefined;
const scenarios = Object.keys(paths).filter((name) => !match || match.test(name));
for (let round = 1; round <= rounds; round++) {
  for (const name of scenarios) {
    const next = paths[name];
    const bodies = [];
    let sent = 0;
    const node0 = cpuMsOf(server.pid);
    const pg0 = databaseCpuMs(server.postmasterPid);
    const start = Date.now();
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (sent < requests) {
          sent++;
          // As autocannon asks (the benchmark): no compression.
          const res = await fetch(`${server.url}${next()}`, { headers: { 'accept-encoding': 'identity' } });
          if (!res.ok) throw new Error(`${name}: ${res.status}`);
          bodies.push((await res.arrayBuffer()).byteLength);
        }
      }),
    );
    const ms = Date.now() - start;
    const node = ((cpuMsOf(server.pid) - node0) / requests) * 1000;
    const pg = ((databaseCpuMs(server.postmasterPid) - pg0) / requests) * 1000;
    console.log(
      `round ${round} ${name.padEnd(18)} node ${node.toFixed(0).padStart(5)} µs  pg ${pg.toFixed(0).padStart(5)} µs  wall ${((ms / requests) * concurrency).toFixed(1)} ms/req`,
    );
  }
}
await server.stop();
