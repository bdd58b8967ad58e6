import type { ProductItemRef } from '@market/contract';
import type { DbOrTx } from '../../../platform/db/database.js';
import type { ItemType, ProductFacts, ProductType } from './product-type.js';

export type { ItemType, ProductFacts, ProductType, SoldLine } from './product-type.js';

export const productKey = (type: string, id: string) => `${type}:${id}`;

/** The product types that can be sold today; the others answer INVALID_PRODUCT_ITEM until their issue adds them. */
export function createProductCatalog(types: readonly ProductType[]) {
  const byType = new Map<ItemType, ProductType>(types.map((t) => [t.type, t]));
  return {
    /** Facts for every ref whose type is sold and which exists, keyed by `productKey`. */
    async describe(tx: DbOrTx, refs: readonly ProductItemRef[], now: Date): Promise<Map<string, ProductFacts>> {
      const idsByType = new Map<ItemType, string[]>();
      for (const ref of refs) idsByType.set(ref.productItemType, [...(idsByType.get(ref.productItemType) ?? []), ref.productItemId]);
      const facts = new Map<string, ProductFacts>();
      for (const [type, ids] of idsByType) {
        const found = await byType.get(type)?.describe(tx, [...new Set(ids)], now);
        for (const [id, fact] of found ?? []) facts.set(productKey(type, id), fact);
      }
      return facts;
    },
    require(type: string): ProductType {
      const found = byType.get(type as ItemType);
      if (!found) throw new Error(`product type ${type} is not sold`);
      return found;
    },
  };
}
export type ProductCatalog = ReturnType<typeof createProductCatalog>;
