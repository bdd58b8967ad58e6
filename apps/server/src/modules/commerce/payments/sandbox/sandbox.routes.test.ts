import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../../../../config.js';
import type { PaymentIntent } from '../payment-provider.js';
import { createPaymentProviders } from '../providers/providers.js';
import { escapeHtml, renderCheckoutPage, renderErrorPage, sandboxCsp } from './sandbox-pages.js';
import { registerPaymentSandboxRoutes } from './sandbox.routes.js';

const PUBLIC_URL = 'http://shop.test';
const config = parseConfig({ NODE_ENV: 'test', PUBLIC_URL }).payments;
const providers = createPaymentProviders(config, { publicUrl: PUBLIC_URL });

const intent = (): PaymentIntent => ({
  paymentId: '9f0c3c4e-8c53-4a5c-9d5b-3a2b1c0d9e8f',
  reference: 'DH260101ABCD-1',
  orderId: '0b7f8e1a-2c3d-4e5f-8a9b-0c1d2e3f4a5b',
  orderCode: 'DH260101ABCD',
  userId: '1a2b3c4d-5e6f-4a8b-9c0d-1e2f3a4b5c6d',
  amount: 250_000,
  description: 'Thanh toan don hang DH260101ABCD',
  method: null,
  returnUrl: 'http://web.test/payment/result?orderId=0b7f8e1a-2c3d-4e5f-8a9b-0c1d2e3f4a5b',
  ipAddress: '127.0.0.1',
  createdAt: new Date(),
  expiresAt: new Date(Date.now() + 15 * 60_000),
});

describe('sandbox pages', () => {
  const app = Fastify();
  beforeAll(async () => {
    registerPaymentSandboxRoutes(app, { payments: config });
    await app.ready();
  });
  afterAll(() => app.close());

  /** The page a browser gets for a payUrl of this server. */
  const open = (payUrl: string) => {
    const url = new URL(payUrl);
    return app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
  };

  it.each([
    ['VNPAY', 'Cổng thanh toán VNPay (môi trường thử nghiệm)', ['Thanh toán thành công', 'Thanh toán thất bại: tài khoản không đủ số dư', 'Huỷ thanh toán']],
    ['MOMO', 'Cổng thanh toán Ví MoMo (môi trường thử nghiệm)', ['Thanh toán thành công', 'Huỷ thanh toán']],
    ['STRIPE', 'Thanh toán thẻ quốc tế Stripe (môi trường thử nghiệm)', ['Thanh toán thành công', 'Huỷ thanh toán']],
    ['APPLE', 'Mua hàng trong ứng dụng App Store (môi trường thử nghiệm)', ['Xác nhận mua', 'Huỷ']],
  ] as const)('%s: shows a Vietnamese, script-free checkout with the reference, the amount in VND and the outcomes', async (provider, title, buttons) => {
    const { payUrl } = await providers[provider].createPayment(intent());
    expect(payUrl!.startsWith(`${PUBLIC_URL}/sandbox/`)).toBe(true);
    const page = await open(payUrl!);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-security-policy']).toContain("form-action 'self' http://web.test");
    expect(page.body).toContain(`<title>${title}</title>`);
    expect(page.body).toContain('<html lang="vi">');
    expect(page.body).toContain('DH260101ABCD-1');
    expect(page.body).toMatch(/250\.000\s₫/);
    for (const label of buttons) expect(page.body).toMatch(new RegExp(`<button type="submit" name="outcome" value="[^"]+" class="\\w+">${label}</button>`));
    expect(page.body).not.toContain('<script');
    expect(page.body).toContain('<legend>Chọn kết quả giao dịch</legend>');
  });

  it('VNPay: a pay URL with a changed amount shows the 97 error page', async () => {
    const { payUrl } = await providers.VNPAY.createPayment(intent());
    const page = await open(payUrl!.replace('vnp_Amount=25000000', 'vnp_Amount=100'));
    expect(page.statusCode).toBe(400);
    expect(page.body).toContain('role="alert"');
    expect(page.body).toContain('mã lỗi 97');
  });

  it('VNPay: a pay URL past its vnp_ExpireDate is refused with code 11', async () => {
    const { payUrl } = await providers.VNPAY.createPayment({
      ...intent(),
      createdAt: new Date(Date.now() - 20 * 60_000),
      expiresAt: new Date(Date.now() - 60_000),
    });
    const page = await open(payUrl!);
    expect([page.statusCode, page.body.includes('mã lỗi 11')]).toEqual([400, true]);
  });

  it('MoMo, Stripe and Apple: a link whose signature does not match is refused', async () => {
    const momo = (await providers.MOMO.createPayment(intent())).payUrl!;
    expect((await open(momo.replace('amount=250000', 'amount=1000'))).body).toContain('mã lỗi 13');
    const stripe = (await providers.STRIPE.createPayment(intent())).payUrl!;
    expect((await open(stripe.replace('/checkout/cs_test_', '/checkout/cs_test_X'))).statusCode).toBe(400);
    const apple = (await providers.APPLE.createPayment(intent())).payUrl!;
    expect((await open(`${apple}x`)).statusCode).toBe(400);
  });

  it('a posted form with an unknown outcome or a forged query sends nothing and shows an error', async () => {
    const { payUrl } = await providers.VNPAY.createPayment(intent());
    const query = new URL(payUrl!).search.slice(1);
    const post = (body: Record<string, string>) =>
      app.inject({
        method: 'POST',
        url: '/sandbox/vnpay/paymentv2/vpcpay.html',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(body).toString(),
      });
    expect((await post({ query, outcome: '99' })).statusCode).toBe(400);
    expect((await post({ query: query.replace('vnp_Amount=25000000', 'vnp_Amount=100'), outcome: '00' })).body).toContain('mã lỗi 97');
  });
});

describe('sandbox in live mode', () => {
  it('does not exist', async () => {
    const app = Fastify();
    registerPaymentSandboxRoutes(app, { payments: { ...config, mode: 'live' } });
    await app.ready();
    expect((await app.inject({ method: 'GET', url: '/sandbox/vnpay/paymentv2/vpcpay.html' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'POST', url: '/sandbox/momo/pay' })).statusCode).toBe(404);
    await app.close();
  });
});

describe('page rendering', () => {
  it('escapes everything it shows', () => {
    const html = renderCheckoutPage({
      provider: 'VNPAY',
      merchant: '<b>TMN</b>',
      reference: 'R"1',
      amount: 1000,
      description: `<script>alert('x')</script>`,
      action: '/x',
      hidden: { q: 'a"b&c' },
      choices: [{ value: '00', label: 'OK', tone: 'primary' }],
    });
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;b&gt;TMN&lt;/b&gt;');
    expect(html).toContain('value="a&quot;b&amp;c"');
    expect(escapeHtml(`&<>"'`)).toBe('&amp;&lt;&gt;&quot;&#39;');
  });

  it('tells the tester nothing was sent on an error page', () => {
    const html = renderErrorPage({ provider: 'STRIPE', message: 'Phiên thanh toán đã hết hạn.', backUrl: 'http://web.test/cart' });
    expect(html).toContain('Thanh toán thẻ quốc tế Stripe (môi trường thử nghiệm)');
    expect(html).toContain('không có thông báo nào được gửi');
    expect(html).toContain('href="http://web.test/cart"');
  });

  it('allows no script and lets the form lead to the return page origin only', () => {
    expect(sandboxCsp('https://web.example.vn/payment/result?orderId=1')).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; form-action 'self' https://web.example.vn; base-uri 'none'; frame-ancestors 'none'",
    );
    expect(sandboxCsp('not a url')).toContain("form-action 'self';");
  });
});
