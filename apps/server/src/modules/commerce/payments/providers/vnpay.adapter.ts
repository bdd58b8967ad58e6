import { AppError } from '../../../../platform/http/errors.js';
import type { PaymentProviderAdapter } from '../payment-provider.js';
import { SANDBOX_PATHS } from '../sandbox/sandbox-links.js';
import type { PaymentsConfig, ProviderOptions } from './payments-config.js';
import { callProvider, jsonHeaders } from './provider-http.js';
import { asciiText } from './signing.js';
import { buildVnpayPayUrl, verifyVnpayRefundRequest, verifyVnpayRefundResponse, vnpayRefundRequest } from './vnpay.js';

/** VNPay's request id: alphanumeric, at most 32 characters, unique per day. */
const requestIdOf = (refundReference: string) => refundReference.replace(/[^A-Za-z0-9]/g, '').slice(-32) || `RF${Date.now()}`;

export function createVnpayAdapter(config: PaymentsConfig, options: ProviderOptions): PaymentProviderAdapter {
  const credentials = { tmnCode: config.vnpay.tmnCode, hashSecret: config.vnpay.hashSecret };
  const sandbox = config.mode === 'sandbox';
  const now = options.now ?? (() => new Date());
  const fetchImpl = options.fetch ?? fetch;

  return {
    name: 'VNPAY',
    // The pay URL is signed here, live or sandbox.
    startsLocally: true,
    async createPayment(intent) {
      const base = sandbox ? `${options.publicUrl}${SANDBOX_PATHS.vnpay}` : config.vnpay.payUrl;
      return { payUrl: buildVnpayPayUrl({ ...intent, bankCode: undefined }, credentials, base), providerTransactionId: null };
    },

    async refund(input) {
      const body = vnpayRefundRequest(
        {
          requestId: requestIdOf(input.refundReference),
          // 02 gives back the whole payment, 03 part of it (one line of several).
          transactionType: input.amount >= input.paidAmount ? '02' : '03',
          txnRef: input.reference,
          amount: input.amount,
          transactionNo: input.providerTransactionId,
          transactionDate: input.paidAt ?? now(),
          createBy: 'system',
          createDate: now(),
          ipAddr: '127.0.0.1',
          orderInfo: asciiText(input.reason) || `Hoan tien ${input.reference}`,
        },
        credentials,
      );
      if (sandbox) {
        // What VNPay's transaction API checks first; the public sandbox does not refund for real.
        return verifyVnpayRefundRequest(body, credentials.hashSecret)
          ? { ok: true, refundId: body.vnp_RequestId!, code: '00' }
          : { ok: false, refundId: null, code: '97' };
      }
      const answer = await callProvider(fetchImpl, config.vnpay.apiUrl, { headers: jsonHeaders, body: JSON.stringify(body) });
      if (!verifyVnpayRefundResponse(answer.body, credentials.hashSecret)) throw new AppError('PAYMENT_PROVIDER_ERROR');
      const code = String(answer.body.vnp_ResponseCode ?? '');
      return { ok: code === '00', refundId: code === '00' ? String(answer.body.vnp_TransactionNo ?? body.vnp_RequestId) : null, code };
    },
  };
}
