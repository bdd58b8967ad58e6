import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../../../config.js';
import type { PaymentIntent } from '../payment-provider.js';
import { verifyMomoCreate, type MomoCreateRequest } from './momo.js';
import { createPaymentProviders } from './providers.js';
import { verifyVnpayQuery, vnpPipeSign } from './vnpay.js';

const PUBLIC_URL = 'https://hocsukien.vn';
const LIVE_ENV = {
  NODE_ENV: 'production',
  JWT_SECRET: 'a-real-jwt-secret-0123456789abcdefghijkl',
  UPLOAD_SECRET: 'a-real-upload-secret-0123456789abcdefghij',
  SCHEDULER_WEBHOOK_SECRET: 'a-real-scheduler-secret-0123456789abcdefghij',
  PAYMENT_MODE: 'live',
  VNPAY_TMN_CODE: 'LIVETMN1',
  VNPAY_HASH_SECRET: 'LIVESECRET0123456789ABCDEFGHIJKL',
  VNPAY_PAY_URL: 'https://pay.vnpay.vn/vpcpay.html',
  MOMO_PARTNER_CODE: 'MOMOLIVE',
  MOMO_ACCESS_KEY: 'liveaccess',
  MOMO_SECRET_KEY: 'livesecretkey0123',
  MOMO_API_URL: 'https://payment.momo.vn',
  STRIPE_SECRET_KEY: 'sk_live_123',
  STRIPE_WEBHOOK_SECRET: 'whsec_live_123',
  APPLE_APP_APPLE_ID: '1234567890',
};

const intent = (): PaymentIntent => ({
  paymentId: '9f0c3c4e-8c53-4a5c-9d5b-3a2b1c0d9e8f',
  reference: 'DH260101ABCD-1',
  orderId: '0b7f8e1a-2c3d-4e5f-8a9b-0c1d2e3f4a5b',
  orderCode: 'DH260101ABCD',
  userId: '1a2b3c4d-5e6f-4a8b-9c0d-1e2f3a4b5c6d',
  amount: 250_000,
  description: 'Thanh toan don hang DH260101ABCD',
  method: null,
  returnUrl: `${PUBLIC_URL}/payment/result?orderId=0b7f8e1a-2c3d-4e5f-8a9b-0c1d2e3f4a5b`,
  ipAddress: '203.0.113.7',
  createdAt: new Date(),
  expiresAt: new Date(Date.now() + 15 * 60_000),
});

interface Call {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string;
}
/** A provider API that records what it is sent and answers from `reply`. */
function fakeApi(reply: (call: Call) => unknown) {
  const calls: Call[] = [];
  const fetchImpl = (async (url: string | URL, init?: RequestInit) => {
    const call = {
      url: String(url),
      method: init?.method ?? 'GET',
      headers: Object.fromEntries(Object.entries((init?.headers ?? {}) as Record<string, string>)),
      body: String(init?.body ?? ''),
    };
    calls.push(call);
    return new Response(JSON.stringify(reply(call)), { status: 200, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  return { calls, fetch: fetchImpl };
}

describe('payment configuration', () => {
  it('runs the sandbox by default with the vector credentials', () => {
    const { payments } = parseConfig({ NODE_ENV: 'development' });
    expect(payments).toMatchObject({
      mode: 'sandbox',
      vnpay: { tmnCode: 'TESTTMN1', hashSecret: 'TESTSECRETKEY0123456789ABCDEFGHI' },
      momo: { partnerCode: 'MOMO', accessKey: 'F8BBA842ECF85' },
      stripe: { webhookSecret: 'whsec_test_secret_for_vectors_0001', secretKey: 'sk_test_sandbox' },
      apple: { bundleId: 'vn.hocsukien.app', environment: 'Sandbox' },
    });
  });

  it('refuses to start live in production with a sandbox credential, naming it', () => {
    const { MOMO_SECRET_KEY: _unset, ...env } = LIVE_ENV;
    expect(() => parseConfig(env)).toThrow(/MOMO_SECRET_KEY/);
    expect(parseConfig(LIVE_ENV).payments).toMatchObject({ mode: 'live', apple: { environment: 'Production', appAppleId: 1234567890 } });
    expect(parseConfig({ ...LIVE_ENV, PAYMENT_MODE: 'sandbox', MOMO_SECRET_KEY: '' }).payments.mode).toBe('sandbox');
  });
});

describe('sandbox adapters', () => {
  const providers = createPaymentProviders(parseConfig({ NODE_ENV: 'test', PUBLIC_URL }).payments, { publicUrl: `${PUBLIC_URL}/` });

  it('VNPay sends the buyer to our copy of vpcpay.html with the query VNPay would receive', async () => {
    const { payUrl } = await providers.VNPAY.createPayment(intent());
    expect(payUrl!.startsWith(`${PUBLIC_URL}/sandbox/vnpay/paymentv2/vpcpay.html?vnp_Amount=25000000&`)).toBe(true);
    const verified = verifyVnpayQuery(new URL(payUrl!).search, 'TESTSECRETKEY0123456789ABCDEFGHI');
    expect(verified.ok && verified.params).toMatchObject({ vnp_TxnRef: 'DH260101ABCD-1', vnp_ReturnUrl: intent().returnUrl, vnp_IpAddr: '203.0.113.7' });
  });

  it('MoMo answers the simulated create call with a payUrl carrying the request as signed (M-1 format)', async () => {
    const { payUrl } = await providers.MOMO.createPayment(intent());
    const query = new URL(payUrl!).searchParams;
    expect(payUrl!.startsWith(`${PUBLIC_URL}/sandbox/momo/pay?`)).toBe(true);
    expect(Object.fromEntries(query)).toMatchObject({
      orderId: 'DH260101ABCD-1',
      amount: '250000',
      ipnUrl: `${PUBLIC_URL}/api/v2/payments/ipn/momo`,
      redirectUrl: intent().returnUrl,
      requestType: 'captureWallet',
    });
  });

  it('MoMo refuses amounts outside the wallet range as MoMo does', async () => {
    await expect(providers.MOMO.createPayment({ ...intent(), amount: 500 })).rejects.toMatchObject({ code: 'PAYMENT_PROVIDER_ERROR', providerCode: 22 });
  });

  it('Stripe opens a simulated Checkout Session and Apple a simulated purchase sheet', async () => {
    const stripe = await providers.STRIPE.createPayment(intent());
    expect(stripe.payUrl).toMatch(new RegExp(`^${PUBLIC_URL}/sandbox/stripe/checkout/cs_test_\\w+\\?s=`));
    expect(stripe.providerTransactionId).toMatch(/^cs_test_/);
    expect((await providers.APPLE.createPayment(intent())).payUrl).toMatch(new RegExp(`^${PUBLIC_URL}/sandbox/apple/purchase/DH260101ABCD-1\\?t=`));
  });

  it('refunds succeed with a generated id, VNPay after checking its own pipe signature', async () => {
    const input = {
      reference: 'DH260101ABCD-1',
      providerTransactionId: '14422574',
      amount: 250_000,
      reason: 'Huỷ đơn',
      paidAt: new Date(),
      paidAmount: 250_000,
      refundReference: 'HT-260101-0001',
    };
    expect(await providers.VNPAY.refund(input)).toEqual({ ok: true, refundId: 'HT2601010001', code: '00' });
    for (const name of ['MOMO', 'STRIPE', 'APPLE'] as const)
      expect(await providers[name].refund(input)).toMatchObject({ ok: true, refundId: expect.any(String) });
  });
});

describe('live adapters', () => {
  const live = parseConfig(LIVE_ENV).payments;

  it('VNPay builds the real pay URL on the configured host, signed with the live secret', async () => {
    const { payUrl } = await createPaymentProviders(live, { publicUrl: PUBLIC_URL }).VNPAY.createPayment(intent());
    expect(payUrl!.startsWith('https://pay.vnpay.vn/vpcpay.html?')).toBe(true);
    expect(verifyVnpayQuery(new URL(payUrl!).search, LIVE_ENV.VNPAY_HASH_SECRET).ok).toBe(true);
  });

  it('VNPay refunds through the transaction API and trusts only a correctly signed answer', async () => {
    const fields = [
      'vnp_ResponseId',
      'vnp_Command',
      'vnp_ResponseCode',
      'vnp_Message',
      'vnp_TmnCode',
      'vnp_TxnRef',
      'vnp_Amount',
      'vnp_BankCode',
      'vnp_PayDate',
      'vnp_TransactionNo',
      'vnp_TransactionType',
      'vnp_TransactionStatus',
      'vnp_OrderInfo',
    ];
    const answer: Record<string, string> = {
      vnp_ResponseId: 'R1',
      vnp_Command: 'refund',
      vnp_ResponseCode: '00',
      vnp_Message: 'Refund success',
      vnp_TmnCode: 'LIVETMN1',
      vnp_TxnRef: 'DH260101ABCD-1',
      vnp_Amount: '25000000',
      vnp_BankCode: 'NCB',
      vnp_PayDate: '20260101120530',
      vnp_TransactionNo: '9999',
      vnp_TransactionType: '03',
      vnp_TransactionStatus: '05',
      vnp_OrderInfo: 'Huy don',
    };
    const signed = {
      ...answer,
      vnp_SecureHash: vnpPipeSign(
        fields.map((f) => answer[f]),
        LIVE_ENV.VNPAY_HASH_SECRET,
      ),
    };
    const api = fakeApi(() => signed);
    const input = {
      reference: 'DH260101ABCD-1',
      providerTransactionId: '14422574',
      amount: 250_000,
      reason: 'Huỷ đơn',
      paidAt: new Date(),
      paidAmount: 250_000,
      refundReference: 'HT-1',
    };
    expect(await createPaymentProviders(live, { publicUrl: PUBLIC_URL, fetch: api.fetch }).VNPAY.refund(input)).toEqual({
      ok: true,
      refundId: '9999',
      code: '00',
    });
    expect(api.calls[0]!.url).toBe('https://sandbox.vnpayment.vn/merchant_webapi/api/transaction');
    expect(JSON.parse(api.calls[0]!.body)).toMatchObject({
      vnp_Command: 'refund',
      vnp_TransactionType: '02',
      vnp_Amount: '25000000',
      vnp_TransactionNo: '14422574',
      vnp_TmnCode: 'LIVETMN1',
    });
    // One line of several is a partial refund.
    await createPaymentProviders(live, { publicUrl: PUBLIC_URL, fetch: api.fetch }).VNPAY.refund({ ...input, amount: 100_000 });
    expect(JSON.parse(api.calls[1]!.body)).toMatchObject({ vnp_TransactionType: '03', vnp_Amount: '10000000' });
    const forged = fakeApi(() => ({ ...signed, vnp_ResponseCode: '00', vnp_Amount: '1' }));
    await expect(createPaymentProviders(live, { publicUrl: PUBLIC_URL, fetch: forged.fetch }).VNPAY.refund(input)).rejects.toMatchObject({
      code: 'PAYMENT_PROVIDER_ERROR',
    });
  });

  it('MoMo posts a signed create request and sends the buyer to the payUrl MoMo answers', async () => {
    const api = fakeApi(() => ({ resultCode: 0, message: 'Thành công.', payUrl: 'https://payment.momo.vn/v2/gateway/pay?t=abc' }));
    const { payUrl } = await createPaymentProviders(live, { publicUrl: PUBLIC_URL, fetch: api.fetch }).MOMO.createPayment(intent());
    expect(payUrl).toBe('https://payment.momo.vn/v2/gateway/pay?t=abc');
    expect(api.calls[0]!.url).toBe('https://payment.momo.vn/v2/gateway/api/create');
    const sent = JSON.parse(api.calls[0]!.body) as MomoCreateRequest;
    expect(verifyMomoCreate(sent, { partnerCode: 'MOMOLIVE', accessKey: 'liveaccess', secretKey: 'livesecretkey0123' })).toBe(true);
    expect(sent).toMatchObject({ ipnUrl: `${PUBLIC_URL}/api/v2/payments/ipn/momo`, autoCapture: true, lang: 'vi' });
    const refused = fakeApi(() => ({ resultCode: 13, message: 'Merchant authentication failed' }));
    await expect(createPaymentProviders(live, { publicUrl: PUBLIC_URL, fetch: refused.fetch }).MOMO.createPayment(intent())).rejects.toMatchObject({
      code: 'PAYMENT_PROVIDER_ERROR',
    });
  });

  it('Stripe creates a Checkout Session in whole đồng with our reference, idempotently', async () => {
    const api = fakeApi(() => ({ id: 'cs_live_1', url: 'https://checkout.stripe.com/c/pay/cs_live_1' }));
    const started = await createPaymentProviders(live, { publicUrl: PUBLIC_URL, fetch: api.fetch }).STRIPE.createPayment(intent());
    expect(started).toEqual({ payUrl: 'https://checkout.stripe.com/c/pay/cs_live_1', providerTransactionId: 'cs_live_1' });
    const call = api.calls[0]!;
    expect([call.url, call.headers.authorization, call.headers['idempotency-key']]).toEqual([
      'https://api.stripe.com/v1/checkout/sessions',
      'Bearer sk_live_123',
      `checkout-${intent().paymentId}`,
    ]);
    const form = new URLSearchParams(call.body);
    expect(Object.fromEntries(form)).toMatchObject({
      mode: 'payment',
      client_reference_id: 'DH260101ABCD-1',
      'line_items[0][price_data][currency]': 'vnd',
      'line_items[0][price_data][unit_amount]': '250000',
      'metadata[order_ref]': 'DH260101ABCD-1',
      'payment_intent_data[metadata][order_ref]': 'DH260101ABCD-1',
    });
    // Stripe refuses a session expiring in less than 30 minutes.
    expect(Number(form.get('expires_at')) - Date.now() / 1000).toBeGreaterThan(30 * 60);
  });

  it('Stripe refunds a session through its PaymentIntent', async () => {
    const api = fakeApi((call) => (call.method === 'GET' ? { id: 'cs_live_1', payment_intent: 'pi_live_1' } : { id: 're_1', status: 'succeeded' }));
    const refund = await createPaymentProviders(live, { publicUrl: PUBLIC_URL, fetch: api.fetch }).STRIPE.refund({
      reference: 'R',
      providerTransactionId: 'cs_live_1',
      amount: 100_000,
      reason: 'x',
      paidAt: null,
      paidAmount: 250_000,
      refundReference: 'HT-2',
    });
    expect(refund).toEqual({ ok: true, refundId: 're_1', code: 'succeeded' });
    expect(new URLSearchParams(api.calls[1]!.body).get('payment_intent')).toBe('pi_live_1');
  });

  it('Apple has no page to send a browser to and refunds are Apple own business', async () => {
    const apple = createPaymentProviders(live, { publicUrl: PUBLIC_URL }).APPLE;
    expect(await apple.createPayment(intent())).toEqual({ payUrl: null, providerTransactionId: null });
    expect(
      await apple.refund({ reference: 'R', providerTransactionId: '1', amount: 1, paidAmount: 1, reason: 'x', paidAt: null, refundReference: 'r' }),
    ).toEqual({
      ok: false,
      refundId: null,
      code: 'NOT_SUPPORTED',
    });
  });
});
