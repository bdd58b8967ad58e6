import type { HostChip, OrderDto, OrderItemDto, OrderSummaryDto, OwedBackDto, PaymentDto, PaymentRecordDto } from '@market/contract';
import type { PaymentRow } from '../payments/payments.repository.js';
import { refundRefusal } from '../refunds/refund-status.js';
import { invoiceDtoOf } from './order-invoice.js';
import type { OrderItemRow, OrderRow } from './orders.repository.js';

const iso = (d: Date | null) => d?.toISOString() ?? null;

export function toPaymentDto(p: PaymentRow): PaymentDto {
  return {
    id: p.id,
    provider: p.provider,
    method: p.method,
    amount: p.amount,
    currency: 'VND',
    status: p.status as PaymentDto['status'],
    payUrl: p.status === 'PENDING' ? p.payUrl : null,
    resultCode: p.resultCode,
    createdAt: p.createdAt.toISOString(),
    paidAt: iso(p.paidAt),
  };
}

/** A payment the order did not take, with the refund sending it back. */
export interface OwedBackRow {
  payment: PaymentRow;
  refundId: string;
  refundStatus: string;
}

const toOwedBackDto = ({ payment, refundId, refundStatus }: OwedBackRow): OwedBackDto => ({
  paymentId: payment.id,
  provider: payment.provider,
  amount: payment.amount,
  paidAt: iso(payment.paidAt),
  refundId,
  refundStatus: refundStatus as OwedBackDto['refundStatus'],
});

/** One order as the buyer sees it, from rows already in hand. */
export function orderDtoOf(o: OrderRow, items: OrderItemDto[], payment: PaymentDto | null, owedBack: OwedBackRow[] = []): OrderDto {
  return {
    id: o.id,
    code: o.code,
    userId: o.userId,
    status: o.status as OrderDto['status'],
    subtotal: o.subtotal,
    discountTotal: o.discountTotal,
    voucherTotal: o.voucherTotal,
    total: o.total,
    currency: 'VND',
    voucherCode: o.voucherCode,
    provider: o.provider,
    method: o.method,
    holdExpiresAt: o.status === 'PENDING' ? iso(o.holdExpiresAt) : null,
    paidAt: iso(o.paidAt),
    cancelledAt: iso(o.cancelledAt),
    createdAt: o.createdAt.toISOString(),
    items,
    payment,
    owedBack: owedBack.map(toOwedBackDto),
    invoice: invoiceDtoOf(o),
  };
}

/**
 * One line; `order` (its order's status) decides `refundable`. Lists that show lines outside their
 * order (a host's bookings) pass none: nobody can ask a refund there, so the flag is false.
 */
export function toOrderItemDto(item: OrderItemRow, host: OrderItemDto['host'], order?: Pick<OrderRow, 'status'>, now = new Date()): OrderItemDto {
  return {
    id: item.id,
    orderId: item.orderId,
    productItemType: item.productType as OrderItemDto['productItemType'],
    productItemId: item.productId,
    eventId: item.eventId,
    calendarId: item.calendarId,
    title: item.title,
    subtitle: item.subtitle,
    link: item.link,
    host,
    unitPrice: item.unitPrice,
    quantity: item.quantity,
    discountAmount: item.discountAmount,
    voucherAmount: item.voucherAmount,
    total: item.total,
    status: item.status as OrderItemDto['status'],
    bookingStatus: item.bookingStatus as OrderItemDto['bookingStatus'],
    startsAt: iso(item.startsAt),
    endsAt: iso(item.endsAt),
    refundedAt: iso(item.refundedAt),
    // What the line alone tells; the order's own views complete it with the product's rule (line-refundability.ts).
    refundable: order ? refundRefusal({ ...item, orderStatus: order.status }, now) === null : false,
    refundRefusal: null,
    createdAt: item.createdAt.toISOString(),
  };
}

/** Orders with their lines (in the order given), each order's latest attempt and the payments it did not take. */
export function toOrderDtos(
  rows: OrderRow[],
  lines: OrderItemRow[],
  latest: PaymentRow[],
  hostOf: (id: string) => HostChip,
  owedBack: OwedBackRow[] = [],
  now = new Date(),
): OrderDto[] {
  const orderOf = new Map(rows.map((o) => [o.id, o]));
  const itemsOf = new Map<string, OrderItemDto[]>();
  for (const item of lines)
    itemsOf.set(item.orderId, [...(itemsOf.get(item.orderId) ?? []), toOrderItemDto(item, hostOf(item.hostId), orderOf.get(item.orderId), now)]);
  const paymentOf = new Map(latest.map((p) => [p.orderId, toPaymentDto(p)]));
  const owedOf = new Map<string, OwedBackRow[]>();
  for (const row of owedBack) owedOf.set(row.payment.orderId, [...(owedOf.get(row.payment.orderId) ?? []), row]);
  return rows.map((o) => orderDtoOf(o, itemsOf.get(o.id) ?? [], paymentOf.get(o.id) ?? null, owedOf.get(o.id)));
}

export function toSummaries(dtos: OrderDto[]): OrderSummaryDto[] {
  return dtos.map(({ items, ...order }) => ({ ...order, itemCount: items.length, titles: [...new Set(items.map((i) => i.title))] }));
}

const PROVIDERS: readonly string[] = ['STRIPE', 'VNPAY', 'MOMO', 'APPLE'];

/** A row of the buyer's payment history (`users/payments`). */
export function toPaymentRecordDto({ payment, orderCode }: { payment: PaymentRow; orderCode: string }): PaymentRecordDto {
  return {
    id: payment.id,
    orderId: payment.orderId,
    orderCode,
    amount: payment.amount,
    currency: 'VND',
    provider: (PROVIDERS.includes(payment.provider) ? payment.provider : null) as PaymentRecordDto['provider'],
    method: payment.method as PaymentRecordDto['method'],
    status: payment.status as PaymentRecordDto['status'],
    createdAt: payment.createdAt.toISOString(),
    paidAt: payment.paidAt?.toISOString() ?? null,
  };
}
