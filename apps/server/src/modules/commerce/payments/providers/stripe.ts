import type { CallbackOutcome } from '../payment-provider.js';
import { hmacHex, sameHex } from './signing.js';

/**
 * Stripe webhooks (providers.md §4): `Stripe-Signature: t=<seconds>,v1=<hex>[,v1=...]`, HMAC-SHA256 of
 * `t + "." + raw body` keyed by the whole `whsec_…` secret. The same scheme as stripe-node's
 * `webhooks.constructEvent`, written out because it is this small. Pure.
 */
export const STRIPE_TOLERANCE_SECONDS = 300;

export function stripeSignature(payload: string, secret: string, timestamp: number): string {
  return hmacHex('sha256', secret, `${timestamp}.${payload}`);
}

/** The header Stripe sends with `payload` (what the sandbox sends; tests use it too). */
export function stripeSignatureHeader(payload: string, secret: string, timestamp = Math.floor(Date.now() / 1000)): string {
  return `t=${timestamp},v1=${stripeSignature(payload, secret, timestamp)}`;
}

export interface StripeEvent {
  id: string;
  type: string;
  created?: number;
  livemode?: boolean;
  data: { object: Record<string, unknown> };
}

export type StripeVerification =
  | { ok: true; event: StripeEvent }
  | { ok: false; reason: 'NO_HEADER' | 'MALFORMED_HEADER' | 'NO_MATCHING_SIGNATURE' | 'TIMESTAMP_OUT_OF_TOLERANCE' | 'MALFORMED_EVENT' };

/**
 * Verifies the raw body against the header: any `v1` may match (several during a secret rotation),
 * then the timestamp must be at most `toleranceSeconds` old (a future one passes, as in stripe-node).
 */
export function verifyStripeWebhook(
  rawBody: string,
  header: string | undefined,
  secret: string,
  options: { toleranceSeconds?: number; now?: number } = {},
): StripeVerification {
  if (!header) return { ok: false, reason: 'NO_HEADER' };
  let timestamp = NaN;
  const signatures: string[] = [];
  for (const item of header.split(',')) {
    const at = item.indexOf('=');
    if (at < 0) continue;
    const key = item.slice(0, at);
    const value = item.slice(at + 1);
    if (key === 't') timestamp = /^\d+$/.test(value) ? Number(value) : NaN;
    else if (key === 'v1') signatures.push(value);
  }
  if (!Number.isFinite(timestamp) || signatures.length === 0) return { ok: false, reason: 'MALFORMED_HEADER' };
  const expected = stripeSignature(rawBody, secret, timestamp);
  // Every candidate is compared, so the time taken does not tell which one matched.
  const matched = signatures.map((s) => sameHex(s, expected)).includes(true);
  if (!matched) return { ok: false, reason: 'NO_MATCHING_SIGNATURE' };
  const now = options.now ?? Math.floor(Date.now() / 1000);
  if (now - timestamp > (options.toleranceSeconds ?? STRIPE_TOLERANCE_SECONDS)) return { ok: false, reason: 'TIMESTAMP_OUT_OF_TOLERANCE' };
  let event: unknown;
  try {
    event = JSON.parse(rawBody);
  } catch {
    return { ok: false, reason: 'MALFORMED_EVENT' };
  }
  const e = event as Partial<StripeEvent> | null;
  if (!e || typeof e.id !== 'string' || typeof e.type !== 'string' || !e.data || typeof e.data.object !== 'object' || e.data.object === null)
    return { ok: false, reason: 'MALFORMED_EVENT' };
  return { ok: true, event: e as StripeEvent };
}

export type StripeReading =
  | { kind: 'settle'; outcome: CallbackOutcome }
  /** Known, but settles nothing yet (an unpaid delayed method, a declined card the buyer may retry). */
  | { kind: 'pending'; dedupeKey: string; reference: string | null }
  | { kind: 'ignore' };

const str = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);
const metadataOf = (o: Record<string, unknown>) => (o.metadata && typeof o.metadata === 'object' ? (o.metadata as Record<string, unknown>) : {});
/** Checkout gives the PaymentIntent as an id, or as an object when expanded. */
const idOf = (v: unknown): string | null => str(v) ?? (v && typeof v === 'object' ? str((v as { id?: unknown }).id) : null);

/** Our reference on a Checkout Session or a PaymentIntent. */
export function stripeReferenceOf(object: Record<string, unknown>): string | null {
  return str(object.client_reference_id) ?? str(metadataOf(object).order_ref);
}

const SETTLING: Record<string, boolean> = {
  'checkout.session.completed': true,
  'checkout.session.async_payment_succeeded': true,
  'checkout.session.async_payment_failed': false,
  'checkout.session.expired': false,
};

/**
 * A verified event as a settlement. A completed session is paid only when its `payment_status` says
 * so; a `payment_intent.payment_failed` is only recorded because the buyer may still pay the same
 * Checkout Session with another card (its expiry is what ends it). Amounts are whole đồng (VND is
 * zero-decimal at Stripe).
 */
export function readStripeEvent(event: StripeEvent): StripeReading {
  const object = event.data.object;
  const reference = stripeReferenceOf(object);
  if (event.type === 'payment_intent.payment_failed') return { kind: 'pending', dedupeKey: event.id, reference };
  if (!(event.type in SETTLING) || object.object !== 'checkout.session') return { kind: 'ignore' };
  if (event.type === 'checkout.session.completed' && object.payment_status === 'unpaid') return { kind: 'pending', dedupeKey: event.id, reference };
  const amount = typeof object.amount_total === 'number' && Number.isSafeInteger(object.amount_total) ? object.amount_total : -1;
  return {
    kind: 'settle',
    outcome: {
      provider: 'STRIPE',
      reference: reference ?? '',
      amount,
      currency: (str(object.currency) ?? '').toUpperCase(),
      success: SETTLING[event.type]!,
      resultCode: event.type,
      providerTransactionId: idOf(object.payment_intent) ?? str(object.id),
      dedupeKey: event.id,
      payload: event,
    },
  };
}
