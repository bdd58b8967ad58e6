// What the membership benches share: the demo member subscribed through the API, whose rows the benches copy in bulk.
import { login } from './support.mjs';

const TOKEN = 'tok_sandbox_4242_1230';
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function call(url, method, pathname, headers, body) {
  const res = await fetch(`${url}${pathname}`, {
    method,
    headers: { ...headers, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = await res.json().catch(() => null);
  if (!res.ok) throw new Error(`${method} ${pathname}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}

/**
 * The template: the demo member subscribes to the default plan's monthly price with a stored sandbox card through the
 * API (the card charged by the server), so the bench's rows copy what subscribing wrote.
 */
export async function subscribeTemplate(server) {
  const auth = await login(server.url, 'an@demo.vn', 'User@123456');
  const plans = await call(server.url, 'GET', '/api/v1/memberships', {});
  const list = plans.data ?? plans;
  const monthly = list
    .flatMap((plan) => plan.prices.map((price) => ({ plan, price })))
    .find(({ price }) => price.period?.unit === 'MONTH' && price.period?.count === 1);
  const card = await call(server.url, 'POST', '/api/v1/subscriptions/card', auth, { token: TOKEN });
  const cardId = card.id ?? card.data?.id;
  await call(server.url, 'POST', `/api/v1/subscriptions/${monthly.price.id}/subscribe`, auth, { cardId });
  for (let i = 0; i < 120; i++) {
    const { rows } = await server.db.query(
      `select s.* from subscriptions s join users u on u.id = s.user_id where u.email = 'an@demo.vn' and s.status = 'ACTIVE' and s.card_id is not null`,
    );
    if (rows.length) return { auth, subscription: rows[0] };
    await sleep(250);
  }
  throw new Error('the template subscription never became ACTIVE');
}
