import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createStripeCardProcessor } from './stripe-card.processor.js';

const SECRET = 'sk_test_cards_0001';
const NOW = new Date('2026-11-29T05:00:00Z');

interface Seen {
  method: string;
  path: string;
  authorization: string | undefined;
  idempotencyKey: string | undefined;
  form: URLSearchParams;
}

/** A local server playing Stripe's API: the PaymentMethods it knows, and PaymentIntents remembered by Idempotency-Key. */
function fakeStripe() {
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

describe('the Stripe card processor', () => {
  const stripe = fakeStripe();
  let apiUrl = '';
  const processor = () => createStripeCardProcessor({ secretKey: SECRET, apiUrl, now: () => NOW });
  beforeAll(async () => {
    await new Promise<void>((resolve) => stripe.server.listen(0, '127.0.0.1', resolve));
    apiUrl = `http://127.0.0.1:${(stripe.server.address() as AddressInfo).port}`;
    stripe.methods.set('pm_visa', stripe.card('4242'));
    stripe.methods.set('pm_old', stripe.card('4242', 10, 2026));
    stripe.methods.set('pm_poor', stripe.card('9995'));
    stripe.methods.set('pm_3ds', stripe.card('3155'));
    stripe.methods.set('pm_refused', stripe.card('0341'));
    stripe.methods.set('pm_bank', { type: 'sepa_debit', customer: null });
  });
  afterAll(() => new Promise<void>((resolve) => stripe.server.close(() => resolve())));
  beforeEach(() => {
    stripe.seen.length = 0;
  });

  it("reads a PaymentMethod's brand, last4 and expiry with the secret key", async () => {
    expect(await processor().inspect('pm_visa')).toEqual({ brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030, customer: null });
    expect(stripe.seen[0]).toMatchObject({ method: 'GET', path: '/v1/payment_methods/pm_visa', authorization: `Bearer ${SECRET}` });
  });

  it('knows nothing of an unknown id, a method that is not a card, an expired card or a token that is not a PaymentMethod id', async () => {
    const cards = processor();
    expect(await cards.inspect('pm_nobody')).toBeNull();
    expect(await cards.inspect('pm_bank')).toBeNull();
    expect(await cards.inspect('pm_old')).toBeNull();
    expect(await cards.inspect('tok_sandbox_4242_1230')).toBeNull();
    expect(await cards.inspect('pm_../../v1/customers')).toBeNull();
    // The last two never reach Stripe.
    expect(stripe.seen.map((s) => s.path)).toEqual(['/v1/payment_methods/pm_nobody', '/v1/payment_methods/pm_bank', '/v1/payment_methods/pm_old']);
  });

  it("attaches a new card to the member's one Customer, made once", async () => {
    const cards = processor();
    const kept = await cards.retain!('pm_visa', { userId: 'u-1', customer: null });
    expect(kept).toEqual({ customer: expect.stringMatching(/^cus_/) });
    expect(stripe.seen.map((s) => [s.path, s.idempotencyKey])).toEqual([
      ['/v1/customers', 'customer-u-1'],
      ['/v1/payment_methods/pm_visa/attach', `attach-pm_visa-${kept!.customer}`],
    ]);
    expect(stripe.seen[0]!.form.get('metadata[user_id]')).toBe('u-1');
    stripe.seen.length = 0;
    expect(await cards.retain!('pm_poor', { userId: 'u-1', customer: kept!.customer })).toEqual(kept);
    expect(stripe.seen.map((s) => s.path)).toEqual(['/v1/payment_methods/pm_poor/attach']);
    // A card its bank refuses while attaching cannot be kept.
    expect(await cards.retain!('pm_refused', { userId: 'u-1', customer: kept!.customer })).toBeNull();
  });

  it('charges off-session in whole đồng with the Idempotency-Key, and a key asked again is one charge', async () => {
    const cards = processor();
    const input = {
      token: 'pm_visa',
      customer: 'cus_9',
      amount: 199_000,
      reference: 'DH-2911-0001',
      idempotencyKey: 'sub-1:2026-11',
      description: 'Gói tháng',
    };
    const first = await cards.charge(input);
    expect(first).toEqual({ ok: true, providerTransactionId: expect.stringMatching(/^pi_/) });
    expect(await cards.charge(input)).toEqual(first);
    const sent = stripe.seen[0]!;
    expect(sent).toMatchObject({ method: 'POST', path: '/v1/payment_intents', idempotencyKey: 'sub-1:2026-11' });
    expect(Object.fromEntries(sent.form)).toEqual({
      amount: '199000',
      currency: 'vnd',
      payment_method: 'pm_visa',
      customer: 'cus_9',
      confirm: 'true',
      off_session: 'true',
      description: 'Gói tháng',
      'metadata[reference]': 'DH-2911-0001',
    });
  });

  it("answers a refusal with Stripe's decline code, and a card that needs its owner present as authentication_required", async () => {
    const cards = processor();
    const base = { customer: 'cus_9', amount: 50_000, reference: 'DH-1', description: 'Gói tháng' };
    expect(await cards.charge({ ...base, token: 'pm_poor', idempotencyKey: 'k-poor' })).toEqual({
      ok: false,
      code: 'insufficient_funds',
      message: 'Your card has insufficient funds.',
    });
    expect(await cards.charge({ ...base, token: 'pm_3ds', idempotencyKey: 'k-3ds' })).toMatchObject({ ok: false, code: 'authentication_required' });
  });

  it('throws when the outcome is unknown (Stripe failing or unreachable), so the caller asks again with the same key', async () => {
    const input = { token: 'pm_visa', customer: 'cus_9', amount: 50_000, reference: 'DH-2', idempotencyKey: 'k-500', description: 'Gói tháng' };
    stripe.failOnce(500);
    await expect(processor().charge(input)).rejects.toMatchObject({ code: 'PAYMENT_PROVIDER_ERROR' });
    expect(await processor().charge(input)).toMatchObject({ ok: true });
    const gone = createStripeCardProcessor({ secretKey: SECRET, apiUrl: 'http://127.0.0.1:1', now: () => NOW });
    await expect(gone.charge(input)).rejects.toMatchObject({ code: 'PAYMENT_PROVIDER_ERROR' });
    await expect(gone.inspect('pm_visa')).rejects.toMatchObject({ code: 'PAYMENT_PROVIDER_ERROR' });
  });
});
