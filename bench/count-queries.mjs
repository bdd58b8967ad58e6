// Preloaded into the server by bench/checkout.mjs (--import): counts the statements the server sends
// to PostgreSQL (BEGIN and COMMIT included: each is a round trip) and prints the count on SIGUSR2.
import pg from 'pg';

let queries = 0;
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function counted(...args) {
  queries += 1;
  return query.apply(this, args);
};
process.on('SIGUSR2', () => console.log(JSON.stringify({ benchQueries: queries })));
