import type { AdminOrderActions, AdminOrderDto, AdminOrderSummaryDto, AdminPaymentDto, OrderBuyerDto, OrderDto, OrderSummaryDto } from '@market/contract';
import type { UserSummary } from '../../identity/index.js';
import { toPaymentDto } from '../orders/order-dto.js';
import { nextOrderStatus, type OrderStatus } from '../orders/order-status.js';
import type { OrderRow } from '../orders/orders.repository.js';
import type { PaymentRow } from '../payments/payments.repository.js';

const unknownBuyer = (id: string): OrderBuyerDto => ({ id, fullName: 'Người dùng', username: null, email: null, phone: null });

export function toAdminPaymentDto(p: PaymentRow): AdminPaymentDto {
  return {
    ...toPaymentDto(p),
    transactionType: p.transactionType,
    reference: p.reference,
    providerTransactionId: p.providerTransactionId,
    failureReason: p.failureReason,
  };
}

/** A row of the console's list: the buyer's summary beside the order's. */
export function toAdminOrderSummary(summary: OrderSummaryDto, order: OrderRow, people: Map<string, UserSummary>): AdminOrderSummaryDto {
  return {
    ...summary,
    buyer: people.get(order.userId) ?? unknownBuyer(order.userId),
    createdBy: order.createdBy,
    note: order.note,
    referrerCode: order.referrerCode,
  };
}

/** The statuses an order may be deleted from, when it never moved money (`remove`). */
export const DELETABLE_STATUSES: readonly string[] = ['PENDING', 'PENDING_UPGRADE', 'CANCELLED', 'FAILED'];

/** What the console offers, by the same rules the service applies (so it never offers what it would refuse). */
function actionsOf(dto: OrderDto, payments: PaymentRow[]): AdminOrderActions {
  const status = dto.status as OrderStatus;
  const moneyMoved = payments.some((p) => p.status === 'SUCCESS' || p.status === 'REFUND');
  return {
    markPaid: nextOrderStatus(status, 'MARK_PAID', { owesBack: dto.owedBack.length > 0 }) !== null,
    cancel: nextOrderStatus(status, 'CANCEL') !== null,
    remove: DELETABLE_STATUSES.includes(status) && !moneyMoved,
  };
}

/** One order as the console shows it: every payment row, who recorded it, what may be done with it. */
export function toAdminOrderDto(dto: OrderDto, order: OrderRow, people: Map<string, UserSummary>, payments: PaymentRow[]): AdminOrderDto {
  const admin = order.createdBy ? people.get(order.createdBy) : undefined;
  return {
    ...dto,
    buyer: people.get(order.userId) ?? unknownBuyer(order.userId),
    createdBy: order.createdBy ? { id: order.createdBy, fullName: admin?.fullName ?? 'Quản trị viên' } : null,
    note: order.note,
    referrerCode: order.referrerCode,
    payments: payments.map(toAdminPaymentDto),
    actions: actionsOf(dto, payments),
  };
}
