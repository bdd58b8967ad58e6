import { calls } from '@market/contract';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../../platform/http/errors.js';
import { cacheTags } from '../../../platform/http/cache-tags.js';
import { serve } from '../../../platform/http/route.js';
import type { CallbackOutcome, PaymentSettlement, ProviderName, SettleResult } from './payment-provider.js';
import { readAppleNotification, readAppleSubscription, type AppleVerifier } from './providers/apple.js';
import { appleVerifierFor } from './providers/apple.adapter.js';
import { momoIpnStatus, readMomoIpn, verifyMomoIpn } from './providers/momo.js';
import type { PaymentsConfig } from './providers/payments-config.js';
import { readStripeEvent, verifyStripeWebhook } from './providers/stripe.js';
import { verifyVnpayQuery, vnpayIpnAnswer, vnpayOutcome } from './providers/vnpay.js';

/** Keeps a verified callback that settles no order payment (a provider-run subscription, refunds, pending states). */
export interface UnmatchedCallbacks {
  recordUnmatched(provider: ProviderName, dedupeKey: string, payload: unknown): Promise<'RECORDED' | 'DUPLICATE'>;
}

export interface PaymentIpnDeps {
  settlement: PaymentSettlement;
  callbacks: UnmatchedCallbacks;
  payments: PaymentsConfig;
  /** Defaults to the verifier `payments` describes (tests may pass their own). */
  appleVerifier?: AppleVerifier;
}

const tags = ['payments'];
const callbackErrors = ['INVALID_PAYMENT_SIGNATURE', 'PAYMENT_REFERENCE_NOT_FOUND', 'PAYMENT_AMOUNT_MISMATCH'] as const;
const c = calls.providerCallbacks;
/** A settled payment turns held tickets into sold ones, a failed one gives them back. */
const settles = [cacheTags.stock];

/** Why a callback was refused, for the log: never the signature, the secret or the payload. */
function refuse(log: FastifyBaseLogger, provider: ProviderName, reason: string, reference?: string): void {
  log.warn({ provider, reason, reference }, 'payment callback refused');
}

/** The catalogue error a provider that reads HTTP statuses (MoMo, Stripe, Apple) gets for a refused callback. */
function refusal(result: Exclude<SettleResult, 'SETTLED' | 'DUPLICATE' | 'ALREADY_SETTLED'>): AppError {
  return new AppError(result === 'NOT_FOUND' ? 'PAYMENT_REFERENCE_NOT_FOUND' : 'PAYMENT_AMOUNT_MISMATCH');
}

const acknowledged = (result: SettleResult) => result === 'SETTLED' || result === 'DUPLICATE' || result === 'ALREADY_SETTLED';

/** The subscription variants' dedupe keys live beside the orders' in one table; the prefix keeps them apart. */
const subscriptionKey = (key: string) => `subscription:${key}`;

const byProvider = 'Do nhà cung cấp thanh toán gọi, không dùng tài khoản đăng nhập; chỉ chấp nhận khi chữ ký hợp lệ. ';
const vnpayDescription =
  byProvider +
  'VNPay gọi bằng GET với các tham số vnp_* có chữ ký HMAC-SHA512 (vnp_SecureHash). Luôn trả HTTP 200 với RspCode: 00 đã ghi nhận (kể cả giao dịch thất bại), 01 không tìm thấy đơn, 02 đơn đã được xác nhận, 04 sai số tiền, 97 sai chữ ký, 99 lỗi khác.';
const momoDescription =
  byProvider + 'MoMo gửi JSON có chữ ký HMAC-SHA256. Trả 204 khi đã ghi nhận; 400 khi sai chữ ký, không tìm thấy giao dịch hoặc sai số tiền.';
const stripeDescription =
  byProvider +
  'Stripe gửi sự kiện JSON với header Stripe-Signature (t=…,v1=…) ký trên nội dung gốc, lệch tối đa 300 giây. Trả 200 khi đã ghi nhận hoặc trùng lặp; 400 khi sai chữ ký hoặc sai số tiền.';
const appleDescription =
  byProvider +
  'App Store Server Notifications V2: {"signedPayload": JWS} ký bằng chuỗi chứng chỉ của Apple. Trả 200 khi đã ghi nhận hoặc trùng lặp; 400 khi không xác thực được.';

/**
 * The providers' server-to-server notifications. Each one is verified first (a forged one changes
 * nothing and is refused in the provider's own terms), then settled through `settlement`, whose
 * answer is translated back into what the provider expects so that it stops, or keeps, retrying.
 */
export function registerPaymentIpnRoutes(app: FastifyInstance, deps: PaymentIpnDeps): void {
  const { settlement, callbacks, payments: config } = deps;
  const apple = deps.appleVerifier ?? appleVerifierFor(config);

  // --- VNPay (GET, answers in its body) ---
  async function vnpay(request: FastifyRequest, subscription: boolean) {
    try {
      const at = request.url.indexOf('?');
      const verified = verifyVnpayQuery(at < 0 ? '' : request.url.slice(at + 1), config.vnpay.hashSecret);
      if (!verified.ok) {
        refuse(request.log, 'VNPAY', verified.reason);
        return vnpayIpnAnswer('BAD_SIGNATURE');
      }
      const outcome = vnpayOutcome(verified.params);
      const result = subscription ? await settleOrRecord(outcome, outcome.payload) : await settlement.settle(outcome);
      if (!acknowledged(result)) refuse(request.log, 'VNPAY', result, outcome.reference);
      return vnpayIpnAnswer(result);
    } catch (error) {
      request.log.error({ err: error, provider: 'VNPAY' }, 'payment callback failed');
      return vnpayIpnAnswer('ERROR');
    }
  }
  for (const subscription of [false, true]) {
    serve(
      app,
      subscription ? c.vnpaySubscription : c.vnpay,
      { tags, summary: subscription ? 'VNPay IPN (gói hội viên)' : 'VNPay IPN (đơn hàng)', description: vnpayDescription, invalidates: settles },
      async (request) => vnpay(request, subscription),
    );
  }

  // --- MoMo (POST JSON, 204 acknowledges) ---
  for (const subscription of [false, true]) {
    serve(
      app,
      subscription ? c.momoSubscription : c.momo,
      {
        tags,
        summary: subscription ? 'MoMo IPN (gói hội viên)' : 'MoMo IPN (đơn hàng)',
        description: momoDescription,
        errors: callbackErrors,
        invalidates: settles,
      },
      async (request) => {
        const verified = verifyMomoIpn(request.body, config.momo);
        if (!verified.ok) {
          refuse(request.log, 'MOMO', verified.reason);
          throw new AppError('INVALID_PAYMENT_SIGNATURE');
        }
        const reading = readMomoIpn(verified.ipn);
        const { signature: _signature, ...payload } = verified.ipn;
        if (reading.kind === 'pending') {
          await callbacks.recordUnmatched('MOMO', subscription ? subscriptionKey(reading.dedupeKey) : reading.dedupeKey, payload);
          return null;
        }
        const result = subscription ? await settleOrRecord(reading.outcome, payload) : await settlement.settle(reading.outcome);
        if (momoIpnStatus(result) === 204) return null;
        refuse(request.log, 'MOMO', result, reading.outcome.reference);
        throw refusal(result as 'NOT_FOUND' | 'AMOUNT_MISMATCH');
      },
    );
  }

  // --- Stripe (POST JSON verified over the raw body) ---
  void app.register(async (scope) => {
    // This scope alone keeps JSON bodies as the exact text received: the signature covers those bytes.
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    for (const subscription of [false, true]) {
      serve(
        scope,
        subscription ? c.stripeSubscription : c.stripe,
        {
          tags,
          summary: subscription ? 'Stripe webhook (gói hội viên)' : 'Stripe webhook (đơn hàng)',
          description: stripeDescription,
          errors: callbackErrors,
          invalidates: settles,
        },
        async (request) => {
          const header = request.headers['stripe-signature'];
          const verified = verifyStripeWebhook(request.body, Array.isArray(header) ? header[0] : header, config.stripe.webhookSecret);
          if (!verified.ok) {
            refuse(request.log, 'STRIPE', verified.reason);
            throw new AppError('INVALID_PAYMENT_SIGNATURE');
          }
          const reading = readStripeEvent(verified.event);
          if (subscription && reading.kind === 'settle') {
            await settleOrRecord(reading.outcome, verified.event);
            return { received: true as const };
          }
          if (subscription) {
            await callbacks.recordUnmatched('STRIPE', subscriptionKey(verified.event.id), verified.event);
            return { received: true as const };
          }
          if (reading.kind === 'ignore') return { received: true as const };
          if (reading.kind === 'pending') {
            await callbacks.recordUnmatched('STRIPE', reading.dedupeKey, verified.event);
            return { received: true as const };
          }
          return settleOrRefuse(request, reading.outcome);
        },
      );
    }
  });

  // --- Apple (POST {signedPayload}) ---
  for (const subscription of [false, true]) {
    serve(
      app,
      subscription ? c.appleSubscription : c.apple,
      {
        tags,
        summary: subscription ? 'App Store Server Notifications V2 (gói hội viên)' : 'App Store Server Notifications V2 (mua trong ứng dụng)',
        description: appleDescription,
        errors: callbackErrors,
        invalidates: settles,
      },
      async (request) => {
        const verified = await apple.verify(request.body);
        const reading = verified.ok ? readAppleNotification(verified.notification, verified.transaction) : null;
        if (!verified.ok || !reading) {
          refuse(request.log, 'APPLE', verified.ok ? 'MALFORMED' : verified.reason);
          throw new AppError('INVALID_PAYMENT_SIGNATURE');
        }
        // A subscription's own notification (renewed, failed, expired, refunded) is settled by its target, once per
        // notificationUUID, whichever of the two URLs App Store Connect was given (it takes one per environment).
        const charge = readAppleSubscription(verified.notification, verified.transaction);
        if (charge) return settleOrRefuse(request, charge);
        if (subscription || reading.kind === 'record') {
          const key = reading.kind === 'record' ? reading.dedupeKey : reading.outcome.dedupeKey;
          const payload = { notification: verified.notification, transaction: verified.transaction };
          await callbacks.recordUnmatched('APPLE', subscription ? subscriptionKey(key) : key, payload);
          return { received: true as const };
        }
        return settleOrRefuse(request, reading.outcome);
      },
    );
  }

  /**
   * A subscription variant's notification: it settles the attempt of a subscription period's order it
   * names (our reference); one naming nothing of ours (a subscription the provider runs itself) is
   * recorded, once, as before.
   */
  async function settleOrRecord(outcome: CallbackOutcome, payload: unknown): Promise<SettleResult> {
    const result = await settlement.settle(outcome);
    if (result !== 'NOT_FOUND') return result;
    return (await callbacks.recordUnmatched(outcome.provider, subscriptionKey(outcome.dedupeKey), payload)) === 'RECORDED' ? 'SETTLED' : 'DUPLICATE';
  }

  async function settleOrRefuse(request: FastifyRequest, outcome: CallbackOutcome) {
    const result = await settlement.settle(outcome);
    if (acknowledged(result)) return { received: true as const };
    refuse(request.log, outcome.provider, result, outcome.reference);
    throw refusal(result as 'NOT_FOUND' | 'AMOUNT_MISMATCH');
  }
}
