import { formatVnd, type NotificationType } from '@market/contract';
import type { ProductSale } from '../products/product-type.js';
import type { OrderItemRow, OrderRow } from './orders.repository.js';

export interface Notice {
  userId: string;
  type: NotificationType;
  title: string;
  body: string;
  link: string;
  data: Record<string, unknown>;
  /** The paid order the buyer's e-mail is a receipt of (order-receipt.ts), written where the site's address is known. */
  receipt?: { order: OrderRow; items: readonly OrderItemRow[] };
}

/** Sends one notice (the engagement module's `notify`, narrowed to what commerce says). */
export type Notify = (userId: string, type: NotificationType, content: Omit<Notice, 'userId' | 'type' | 'receipt'>) => Promise<unknown>;

const titles = (items: readonly OrderItemRow[]) => [...new Set(items.map((i) => i.title))].join(', ');

/** "3 vé" or "2 vé, 1 khoá học": quantities added up per unit, in the order the lines came. */
function quantities(items: readonly OrderItemRow[], saleOf: (productType: string) => ProductSale): string {
  const byUnit = new Map<string, number>();
  for (const item of items) {
    const { unit } = saleOf(item.productType);
    byUnit.set(unit, (byUnit.get(unit) ?? 0) + item.quantity);
  }
  return [...byUnit].map(([unit, n]) => `${n} ${unit}`).join(', ');
}

/**
 * Who hears what when an order is settled: the buyer (sent where the first line's type keeps what was
 * bought), and each host whose products were in it (one notice per booking, one for the rest). A
 * quiet line (`quietItemIds`: a subscription's renewal) is not told to its seller, who sees renewals
 * in the reports instead of one notice per member per period.
 */
export function paidNotices(
  order: OrderRow,
  items: readonly OrderItemRow[],
  buyerName: string,
  saleOf: (productType: string) => ProductSale,
  quietItemIds: readonly string[] = [],
): Notice[] {
  const free = order.total === 0;
  const buyer: Notice = {
    userId: order.userId,
    type: free ? 'PAYMENT_FREE' : 'PAYMENT_SUCCESS',
    title: free ? 'Đăng ký thành công' : 'Thanh toán thành công',
    body: free ? `Bạn đã đăng ký ${titles(items)}.` : `Đơn hàng ${order.code} (${formatVnd(order.total)}) đã được thanh toán: ${titles(items)}.`,
    link: items.map((i) => saleOf(i.productType).buyerLink).find((link) => link !== null) ?? `/me/orders/${order.id}`,
    data: { orderId: order.id, orderCode: order.code },
    receipt: { order, items },
  };
  const byHost = new Map<string, OrderItemRow[]>();
  for (const item of items.filter((i) => !quietItemIds.includes(i.id))) byHost.set(item.hostId, [...(byHost.get(item.hostId) ?? []), item]);
  const hosts = [...byHost].flatMap(([hostId, own]): Notice[] => {
    const bookings = own.filter((i) => saleOf(i.productType).isBooking);
    const sales = own.filter((i) => !saleOf(i.productType).isBooking);
    const notices: Notice[] = [];
    if (sales.length) {
      notices.push({
        userId: hostId,
        type: free ? 'PAYMENT_FREE' : 'PAYMENT_SUCCESS',
        title: 'Có đơn hàng mới',
        body: `${buyerName} đã mua ${quantities(sales, saleOf)}: ${titles(sales)}.`,
        link: '/studio/orders',
        data: { orderId: order.id },
      });
    }
    for (const booking of bookings) {
      const waiting = booking.bookingStatus === 'PENDING';
      notices.push({
        userId: hostId,
        type: 'CALENDAR_BOOKING_NEW',
        title: waiting ? 'Có lịch hẹn mới cần duyệt' : 'Có lịch hẹn mới',
        body: `${buyerName} đã đặt ${booking.title} lúc ${booking.subtitle ?? ''}.`,
        link: '/studio/bookings',
        data: { orderItemId: booking.id, kind: 'NEW' },
      });
    }
    return notices;
  });
  return [buyer, ...hosts];
}

/**
 * The buyer's VAT invoice was issued (or replaced by a corrected one). Sent as a payment notice (no type
 * of its own, which would need the notifications' CHECK changed): the bell and the e-mail the buyer's
 * settings allow, like the payment's receipt. The invoice itself goes out from the e-invoice system.
 */
export function invoiceIssuedNotice(order: OrderRow, invoiceNumber: string, corrected: boolean): Notice {
  return {
    userId: order.userId,
    type: 'PAYMENT_SUCCESS',
    title: corrected ? 'Hoá đơn VAT đã được điều chỉnh' : 'Hoá đơn VAT đã được xuất',
    body: `${corrected ? 'Hoá đơn VAT của đơn hàng' : 'Đã xuất hoá đơn VAT cho đơn hàng'} ${order.code}${corrected ? ' đã được thay bằng hoá đơn' : ':'} số ${invoiceNumber}, cho ${order.invoiceCompanyName ?? 'công ty của bạn'} (MST ${order.invoiceTaxCode ?? ''}). Hoá đơn điện tử được gửi tới ${order.invoiceEmail ?? 'e-mail nhận hoá đơn'}.`,
    link: `/me/orders/${order.id}`,
    data: { orderId: order.id, orderCode: order.code, invoiceNumber, kind: 'VAT_INVOICE_ISSUED' },
  };
}

export function paymentFailedNotice(order: OrderRow, reason: string): Notice {
  return {
    userId: order.userId,
    type: 'PAYMENT_FAILED',
    title: 'Thanh toán không thành công',
    body: `Đơn hàng ${order.code}: ${reason}`,
    link: `/payment/result?orderId=${order.id}`,
    data: { orderId: order.id, orderCode: order.code },
  };
}

export function expiredNotice(order: OrderRow): Notice {
  return {
    userId: order.userId,
    type: 'PAYMENT_FAILED',
    title: 'Đơn hàng đã huỷ',
    body: `Đơn hàng ${order.code} đã hết thời gian giữ chỗ nên được huỷ. Bạn có thể đặt lại nếu còn chỗ.`,
    link: `/me/orders/${order.id}`,
    data: { orderId: order.id, orderCode: order.code },
  };
}
