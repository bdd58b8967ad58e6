import type { ErrorCode, ReskillPriceStatus } from '@market/contract';

export interface ProductRef {
  productItemType: 'ONLINE_COURSE' | 'E_BOOK';
  productItemId: string;
}
/** A price as stored, with whether any buyer ever paid it. */
export interface StoredPrice {
  id: string;
  title: string;
  amount: number;
  status: ReskillPriceStatus;
  products: readonly ProductRef[];
  hasBeenPaid: boolean;
}
/** A price as an edit asks for it (with `id`: an existing one kept). */
export interface AskedPrice {
  id?: string | undefined;
  title: string;
  amount: number;
  status: ReskillPriceStatus;
  products: readonly ProductRef[];
}

/** What an accepted edit of the prices does, in order: removals, changes of kept prices (by position), additions. */
export interface PricePlan {
  remove: string[];
  keep: { id: string; price: AskedPrice; position: number; productsChanged: boolean }[];
  add: { price: AskedPrice; position: number }[];
}

const sameProducts = (a: readonly ProductRef[], b: readonly ProductRef[]) =>
  a.length === b.length && a.every((ref, i) => ref.productItemId === b[i]!.productItemId && ref.productItemType === b[i]!.productItemType);
const sameSet = (a: readonly ProductRef[], b: readonly ProductRef[]) => {
  const ids = new Set(a.map((r) => r.productItemId));
  return a.length === b.length && b.every((r) => ids.has(r.productItemId));
};

/**
 * Whether an edit may change the programme's type: not once any price was paid
 * (RESKILL_HAS_BEEN_PAID), nor while any price includes products (RESKILL_HAS_PRODUCTS).
 */
export function typeChangeRefusal(stored: readonly StoredPrice[]): ErrorCode | null {
  if (stored.some((p) => p.hasBeenPaid)) return 'RESKILL_HAS_BEEN_PAID';
  if (stored.some((p) => p.products.length > 0)) return 'RESKILL_HAS_PRODUCTS';
  return null;
}

/**
 * The prices an edit asks for, against those stored: a price with an id of this programme is kept,
 * one without is new, one left out is removed. A paid price is what its buyers bought (and what a
 * refund takes back): it cannot be removed, nor its amount or products changed
 * (RESKILL_HAS_BEEN_PAID); its title, order and status may change (INACTIVE stops its sale).
 * An id of no price of this programme is RESKILL_PRICE_NOT_FOUND.
 */
export function planPrices(stored: readonly StoredPrice[], asked: readonly AskedPrice[]): PricePlan | ErrorCode {
  const byId = new Map(stored.map((p) => [p.id, p]));
  const keptIds = new Set<string>();
  const plan: PricePlan = { remove: [], keep: [], add: [] };
  for (const [position, price] of asked.entries()) {
    if (!price.id) {
      plan.add.push({ price, position });
      continue;
    }
    const old = byId.get(price.id);
    if (!old || keptIds.has(price.id)) return 'RESKILL_PRICE_NOT_FOUND';
    keptIds.add(price.id);
    if (old.hasBeenPaid && (old.amount !== price.amount || !sameSet(old.products, price.products))) return 'RESKILL_HAS_BEEN_PAID';
    plan.keep.push({ id: price.id, price, position, productsChanged: !sameProducts(old.products, price.products) });
  }
  for (const old of stored) {
    if (keptIds.has(old.id)) continue;
    if (old.hasBeenPaid) return 'RESKILL_HAS_BEEN_PAID';
    plan.remove.push(old.id);
  }
  return plan;
}

/** A programme may be deleted while no price was ever paid (its buyers keep their programme; its host takes it off sale instead). */
export const deleteRefusal = (stored: readonly StoredPrice[]): ErrorCode | null => (stored.some((p) => p.hasBeenPaid) ? 'RESKILL_HAS_BEEN_PAID' : null);
