import type { PaymentStatus as PaymentStatusEnum } from '@market/contract';

export type PaymentStatus = (typeof PaymentStatusEnum.values)[number];
export type PaymentAction = 'SUCCEED' | 'FAIL' | 'EXPIRE' | 'CANCEL' | 'REFUND';

/**
 * The one table of payment-attempt moves: a callback settles a PENDING attempt. Money confirmed for
 * an attempt we had already given up on (its hold expired, or the buyer retried with another) is
 * still recorded as SUCCESS: the order side then sells late or opens a refund. CANCEL is an attempt
 * the buyer abandoned for a new one; a success may later be refunded. Every action has one target,
 * so a conditional `UPDATE … WHERE status IN (…)` can apply it without reading the row first.
 */
const MOVES: Record<PaymentAction, { from: readonly PaymentStatus[]; to: PaymentStatus }> = {
  SUCCEED: { from: ['PENDING', 'EXPIRED', 'CANCEL'], to: 'SUCCESS' },
  FAIL: { from: ['PENDING'], to: 'FAILED' },
  EXPIRE: { from: ['PENDING'], to: 'EXPIRED' },
  CANCEL: { from: ['PENDING'], to: 'CANCEL' },
  REFUND: { from: ['SUCCESS'], to: 'REFUND' },
};

export function nextPaymentStatus(from: PaymentStatus, action: PaymentAction): PaymentStatus | null {
  const move = MOVES[action];
  return move.from.includes(from) ? move.to : null;
}

/** Every status an action may start from, for conditional updates. */
export function paymentStatusesFor(action: PaymentAction): PaymentStatus[] {
  return [...MOVES[action].from];
}

/** Where an action leads (from any status it is allowed from). */
export function paymentTargetOf(action: PaymentAction): PaymentStatus {
  return MOVES[action].to;
}

/** An attempt in one of these took the buyer's money (and may have given it back): its order keeps a record, never deleted. */
export const MONEY_MOVED_STATUSES: readonly PaymentStatus[] = ['SUCCESS', 'REFUND'];
