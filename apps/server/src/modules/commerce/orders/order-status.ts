import type { OrderStatus as OrderStatusEnum } from '@market/contract';

export type OrderStatus = (typeof OrderStatusEnum.values)[number];
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

/** Where an action leads: every action has one target, so a conditional update can apply it blind. */
export function orderTargetOf(action: OrderAction): OrderStatus {
  return Object.values(MOVES[action])[0]!;
}
