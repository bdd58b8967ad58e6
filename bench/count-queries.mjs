// Preloaded into the server by bench/checkout.mjs and bench/renewals.mjs (--import): counts the statements the server
// sends to PostgreSQL (BEGIN and COMMIT included: each is a round trip) and prints the count on SIGUSR2. With
// BENCH_COUNT_BY_TEXT=1 it also prints how many of each statement (its first 100 characters), most sent first.
import pg from 'pg';

let queries = 0;
const byText = process.env.BENCH_COUNT_BY_TEXT === '1' ? new Map() : null;
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function counted(...args) {
  queries += 1;
  if (byText) {
    const text = String(typeof args[0] === 'string' ? args[0] : (args[0]?.text ?? ''))
      .replace(/\s+/g, ' ')
      .slice(0, 100);
    byText.set(text, (byText.get(text) ?? 0) + 1);
  }
  return query.apply(this, args);
};
process.on('SIGUSR2', () => {
  console.log(JSON.stringify({ benchQueries: queries, ...(byText ? { byText: [...byText].sort((a, b) => b[1] - a[1]) } : {}) }));
});
