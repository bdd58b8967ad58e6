import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export const STRIPE_TEST_SECRET = 'sk_test_cards_0001';
const SECRET = STRIPE_TEST_SECRET;

export interface Seen {
  method: string;
  path: string;
  authorization: string | undefined;
  idempotencyKey: string | undefined;
  form: URLSearchParams;
}

/** A local server playing Stripe's API: the PaymentMethods it knows, and PaymentIntents remembered by Idempotency-Key. */
export function fakeStripe() {
  const seen: Seen[] = [];
  const methods = new Map<string, Record<string, unknown>>();
  const intents = new Map<string, { status: number; body: unknown }>();
  let next = 0;
  let failNext: number | null = null;
  const card = (last4: string, exp_month = 12, exp_year = 2030, brand = 'visa') => ({
    type: 'card',
    customer: null,
    card: { brand, last4, exp_month, exp_year },
  });
  const body = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let text = '';
      req.on('data', (chunk) => (text += chunk));
      req.on('end', () => resolve(text));
    });
  const server: Server = createServer(async (req, res) => {
    const form = new URLSearchParams(await body(req));
    const path = req.url ?? '';
    const key = req.headers['idempotency-key'] as string | undefined;
    seen.push({ method: req.method!, path, authorization: req.headers.authorization, idempotencyKey: key, form });
    const answer = (status: number, json: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json));
      return { status, body: json };
    };
    if (failNext) {
      answer(failNext, { error: { type: 'api_error', message: 'Something went wrong' } });
      failNext = null;
      return;
    }
    if (req.headers.authorization !== `Bearer ${SECRET}`) return void answer(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key' } });
    const pm = /^\/v1\/payment_methods\/([^/]+)(\/attach)?$/.exec(path);
    if (pm && req.method === 'GET') {
      const found = methods.get(pm[1]!);
      return void (found
        ? answer(200, { id: pm[1], object: 'payment_method', ...found })
        : answer(404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such PaymentMethod: '${pm[1]}'` } }));
    }
    if (pm?.[2]) {
      const found = methods.get(pm[1]!);
      if (!found) return void answer(404, { error: { code: 'resource_missing' } });
      if ((found.card as { last4: string }).last4 === '0341') return void answer(402, { error: { type: 'card_error', code: 'card_declined' } });
      found.customer = form.get('customer');
      return void answer(200, { id: pm[1], ...found });
    }
    if (path === '/v1/customers') return void answer(200, { id: `cus_${++next}`, object: 'customer' });
    if (path === '/v1/payment_intents') {
      if (key && intents.has(key)) {
        const first = intents.get(key)!;
        return void answer(first.status, first.body);
      }
      const method = methods.get(form.get('payment_method') ?? '');
      const last4 = (method?.card as { last4?: string } | undefined)?.last4;
      const id = `pi_${++next}`;
      const stored =
        last4 === '9995'
          ? answer(402, {
              error: {
                type: 'card_error',
                code: 'card_declined',
                decline_code: 'insufficient_funds',
                message: 'Your card has insufficient funds.',
                payment_intent: { id },
              },
            })
          : last4 === '3155'
            ? answer(200, { id, object: 'payment_intent', status: 'requires_action' })
            : answer(200, { id, object: 'payment_intent', status: 'succeeded', amount: Number(form.get('amount')), currency: form.get('currency') });
      if (key) intents.set(key, stored);
      return;
    }
    answer(404, { error: { message: 'Unrecognized request URL' } });
  });
  return { server, seen, methods, card, failOnce: (status: number) => (failNext = status) };
}

/** Starts a fake Stripe on a free local port; `url` is its API address. */
export async function startFakeStripe() {
  const stripe = fakeStripe();
  await new Promise<void>((resolve) => stripe.server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(stripe.server.address() as AddressInfo).port}`;
  return { ...stripe, url, close: () => new Promise<void>((resolve) => stripe.server.close(() => resolve())) };
}
