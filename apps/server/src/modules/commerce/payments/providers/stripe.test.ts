import { describe, expect, it } from 'vitest';
import { readStripeEvent, stripeSignatureHeader, verifyStripeWebhook, type StripeEvent } from './stripe.js';

// providers.md §4.5 (S-1).
const SECRET = 'whsec_test_secret_for_vectors_0001';
const T = 1767225600;
const PAYLOAD =
  '{"id":"evt_test_vnd_0001","object":"event","type":"checkout.session.completed","data":{"object":{"id":"cs_test_0001","object":"checkout.session","amount_total":250000,"currency":"vnd","payment_status":"paid","client_reference_id":"ORDER-1001","metadata":{"order_id":"ORDER-1001"}}}}';
const HEADER = 't=1767225600,v1=0b4f4af3e1c406bc340bd1524a706a485a65f05ea64a7b12b2a5b4fde0db2dd4';

describe('Stripe webhook signature', () => {
  it('produces the header of S-1', () => {
    expect(stripeSignatureHeader(PAYLOAD, SECRET, T)).toBe(HEADER);
  });

  it('verifies S-1 within the tolerance and reads it as 250 000 ₫ paid for ORDER-1001', () => {
    const verified = verifyStripeWebhook(PAYLOAD, HEADER, SECRET, { now: T + 10 });
    expect(verified.ok).toBe(true);
    if (!verified.ok) return;
    expect(readStripeEvent(verified.event)).toMatchObject({
      kind: 'settle',
      outcome: {
        provider: 'STRIPE',
        reference: 'ORDER-1001',
        amount: 250_000,
        currency: 'VND',
        success: true,
        resultCode: 'checkout.session.completed',
        providerTransactionId: 'cs_test_0001',
        dedupeKey: 'evt_test_vnd_0001',
      },
    });
  });

  it('refuses S-1 once it is older than 300 seconds, but not a timestamp from the future', () => {
    expect(verifyStripeWebhook(PAYLOAD, HEADER, SECRET, { now: T + 301 })).toEqual({ ok: false, reason: 'TIMESTAMP_OUT_OF_TOLERANCE' });
    expect(verifyStripeWebhook(PAYLOAD, HEADER, SECRET, { now: T - 3600 }).ok).toBe(true);
  });

  it('refuses a body changed by one digit, which is why the raw body is verified', () => {
    expect(verifyStripeWebhook(PAYLOAD.replace('250000', '250001'), HEADER, SECRET, { now: T })).toEqual({ ok: false, reason: 'NO_MATCHING_SIGNATURE' });
    const reserialised = JSON.stringify(JSON.parse(PAYLOAD), null, 1);
    expect(verifyStripeWebhook(reserialised, HEADER, SECRET, { now: T }).ok).toBe(false);
  });

  it('accepts any of several v1 signatures, upper-case hex included, and ignores other schemes', () => {
    const v1 = HEADER.split('v1=')[1]!;
    expect(verifyStripeWebhook(PAYLOAD, `t=${T},v1=${'0'.repeat(64)},v0=abc,v1=${v1.toUpperCase()}`, SECRET, { now: T }).ok).toBe(true);
  });

  it('refuses a missing header, a header without timestamp or v1, and another secret', () => {
    expect(verifyStripeWebhook(PAYLOAD, undefined, SECRET)).toEqual({ ok: false, reason: 'NO_HEADER' });
    expect(verifyStripeWebhook(PAYLOAD, 'v1=abc', SECRET)).toEqual({ ok: false, reason: 'MALFORMED_HEADER' });
    expect(verifyStripeWebhook(PAYLOAD, `t=${T}`, SECRET)).toEqual({ ok: false, reason: 'MALFORMED_HEADER' });
    expect(verifyStripeWebhook(PAYLOAD, HEADER, 'whsec_other', { now: T })).toEqual({ ok: false, reason: 'NO_MATCHING_SIGNATURE' });
  });

  it('refuses a correctly signed body that is not an event', () => {
    expect(verifyStripeWebhook('[1]', stripeSignatureHeader('[1]', SECRET, T), SECRET, { now: T })).toEqual({ ok: false, reason: 'MALFORMED_EVENT' });
  });
});

describe('Stripe events', () => {
  const session = (type: string, extra: Record<string, unknown> = {}): StripeEvent => ({
    id: `evt_${type}`,
    type,
    data: {
      object: {
        id: 'cs_1',
        object: 'checkout.session',
        amount_total: 99_000,
        currency: 'vnd',
        payment_status: 'paid',
        metadata: { order_ref: 'REF-1' },
        payment_intent: 'pi_1',
        ...extra,
      },
    },
  });

  it('takes the reference from metadata.order_ref when there is no client_reference_id, and the PaymentIntent as transaction', () => {
    expect(readStripeEvent(session('checkout.session.completed'))).toMatchObject({
      kind: 'settle',
      outcome: { reference: 'REF-1', providerTransactionId: 'pi_1', success: true },
    });
  });

  it('settles failed delayed payments and expired sessions as failures', () => {
    expect(readStripeEvent(session('checkout.session.async_payment_failed'))).toMatchObject({ kind: 'settle', outcome: { success: false } });
    expect(readStripeEvent(session('checkout.session.expired', { payment_status: 'unpaid', amount_total: 99_000 }))).toMatchObject({
      kind: 'settle',
      outcome: { success: false, resultCode: 'checkout.session.expired' },
    });
    expect(readStripeEvent(session('checkout.session.async_payment_succeeded'))).toMatchObject({ kind: 'settle', outcome: { success: true } });
  });

  it('waits on a completed session that is not paid yet and on a declined card', () => {
    expect(readStripeEvent(session('checkout.session.completed', { payment_status: 'unpaid' }))).toEqual({
      kind: 'pending',
      dedupeKey: 'evt_checkout.session.completed',
      reference: 'REF-1',
    });
    const failed: StripeEvent = {
      id: 'evt_pi',
      type: 'payment_intent.payment_failed',
      data: { object: { id: 'pi_1', object: 'payment_intent', amount: 99_000, metadata: { order_ref: 'REF-1' } } },
    };
    expect(readStripeEvent(failed)).toEqual({ kind: 'pending', dedupeKey: 'evt_pi', reference: 'REF-1' });
  });

  it('ignores events it does not act on', () => {
    expect(readStripeEvent({ id: 'evt_x', type: 'charge.refunded', data: { object: { object: 'charge' } } })).toEqual({ kind: 'ignore' });
  });
});
