import type { AdminOrderActions, AdminOrderDto, AdminOrderSummaryDto, AdminPaymentDto, OrderBuyerDto, OrderDto, OrderSummaryDto } from '@market/contract';
import type { UserSummary } from '../../identity/index.js';
import { toPaymentDto } from '../orders/order-dto.js';
import { invoiceRefusal } from '../orders/order-invoice.js';
import { nextOrderStatus, type OrderStatus } from '../orders/order-status.js';
import type { OrderRow } from '../orders/orders.repository.js';
import { MONEY_MOVED_STATUSES, type PaymentStatus } from '../payments/payment-status.js';
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

/** The statuses an order may be deleted from, when it never moved money (`remove`). */
const DELETABLE_STATUSES: readonly OrderStatus[] = ['PENDING', 'PENDING_UPGRADE', 'CANCELLED', 'FAILED'];

/** What an order's actions depend on beyond its status. */
export interface OrderActionFacts {
  /** It holds money it did not take (`owedBack`): never marked paid by hand. */
  owesBack: boolean;
  /** A payment of it succeeded once (MONEY_MOVED_STATUSES): never deleted. */
  moneyMoved: boolean;
}

export function isRemovable(status: OrderStatus, moneyMoved: boolean): boolean {
  return DELETABLE_STATUSES.includes(status) && !moneyMoved;
}

/**
 * What the console offers for an order, by the same rules the service applies (so it never offers
 * what it would refuse): the one place for it, used by the list's rows and the detail alike.
 */
export function orderActions(order: Pick<OrderRow, 'status' | 'paidAt' | 'invoiceTaxCode'>, facts: OrderActionFacts): AdminOrderActions {
  const status = order.status as OrderStatus;
  return {
    markPaid: nextOrderStatus(status, 'MARK_PAID', { owesBack: facts.owesBack }) !== null,
    cancel: nextOrderStatus(status, 'CANCEL') !== null,
    remove: isRemovable(status, facts.moneyMoved),
    issueInvoice: invoiceRefusal(order) === null,
  };
}

/** A row of the console's list: the buyer's summary beside the order's, and what may be done with it. */
export function toAdminOrderSummary(
  summary: OrderSummaryDto,
  { order, moneyMoved }: { order: OrderRow; moneyMoved: boolean },
  people: Map<string, UserSummary>,
): AdminOrderSummaryDto {
  return {
    ...summary,
    buyer: people.get(order.userId) ?? unknownBuyer(order.userId),
    createdBy: order.createdBy,
    note: order.note,
    referrerCode: order.referrerCode,
    actions: orderActions(order, { owesBack: summary.owedBack.length > 0, moneyMoved }),
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
    actions: orderActions(order, {
      owesBack: dto.owedBack.length > 0,
      moneyMoved: payments.some((p) => MONEY_MOVED_STATUSES.includes(p.status as PaymentStatus)),
    }),
  };
}
