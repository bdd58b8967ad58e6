import type { ProductSaleStatus } from '@market/contract';
import type { ProductFacts } from './product-type.js';

/**
 * Whether an item can be bought now, as the admin's products list says it: nothing in the way, none
 * left, or not on sale (INVALID_PRODUCT_ITEM, or a tier whose sale window is closed while places remain).
 */
export function saleStatusOf(fact: Pick<ProductFacts, 'problem' | 'available'>): ProductSaleStatus {
  if (fact.problem === null) return 'ON_SALE';
  if (fact.problem !== 'INVALID_PRODUCT_ITEM' && fact.available === 0) return 'SOLD_OUT';
  return 'NOT_ON_SALE';
}
