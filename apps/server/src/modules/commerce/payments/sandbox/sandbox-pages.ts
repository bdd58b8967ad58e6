import { formatVnd } from '@market/contract';
import { escapeHtml } from '../../../../platform/text/escape-html.js';
import type { ProviderName } from '../payment-provider.js';

/**
 * The sandbox's pages: self-contained HTML (no script, no external asset) that stands in for a
 * provider's checkout. A plain form POST carries the tester's choice back to the server.
 */
export { escapeHtml };

const BRAND: Record<ProviderName, { name: string; colour: string; page: string }> = {
  VNPAY: { name: 'VNPay', colour: '#005baa', page: 'Cổng thanh toán VNPay' },
  MOMO: { name: 'MoMo', colour: '#a50064', page: 'Cổng thanh toán Ví MoMo' },
  STRIPE: { name: 'Stripe', colour: '#635bff', page: 'Thanh toán thẻ quốc tế Stripe' },
  APPLE: { name: 'App Store', colour: '#1d1d1f', page: 'Mua hàng trong ứng dụng App Store' },
};

/** The title every sandbox page carries, so nobody takes it for the real provider. */
export function sandboxTitle(provider: ProviderName): string {
  return `${BRAND[provider].page} (môi trường thử nghiệm)`;
}

export interface Choice {
  value: string;
  label: string;
  tone: 'primary' | 'danger' | 'neutral';
}

export interface CheckoutPage {
  provider: ProviderName;
  merchant: string;
  reference: string;
  amount: number;
  description: string;
  /** Where the form posts (this server's own sandbox path). */
  action: string;
  hidden: Record<string, string>;
  choices: Choice[];
  /** Extra facts shown under the amount (expiry, payment method...). */
  details?: [string, string][];
}

function layout(provider: ProviderName, title: string, body: string): string {
  const colour = BRAND[provider].colour;
  return `<!doctype html>
<html lang="vi">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>
  :root { --brand: ${colour}; color-scheme: light; }
  * { box-sizing: border-box; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; padding: 16px; background: #f3f4f6; color: #111827;
    font: 16px/1.5 "Be Vietnam Pro", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
  main { width: 100%; max-width: 440px; background: #fff; border-radius: 16px; box-shadow: 0 10px 30px rgba(17, 24, 39, .08); overflow: hidden; }
  header { background: var(--brand); color: #fff; padding: 20px 24px; }
  header p { margin: 0; font-size: 13px; opacity: .9; }
  h1 { margin: 4px 0 0; font-size: 20px; line-height: 1.3; }
  .content { padding: 20px 24px 24px; }
  .badge { display: inline-block; margin: 0 0 16px; padding: 4px 10px; border-radius: 999px; background: #fef3c7; color: #92400e; font-size: 13px; font-weight: 600; }
  dl { margin: 0 0 20px; display: grid; grid-template-columns: auto 1fr; gap: 8px 16px; }
  dt { color: #4b5563; font-size: 14px; }
  dd { margin: 0; text-align: right; font-weight: 500; overflow-wrap: anywhere; }
  .amount { font-size: 24px; font-weight: 700; color: var(--brand); }
  fieldset { border: 0; margin: 0; padding: 0; display: grid; gap: 10px; }
  legend { font-weight: 600; margin-bottom: 10px; padding: 0; }
  button { width: 100%; min-height: 48px; padding: 12px 16px; border-radius: 10px; border: 1px solid #d1d5db; background: #fff; color: #111827;
    font: inherit; font-weight: 600; cursor: pointer; }
  button.primary { background: var(--brand); border-color: var(--brand); color: #fff; }
  button.danger { color: #b91c1c; border-color: #fca5a5; }
  button:hover { filter: brightness(.96); }
  button:focus-visible, a:focus-visible { outline: 3px solid #f59e0b; outline-offset: 2px; }
  .note { margin: 16px 0 0; font-size: 13px; color: #4b5563; }
  .error { margin: 0 0 16px; padding: 12px 14px; border-radius: 10px; background: #fef2f2; color: #991b1b; }
  .code { font-family: ui-monospace, monospace; }
  a { color: var(--brand); }
</style>
</head>
<body>
<main aria-labelledby="page-title">
${body}
</main>
</body>
</html>`;
}

function header(provider: ProviderName, title: string): string {
  return `<header><p>${escapeHtml(BRAND[provider].name)}</p><h1 id="page-title">${escapeHtml(title)}</h1></header>`;
}

export function renderCheckoutPage(page: CheckoutPage): string {
  const title = sandboxTitle(page.provider);
  const rows: [string, string][] = [
    ['Đơn vị bán hàng', page.merchant],
    ['Mã tham chiếu', page.reference],
    ['Nội dung', page.description],
    ...(page.details ?? []),
  ];
  const hidden = Object.entries(page.hidden)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('\n');
  const buttons = page.choices
    .map((c) => `<button type="submit" name="outcome" value="${escapeHtml(c.value)}" class="${c.tone}">${escapeHtml(c.label)}</button>`)
    .join('\n');
  return layout(
    page.provider,
    title,
    `${header(page.provider, title)}
<div class="content">
<p class="badge">Môi trường thử nghiệm: không có tiền thật được chuyển</p>
<dl>
${rows.map(([k, v]) => `<dt>${escapeHtml(k)}</dt><dd>${escapeHtml(v)}</dd>`).join('\n')}
<dt>Số tiền</dt><dd class="amount">${escapeHtml(formatVnd(page.amount))}</dd>
</dl>
<form method="post" action="${escapeHtml(page.action)}">
${hidden}
<fieldset>
<legend>Chọn kết quả giao dịch</legend>
${buttons}
</fieldset>
</form>
<p class="note">Sau khi bạn chọn, cổng thử nghiệm gửi thông báo kết quả có chữ ký tới máy chủ bán hàng, rồi đưa bạn về trang kết quả.</p>
</div>`,
  );
}

export interface ErrorPage {
  provider: ProviderName;
  message: string;
  /** The provider's code for it (VNPay 97...). */
  code?: string;
  backUrl?: string;
}

export function renderErrorPage(page: ErrorPage): string {
  const title = sandboxTitle(page.provider);
  return layout(
    page.provider,
    title,
    `${header(page.provider, title)}
<div class="content">
<p class="badge">Môi trường thử nghiệm</p>
<p class="error" role="alert">${escapeHtml(page.message)}${page.code ? ` <span class="code">(mã lỗi ${escapeHtml(page.code)})</span>` : ''}</p>
<p class="note">Giao dịch không được thực hiện và không có thông báo nào được gửi tới máy chủ bán hàng.</p>
${page.backUrl ? `<p><a href="${escapeHtml(page.backUrl)}">Quay lại trang bán hàng</a></p>` : ''}
</div>`,
  );
}

/**
 * The pages' own policy: no script at all, inline style only, and the form may post here and be
 * redirected to the shop's return page, which may be on another origin (the web app in development).
 */
export function sandboxCsp(returnUrl?: string): string {
  let returnOrigin = '';
  try {
    if (returnUrl) returnOrigin = new URL(returnUrl).origin;
  } catch {
    returnOrigin = '';
  }
  return [
    "default-src 'none'",
    "style-src 'unsafe-inline'",
    "img-src 'self' data:",
    `form-action 'self'${returnOrigin ? ` ${returnOrigin}` : ''}`,
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}
