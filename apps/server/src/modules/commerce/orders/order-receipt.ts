import { boughtItemLink, formatVnd, productTypeLabel } from '@market/contract';
import { escapeHtml } from '../../../platform/text/escape-html.js';
import type { OrderItemRow, OrderRow } from './orders.repository.js';

/** An e-mail written in full: its plain text and the same in HTML. */
export interface RichEmail {
  text: string;
  html: string;
}

const PROVIDERS: Record<string, string> = { VNPAY: 'VNPay', MOMO: 'Ví MoMo', STRIPE: 'Thẻ quốc tế (Stripe)', APPLE: 'Apple', ADMIN: 'Quản trị viên ghi nhận' };
const METHODS: Record<string, string> = {
  CREDIT_CARD: 'thẻ',
  QR_CODE: 'mã QR',
  EWALLET: 'ví điện tử',
  BANK_TRANSFER: 'chuyển khoản',
  VNPAY: 'VNPay',
  INVOICE: 'hoá đơn',
};
const vietnamTime = new Intl.DateTimeFormat('vi-VN', {
  timeZone: 'Asia/Ho_Chi_Minh',
  hour: '2-digit',
  minute: '2-digit',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hourCycle: 'h23',
});

/** "VNPay (mã QR)", "Miễn phí" for a free order. */
export function paymentMethodLabel(order: Pick<OrderRow, 'provider' | 'method' | 'total'>): string {
  if (order.total === 0) return 'Miễn phí';
  const provider = order.provider ? (PROVIDERS[order.provider] ?? order.provider) : 'Không rõ';
  const method = order.method && order.method !== order.provider ? METHODS[order.method] : undefined;
  return method ? `${provider} (${method})` : provider;
}

/** "14:05 01/07/2026" on Vietnam's clock. */
export const formatVietnamTime = (at: Date): string => {
  const parts = Object.fromEntries(vietnamTime.formatToParts(at).map((p) => [p.type, p.value]));
  return `${parts.hour}:${parts.minute} ${parts.day}/${parts.month}/${parts.year}`;
};

interface ReceiptLine {
  title: string;
  subtitle: string | null;
  type: string;
  quantity: number;
  unitPrice: number;
  discount: number;
  total: number;
  link: string | null;
}

const lineOf = (item: OrderItemRow, publicUrl: string): ReceiptLine => {
  const link = boughtItemLink({ productItemType: item.productType, link: item.link });
  return {
    title: item.title,
    subtitle: item.subtitle,
    type: productTypeLabel(item.productType),
    quantity: item.quantity,
    unitPrice: item.unitPrice,
    discount: item.discountAmount + item.voucherAmount,
    total: item.total,
    link: link ? `${publicUrl}${link}` : null,
  };
};

const td = 'padding:8px;border-bottom:1px solid #e5e7eb;vertical-align:top';
const right = `${td};text-align:right;white-space:nowrap`;

/**
 * A paid order's receipt as the buyer's e-mail: each line (title, type, quantity, unit price,
 * discounts), the totals in VND, how and when it was paid (Vietnam time), a link to each item (where
 * its buyer uses it: the course's player, the e-book's page, the event) and to the order. The HTML
 * escapes every text a person typed (titles, names, voucher codes); the text says the same.
 */
export function orderReceipt(order: OrderRow, items: readonly OrderItemRow[], publicUrl: string): RichEmail {
  const lines = items.map((item) => lineOf(item, publicUrl));
  const orderUrl = `${publicUrl}/me/orders/${order.id}`;
  const paidAt = formatVietnamTime(order.paidAt ?? order.createdAt);
  const method = paymentMethodLabel(order);
  const totals: [string, string][] = [
    ['Tạm tính', formatVnd(order.subtotal)],
    ...(order.discountTotal ? [['Giảm giá', `−${formatVnd(order.discountTotal)}`] as [string, string]] : []),
    ...(order.voucherTotal
      ? [[`Mã giảm giá${order.voucherCode ? ` ${order.voucherCode}` : ''}`, `−${formatVnd(order.voucherTotal)}`] as [string, string]]
      : []),
    ['Tổng thanh toán', formatVnd(order.total)],
  ];
  const heading = order.total === 0 ? 'Đăng ký thành công' : 'Thanh toán thành công';

  const text = [
    `${heading}: đơn hàng ${order.code}.`,
    '',
    ...lines.flatMap((l) => [
      `- ${l.title}${l.subtitle ? ` (${l.subtitle})` : ''} · ${l.type} · ${l.quantity} × ${formatVnd(l.unitPrice)}${l.discount ? ` · giảm ${formatVnd(l.discount)}` : ''} = ${formatVnd(l.total)}`,
      ...(l.link ? [`  ${l.link}`] : []),
    ]),
    '',
    ...totals.map(([k, v]) => `${k}: ${v}`),
    `Thanh toán: ${method}, lúc ${paidAt} (giờ Việt Nam)`,
    '',
    `Xem đơn hàng: ${orderUrl}`,
  ].join('\n');

  const e = escapeHtml;
  const rows = lines
    .map(
      (l) => `<tr>
<td style="${td}">${l.link ? `<a href="${e(l.link)}" style="color:#0f62fe">${e(l.title)}</a>` : e(l.title)}${l.subtitle ? `<br><span style="color:#6b7280">${e(l.subtitle)}</span>` : ''}<br><span style="color:#6b7280">${e(l.type)}</span></td>
<td style="${right}">${l.quantity}</td>
<td style="${right}">${e(formatVnd(l.unitPrice))}</td>
<td style="${right}">${l.discount ? `−${e(formatVnd(l.discount))}` : '—'}</td>
<td style="${right}">${e(formatVnd(l.total))}</td>
</tr>`,
    )
    .join('\n');
  const totalRows = totals
    .map(
      ([k, v], i) =>
        `<tr><td colspan="4" style="padding:4px 8px;text-align:right${i === totals.length - 1 ? ';font-weight:bold' : ''}">${e(k)}</td><td style="padding:4px 8px;text-align:right;white-space:nowrap${i === totals.length - 1 ? ';font-weight:bold' : ''}">${e(v)}</td></tr>`,
    )
    .join('\n');
  const html = `<!doctype html>
<html lang="vi"><head><meta charset="utf-8"><title>${e(`${heading}: đơn hàng ${order.code}`)}</title></head>
<body style="margin:0;padding:16px;background:#f9fafb;font-family:Arial,Helvetica,sans-serif;color:#111827">
<div style="max-width:640px;margin:0 auto;background:#ffffff;border:1px solid #e5e7eb;border-radius:12px;padding:24px">
<h1 style="font-size:20px;margin:0 0 4px">${e(heading)}</h1>
<p style="margin:0 0 16px;color:#4b5563">Đơn hàng <strong>${e(order.code)}</strong></p>
<table role="presentation" style="width:100%;border-collapse:collapse;font-size:14px">
<thead><tr><th style="${td};text-align:left">Sản phẩm</th><th style="${td};text-align:right">SL</th><th style="${td};text-align:right">Đơn giá</th><th style="${td};text-align:right">Giảm</th><th style="${td};text-align:right">Thành tiền</th></tr></thead>
<tbody>
${rows}
</tbody>
<tfoot>
${totalRows}
</tfoot>
</table>
<p style="margin:16px 0 0;font-size:14px">Thanh toán: ${e(method)}, lúc ${e(paidAt)} (giờ Việt Nam)</p>
<p style="margin:24px 0 0"><a href="${e(orderUrl)}" style="display:inline-block;background:#0f62fe;color:#ffffff;padding:10px 16px;border-radius:8px;text-decoration:none">Xem đơn hàng</a></p>
</div>
</body></html>`;
  return { text, html };
}
