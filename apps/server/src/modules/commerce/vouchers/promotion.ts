import type { ErrorCode, PromotionState } from '@market/contract';
import { productKey } from '../products/products.js';

/** What a voucher and a discount share: a window, an on/off switch, and a percentage or an amount. */
export interface PromotionWindow {
  startAt: Date;
  endAt: Date;
  active: boolean;
}

/**
 * Where a voucher or discount stands at `now`. Being over wins over being switched off: a host reads
 * "Hết hạn" for anything past its end, and "INACTIVE" only for what they can still switch back on.
 */
export function stateOf(p: PromotionWindow, now: Date): PromotionState {
  if (p.endAt.getTime() <= now.getTime()) return 'EXPIRED';
  if (!p.active) return 'INACTIVE';
  return p.startAt.getTime() > now.getTime() ? 'UPCOMING' : 'ACTIVE';
}

/** In effect at `now`: switched on and within [startAt, endAt). */
export const isInEffect = (p: PromotionWindow, now: Date) => stateOf(p, now) === 'ACTIVE';

/** A saved (possibly patched) promotion's own rules; the first one broken, or null. */
export function promotionProblem(p: { type: string; value: number; startAt: Date; endAt: Date }): ErrorCode | null {
  if (p.endAt.getTime() <= p.startAt.getTime()) return 'INVALID_DATE_RANGE';
  if (!Number.isInteger(p.value) || p.value < 1 || (p.type === 'PERCENTAGE' && p.value > 100)) return 'INVALID_DISCOUNT_VALUE';
  return null;
}

/** A usage limit can be lowered to the uses already made, not below. */
export const usageLimitFits = (usageLimit: number | null, usedCount: number) => usageLimit === null || usageLimit >= usedCount;

export interface ProductRef {
  productItemType: string;
  productItemId: string;
}
/** The key a product goes by in maps and sets: `TICKET_TIER:<id>`. */
export const refKey = (ref: ProductRef) => productKey(ref.productItemType, ref.productItemId);

/** True when some product is named twice. */
export function hasDuplicateRef(refs: readonly ProductRef[]): boolean {
  return new Set(refs.map(refKey)).size !== refs.length;
}

/**
 * Orders whose voucher use still counts: paid, being paid, or paid and refunded (the books keep
 * them). A failed or cancelled order released its use, so it does not hold the voucher.
 */
export const ORDER_STATUSES_HOLDING_A_VOUCHER = ['PENDING', 'PENDING_UPGRADE', 'PAID', 'REFUNDED'] as const;
