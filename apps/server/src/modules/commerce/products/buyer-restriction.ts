import type { AnyColumn, SQL } from 'drizzle-orm';
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
  /**
   * Whether it may refuse an item of `productType` to anyone, in SQL on the item's id (a member-only tier: one a plan
   * includes), read with the item's facts (`ProductFacts.restricted`) so that `refusals` is not asked of the items it
   * never refuses; undefined: it is always asked.
   */
  restrictedSql?(productType: string, id: AnyColumn): SQL<boolean> | undefined;
}

/**
 * What `restrictions` say in SQL of whether they may refuse an item of `productType` (any true: it may be refused; none:
 * no restriction applies to the type), or undefined when one of them cannot say so in SQL (every item is then asked about).
 */
export function restrictedSqlOf(restrictions: readonly BuyerRestriction[], productType: string, id: AnyColumn): SQL<boolean>[] | undefined {
  const parts: SQL<boolean>[] = [];
  for (const restriction of restrictions.filter((r) => r.productTypes.includes(productType))) {
    const part = restriction.restrictedSql?.(productType, id);
    if (!part) return undefined;
    parts.push(part);
  }
  return parts;
}
