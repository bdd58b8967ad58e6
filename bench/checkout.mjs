// Checkout under load: 200 buyers at once placing orders (holds + order + payment attempt + VNPay
// sandbox URL) over 50 events, then a quotation scenario. Prints orders/s, p50/p99 latency and RSS;
// it is not a test.
//   npm run build && node bench/checkout.mjs [--duration 10] [--connections 200] [--buyers 5000]
import autocannon from 'autocannon';
import { TextEncoder } from 'node:util';
import { SignJWT } from 'jose';
import { arg, startBenchServer } from './support.mjs';

const duration = arg('duration', 10);
const connections = arg('connections', 200);
const BUYERS = arg('buyers', 5_000);
const EVENTS = 50;
const JWT_SECRET = 'bench-only-jwt-secret-0123456789abcdef';

const server = await startBenchServer({ JWT_SECRET });
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
const { rows: buyers } = await db.query(`select id from users where username like 'nguoi-mua-bench-%' order by username`);
const key = new TextEncoder().encode(JWT_SECRET);
const tokens = await Promise.all(
  buyers.map((b) => new SignJWT({ role: 'USER' }).setProtectedHeader({ alg: 'HS256' }).setSubject(b.id).setIssuedAt().setExpirationTime('2h').sign(key)),
);

// Request i is buyer i mod B on tier ⌊i / B⌋ mod T: a buyer never holds the same tier twice in a run.
let n = 0;
function nextRequest(path, body) {
  return () => {
    const i = n++;
    const token = tokens[i % tokens.length];
    const tier = tiers[Math.floor(i / tokens.length) % tiers.length].id;
    return { method: 'POST', path, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(body(tier)) };
  };
}

async function scenario(name, path, body) {
  n = 0;
  const result = await autocannon({
    url: server.url,
    connections,
    duration,
    requests: [{ setupRequest: (req) => ({ ...req, ...nextRequest(path, body)() }) }],
  });
  console.log(
    name.padEnd(44),
    result.requests.average.toFixed(0).padStart(8),
    String(result.latency.p50).padStart(8),
    String(result.latency.p99).padStart(8),
    String(result.non2xx).padStart(8),
    String(result.errors).padStart(7),
    server.rss().toFixed(0).padStart(8),
  );
  return result;
}

console.log(`\n${duration}s per scenario, ${connections} concurrent buyers, Node ${process.version}\n`);
console.log(
  'scenario'.padEnd(44),
  'req/s'.padStart(8),
  'p50 ms'.padStart(8),
  'p99 ms'.padStart(8),
  'non-2xx'.padStart(8),
  'errors'.padStart(7),
  'RSS MB'.padStart(8),
);
await scenario('quotation (1 line)', '/api/v1/quotation', (tier) => ({ items: [{ productItemType: 'TICKET_TIER', productItemId: tier, quantity: 2 }] }));
const checkout = await scenario('checkout POST /api/v2/orders (VNPay)', '/api/v2/orders', (tier) => ({
  provider: 'VNPAY',
  items: [{ productItemType: 'TICKET_TIER', productItemId: tier, quantity: 1 }],
}));
const {
  rows: [counts],
} = await db.query(`select count(*)::int as orders from orders o where exists (select 1 from order_items i where i.order_id = o.id and i.host_id = $1)`, [
  host.id,
]);
const {
  rows: [stock],
} = await db.query(`select sum(held)::int as held, sum(sold)::int as sold from ticket_tiers where event_id in (select id from events where host_id = $1)`, [
  host.id,
]);
console.log(
  `\norders created: ${counts.orders} (${(counts.orders / duration).toFixed(0)} orders/s), held ${stock.held} = one per order: ${stock.held === counts.orders}`,
);
console.log(`checkout p99 ${checkout.latency.p99} ms under ${connections} concurrent buyers`);
await server.stop();
