import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../../../test/support/client.js';
import { startTestServer, type TestServer } from '../../../../test/support/server.js';
import { checkout, eventOnSale, latestPayment, manyBuyers, tierLine, tierStock, type EventOnSale } from '../commerce.testing.js';
import { paymentCallbacks, payments } from './payments.table.js';
import { localAppleChain, localAppleNotification } from './providers/apple-chain.js';
import { signMomoIpn } from './providers/momo.js';
import { stripeSignatureHeader } from './providers/stripe.js';
import { verifyVnpayQuery, vnpSignedQuery } from './providers/vnpay.js';

type Provider = 'VNPAY' | 'MOMO' | 'STRIPE' | 'APPLE';
interface Wire {
  status: number;
  body: any;
}

let server: TestServer;
let sale: EventOnSale;
let buyers: ApiClient[];
const tierOf = {} as Record<Provider, string>;

beforeAll(async () => {
  server = await startTestServer({ PAYMENT_SANDBOX_RETRY_MS: '20' });
  sale = await eventOnSale(server, {
    tiers: [
      { name: 'Vé VNPay', price: 150_000, capacity: 20 },
      { name: 'Vé MoMo', price: 120_000, capacity: 20 },
      { name: 'Vé Stripe', price: 250_000, capacity: 20 },
      { name: 'Vé Apple', price: 99_000, capacity: 20 },
    ],
  });
  (['VNPAY', 'MOMO', 'STRIPE', 'APPLE'] as const).forEach((p, i) => (tierOf[p] = sale.tiers[i]!.id));
  buyers = await manyBuyers(server, 12);
});
afterAll(() => server?.close());

const config = () => server.config.payments;

/** A buyer's fresh order of two places, with the payment attempt the provider is told about. */
async function openOrder(provider: Provider) {
  const buyer = buyers.pop()!;
  const order = await checkout(buyer, { provider, items: [tierLine(tierOf[provider], 2)] });
  const payment = await latestPayment(server, order.id);
  expect(payment).toMatchObject({ provider, status: 'PENDING', amount: order.total });
  return { buyer, order, payment };
}

async function orderStatus(buyer: ApiClient, orderId: string): Promise<string> {
  return (await buyer.get(`/api/v2/orders/${orderId}/info`)).body.status;
}

async function successfulPayments(orderId: string) {
  return server.database.db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'SUCCESS')));
}

async function send(method: 'GET' | 'POST', path: string, body?: string, headers: Record<string, string> = {}): Promise<Wire> {
  const response = await fetch(`${server.url}${path}`, {
    method,
    body,
    headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
  });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    /* keep text */
  }
  return { status: response.status, body: parsed };
}

// --- What each provider sends, signed as it signs it ---
const IPN = '/api/v2/payments/ipn';

function vnpayIpn(reference: string, amount: number, options: { secret?: string; responseCode?: string; path?: string } = {}) {
  const query = vnpSignedQuery(
    {
      vnp_Amount: String(amount * 100),
      vnp_BankCode: 'NCB',
      vnp_BankTranNo: 'VNP14422574',
      vnp_CardType: 'ATM',
      vnp_OrderInfo: `Thanh toan ${reference}`,
      vnp_PayDate: '20260101120530',
      vnp_ResponseCode: options.responseCode ?? '00',
      vnp_TmnCode: config().vnpay.tmnCode,
      vnp_TransactionNo: '14422574',
      vnp_TransactionStatus: (options.responseCode ?? '00') === '00' ? '00' : '02',
      vnp_TxnRef: reference,
    },
    options.secret ?? config().vnpay.hashSecret,
  );
  return () => send('GET', `${options.path ?? `${IPN}/vnpay`}?${query}`);
}

function momoIpn(reference: string, amount: number, options: { secret?: string; path?: string } = {}) {
  const body = signMomoIpn(
    {
      partnerCode: config().momo.partnerCode,
      orderId: reference,
      requestId: reference,
      amount,
      orderInfo: `Thanh toan ${reference}`,
      orderType: 'momo_wallet',
      transId: 4088878653,
      resultCode: 0,
      message: 'Thành công.',
      payType: 'qr',
      responseTime: Date.now(),
      extraData: '',
    },
    { ...config().momo, secretKey: options.secret ?? config().momo.secretKey },
  );
  return () => send('POST', options.path ?? `${IPN}/momo`, JSON.stringify(body));
}

function stripeEvent(reference: string, amount: number, options: { secret?: string; timestamp?: number; path?: string } = {}) {
  const payload = JSON.stringify({
    id: `evt_${randomUUID().replace(/-/g, '')}`,
    object: 'event',
    type: 'checkout.session.completed',
    data: {
      object: {
        id: 'cs_test_1',
        object: 'checkout.session',
        amount_total: amount,
        currency: 'vnd',
        payment_status: 'paid',
        client_reference_id: reference,
        payment_intent: 'pi_test_1',
        metadata: { order_ref: reference },
      },
    },
  });
  const header = stripeSignatureHeader(payload, options.secret ?? config().stripe.webhookSecret, options.timestamp);
  return () => send('POST', options.path ?? `${IPN}/stripe`, payload, { 'stripe-signature': header });
}

function appleNotification(reference: string, amount: number, options: { seed?: string; path?: string } = {}) {
  const body = localAppleNotification(localAppleChain(options.seed ?? config().sandboxSecret), {
    bundleId: config().apple.bundleId,
    reference,
    amount,
    transactionId: '2000000123456789',
    notificationUUID: randomUUID(),
  });
  return () => send('POST', options.path ?? `${IPN}/apple`, JSON.stringify(body));
}

const wires: Record<Provider, (reference: string, amount: number, forged?: boolean) => () => Promise<Wire>> = {
  VNPAY: (ref, amount, forged) => vnpayIpn(ref, amount, forged ? { secret: 'NOT-THE-SECRET-0123456789ABCDEFG' } : {}),
  MOMO: (ref, amount, forged) => momoIpn(ref, amount, forged ? { secret: 'not-the-momo-secret' } : {}),
  STRIPE: (ref, amount, forged) => stripeEvent(ref, amount, forged ? { secret: 'whsec_not_the_secret' } : {}),
  APPLE: (ref, amount, forged) => appleNotification(ref, amount, forged ? { seed: 'a chain nobody trusts' } : {}),
};

/** How each provider is told "refused" and "recorded". */
const expectations: Record<Provider, { forged: (w: Wire) => void; mismatch: (w: Wire) => void; accepted: (w: Wire) => void }> = {
  VNPAY: {
    forged: (w) => expect(w).toEqual({ status: 200, body: { RspCode: '97', Message: 'Invalid signature' } }),
    mismatch: (w) => expect(w).toEqual({ status: 200, body: { RspCode: '04', Message: 'Invalid amount' } }),
    accepted: (w) => expect([w.status, ['00', '02'].includes(w.body.RspCode)]).toEqual([200, true]),
  },
  MOMO: {
    forged: (w) => expect([w.status, w.body.code]).toEqual([400, 'INVALID_PAYMENT_SIGNATURE']),
    mismatch: (w) => expect([w.status, w.body.code]).toEqual([400, 'PAYMENT_AMOUNT_MISMATCH']),
    accepted: (w) => expect([w.status, w.body]).toEqual([204, null]),
  },
  STRIPE: {
    forged: (w) => expect([w.status, w.body.code]).toEqual([400, 'INVALID_PAYMENT_SIGNATURE']),
    mismatch: (w) => expect([w.status, w.body.code]).toEqual([400, 'PAYMENT_AMOUNT_MISMATCH']),
    accepted: (w) => expect(w).toEqual({ status: 200, body: { received: true } }),
  },
  APPLE: {
    forged: (w) => expect([w.status, w.body.code]).toEqual([400, 'INVALID_PAYMENT_SIGNATURE']),
    mismatch: (w) => expect([w.status, w.body.code]).toEqual([400, 'PAYMENT_AMOUNT_MISMATCH']),
    accepted: (w) => expect(w).toEqual({ status: 200, body: { received: true } }),
  },
};

/** The hidden fields of a sandbox page's form, as a browser would post them. */
function formOf(html: string): Record<string, string> {
  const unescape = (s: string) =>
    s
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
  return Object.fromEntries([...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((m) => [m[1]!, unescape(m[2]!)]));
}

/** A browser following the payUrl (on this test server's port), choosing an outcome and being sent back. */
async function payInSandbox(payUrl: string, outcome: string) {
  const url = new URL(payUrl);
  const page = await fetch(`${server.url}${url.pathname}${url.search}`);
  const html = await page.text();
  expect(page.status, html).toBe(200);
  expect(page.headers.get('content-type')).toContain('text/html');
  // The page's own policy replaces the app's: no script at all, and the form may lead back to the shop.
  expect(page.headers.get('content-security-policy')).toBe(
    `default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; form-action 'self' ${server.config.publicUrl}; base-uri 'none'; frame-ancestors 'none'`,
  );
  const fields = formOf(html);
  const submitted = await fetch(`${server.url}${url.pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ...fields, outcome }).toString(),
    redirect: 'manual',
  });
  expect(submitted.status).toBe(303);
  return { html, location: submitted.headers.get('location')! };
}

const sandboxSuccess: Record<Provider, string> = { VNPAY: '00', MOMO: '0', STRIPE: 'paid', APPLE: 'purchase' };

describe.each(['VNPAY', 'MOMO', 'STRIPE', 'APPLE'] as const)('%s notifications', (provider) => {
  let opened: Awaited<ReturnType<typeof openOrder>>;
  beforeAll(async () => {
    opened = await openOrder(provider);
  });

  it('refuse a forged callback in the provider terms and change nothing', async () => {
    const { buyer, order, payment } = opened;
    expectations[provider].forged(await wires[provider](payment.reference, payment.amount, true)());
    expect(await orderStatus(buyer, order.id)).toBe('PENDING');
    expect(await tierStock(server, tierOf[provider])).toMatchObject({ held: 2, sold: 0 });
    expect(await server.database.db.select().from(paymentCallbacks).where(eq(paymentCallbacks.paymentId, payment.id))).toEqual([]);
  });

  it('refuse a callback for another amount and change nothing', async () => {
    const { buyer, order, payment } = opened;
    expectations[provider].mismatch(await wires[provider](payment.reference, payment.amount + 1_000)());
    expect(await orderStatus(buyer, order.id)).toBe('PENDING');
    expect(await tierStock(server, tierOf[provider])).toMatchObject({ held: 2, sold: 0 });
    expect((await latestPayment(server, order.id)).status).toBe('PENDING');
  });

  it('credit the order once when the same success is delivered ten times, some at once', async () => {
    const { buyer, order, payment } = opened;
    const deliver = wires[provider](payment.reference, payment.amount);
    const answers = [...(await Promise.all(Array.from({ length: 5 }, deliver)))];
    for (let i = 0; i < 5; i++) answers.push(await deliver());
    answers.forEach(expectations[provider].accepted);
    if (provider === 'VNPAY') expect(answers.map((a) => a.body.RspCode).sort()).toEqual(['00', ...Array(9).fill('02')]);
    expect(await orderStatus(buyer, order.id)).toBe('PAID');
    expect(await successfulPayments(order.id)).toHaveLength(1);
    expect(await tierStock(server, tierOf[provider])).toMatchObject({ held: 0, sold: 2 });
  });

  it('pay an order end to end through the sandbox page: the page, the signed notification, the redirect back', async () => {
    const { buyer, order, payment } = await openOrder(provider);
    expect(payment.payUrl).toContain(`${server.config.publicUrl}/sandbox/`);
    const { html, location } = await payInSandbox(payment.payUrl!, sandboxSuccess[provider]);
    expect(html).toContain('(môi trường thử nghiệm)');
    expect(html).toMatch(/[\d.]+\s₫/);
    expect(location.startsWith(`${server.config.publicUrl}/payment/result?orderId=${order.id}`)).toBe(true);
    expect(await orderStatus(buyer, order.id)).toBe('PAID');
    expect(await successfulPayments(order.id)).toHaveLength(1);
    expect(await tierStock(server, tierOf[provider])).toMatchObject({ held: 0, sold: 4 });
  });
});

describe('provider specifics', () => {
  it('VNPay: answers 01 for an unknown reference and 97 for a missing hash', async () => {
    expect((await vnpayIpn('KHONG-CO-DON-NAY', 150_000)()).body).toEqual({ RspCode: '01', Message: 'Order not found' });
    expect((await send('GET', `${IPN}/vnpay?vnp_TxnRef=X&vnp_Amount=100`)).body.RspCode).toBe('97');
    expect((await send('GET', `${IPN}/vnpay`)).body.RspCode).toBe('97');
  });

  it('VNPay: returns the signed result to the shop page and records a cancellation as a failed payment with 00', async () => {
    const { buyer, order, payment } = await openOrder('VNPAY');
    const { location } = await payInSandbox(payment.payUrl!, '24');
    const back = new URL(location);
    expect(back.searchParams.get('orderId')).toBe(order.id);
    const verified = verifyVnpayQuery(back.search, config().vnpay.hashSecret);
    expect(verified.ok && verified.params).toMatchObject({ vnp_ResponseCode: '24', vnp_TxnRef: payment.reference, vnp_Amount: String(payment.amount * 100) });
    expect(await latestPayment(server, order.id)).toMatchObject({ status: 'FAILED', resultCode: '24' });
    expect(await orderStatus(buyer, order.id)).not.toBe('PAID');
  });

  it('VNPay: the sandbox page refuses a tampered pay URL and sends nothing', async () => {
    const { order, payment } = await openOrder('VNPAY');
    const url = new URL(payment.payUrl!);
    url.searchParams.set('vnp_Amount', '100');
    const page = await fetch(`${server.url}${url.pathname}${url.search}`);
    expect(page.status).toBe(400);
    expect(await page.text()).toContain('mã lỗi 97');
    expect((await latestPayment(server, order.id)).status).toBe('PENDING');
  });

  it('MoMo and Stripe: refuse a notification for no payment of theirs', async () => {
    expect((await momoIpn('KHONG-CO-DON-NAY', 120_000)()).body.code).toBe('PAYMENT_REFERENCE_NOT_FOUND');
    expect((await stripeEvent('KHONG-CO-DON-NAY', 120_000)()).body.code).toBe('PAYMENT_REFERENCE_NOT_FOUND');
  });

  it('Stripe: refuses a correctly signed event older than five minutes, and a body that is not what was signed', async () => {
    const { order, payment } = await openOrder('STRIPE');
    expect((await stripeEvent(payment.reference, payment.amount, { timestamp: Math.floor(Date.now() / 1000) - 301 })()).status).toBe(400);
    const payload = JSON.stringify({ id: 'evt_x', type: 'checkout.session.completed', data: { object: {} } });
    const header = stripeSignatureHeader(payload, config().stripe.webhookSecret);
    expect((await send('POST', `${IPN}/stripe`, `${payload} `, { 'stripe-signature': header })).body.code).toBe('INVALID_PAYMENT_SIGNATURE');
    expect((await latestPayment(server, order.id)).status).toBe('PENDING');
  });

  it('MoMo: refuses a body that is not a notification', async () => {
    expect((await send('POST', `${IPN}/momo`, '{"orderId":"x"}')).status).toBe(400);
    expect((await send('POST', `${IPN}/apple`, '{}')).status).toBe(400);
  });
});

describe('subscription notifications naming nothing of ours (a subscription the provider runs)', () => {
  const unmatched = async (provider: Provider) =>
    server.database.db
      .select()
      .from(paymentCallbacks)
      .where(and(eq(paymentCallbacks.provider, provider), eq(paymentCallbacks.outcome, 'UNMATCHED')));

  it.each(['VNPAY', 'MOMO', 'STRIPE', 'APPLE'] as const)('%s: a forged one is refused, a genuine one is recorded once and acknowledged', async (provider) => {
    const path = `${IPN}/${provider.toLowerCase()}/subscription`;
    const reference = `GOI-${randomUUID().slice(0, 8)}`;
    const build = {
      VNPAY: (forged: boolean) => vnpayIpn(reference, 99_000, { path, ...(forged ? { secret: 'NOT-THE-SECRET-0123456789ABCDEFG' } : {}) }),
      MOMO: (forged: boolean) => momoIpn(reference, 99_000, { path, ...(forged ? { secret: 'wrong' } : {}) }),
      STRIPE: (forged: boolean) => stripeEvent(reference, 99_000, { path, ...(forged ? { secret: 'whsec_wrong' } : {}) }),
      APPLE: (forged: boolean) => appleNotification(reference, 99_000, { path, ...(forged ? { seed: 'stranger' } : {}) }),
    }[provider];
    const before = (await unmatched(provider)).length;
    expectations[provider].forged(await build(true)());
    const genuine = build(false);
    const first = await genuine();
    expectations[provider].accepted(first);
    const again = await genuine();
    expectations[provider].accepted(again);
    if (provider === 'VNPAY') expect([first.body.RspCode, again.body.RspCode]).toEqual(['00', '02']);
    expect((await unmatched(provider)).length).toBe(before + 1);
  });
});
