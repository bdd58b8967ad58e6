import { MAX_QUANTITY } from '@market/contract';

/** The most one order may take of a product: its per-order cap, what is left (null: no limit) and the contract's ceiling. */
export function purchaseLimit(available: number | null, maxPerOrder: number): number {
  return Math.max(0, Math.min(maxPerOrder > 0 ? maxPerOrder : MAX_QUANTITY, available ?? MAX_QUANTITY, MAX_QUANTITY));
}
