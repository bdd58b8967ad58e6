import type { DbOrTx } from '../../../platform/db/database.js';
import type { OwnedRefusal } from './owned-lines.js';

/**
 * Items only some buyers may buy (a member-only ticket tier: the members of a plan including it),
 * contributed by the context that knows who may: cart, quotation and checkout refuse the others with
 * the refusal it answers, beside the owned lines' refusals (owned-lines.ts), in the same one function.
 */
export interface BuyerRestriction {
  productTypes: readonly string[];
  /** The refusals, by item id, of the items of `productType` this buyer may not buy at `now`. */
  refusals(tx: DbOrTx, userId: string, productType: string, ids: readonly string[], now: Date): Promise<Map<string, OwnedRefusal>>;
}
