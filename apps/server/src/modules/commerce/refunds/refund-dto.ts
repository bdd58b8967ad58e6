import type { RefundDto } from '@market/contract';
import type { UserSummary } from '../../identity/index.js';
import type { OrderItemRow } from '../orders/orders.repository.js';
import type { PaymentRow } from '../payments/payments.repository.js';
import { buyerRefundRights } from './refund-status.js';
import { refundIdOf, type RefundRow } from './refunds.repository.js';

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** What a page of refunds is shown with, each read once for the whole page. */
export interface RefundContext {
  orders: Map<string, { code: string; provider: string | null }>;
  items: OrderItemRow[];
  buyers: Map<string, UserSummary>;
  /** The orders' REFUND attempts, oldest first. */
  attempts: Pick<PaymentRow, 'reference' | 'status' | 'failureReason'>[];
}

export function toRefundDtos(rows: RefundRow[], context: RefundContext): RefundDto[] {
  const itemOf = new Map(context.items.map((i) => [i.id, i]));
  const lastAttempt = new Map<string, RefundContext['attempts'][number]>();
  for (const attempt of context.attempts) {
    const id = refundIdOf(attempt.reference);
    if (id) lastAttempt.set(id, attempt);
  }
  return rows.map((r): RefundDto => {
    const item = itemOf.get(r.orderItemId)!;
    const order = context.orders.get(r.orderId)!;
    const attempt = lastAttempt.get(r.id);
    const buyer = context.buyers.get(r.userId);
    return {
      id: r.id,
      orderId: r.orderId,
      orderCode: order.code,
      orderItemId: r.orderItemId,
      item: {
        productItemType: item.productType as RefundDto['item']['productItemType'],
        productItemId: item.productId,
        title: item.title,
        subtitle: item.subtitle,
        quantity: item.quantity,
        startsAt: iso(item.startsAt),
      },
      buyer: buyer
        ? { id: buyer.id, fullName: buyer.fullName, email: buyer.email, phone: buyer.phone }
        : { id: r.userId, fullName: 'Người dùng', email: null, phone: null },
      amount: r.amount,
      currency: 'VND',
      shareOf: r.shareOf,
      reason: r.reason,
      status: r.status as RefundDto['status'],
      approval: r.approval as RefundDto['approval'],
      mode: r.mode as RefundDto['mode'],
      provider: order.provider,
      bankName: r.bankName,
      bankAccountNumber: r.bankAccountNumber,
      bankAccountName: r.bankAccountName,
      adminNote: r.adminNote,
      failureReason: r.status === 'FAILED' && attempt?.status === 'FAILED' ? attempt.failureReason : null,
      reviewedAt: iso(r.reviewedAt),
      completedAt: iso(r.completedAt),
      ...buyerRefundRights({
        approval: r.approval as RefundDto['approval'],
        status: r.status as RefundDto['status'],
        mode: r.mode as RefundDto['mode'],
        openedBySystem: r.paymentId !== null,
      }),
      createdAt: r.createdAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
    };
  });
}
