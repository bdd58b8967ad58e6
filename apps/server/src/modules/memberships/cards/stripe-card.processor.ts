import { AppError } from '../../../platform/http/errors.js';
import { isCardExpired, type CardFacts, type CardProcessor, type ChargeOutcome } from './card-processor.js';

export interface StripeCardOptions {
  secretKey: string;
  /** https://api.stripe.com, or a local server playing Stripe in tests. */
  apiUrl: string;
  fetch?: typeof fetch;
  now?: () => Date;
}

const TIMEOUT_MS = 30_000;
type Answer = { status: number; body: Record<string, unknown> };
type StripeError = { code?: string; decline_code?: string; message?: string; type?: string };

/** `application/x-www-form-urlencoded` with Stripe's bracketed keys for one level of nesting. */
function form(values: Record<string, string | number | boolean | Record<string, string> | null | undefined>): string {
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(values)) {
    if (value === null || value === undefined) continue;
    if (typeof value === 'object') for (const [inner, v] of Object.entries(value)) pairs.push(`${key}[${encodeURIComponent(inner)}]=${encodeURIComponent(v)}`);
    else pairs.push(`${key}=${encodeURIComponent(String(value))}`);
  }
  return pairs.join('&');
}

/**
 * Cards through Stripe's API: a PaymentMethod (`pm_…`, made by Stripe.js in the browser) is read
 * with GET /v1/payment_methods/{id}, attached to the member's Customer so it can be charged
 * off-session, and charged with a confirmed off-session PaymentIntent in VND (zero-decimal) under an
 * Idempotency-Key, so a renewal asked twice is charged once.
 */
export function createStripeCardProcessor(options: StripeCardOptions): CardProcessor {
  const fetchImpl = options.fetch ?? fetch;
  const now = options.now ?? (() => new Date());

  async function api(path: string, init: { body?: string; idempotencyKey?: string } = {}): Promise<Answer> {
    let response: Response;
    try {
      response = await fetchImpl(`${options.apiUrl}${path}`, {
        method: init.body === undefined ? 'GET' : 'POST',
        headers: {
          authorization: `Bearer ${options.secretKey}`,
          ...(init.body !== undefined ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
          ...(init.idempotencyKey ? { 'idempotency-key': init.idempotencyKey } : {}),
        },
        body: init.body,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw Object.assign(new AppError('PAYMENT_PROVIDER_ERROR'), { cause: error });
    }
    try {
      const body = (await response.json()) as unknown;
      if (body && typeof body === 'object' && !Array.isArray(body)) return { status: response.status, body: body as Record<string, unknown> };
    } catch {
      // not JSON: below
    }
    throw new AppError('PAYMENT_PROVIDER_ERROR');
  }
  /** Stripe's own failures (5xx, rate limits, a key still in use) leave the outcome unknown: the caller retries. */
  const unknownOutcome = (answer: Answer) => answer.status >= 500 || answer.status === 429 || answer.status === 409;

  return {
    provider: 'STRIPE',

    async inspect(token) {
      if (!/^pm_[A-Za-z0-9_]+$/.test(token)) return null;
      const answer = await api(`/v1/payment_methods/${token}`);
      if (unknownOutcome(answer)) throw new AppError('PAYMENT_PROVIDER_ERROR');
      const card = answer.body.card as { brand?: unknown; last4?: unknown; exp_month?: unknown; exp_year?: unknown } | undefined;
      if (answer.status !== 200 || answer.body.type !== 'card' || !card) return null;
      const facts: CardFacts = {
        brand: typeof card.brand === 'string' ? card.brand : 'unknown',
        last4: String(card.last4 ?? ''),
        expMonth: Number(card.exp_month),
        expYear: Number(card.exp_year),
        customer: typeof answer.body.customer === 'string' ? answer.body.customer : null,
      };
      if (!/^\d{4}$/.test(facts.last4) || !(facts.expMonth >= 1 && facts.expMonth <= 12) || !Number.isInteger(facts.expYear)) return null;
      return isCardExpired(facts, now()) ? null : facts;
    },

    async retain(token, owner) {
      let customer = owner.customer;
      if (!customer) {
        const created = await api('/v1/customers', { body: form({ metadata: { user_id: owner.userId } }), idempotencyKey: `customer-${owner.userId}` });
        if (created.status !== 200 || typeof created.body.id !== 'string') throw new AppError('PAYMENT_PROVIDER_ERROR');
        customer = created.body.id;
      }
      const attached = await api(`/v1/payment_methods/${token}/attach`, { body: form({ customer }), idempotencyKey: `attach-${token}-${customer}` });
      if (unknownOutcome(attached)) throw new AppError('PAYMENT_PROVIDER_ERROR');
      // Attaching checks the card with its bank: a refusal means the card cannot be kept.
      return attached.status === 200 ? { customer } : null;
    },

    async charge(input): Promise<ChargeOutcome> {
      const answer = await api('/v1/payment_intents', {
        idempotencyKey: input.idempotencyKey,
        body: form({
          amount: input.amount,
          currency: 'vnd',
          payment_method: input.token,
          customer: input.customer,
          confirm: true,
          off_session: true,
          description: input.description,
          metadata: { reference: input.reference },
        }),
      });
      if (unknownOutcome(answer)) throw new AppError('PAYMENT_PROVIDER_ERROR');
      if (answer.status === 200 && answer.body.status === 'succeeded' && typeof answer.body.id === 'string') {
        return { ok: true, providerTransactionId: answer.body.id };
      }
      if (answer.status === 200) {
        // requires_action (the bank wants the member present), processing, requires_payment_method…
        const status = String(answer.body.status ?? 'unknown');
        return { ok: false, code: status === 'requires_action' ? 'authentication_required' : status, message: `PaymentIntent ${status}` };
      }
      const error = (answer.body.error ?? {}) as StripeError;
      return { ok: false, code: error.decline_code ?? error.code ?? `http_${answer.status}`, message: error.message ?? 'Stripe refused the charge.' };
    },
  };
}
