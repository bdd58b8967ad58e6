import { seedEvents } from './seed-events.mjs';
import { startBenchServer } from './support.mjs';
import autocannon from 'autocannon';
import { readFileSync } from 'node:fs';
const server = await startBenchServer({ PUBLIC_CACHE_MAX_BYTES: '0' });
await seedEvents(server.db, { events: 20000, hosts: 1000 });
await server.db.query('vacuum analyze events'); await server.db.query('analyze');
const mem = () => { const s = readFileSync(`/proc/${server.pid}/status`, 'utf8'); return ['VmRSS','RssAnon','VmHWM'].map(k => s.match(new RegExp(k+':\\s+(\\d+)'))[0].replace(/\s+/g,' ')).join(' | ') + ' || ' + readFileSync('/tmp/mem.txt','utf8').trim(); };
await new Promise(r => setTimeout(r, 1500));
console.log('idle', mem());
for (const path of ['/api/v1/events', '/api/v1/events?q=hoi%20thao', '/api/v1/events/su-kien-bench-4243']) {
  const r = await autocannon({ url: server.url + path, connections: 50, duration: 5 });
  console.log(path, r.requests.average, r.latency.p99, mem());
}
await server.stop();
