// What members do on the membership pages (issue 38): thousands of members, each with an ACTIVE monthly subscription paid
// by a stored sandbox card and a few paid periods (seeded in bulk SQL), each signed in with an access token of their own
// (signed by the server's own token service, as the tests mint them), and every request from another member. Measures
// the reads the web makes when "Gói hội viên của tôi" (/me/subscription) loads: my subscriptions (also the member badge
// of every page), my cards, the payment summary and the first page of payment records; then the plans page
// (/memberships: its plan list, signed in and anonymous), beside the pg floors of the same run. The shared cache is off.
// Goal (issue 38): each ≥ 50% of the pg floor. It is not a test.
//   npm run build -w apps/server && node bench/members.mjs [--members 5000] [--duration 8] [--connections 50] [--match RE]
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { tsImport } from 'tsx/esm/api';
import { subscribeTemplate } from './memberships-seed.mjs';
import { arg, runScenarios, startBenchServer } from './support.mjs';

const MEMBERS = arg('members', 5_000);
const duration = arg('duration', 8);
const connections = arg('connections', 50);
const JWT_SECRET = 'bench-members-jwt-secret-0123456789abcdef';
const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

const server = await startBenchServer({ PUBLIC_CACHE_MAX_BYTES: '0', JWT_SECRET });
const { db } = server;
const template = await subscribeTemplate(server);

/**
 * N members, each with the template's card and an ACTIVE monthly subscription in its third month: a FIRST and two
 * RENEWAL periods, all PAID (the current one ends in 20 days, so nothing renews while measuring).
 */
async function seedMembers() {
  const t0 = performance.now();
  const s = template.subscription;
  await db.query(
    `insert into users (email, username, full_name, role, city, email_verified_at)
     select 'doc-gia' || g || '@vidu.vn', 'doc-gia-' || g, 'Hội viên ' || g, 'USER', 'Hà Nội', now() from generate_series(1, $1) g`,
    [MEMBERS],
  );
  await db.query(
    `insert into subscription_cards (user_id, provider, provider_token, provider_customer, brand, last4, exp_month, exp_year, is_default)
     select u.id, c.provider, c.provider_token, c.provider_customer, c.brand, c.last4, c.exp_month, c.exp_year, true
       from users u, subscription_cards c where u.email like 'doc-gia%@vidu.vn' and c.id = $1`,
    [s.card_id],
  );
  await db.query(
    `insert into subscriptions (user_id, membership_id, membership_price_id, status, current_period_start, current_period_end,
                                anchor_at, period_number, card_id, pay_provider, pay_method)
     select c.user_id, $1, $2, 'ACTIVE', now() - interval '10 days', now() + interval '20 days', now() - interval '10 days' - interval '2 months', 3,
            c.id, 'STRIPE', $3
       from subscription_cards c join users u on u.id = c.user_id where u.email like 'doc-gia%@vidu.vn'`,
    [s.membership_id, s.membership_price_id, s.pay_method],
  );
  await db.query(
    `insert into subscription_periods (subscription_id, period_start, period_end, kind, status, membership_price_id, amount, paid_at, order_code)
     select s.id, s.anchor_at + (k || ' months')::interval, s.anchor_at + ((k + 1) || ' months')::interval,
            case when k = 0 then 'FIRST' else 'RENEWAL' end, 'PAID', s.membership_price_id, p.amount, s.anchor_at + (k || ' months')::interval,
            'SUB' || upper(substr(md5(s.id::text || k), 1, 8))
       from subscriptions s join membership_prices p on p.id = s.membership_price_id join users u on u.id = s.user_id,
            generate_series(0, 2) k
      where u.email like 'doc-gia%@vidu.vn'`,
  );
  await db.query('vacuum analyze');
  const { rows } = await db.query(
    `select u.id as user_id, s.id as subscription_id from users u join subscriptions s on s.user_id = u.id
      where u.email like 'doc-gia%@vidu.vn' order by u.email`,
  );
  console.log(`seeded ${rows.length} members with a card, a subscription and 3 paid periods in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  return rows;
}

const members = await seedMembers();
// The server's own token service (its source: the build is one bundle), with the server's secret: the tokens sign-in issues.
const { createTokenService } = await tsImport('../apps/server/src/platform/auth/tokens.ts', import.meta.url);
const tokens = createTokenService({ secret: JWT_SECRET, accessTokenSeconds: 3600 });
for (const m of members) m.authorization = `Bearer ${await tokens.signAccessToken({ sub: m.user_id, role: 'USER' })}`;

/** autocannon `requests`: each request the next member's, with its path. */
let next = 0;
const asMembers = (pathOf) => [
  {
    setupRequest: (req) => {
      const m = members[next++ % members.length];
      return { ...req, path: pathOf(m), headers: { ...req.headers, authorization: m.authorization } };
    },
  },
];

const first = members[0];
const firstHeaders = { authorization: first.authorization };
for (const p of ['/api/v1/subscriptions/me', `/api/v1/subscriptions/${first.subscription_id}/payment-summary`]) {
  const res = await fetch(`${server.url}${p}`, { headers: firstHeaders });
  if (!res.ok) throw new Error(`${p}: ${res.status} ${await res.text()}`);
}

console.log(`\n"my subscription" page, ${members.length} members, each request another member's (load ${load()})`);
const mine = await runScenarios(
  server,
  [
    { name: 'GET /subscriptions/me (page + member badge)', path: '/api/v1/subscriptions/me', requests: asMembers(() => '/api/v1/subscriptions/me') },
    { name: 'GET /subscriptions/card (my cards)', path: '/api/v1/subscriptions/card', requests: asMembers(() => '/api/v1/subscriptions/card') },
    {
      name: 'GET /subscriptions/:id/payment-summary',
      path: '/api/v1/subscriptions/me',
      requests: asMembers((m) => `/api/v1/subscriptions/${m.subscription_id}/payment-summary`),
    },
    {
      name: 'GET /subscriptions/:id/payment-records?page=1',
      path: '/api/v1/subscriptions/me',
      requests: asMembers((m) => `/api/v1/subscriptions/${m.subscription_id}/payment-records?page=1&limit=10`),
    },
  ],
  {
    duration,
    connections,
    floors: {
      samplePath: '/api/v1/subscriptions/me',
      headers: firstHeaders,
      sql: `select * from subscriptions where user_id = (select id from users where email = 'doc-gia1@vidu.vn')
             and status in ('PENDING', 'ACTIVE', 'PENDING_RENEWAL', 'CANCEL') order by created_at desc`,
    },
  },
);

console.log(`\nthe plans page (load ${load()})`);
const plans = await runScenarios(
  server,
  [
    { name: 'GET /memberships?limit=50 (anonymous)', path: '/api/v1/memberships?limit=50' },
    {
      name: 'GET /memberships?limit=50 (signed in, another member each)',
      path: '/api/v1/memberships?limit=50',
      requests: asMembers(() => '/api/v1/memberships?limit=50'),
    },
  ],
  {
    duration,
    connections,
    floors: {
      samplePath: '/api/v1/memberships?limit=50',
      sql: `select id, name, description, image, is_default, is_main, status, created_at, updated_at from memberships
             where deleted_at is null and status = 'ACTIVE' order by name limit 20`,
    },
  },
);
await server.stop();

console.log(`\nmembers.mjs ${new Date().toISOString()} (load ${load()}), ${members.length} members`);
for (const { pg, results } of [mine, plans])
  for (const r of results) console.log(`${r.name}: ${((r.result.requests.average / pg) * 100).toFixed(1)}% of the pg floor (goal ≥ 50%)`);
