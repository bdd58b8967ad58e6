// Preloaded into the server by bench/checkout.mjs and bench/renewals.mjs (--import): counts the statements the server
// sends to PostgreSQL (BEGIN and COMMIT included: each is a round trip) and prints the count on SIGUSR2. With
// BENCH_COUNT_BY_TEXT=1 it also prints how many of each statement (its first 100 characters), most sent first.
// Statements sent while answering an HTTP request (in its async context) are also counted apart from the
// others (scheduler polls, outbox deliveries, LISTEN, the mirrors following their change logs), whose number
// depends on how long a measure lasts rather than on what was asked.
import { AsyncLocalStorage } from 'node:async_hooks';
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';

// The server's own pg (another build, BENCH_SERVER, may have its node_modules elsewhere).
const pg = createRequire(path.resolve(process.argv[1] ?? 'apps/server/dist/main.js'))('pg');

const inRequest = new AsyncLocalStorage();
const emit = http.Server.prototype.emit;
http.Server.prototype.emit = function emitting(event, ...args) {
  return event === 'request' ? inRequest.run(true, () => emit.call(this, event, ...args)) : emit.call(this, event, ...args);
};

let queries = 0;
let requestQueries = 0;
const byText = process.env.BENCH_COUNT_BY_TEXT === '1' ? { all: new Map(), request: new Map() } : null;
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function counted(...args) {
  const request = inRequest.getStore() === true;
  queries += 1;
  if (request) requestQueries += 1;
  if (byText) {
    const text = String(typeof args[0] === 'string' ? args[0] : (args[0]?.text ?? ''))
      .replace(/\s+/g, ' ')
      .slice(0, 100);
    byText.all.set(text, (byText.all.get(text) ?? 0) + 1);
    if (request) byText.request.set(text, (byText.request.get(text) ?? 0) + 1);
  }
  return query.apply(this, args);
};
const sorted = (counts) => [...counts].sort((a, b) => b[1] - a[1]);
process.on('SIGUSR2', () => {
  console.log(
    JSON.stringify({
      benchQueries: queries,
      requestQueries,
      ...(byText ? { byText: sorted(byText.all), requestByText: sorted(byText.request) } : {}),
    }),
  );
});
