import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpVerified } from '../../../../test/support/accounts.js';
import { startTestServer, type TestServer } from '../../../../test/support/server.js';
import { expectError } from '../../identity/auth/auth.testing.js';
import { STRIPE_TEST_SECRET, startFakeStripe } from './stripe-card.testing.js';

const BASE = '/api/v1/subscriptions/card';

describe('stored subscription cards with live payments (Stripe)', () => {
  let server: TestServer;
  let stripe: Awaited<ReturnType<typeof startFakeStripe>>;
  beforeAll(async () => {
    stripe = await startFakeStripe();
    for (const [id, last4] of [
      ['pm_visa', '4242'],
      ['pm_second', '5556'],
      ['pm_other', '1881'],
    ] as const) {
      stripe.methods.set(id, stripe.card(last4));
    }
    stripe.methods.set('pm_theirs', { ...stripe.card('0005'), customer: 'cus_someone_else' });
    server = await startTestServer({
      PAYMENT_MODE: 'live',
      STRIPE_SECRET_KEY: STRIPE_TEST_SECRET,
      STRIPE_API_URL: stripe.url,
      STRIPE_PUBLISHABLE_KEY: 'pk_test_market38',
    });
  });
  afterAll(async () => {
    await server.close();
    await stripe.close();
  });

  it("stores a PaymentMethod on the member's one Customer and charges it off-session through the port", async () => {
    const member = await signUpVerified(server);
    expect((await member.client.get(BASE)).body).toEqual({ data: [], entry: 'STRIPE', publishableKey: 'pk_test_market38' });
    stripe.seen.length = 0;
    const first = await member.client.post(BASE, { token: 'pm_visa' });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ provider: 'STRIPE', brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030, isDefault: true });
    const second = await member.client.post(BASE, { token: 'pm_second', makeDefault: true });
    expect(second.body).toMatchObject({ last4: '5556', isDefault: true });
    // One Customer for the member: the second card is attached to the first card's.
    expect(stripe.seen.filter((s) => s.path === '/v1/customers')).toHaveLength(1);
    const attached = stripe.seen.filter((s) => s.path.endsWith('/attach')).map((s) => s.form.get('customer'));
    expect(new Set(attached).size).toBe(1);

    const cards = server.services.subscriptionCards;
    const card = (await cards.defaultCardOf(member.user.id))!;
    expect(card).toMatchObject({ provider: 'STRIPE', token: 'pm_second', customer: attached[0] });
    const outcome = await cards.charge(card, { amount: 199_000, reference: 'DH-2911-0007', idempotencyKey: 'renewal:s1:2026-12', description: 'Gia hạn' });
    expect(outcome).toMatchObject({ ok: true, providerTransactionId: expect.stringMatching(/^pi_/) });
    const intent = stripe.seen.find((s) => s.path === '/v1/payment_intents')!;
    expect(intent.idempotencyKey).toBe('renewal:s1:2026-12');
    expect(Object.fromEntries(intent.form)).toMatchObject({
      payment_method: 'pm_second',
      customer: attached[0],
      currency: 'vnd',
      amount: '199000',
      off_session: 'true',
    });
  });

  it("refuses a PaymentMethod Stripe does not know, one of someone else's Customer, and a sandbox token", async () => {
    const member = await signUpVerified(server);
    for (const token of ['pm_missing', 'pm_theirs', 'tok_sandbox_4242_1230']) {
      expectError(await member.client.post(BASE, { token }), 'SUBSCRIPTION_CARD_TOKEN_NOT_FOUND');
    }
    expect((await member.client.get(BASE)).body.data).toEqual([]);
  });

  it('answers PAYMENT_PROVIDER_ERROR, storing nothing, while Stripe fails', async () => {
    const member = await signUpVerified(server);
    stripe.failOnce(503);
    expectError(await member.client.post(BASE, { token: 'pm_other' }), 'PAYMENT_PROVIDER_ERROR');
    expect((await member.client.get(BASE)).body.data).toEqual([]);
  });
});
