import { randomUUID } from 'node:crypto';
import { AppError } from '../../../../platform/http/errors.js';
import type { PaymentProviderAdapter } from '../payment-provider.js';
import { IPN_PATHS, numericId } from '../sandbox/sandbox-links.js';
import { simulateMomoCreate, type MomoCreateResponse } from '../sandbox/momo-gateway.js';
import { signMomoCreate, signMomoRefund } from './momo.js';
import type { PaymentsConfig, ProviderOptions } from './payments-config.js';
import { callProvider, jsonHeaders } from './provider-http.js';
import { asciiText } from './signing.js';

/** MoMo's ids: `^[0-9a-zA-Z]([-_.]*[0-9a-zA-Z]+)*$`, at most 50 characters. */
const momoId = (text: string) =>
  text
    .replace(/[^0-9A-Za-z-]/g, '')
    .replace(/^-+|-+$/g, '')
    .slice(0, 50);

export function createMomoAdapter(config: PaymentsConfig, options: ProviderOptions): PaymentProviderAdapter {
  const credentials = { partnerCode: config.momo.partnerCode, accessKey: config.momo.accessKey, secretKey: config.momo.secretKey };
  const sandbox = config.mode === 'sandbox';
  const fetchImpl = options.fetch ?? fetch;

  return {
    name: 'MOMO',
    async createPayment(intent) {
      const minutes = Math.max(1, Math.round((intent.expiresAt.getTime() - intent.createdAt.getTime()) / 60_000));
      const request = signMomoCreate(
        {
          partnerName: 'Học & Sự kiện',
          storeId: config.momo.partnerCode,
          // One attempt is one reference, so it serves as both MoMo's order id and the request's idempotency key.
          requestId: intent.reference,
          amount: intent.amount,
          orderId: intent.reference,
          orderInfo: asciiText(intent.description) || intent.reference,
          redirectUrl: intent.returnUrl,
          ipnUrl: `${options.publicUrl}${IPN_PATHS.MOMO}`,
          requestType: config.momo.requestType,
          extraData: '',
          lang: 'vi',
          autoCapture: true,
          orderExpireTime: minutes,
        },
        credentials,
      );
      const answer: MomoCreateResponse = sandbox
        ? simulateMomoCreate(request, credentials, options.publicUrl)
        : ((await callProvider(fetchImpl, `${config.momo.apiUrl}/v2/gateway/api/create`, { headers: jsonHeaders, body: JSON.stringify(request) }))
            .body as unknown as MomoCreateResponse);
      if (answer.resultCode !== 0 || typeof answer.payUrl !== 'string')
        throw Object.assign(new AppError('PAYMENT_PROVIDER_ERROR'), { providerCode: answer.resultCode });
      return { payUrl: answer.payUrl, providerTransactionId: null };
    },

    async refund(input) {
      if (!input.providerTransactionId || !/^\d+$/.test(input.providerTransactionId)) return { ok: false, refundId: null, code: 'NO_TRANSACTION' };
      const request = signMomoRefund(
        {
          // MoMo wants a new order id for the refund, different from the purchase's.
          orderId: momoId(input.refundReference) || `RF-${randomUUID()}`,
          requestId: momoId(`${input.refundReference}-${Date.now()}`),
          amount: input.amount,
          transId: Number(input.providerTransactionId),
          lang: 'vi',
          description: asciiText(input.reason) || `Hoan tien ${input.reference}`,
        },
        credentials,
      );
      if (sandbox) return { ok: true, refundId: numericId(10), code: '0' };
      const answer = await callProvider(fetchImpl, `${config.momo.apiUrl}/v2/gateway/api/refund`, { headers: jsonHeaders, body: JSON.stringify(request) });
      const code = String(answer.body.resultCode ?? '');
      return { ok: code === '0', refundId: code === '0' ? String(answer.body.transId ?? '') || null : null, code };
    },
  };
}
