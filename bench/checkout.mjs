// Checkout under load: a quotation scenario, then 50 buyers at once placing orders (holds + order +
// payment attempt + VNPay sandbox URL) spread over 80 tiers, then all on one popular tier, then a
// flash sale (5,000 buyers racing for the 1,000 seats of one tier). Prints orders/s, p50/p99
// latency, RSS and the share of both floors (bare Fastify, Fastify + pg reading an indexed page of
// ticket_tiers), the statements and WAL flushes per order; it is not a test.
//   npm run build && node bench/checkout.mjs [--duration 10] [--connections 50] [--buyers 5000] [--flash-concurrency 200] [--count-only]
//   [--frames] (the quotations and checkouts book calendar frames instead of tiers) [--cart] (checkouts of one cart line)
// BENCH_COUNT_BY_TEXT=1 lists the statements of an order by text, those answering it apart from the background's.
import autocannon from 'autocannon';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { TextEncoder } from 'node:util';
import { SignJWT } from 'jose';
import { arg, CPU_COLUMNS, cpuPerRequest, measureWarm, startBenchServer, startFloors } from './support.mjs';

const duration = arg('duration', 10);
const connections = arg('connections', 50);
const BUYERS = arg('buyers', 5_000);
const FLASH_CONCURRENCY = arg('flash-concurrency', 200);
const FLASH_SEATS = 1_000;
const EVENTS = 100;
const JWT_SECRET = 'bench-only-jwt-secret-0123456789abcdef';
const FRAMES = process.argv.includes('--frames');
const CART = process.argv.includes('--cart');
const PRODUCT_TYPE = FRAMES ? 'CALENDAR_FRAME' : 'TICKET_TIER';

// The server counts its statements (bench/count-queries.mjs), asked for by SIGUSR2.
process.env.BENCH_NODE_ARGS = [process.env.BENCH_NODE_ARGS ?? '', '--import', fileURLToPath(new URL('./count-queries.mjs', import.meta.url))].join(' ');
const server = await startBenchServer({ JWT_SECRET });
// A failing bench must not leave its server running.
process.on('uncaughtException', async (error) => {
  console.error(error);
  await server.stop().catch(() => undefined);
  process.exit(1);
});
async function statementsSent() {
  server.takeOutput();
  process.kill(server.pid, 'SIGUSR2');
  for (;;) {
    const line = server.takeOutput().find((l) => l.includes('benchQueries'));
    if (line) return JSON.parse(line);
    await new Promise((r) => setTimeout(r, 20));
  }
}
// PostgreSQL 18 counts WAL fsyncs in pg_stat_io.
const walFlushes = async () => Number((await db.query(`select coalesce(sum(fsyncs), 0) as n from pg_stat_io where object = 'wal'`)).rows[0].n);
const { db } = server;
console.log(`seeding ${BUYERS} buyers and ${EVENTS} published events of one host...`);
await db.query(
  `insert into users (email, username, full_name, email_verified_at, is_first_login)
   select 'nguoimua' || g || '@vidu.vn', 'nguoi-mua-bench-' || g, 'Người mua ' || g, now(), false from generate_series(1, $1) g`,
  [BUYERS],
);
const {
  rows: [host],
} = await db.query(
  `insert into users (email, username, full_name, role, email_verified_at) values ('tochuc-bench@vidu.vn', 'to-chuc-bench', 'Nhà tổ chức Bench', 'HOST', now()) returning id`,
);
await db.query(
  `insert into events (host_id, slug, title, format, venue_name, address, city, session_type, status, start_at, end_at, duration_minutes, session_count, min_price, max_price, published_at)
   select $1, 'su-kien-checkout-' || g, 'Sự kiện đo tải ' || g, 'OFFLINE', 'Hội trường', '1 Lê Duẩn', 'Hà Nội', 'SINGLE', 'PUBLISHED',
          now() + interval '30 days', now() + interval '30 days 2 hours', 120, 1, 150000, 150000, now()
     from generate_series(1, $2) g`,
  [host.id, EVENTS],
);
const { rows: tiers } = await db.query(
  `insert into ticket_tiers (event_id, name, price, capacity, max_per_order) select id, 'Vé thường', 150000, 1000000, 10 from events where host_id = $1 returning id`,
  [host.id],
);
// --frames: as many frames of one calendar of the host, an hour apart (one host's frames may not overlap), as many places.
const { rows: frames } = FRAMES
  ? await db.query(
      `with calendar as (insert into calendars (host_id, title, type, price, duration_minutes, capacity_per_frame)
                         values ($1, 'Lớp nhóm đo tải', 'TWO_WAY', 150000, 60, 1000000) returning id)
       insert into calendar_frames (calendar_id, host_id, start_at, end_at, capacity)
       select calendar.id, $1, date_trunc('hour', now()) + interval '10 days' + g * interval '1 hour',
              date_trunc('hour', now()) + interval '10 days' + g * interval '1 hour' + interval '1 hour', 1000000
         from calendar, generate_series(1, $2) g returning id`,
      [host.id, EVENTS],
    )
  : { rows: [] };
const products = FRAMES ? frames : tiers;
const { rows: buyers } = await db.query(`select id from users where username like 'nguoi-mua-bench-%' order by username`);
const key = new TextEncoder().encode(JWT_SECRET);
const tokens = await Promise.all(
  buyers.map((b) => new SignJWT({ role: 'USER' }).setProtectedHeader({ alg: 'HS256' }).setSubject(b.id).setIssuedAt().setExpirationTime('2h').sign(key)),
);

// Request i is buyer b = i mod B in round c = ⌊i / B⌋ (B is every buyer, nearly every request a buyer
// new to the server, or fewer who come back). Over many tiers, buyer b takes tier (b + c) mod SPREAD:
// consecutive requests go to different tiers. On one popular tier, every request of a round takes
// the same tier, one of the others. Either way a buyer never holds the same tier twice in a run.
const SPREAD = 80;
const overManyTiers = (b, c) => products[(b + c) % SPREAD].id;
const onePopularTier = (_b, c) => products[SPREAD + (c % (products.length - SPREAD - 1))].id;
let n = 0;
function nextRequest(path, body, buyers, tierOf, firstBuyer) {
  return () => {
    const i = n++;
    const token = tokens[firstBuyer + (i % buyers)];
    const tier = tierOf(i % buyers, Math.floor(i / buyers));
    const buyer = firstBuyer + (i % buyers);
    return { method: 'POST', path, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(body(tier, buyer)) };
  };
}

let pgFloor = 0;
let bareFloor = 0;
const percent = (value, floor) => (floor ? `${((value / floor) * 100).toFixed(1)}%` : '');
function print(name, { result, nodeUs, pgUs }, rss = '') {
  console.log(
    name.padEnd(44),
    result.requests.average.toFixed(0).padStart(8),
    String(result.latency.p50).padStart(8),
    String(result.latency.p99).padStart(8),
    String(result.non2xx).padStart(8),
    String(result.errors).padStart(7),
    rss.padStart(8),
    percent(result.requests.average, pgFloor).padStart(7),
    percent(result.requests.average, bareFloor).padStart(7),
    nodeUs.toFixed(0).padStart(8),
    pgUs.toFixed(0).padStart(7),
  );
}

/** A scenario of `buyers` signed-in callers; a quotation is warmed first (see measureWarm), an order is not: every order counts. */
function scenarioOptions(path, body, { buyers = tokens.length, tierOf = overManyTiers, firstBuyer = 0 } = {}) {
  n = 0;
  return {
    url: server.url,
    connections,
    duration,
    requests: [{ setupRequest: (req) => ({ ...req, ...nextRequest(path, body, buyers, tierOf, firstBuyer)() }) }],
  };
}

async function scenario(name, path, body, { warm = false, ...choice } = {}) {
  const options = scenarioOptions(path, body, choice);
  const measured = warm
    ? await measureWarm(server.pid, server.postmasterPid, options)
    : await cpuPerRequest(server.pid, server.postmasterPid, () => autocannon(options));
  print(name, measured, server.rss().toFixed(0));
  return measured.result;
}

/** One buyer's order, sent alone: answers the status and how long the answer took. */
async function order(token, tier, type = 'TICKET_TIER') {
  const started = performance.now();
  const response = await fetch(`${server.url}/api/v2/orders`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ provider: 'VNPAY', items: [{ productItemType: type, productItemId: tier, quantity: 1 }] }),
  });
  const body = await response.json();
  return { status: response.status, code: body.code ?? body.error ?? null, ms: performance.now() - started, started };
}

const quantile = (sorted, q) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] : 0);

// Statements and WAL flushes of one order, measured on orders placed one after another (a flush
// shared by concurrent commits would hide the count).
const SAMPLE = 20;
const [queriesBefore, flushesBefore] = [await statementsSent(), await walFlushes()];
for (let i = 0; i < SAMPLE; i++) await order(tokens[BUYERS - 1 - i], products.at(-1).id, PRODUCT_TYPE);
const [queriesAfter, flushesAfter] = [await statementsSent(), await walFlushes()];
const perOrder = {
  statements: (queriesAfter.benchQueries - queriesBefore.benchQueries) / SAMPLE,
  // Those sent answering the orders, without the background's (polls, deliveries, change-log follows).
  request: (queriesAfter.requestQueries - queriesBefore.requestQueries) / SAMPLE,
  flushes: (flushesAfter - flushesBefore) / SAMPLE,
};
/** BENCH_COUNT_BY_TEXT=1: each statement text sent over the sampled orders, per order, most sent first. */
function printByText(title, before = [], after = []) {
  const was = new Map(before);
  const sent = after.map(([text, count]) => [text, count - (was.get(text) ?? 0)]).filter(([, count]) => count > 0);
  console.log(title);
  for (const [text, count] of sent.sort((a, b) => b[1] - a[1]).slice(0, 60)) console.log(`${(count / SAMPLE).toFixed(2).padStart(6)}  ${text}`);
}
if (queriesAfter.requestByText) {
  printByText(`\nstatements per order sent answering the ${SAMPLE} orders:`, queriesBefore.requestByText, queriesAfter.requestByText);
  const background = (list) => {
    const request = new Map(list === queriesAfter.byText ? queriesAfter.requestByText : queriesBefore.requestByText);
    return list.map(([text, count]) => [text, count - (request.get(text) ?? 0)]);
  };
  printByText('statements per order sent meanwhile by background work:', background(queriesBefore.byText), background(queriesAfter.byText));
}

// --count-only: the statements per order alone (a few sequential orders, no load: no need to wait for a quiet machine).
if (process.argv.includes('--count-only')) {
  console.log(
    `per order (placed one at a time): ${perOrder.request.toFixed(1)} statements answering it (${perOrder.statements.toFixed(1)} with the background's)`,
  );
  await server.stop();
  process.exit(0);
}
console.log(`\n${duration}s per scenario, ${connections} concurrent buyers, Node ${process.version}`);
console.log(CPU_COLUMNS);
console.log(
  'scenario'.padEnd(44),
  'req/s'.padStart(8),
  'p50 ms'.padStart(8),
  'p99 ms'.padStart(8),
  'non-2xx'.padStart(8),
  'errors'.padStart(7),
  'RSS MB'.padStart(8),
  '% pg'.padStart(7),
  '% bare'.padStart(7),
  'node µs'.padStart(8),
  'pg µs'.padStart(7),
);
{
  const floor = await startFloors(server, {
    samplePath: `/api/v1/health`,
    sql: 'select id, event_id, name, price, capacity, sold, held, max_per_order from ticket_tiers order by id limit 20',
  });
  const run = (p) => measureWarm(floor.pid, server.postmasterPid, { url: `${floor.url}${p}`, connections, duration });
  const bare = await run('/bare');
  bareFloor = bare.result.requests.average;
  const pgResult = await run('/pg');
  pgFloor = pgResult.result.requests.average;
  await floor.stop();
  print(`bare floor (Fastify, ${floor.bytes} B)`, bare);
  print('pg floor (Fastify + pg, 20 rows of ticket_tiers)', pgResult);
}
const quotation = (tier) => ({ items: [{ productItemType: PRODUCT_TYPE, productItemId: tier, quantity: 2 }] });
// A server just started is slower for its first seconds (its code not yet optimised, its heap
// growing), and the floors are warm: quotations by the last 50 buyers for as long as a scenario, not
// measured, so that the first scenario is not also the warm-up. The other buyers stay new to it.
await autocannon(scenarioOptions('/api/v1/quotation', quotation, { buyers: connections, firstBuyer: tokens.length - connections }));
// Many buyers each asking once or twice (nearly every token new to the server), then a few asking again and again.
await scenario(`quotation (1 line), ${tokens.length} buyers in turn`, '/api/v1/quotation', quotation, { warm: true });
await scenario(`quotation (1 line), ${connections} buyers in turn`, '/api/v1/quotation', quotation, { buyers: connections, warm: true });
// Orders and holds read in one statement (one snapshot): a request still in flight when autocannon
// stopped commits both or neither.
const ordersAndHolds = async () =>
  (
    await db.query(
      `select (select count(*)::int from orders o where exists (select 1 from order_items i where i.order_id = o.id and i.host_id = $1)) as orders,
              (select sum(held)::int from ticket_tiers where event_id in (select id from events where host_id = $1))
              + (select coalesce(sum(held), 0)::int from calendar_frames where host_id = $1) as held`,
      [host.id],
    )
  ).rows[0];
// --cart: each order checks out the one cart line its buyer has for its product (laid for three rounds of buyers).
const cartLines = new Map();
async function layCarts(tierOf) {
  if (!CART) return;
  const pairs = buyers.flatMap((buyer, b) => [0, 1, 2].map((c) => [buyer.id, tierOf(b, c)]));
  const { rows } = await db.query(
    `insert into cart_items (user_id, product_type, product_id) select u, $3, p from unnest($1::uuid[], $2::uuid[]) as x (u, p)
     on conflict do nothing returning id, user_id, product_id`,
    [pairs.map(([u]) => u), pairs.map(([, p]) => p), PRODUCT_TYPE],
  );
  for (const row of rows) cartLines.set(`${row.user_id}:${row.product_id}`, row.id);
}
const checkoutBody = (tier, buyer) =>
  CART && buyer !== undefined
    ? { provider: 'VNPAY', cartItemIds: [cartLines.get(`${buyers[buyer].id}:${tier}`)] }
    : { provider: 'VNPAY', items: [{ productItemType: PRODUCT_TYPE, productItemId: tier, quantity: 1 }] };
await layCarts(overManyTiers);
await layCarts(onePopularTier);
const [flushesBeforeLoad, ordersBeforeLoad] = [await walFlushes(), (await ordersAndHolds()).orders];
const checkout = await scenario(
  `checkout POST /api/v2/orders, ${SPREAD} ${FRAMES ? 'frames' : 'tiers'}${CART ? ' (cart)' : ''}`,
  '/api/v2/orders',
  checkoutBody,
);
const [flushesAfterLoad, ordersAfterLoad] = [await walFlushes(), (await ordersAndHolds()).orders];
// Each order waits for the one before it to commit: it locks the tier's row until then.
await scenario(`checkout POST /api/v2/orders, 1 hot ${FRAMES ? 'frame' : 'tier'}${CART ? ' (cart)' : ''}`, '/api/v2/orders', checkoutBody, {
  tierOf: onePopularTier,
});
const counts = await ordersAndHolds();
const created = ordersAfterLoad - ordersBeforeLoad;
console.log(
  `\norders created over ${SPREAD} tiers: ${created} (${(created / duration).toFixed(0)} orders/s); on one tier: ${counts.orders - ordersAfterLoad}; ` +
    `held ${counts.held} = one per order (with ${SAMPLE} placed one at a time): ${counts.held === counts.orders}`,
);
console.log(`checkout p99 ${checkout.latency.p99} ms under ${connections} concurrent buyers over ${SPREAD} tiers`);
console.log(
  `per order (placed one at a time): ${perOrder.request.toFixed(1)} statements to PostgreSQL answering it ` +
    `(${perOrder.statements.toFixed(1)} with the background's sent meanwhile), ${perOrder.flushes.toFixed(2)} WAL flushes`,
);
// Under load concurrent commits share a flush; background writers (the job queue) count here too.
console.log(`per order under load: ${((flushesAfterLoad - flushesBeforeLoad) / created).toFixed(2)} WAL flushes`);

// Flash sale: every buyer wants one of the 1,000 seats of a fresh tier, FLASH_CONCURRENCY at a time.
const {
  rows: [flashTier],
} = await db.query(
  `insert into ticket_tiers (event_id, name, price, capacity, max_per_order) select id, 'Vé mở bán chớp nhoáng', 150000, $2, 10 from events where host_id = $1 order by id limit 1 returning id`,
  [host.id, FLASH_SEATS],
);
const answers = [];
let next = 0;
const flashStarted = performance.now();
await Promise.all(
  Array.from({ length: FLASH_CONCURRENCY }, async () => {
    while (next < tokens.length) answers.push(await order(tokens[next++], flashTier.id));
  }),
);
const flashSeconds = (performance.now() - flashStarted) / 1000;
const accepted = answers.filter((a) => a.status === 201 || a.status === 200);
const refused = answers.filter((a) => !(a.status === 201 || a.status === 200));
const refusedMs = refused.map((a) => a.ms).sort((a, b) => a - b);
const byCode = new Map();
for (const a of refused) byCode.set(`${a.status} ${a.code}`, (byCode.get(`${a.status} ${a.code}`) ?? 0) + 1);
const codes = [...byCode].map(([k, count]) => `${k} ×${count}`);
const {
  rows: [flashStock],
} = await db.query(`select sold + held as taken, capacity from ticket_tiers where id = $1`, [flashTier.id]);
console.log(
  `\nflash sale: ${tokens.length} buyers (${FLASH_CONCURRENCY} at a time) for ${FLASH_SEATS} seats in ${flashSeconds.toFixed(1)} s: ` +
    `${accepted.length} orders, tier taken ${flashStock.taken}/${flashStock.capacity} (exactly ${FLASH_SEATS}: ${accepted.length === FLASH_SEATS && flashStock.taken === FLASH_SEATS})`,
);
console.log(
  `refused ${refused.length} (${codes.join(', ')}): p50 ${quantile(refusedMs, 0.5).toFixed(0)} ms, p99 ${quantile(refusedMs, 0.99).toFixed(0)} ms, max ${(refusedMs.at(-1) ?? 0).toFixed(0)} ms`,
);
const acceptedMs = accepted.map((a) => a.ms).sort((a, b) => a - b);
console.log(
  `accepted: p50 ${quantile(acceptedMs, 0.5).toFixed(0)} ms, p99 ${quantile(acceptedMs, 0.99).toFixed(0)} ms, max ${(acceptedMs.at(-1) ?? 0).toFixed(0)} ms`,
);
// When the slowest refusals were asked for: one sent just before the sale sold out waits in the checkout
// door as long as the buyers who get a place (a queue of up to 200 at the sale's pace), then loses the last race.
const slowest = [...refused].sort((a, b) => b.ms - a.ms).slice(0, 5);
console.log(`slowest 5 refused: ${slowest.map((a) => `${a.ms.toFixed(0)} ms (${a.status}, sent at +${(a.started - flashStarted).toFixed(0)} ms)`).join(', ')}`);
await server.stop();
