export type OrderStatus = 'PENDING' | 'PENDING_UPGRADE' | 'PAID' | 'FAILED' | 'CANCELLED' | 'REFUNDED';
export type OrderAction = 'PAY' | 'LATE_PAY' | 'FAIL' | 'EXPIRE' | 'CANCEL' | 'REFUND';

/**
 * The one table of order status moves (spec 4: PENDING → PAID | FAILED | CANCELLED | REFUNDED).
 * A payment that fails leaves the order PENDING while its holds last, so the buyer can retry; EXPIRE
 * is the hold running out. LATE_PAY is a payment confirmed after the hold expired, accepted only when
 * the stock could still be sold. REFUND happens once every line has been refunded.
 */
const MOVES: Record<OrderAction, Partial<Record<OrderStatus, OrderStatus>>> = {
  PAY: { PENDING: 'PAID', PENDING_UPGRADE: 'PAID' },
  LATE_PAY: { CANCELLED: 'PAID', FAILED: 'PAID' },
  FAIL: { PENDING: 'FAILED', PENDING_UPGRADE: 'FAILED' },
  EXPIRE: { PENDING: 'CANCELLED', PENDING_UPGRADE: 'CANCELLED' },
  CANCEL: { PENDING: 'CANCELLED', PENDING_UPGRADE: 'CANCELLED', FAILED: 'CANCELLED' },
  REFUND: { PAID: 'REFUNDED' },
};

export function nextOrderStatus(from: OrderStatus, action: OrderAction): OrderStatus | null {
  return MOVES[action][from] ?? null;
}

/** Every status an action may start from, for conditional updates (`WHERE status IN (...)`). */
export function orderStatusesFor(action: OrderAction): OrderStatus[] {
  return Object.keys(MOVES[action]) as OrderStatus[];
}

export type PaymentStatus = 'PENDING' | 'FAILED' | 'SUCCESS' | 'REFUND' | 'EXPIRED' | 'CANCEL' | 'DELETED';
export type PaymentAction = 'SUCCEED' | 'FAIL' | 'EXPIRE' | 'REFUND';

/**
 * Payment attempts: a callback settles a PENDING attempt. Money confirmed for an attempt we had
 * already given up on (its hold expired, or the buyer retried with another) is still recorded as
 * SUCCESS: the order side then sells late or flags a refund. A success may later be refunded.
 */
const PAYMENT_MOVES: Record<PaymentAction, Partial<Record<PaymentStatus, PaymentStatus>>> = {
  SUCCEED: { PENDING: 'SUCCESS', EXPIRED: 'SUCCESS', CANCEL: 'SUCCESS' },
  FAIL: { PENDING: 'FAILED' },
  EXPIRE: { PENDING: 'EXPIRED' },
  REFUND: { SUCCESS: 'REFUND' },
};

export function nextPaymentStatus(from: PaymentStatus, action: PaymentAction): PaymentStatus | null {
  return PAYMENT_MOVES[action][from] ?? null;
}
