import { AppError } from '../../../../platform/http/errors.js';
import type { PaymentProviderAdapter } from '../payment-provider.js';
import { providerId, SANDBOX_PATHS, signSession } from '../sandbox/sandbox-links.js';
import type { PaymentsConfig, ProviderOptions } from './payments-config.js';
import { callProvider, formEncode } from './provider-http.js';

/** Checkout Sessions expire between 30 minutes and 24 hours after creation. */
const MIN_EXPIRY_S = 30 * 60 + 60;
const MAX_EXPIRY_S = 24 * 60 * 60 - 60;

export function createStripeAdapter(config: PaymentsConfig, options: ProviderOptions): PaymentProviderAdapter {
  const sandbox = config.mode === 'sandbox';
  const fetchImpl = options.fetch ?? fetch;
  const api = (path: string, init: { method?: 'GET' | 'POST'; body?: Record<string, unknown>; idempotencyKey?: string }) =>
    callProvider(fetchImpl, `${config.stripe.apiUrl}${path}`, {
      method: init.method,
      headers: {
        authorization: `Bearer ${config.stripe.secretKey}`,
        ...(init.body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        ...(init.idempotencyKey ? { 'idempotency-key': init.idempotencyKey } : {}),
      },
      body: init.body ? formEncode(init.body) : undefined,
    });

  return {
    name: 'STRIPE',
    // The sandbox signs its session here; the live API is asked over the network.
    startsLocally: sandbox,
    async createPayment(intent) {
      const nowS = Math.floor(Date.now() / 1000);
      const expiresAt = Math.min(nowS + MAX_EXPIRY_S, Math.max(nowS + MIN_EXPIRY_S, Math.floor(intent.expiresAt.getTime() / 1000)));
      if (sandbox) {
        const id = providerId('cs_test_');
        const token = signSession(
          {
            id,
            reference: intent.reference,
            orderId: intent.orderId,
            amount: intent.amount,
            description: intent.description,
            returnUrl: intent.returnUrl,
            expiresAt: Math.floor(intent.expiresAt.getTime() / 1000),
          },
          config.stripe.secretKey,
        );
        return { payUrl: `${options.publicUrl}${SANDBOX_PATHS.stripe}/${id}?s=${token}`, providerTransactionId: id };
      }
      const answer = await api('/v1/checkout/sessions', {
        idempotencyKey: `checkout-${intent.paymentId}`,
        body: {
          mode: 'payment',
          client_reference_id: intent.reference,
          success_url: intent.returnUrl,
          cancel_url: intent.returnUrl,
          expires_at: expiresAt,
          locale: 'vi',
          // VND is zero-decimal at Stripe: whole đồng.
          line_items: [{ quantity: 1, price_data: { currency: 'vnd', unit_amount: intent.amount, product_data: { name: intent.description } } }],
          metadata: { order_ref: intent.reference, order_id: intent.orderId },
          payment_intent_data: { metadata: { order_ref: intent.reference, order_id: intent.orderId } },
        },
      });
      if (answer.status >= 300 || typeof answer.body.url !== 'string') throw new AppError('PAYMENT_PROVIDER_ERROR');
      return { payUrl: answer.body.url, providerTransactionId: String(answer.body.id) };
    },

    async refund(input) {
      if (sandbox) return { ok: true, refundId: providerId('re_'), code: 'succeeded' };
      let target = input.providerTransactionId;
      if (target?.startsWith('cs_')) {
        // A session's money is refunded through its PaymentIntent.
        const session = await api(`/v1/checkout/sessions/${encodeURIComponent(target)}`, { method: 'GET' });
        const pi = session.body.payment_intent;
        target = typeof pi === 'string' ? pi : null;
      }
      if (!target) return { ok: false, refundId: null, code: 'NO_TRANSACTION' };
      const answer = await api('/v1/refunds', {
        idempotencyKey: `refund-${input.refundReference}`,
        body: {
          [target.startsWith('ch_') ? 'charge' : 'payment_intent']: target,
          amount: input.amount,
          metadata: { refund_ref: input.refundReference, order_ref: input.reference },
        },
      });
      const status = String(answer.body.status ?? (answer.body.error as { code?: string } | undefined)?.code ?? answer.status);
      const ok = answer.status < 300 && (status === 'succeeded' || status === 'pending');
      return { ok, refundId: ok ? String(answer.body.id) : null, code: status };
    },
  };
}
