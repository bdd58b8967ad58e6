import type { DbOrTx } from '../../../platform/db/database.js';
import type { PricedQuote } from '../pricing/quotation.service.js';
import type { ProductCatalog } from '../products/products.js';
import type { CheckoutDoor } from './checkout-door.js';
import { soldOutError } from './sold-out-memo.js';

/**
 * Holds an order's lines: the caller's last write before its commit, because a hold keeps the
 * product's row locked until then and every other buyer of that product waits on it. In one order
 * (by product) so concurrent checkouts of several lines never deadlock. Answers how many places each
 * product counting them has left after its hold (what CheckoutDoor.run's `placed` is told).
 */
export async function holdLines(products: ProductCatalog, door: CheckoutDoor, tx: DbOrTx, lines: PricedQuote['lines']): Promise<Map<string, number>> {
  const left = new Map<string, number>();
  for (const line of [...lines].sort((a, b) => a.key.localeCompare(b.key))) {
    const held = await products.require(line.ref.productItemType).hold(tx, line.ref.productItemId, line.ref.quantity);
    if (!held) {
      // One place refused means none is left.
      if (line.ref.quantity === 1) door.markSoldOut(line.key);
      throw soldOutError([line.ref.productItemId]);
    }
    if (held.left !== undefined) left.set(line.key, held.left);
  }
  return left;
}
