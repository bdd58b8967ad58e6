import { errorMessage, type ProductItemLine } from '@market/contract';
import { AppError } from '../../../platform/http/errors.js';
import { productKey } from '../products/products.js';

/**
 * How long a product seen with nothing left is refused without asking the database. A flash sale's
 * late buyers are answered at once instead of queueing for a connection; a place given back (expiry,
 * cancellation, a raised capacity) is on sale again at most this much later. Never oversells: a hold
 * is still the conditional update.
 */
export const SOLD_OUT_MEMO_MS = 1_000;

export const soldOutError = (productIds: string[]) =>
  new AppError(
    'TICKET_SOLDE_OUT',
    undefined,
    productIds.map((field) => ({ field, code: 'TICKET_SOLDE_OUT' as const, message: errorMessage('TICKET_SOLDE_OUT')! })),
  );

/** The products of this process seen sold out in the last SOLD_OUT_MEMO_MS. */
export function createSoldOutMemo(ttlMs = SOLD_OUT_MEMO_MS) {
  /** Product key → until when it is refused without the database. */
  const until = new Map<string, number>();
  return {
    mark(key: string): void {
      until.set(key, Date.now() + ttlMs);
    },
    /** The ids of the lines whose product is known to be sold out. */
    known(items: readonly ProductItemLine[]): string[] {
      const now = Date.now();
      return items.flatMap((item) => {
        const key = productKey(item.productItemType, item.productItemId);
        const end = until.get(key);
        if (end === undefined) return [];
        if (end > now) return [item.productItemId];
        until.delete(key);
        return [];
      });
    },
  };
}
