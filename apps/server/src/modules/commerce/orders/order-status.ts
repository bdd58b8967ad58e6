import type { OrderStatus as OrderStatusEnum } from '@market/contract';

export type OrderStatus = (typeof OrderStatusEnum.values)[number];
export type OrderAction = 'PAY' | 'LATE_PAY' | 'MARK_PAID' | 'FAIL' | 'EXPIRE' | 'CANCEL' | 'REFUND';

/** What a move may depend on beyond the status. */
export interface OrderFacts {
  /** The order holds money it did not take (a payment with its own refund: paid twice, paid late, a withdrawn price). */
  owesBack: boolean;
}

/**
 * The one table of order status moves (spec 4: PENDING → PAID | FAILED | CANCELLED | REFUNDED).
 * A payment that fails leaves the order PENDING while its holds last, so the buyer can retry; EXPIRE
 * is the hold running out. LATE_PAY is a payment confirmed after the hold expired, accepted only when
 * the stock could still be sold. MARK_PAID is the admin recording money received outside any
 * provider (as PAY for a pending order, as LATE_PAY for a cancelled or failed one). REFUND happens
 * once every line has been refunded.
 */
const MOVES: Record<OrderAction, Partial<Record<OrderStatus, OrderStatus>>> = {
  PAY: { PENDING: 'PAID', PENDING_UPGRADE: 'PAID' },
  LATE_PAY: { CANCELLED: 'PAID', FAILED: 'PAID' },
  MARK_PAID: { PENDING: 'PAID', PENDING_UPGRADE: 'PAID', CANCELLED: 'PAID', FAILED: 'PAID' },
  FAIL: { PENDING: 'FAILED', PENDING_UPGRADE: 'FAILED' },
  EXPIRE: { PENDING: 'CANCELLED', PENDING_UPGRADE: 'CANCELLED' },
  CANCEL: { PENDING: 'CANCELLED', PENDING_UPGRADE: 'CANCELLED', FAILED: 'CANCELLED' },
  REFUND: { PAID: 'REFUNDED' },
};

/**
 * Moves a fact closes, whatever the status. An order that owes money back is never marked paid by
 * hand: the money it took is the buyer's again (its refund), so a sale recorded beside it would count
 * the same money as revenue and as a refund, and sell again what the order could not take (a
 * withdrawn price, a sold-out tier). Money received for it outside a provider is a new order.
 */
const CLOSED_BY: Partial<Record<OrderAction, (facts: OrderFacts) => boolean>> = {
  MARK_PAID: (facts) => facts.owesBack,
};

const NO_FACTS: OrderFacts = { owesBack: false };

export function nextOrderStatus(from: OrderStatus, action: OrderAction, facts: OrderFacts = NO_FACTS): OrderStatus | null {
  if (CLOSED_BY[action]?.(facts)) return null;
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
