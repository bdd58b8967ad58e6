import { errorMessage, type ErrorCode, type ProductItemRef } from '@market/contract';
import type { DbOrTx } from '../../../platform/db/database.js';
import type { BuyerRestriction } from './buyer-restriction.js';
import type { OwnershipRepository } from './ownership.repository.js';
import type { ProductFacts } from './product-type.js';
import { productKey, type ProductCatalog } from './products.js';

/** Why a line cannot be bought by this buyer because of what they own, in words naming what. */
export interface OwnedRefusal {
  code: ErrorCode;
  message: string;
}

/**
 * Lasting access is bought once (as Udemy and Teachable refuse a course the student already has): a
 * course or ebook owned, alone or through a combo, is refused with PRODUCT_ALREADY_OWNED, and so is a
 * combo holding one (COMBO_ITEM_ALREADY_OWNED, naming the items owned), instead of charging for it
 * again. Tickets are not lasting access: a buyer may buy a combo of tickets twice. Items restricted to
 * some buyers (`restrictions`: member-only tiers) are refused to the others here too. Cart, quotation
 * and checkout ask this one function.
 */
export function createOwnedLines(deps: {
  products: ProductCatalog;
  ownership: Pick<OwnershipRepository, 'findOwned' | 'findOwnedInCombos'>;
  /** Items only some buyers may buy (member-only tiers), known once every context is built. */
  restrictions?: () => readonly BuyerRestriction[];
}) {
  const { products, ownership } = deps;
  const lastingTypes = () => products.types.filter((t) => t.grantsLastingAccess).map((t) => t.type);

  /** `facts`: the lines' facts when the caller read them; an item whose facts say no restriction applies is not asked about. */
  return async function refusals(
    tx: DbOrTx,
    userId: string,
    lines: readonly ProductItemRef[],
    now: Date,
    facts?: ReadonlyMap<string, ProductFacts>,
  ): Promise<Map<string, OwnedRefusal>> {
    const refusals = new Map<string, OwnedRefusal>();
    const lasting = lines.filter((l) => products.grantsLastingAccess(l.productItemType));
    const comboIds = lines.filter((l) => l.productItemType === 'COMBO').map((l) => l.productItemId);
    const owned = await ownership.findOwned(userId, lasting, tx);
    for (const key of owned) refusals.set(key, { code: 'PRODUCT_ALREADY_OWNED', message: errorMessage('PRODUCT_ALREADY_OWNED')! });
    for (const restriction of deps.restrictions?.() ?? [])
      for (const type of restriction.productTypes) {
        const ids = lines
          .filter((l) => l.productItemType === type && facts?.get(productKey(type, l.productItemId))?.restricted !== false)
          .map((l) => l.productItemId);
        if (!ids.length) continue;
        for (const [id, refusal] of await restriction.refusals(tx, userId, type, ids, now)) refusals.set(productKey(type, id), refusal);
      }

    const inside = await ownership.findOwnedInCombos(userId, comboIds, lastingTypes(), tx);
    if (!inside.size) return refusals;
    const insideFacts = await products.describe(tx, [...inside.values()].flat() as ProductItemRef[], now);
    for (const [comboId, refs] of inside) {
      const names = refs.map((r) => `“${insideFacts.get(productKey(r.productItemType, r.productItemId))?.title ?? 'một sản phẩm'}”`).join(', ');
      refusals.set(productKey('COMBO', comboId), {
        code: 'COMBO_ITEM_ALREADY_OWNED',
        message: `Bạn đã sở hữu ${names} trong combo này nên không cần mua lại. Hãy mua riêng những sản phẩm bạn chưa có.`,
      });
    }
    return refusals;
  };
}
export type OwnedLines = ReturnType<typeof createOwnedLines>;
