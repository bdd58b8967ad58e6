import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ProviderName } from '../payment-provider.js';
import { localAppleChain, localAppleNotification } from '../providers/apple-chain.js';
import { MOMO_RESULT_MESSAGES, signMomoIpn, verifyMomoCreate, type MomoCreateRequest } from '../providers/momo.js';
import type { PaymentsConfig } from '../providers/payments-config.js';
import { parseVietnamTimestamp } from '../providers/signing.js';
import { stripeSignatureHeader } from '../providers/stripe.js';
import { verifyVnpayQuery, vnpayCallbackQuery, vnpayIpnIsFinal, type VnpParams } from '../providers/vnpay.js';
import { momoCreateFromQuery } from './momo-gateway.js';
import { deliver, ownOrigin, type DeliveryReport } from './sandbox-delivery.js';
import { IPN_PATHS, numericId, providerId, readSession, SANDBOX_PATHS, withQuery, type SandboxSession } from './sandbox-links.js';
import { renderCheckoutPage, renderErrorPage, sandboxCsp, type Choice } from './sandbox-pages.js';

type Form = Record<string, string | undefined>;
type Log = Pick<FastifyRequest['log'], 'warn' | 'info'>;

function html(reply: FastifyReply, status: number, body: string, returnUrl?: string) {
  return reply
    .status(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('content-security-policy', sandboxCsp(returnUrl))
    .send(body);
}

function queryOf(request: FastifyRequest): string {
  const at = request.url.indexOf('?');
  return at < 0 ? '' : request.url.slice(at + 1);
}

const vietnamTime = (date: Date) =>
  date.toLocaleString('vi-VN', { timeZone: 'Asia/Ho_Chi_Minh', hour: '2-digit', minute: '2-digit', day: '2-digit', month: '2-digit', year: 'numeric' });

function reportDelivery(log: Log, provider: ProviderName, report: DeliveryReport) {
  if (!report.acknowledged) log.warn({ provider, attempts: report.attempts, status: report.status }, 'sandbox: the notification was not acknowledged');
}

/**
 * The local stand-ins for the providers' pages (PAYMENT_MODE=sandbox only; in live mode these paths
 * do not exist). Each page checks what it receives exactly as the provider would, lets the tester pick
 * an outcome, delivers the provider's signed notification to our IPN endpoint over HTTP, then sends
 * the browser back to the shop with the provider's signed return parameters.
 */
export function registerPaymentSandboxRoutes(app: FastifyInstance, deps: { payments: PaymentsConfig }): void {
  const config = deps.payments;
  if (config.mode !== 'sandbox') return;
  const delivery = { attempts: config.sandbox.ipnAttempts, delayMs: config.sandbox.retryDelayMs };

  void app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });
    const options = { config: { access: 'public' as const }, schema: { hide: true } };

    // --- VNPay: GET /paymentv2/vpcpay.html?<signed query> ---
    type VnpayCheck = { ok: true; pay: VnpParams } | { ok: false; code: string; message: string };
    function checkVnpay(query: string): VnpayCheck {
      const verified = verifyVnpayQuery(query, config.vnpay.hashSecret);
      if (!verified.ok) return { ok: false, code: '97', message: 'Chữ ký không hợp lệ: dữ liệu thanh toán đã bị thay đổi hoặc sai khoá bí mật.' };
      const pay = verified.params;
      if (pay.vnp_TmnCode !== config.vnpay.tmnCode) return { ok: false, code: '02', message: 'Mã website (vnp_TmnCode) không hợp lệ.' };
      const formatOk =
        pay.vnp_Command === 'pay' &&
        pay.vnp_Version === '2.1.0' &&
        pay.vnp_CurrCode === 'VND' &&
        /^\d+00$/.test(pay.vnp_Amount ?? '') &&
        !!pay.vnp_TxnRef &&
        !!pay.vnp_ReturnUrl;
      if (!formatOk) return { ok: false, code: '03', message: 'Dữ liệu gửi sang không đúng định dạng.' };
      const expires = parseVietnamTimestamp(pay.vnp_ExpireDate);
      if (!expires || expires.getTime() < Date.now())
        return { ok: false, code: '11', message: 'Đã hết hạn chờ thanh toán. Vui lòng quay lại trang bán hàng và thực hiện lại giao dịch.' };
      return { ok: true, pay };
    }
    const vnpayChoices: Choice[] = [
      { value: '00', label: 'Thanh toán thành công', tone: 'primary' },
      { value: '51', label: 'Thanh toán thất bại: tài khoản không đủ số dư', tone: 'neutral' },
      { value: '24', label: 'Huỷ thanh toán', tone: 'danger' },
    ];

    scope.get(SANDBOX_PATHS.vnpay, options, async (request, reply) => {
      const query = queryOf(request);
      const checked = checkVnpay(query);
      if (!checked.ok) return html(reply, 400, renderErrorPage({ provider: 'VNPAY', code: checked.code, message: checked.message }));
      const { pay } = checked;
      return html(
        reply,
        200,
        renderCheckoutPage({
          provider: 'VNPAY',
          merchant: pay.vnp_TmnCode!,
          reference: pay.vnp_TxnRef!,
          amount: Number(pay.vnp_Amount) / 100,
          description: pay.vnp_OrderInfo ?? '',
          details: [
            ['Ngân hàng', 'NCB (thẻ ATM thử nghiệm)'],
            ['Hết hạn lúc', vietnamTime(parseVietnamTimestamp(pay.vnp_ExpireDate)!)],
          ],
          action: SANDBOX_PATHS.vnpay,
          hidden: { query },
          choices: vnpayChoices,
        }),
        pay.vnp_ReturnUrl,
      );
    });

    scope.post(SANDBOX_PATHS.vnpay, options, async (request, reply) => {
      const form = (request.body ?? {}) as Form;
      const checked = checkVnpay(form.query ?? '');
      if (!checked.ok) return html(reply, 400, renderErrorPage({ provider: 'VNPAY', code: checked.code, message: checked.message }));
      const responseCode = form.outcome ?? '';
      if (!vnpayChoices.some((c) => c.value === responseCode))
        return html(reply, 400, renderErrorPage({ provider: 'VNPAY', code: '03', message: 'Kết quả giao dịch không hợp lệ.' }));
      const { pay } = checked;
      const callback = vnpayCallbackQuery(
        pay,
        { responseCode, payDate: new Date(), transactionNo: responseCode === '24' ? '0' : numericId(8), bankTranNo: `VNP${numericId(8)}` },
        config.vnpay.hashSecret,
      );
      const report = await deliver({
        ...delivery,
        url: `${ownOrigin(request)}${IPN_PATHS.VNPAY}?${callback}`,
        method: 'GET',
        // VNPay keeps calling until the merchant answers 00 (recorded) or 02 (already recorded).
        acknowledged: (status, body) => status === 200 && vnpayIpnIsFinal(safeJson(body)?.RspCode as string | undefined),
      });
      reportDelivery(request.log, 'VNPAY', report);
      return reply.redirect(withQuery(pay.vnp_ReturnUrl!, callback), 303);
    });

    // --- MoMo: the payUrl answered to a create request ---
    type MomoCheck = { ok: true; create: MomoCreateRequest } | { ok: false; code: string; message: string };
    function checkMomo(query: string): MomoCheck {
      const create = momoCreateFromQuery(new URLSearchParams(query));
      if (!create) return { ok: false, code: '20', message: 'Yêu cầu thanh toán sai định dạng.' };
      if (!verifyMomoCreate(create, config.momo)) return { ok: false, code: '13', message: 'Xác thực doanh nghiệp thất bại: chữ ký không hợp lệ.' };
      return { ok: true, create };
    }
    const momoChoices: Choice[] = [
      { value: '0', label: 'Thanh toán thành công', tone: 'primary' },
      { value: '1001', label: 'Thanh toán thất bại: ví không đủ số dư', tone: 'neutral' },
      { value: '1006', label: 'Huỷ thanh toán', tone: 'danger' },
    ];

    scope.get(SANDBOX_PATHS.momo, options, async (request, reply) => {
      const query = queryOf(request);
      const checked = checkMomo(query);
      if (!checked.ok) return html(reply, 400, renderErrorPage({ provider: 'MOMO', code: checked.code, message: checked.message }));
      const { create } = checked;
      return html(
        reply,
        200,
        renderCheckoutPage({
          provider: 'MOMO',
          merchant: create.partnerName ? `${create.partnerName} (${create.partnerCode})` : create.partnerCode,
          reference: create.orderId,
          amount: create.amount,
          description: create.orderInfo,
          details: [['Phương thức', 'Ví MoMo (tài khoản thử nghiệm)']],
          action: SANDBOX_PATHS.momo,
          hidden: { request: query },
          choices: momoChoices,
        }),
        create.redirectUrl,
      );
    });

    scope.post(SANDBOX_PATHS.momo, options, async (request, reply) => {
      const form = (request.body ?? {}) as Form;
      const checked = checkMomo(form.request ?? '');
      if (!checked.ok) return html(reply, 400, renderErrorPage({ provider: 'MOMO', code: checked.code, message: checked.message }));
      if (!momoChoices.some((c) => c.value === form.outcome))
        return html(reply, 400, renderErrorPage({ provider: 'MOMO', code: '20', message: 'Kết quả giao dịch không hợp lệ.' }));
      const { create } = checked;
      const resultCode = Number(form.outcome);
      const ipn = signMomoIpn(
        {
          partnerCode: create.partnerCode,
          orderId: create.orderId,
          requestId: create.requestId,
          amount: create.amount,
          orderInfo: create.orderInfo,
          orderType: 'momo_wallet',
          transId: Number(numericId(10)),
          resultCode,
          message: MOMO_RESULT_MESSAGES[resultCode] ?? '',
          payType: 'qr',
          responseTime: Date.now(),
          extraData: create.extraData,
        },
        config.momo,
      );
      const report = await deliver({
        ...delivery,
        url: `${ownOrigin(request)}${pathOf(create.ipnUrl, IPN_PATHS.MOMO)}`,
        method: 'POST',
        headers: { 'content-type': 'application/json; charset=utf-8' },
        body: JSON.stringify(ipn),
        acknowledged: (status) => status === 204,
      });
      reportDelivery(request.log, 'MOMO', report);
      const returned = new URLSearchParams(Object.entries(ipn).map(([k, v]) => [k, String(v)])).toString();
      return reply.redirect(withQuery(create.redirectUrl, returned), 303);
    });

    // --- Stripe: a hosted Checkout Session ---
    type SessionCheck = { ok: true; session: SandboxSession } | { ok: false; message: string };
    function checkSession(token: string | undefined, id: string, key: string): SessionCheck {
      const session = readSession(token, key);
      if (!session || session.id !== id) return { ok: false, message: 'Liên kết thanh toán không hợp lệ (sai chữ ký).' };
      if (session.expiresAt * 1000 < Date.now())
        return { ok: false, message: 'Phiên thanh toán đã hết hạn. Vui lòng quay lại trang bán hàng và thực hiện lại giao dịch.' };
      return { ok: true, session };
    }
    const stripeChoices: Choice[] = [
      { value: 'paid', label: 'Thanh toán thành công', tone: 'primary' },
      { value: 'failed', label: 'Thanh toán thất bại: ngân hàng từ chối', tone: 'neutral' },
      { value: 'cancel', label: 'Huỷ thanh toán', tone: 'danger' },
    ];
    const stripePath = `${SANDBOX_PATHS.stripe}/:sessionId`;

    scope.get<{ Params: { sessionId: string }; Querystring: { s?: string } }>(stripePath, options, async (request, reply) => {
      const checked = checkSession(request.query.s, request.params.sessionId, config.stripe.secretKey);
      if (!checked.ok) return html(reply, 400, renderErrorPage({ provider: 'STRIPE', message: checked.message }));
      const { session } = checked;
      return html(
        reply,
        200,
        renderCheckoutPage({
          provider: 'STRIPE',
          merchant: 'Học & Sự kiện',
          reference: session.reference,
          amount: session.amount,
          description: session.description,
          details: [
            ['Thẻ', 'Visa •••• 4242 (thẻ thử nghiệm)'],
            ['Hết hạn lúc', vietnamTime(new Date(session.expiresAt * 1000))],
          ],
          action: `${SANDBOX_PATHS.stripe}/${encodeURIComponent(session.id)}`,
          hidden: { s: request.query.s! },
          choices: stripeChoices,
        }),
        session.returnUrl,
      );
    });

    scope.post<{ Params: { sessionId: string } }>(stripePath, options, async (request, reply) => {
      const form = (request.body ?? {}) as Form;
      const checked = checkSession(form.s, request.params.sessionId, config.stripe.secretKey);
      if (!checked.ok) return html(reply, 400, renderErrorPage({ provider: 'STRIPE', message: checked.message }));
      if (!stripeChoices.some((c) => c.value === form.outcome))
        return html(reply, 400, renderErrorPage({ provider: 'STRIPE', message: 'Kết quả giao dịch không hợp lệ.' }));
      const { session } = checked;
      const paid = form.outcome === 'paid';
      // A cancelled sandbox session expires at once, so the order is released without waiting a day.
      const type = paid ? 'checkout.session.completed' : form.outcome === 'failed' ? 'checkout.session.async_payment_failed' : 'checkout.session.expired';
      const event = {
        id: providerId('evt_'),
        object: 'event',
        created: Math.floor(Date.now() / 1000),
        livemode: false,
        pending_webhooks: 1,
        type,
        data: {
          object: {
            id: session.id,
            object: 'checkout.session',
            mode: 'payment',
            amount_subtotal: session.amount,
            amount_total: session.amount,
            currency: 'vnd',
            client_reference_id: session.reference,
            metadata: { order_ref: session.reference, order_id: session.orderId },
            payment_intent: form.outcome === 'cancel' ? null : providerId('pi_'),
            payment_status: paid ? 'paid' : 'unpaid',
            status: form.outcome === 'cancel' ? 'expired' : 'complete',
            success_url: session.returnUrl,
            expires_at: session.expiresAt,
          },
        },
      };
      const payload = JSON.stringify(event);
      const report = await deliver({
        ...delivery,
        url: `${ownOrigin(request)}${IPN_PATHS.STRIPE}`,
        method: 'POST',
        // Each delivery attempt is signed anew, with its own timestamp, as Stripe does.
        headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': stripeSignatureHeader(payload, config.stripe.webhookSecret) },
        body: payload,
        acknowledged: (status) => status >= 200 && status < 300,
      });
      reportDelivery(request.log, 'STRIPE', report);
      return reply.redirect(session.returnUrl.replace('{CHECKOUT_SESSION_ID}', session.id), 303);
    });

    // --- Apple: the App Store purchase sheet the app would show ---
    const appleChoices: Choice[] = [
      { value: 'purchase', label: 'Xác nhận mua', tone: 'primary' },
      { value: 'cancel', label: 'Huỷ', tone: 'danger' },
    ];
    const applePath = `${SANDBOX_PATHS.apple}/:reference`;

    scope.get<{ Params: { reference: string }; Querystring: { t?: string } }>(applePath, options, async (request, reply) => {
      const checked = checkSession(request.query.t, request.params.reference, config.sandboxSecret);
      if (!checked.ok) return html(reply, 400, renderErrorPage({ provider: 'APPLE', message: checked.message }));
      const { session } = checked;
      return html(
        reply,
        200,
        renderCheckoutPage({
          provider: 'APPLE',
          merchant: config.apple.bundleId,
          reference: session.reference,
          amount: session.amount,
          description: session.description,
          details: [['Tài khoản', 'Tài khoản Apple thử nghiệm (Sandbox)']],
          action: `${SANDBOX_PATHS.apple}/${encodeURIComponent(session.reference)}`,
          hidden: { t: request.query.t! },
          choices: appleChoices,
        }),
        session.returnUrl,
      );
    });

    scope.post<{ Params: { reference: string } }>(applePath, options, async (request, reply) => {
      const form = (request.body ?? {}) as Form;
      const checked = checkSession(form.t, request.params.reference, config.sandboxSecret);
      if (!checked.ok) return html(reply, 400, renderErrorPage({ provider: 'APPLE', message: checked.message }));
      if (!appleChoices.some((c) => c.value === form.outcome))
        return html(reply, 400, renderErrorPage({ provider: 'APPLE', message: 'Kết quả giao dịch không hợp lệ.' }));
      const { session } = checked;
      // StoreKit tells the app about a cancelled sheet; the App Store notifies servers only of purchases.
      if (form.outcome === 'purchase') {
        const notification = localAppleNotification(localAppleChain(config.sandboxSecret), {
          bundleId: config.apple.bundleId,
          reference: session.reference,
          amount: session.amount,
          transactionId: numericId(16),
          notificationUUID: randomUUID(),
        });
        const report = await deliver({
          ...delivery,
          url: `${ownOrigin(request)}${IPN_PATHS.APPLE}`,
          method: 'POST',
          headers: { 'content-type': 'application/json; charset=utf-8' },
          body: JSON.stringify(notification),
          acknowledged: (status) => status >= 200 && status <= 206,
        });
        reportDelivery(request.log, 'APPLE', report);
      }
      return reply.redirect(session.returnUrl, 303);
    });
  });
}

function safeJson(text: string): Record<string, unknown> | null {
  try {
    const value = JSON.parse(text) as unknown;
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** The path (and query) of a notification URL given in a request; the host is always this server. */
function pathOf(url: string, fallback: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.pathname}${parsed.search}`;
  } catch {
    return fallback;
  }
}
