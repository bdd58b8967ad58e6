import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createStripeCardProcessor } from './stripe-card.processor.js';
import { STRIPE_TEST_SECRET as SECRET, startFakeStripe } from './stripe-card.testing.js';

const NOW = new Date('2026-11-29T05:00:00Z');

describe('the Stripe card processor', () => {
  let stripe: Awaited<ReturnType<typeof startFakeStripe>>;
  let apiUrl = '';
  const processor = () => createStripeCardProcessor({ secretKey: SECRET, apiUrl, now: () => NOW });
  beforeAll(async () => {
    stripe = await startFakeStripe();
    apiUrl = stripe.url;
    stripe.methods.set('pm_visa', stripe.card('4242'));
    stripe.methods.set('pm_old', stripe.card('4242', 10, 2026));
    stripe.methods.set('pm_poor', stripe.card('9995'));
    stripe.methods.set('pm_3ds', stripe.card('3155'));
    stripe.methods.set('pm_refused', stripe.card('0341'));
    stripe.methods.set('pm_bank', { type: 'sepa_debit', customer: null });
  });
  afterAll(() => stripe.close());
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
