import type { ProductFacts } from '../../commerce/index.js';
import type { ComboWithItems } from './combos.repository.js';

/**
 * A combo's facts as a product, from its items' facts: the scarcest item decides how many are left,
 * the earliest item when a refund stops, and a missing, foreign or invalid item makes it unbuyable.
 * The one place this rule lives: the COMBO product type and the combo pages both use it.
 */
export function comboFactsOf({ combo, items }: ComboWithItems, factOf: (type: string, id: string) => ProductFacts | undefined): ProductFacts {
  const parts = items.map((item) => ({ item, fact: factOf(item.productType, item.productId) }));
  const broken = !items.length || parts.some(({ fact }) => !fact || fact.hostId !== combo.hostId || fact.problem === 'INVALID_PRODUCT_ITEM');
  const limits = parts.filter(({ fact }) => fact?.available != null).map(({ item, fact }) => Math.floor(fact!.available! / item.quantity));
  const available = limits.length ? Math.min(...limits) : null;
  const starts = parts.map(({ fact }) => fact?.startsAt?.getTime()).filter((t): t is number => t !== undefined);
  const ends = parts.map(({ fact }) => fact?.endsAt?.getTime()).filter((t): t is number => t !== undefined);
  const perOrder = parts.map(({ item, fact }) => Math.floor((fact?.maxPerOrder ?? 1) / item.quantity));
  return {
    productItemType: 'COMBO',
    productItemId: combo.id,
    hostId: combo.hostId,
    parent: { kind: 'COMBO', id: combo.id, slug: combo.slug },
    title: combo.title,
    subtitle: `Combo ${items.length} sản phẩm`,
    image: combo.coverImage,
    link: `/combos/${combo.slug}`,
    unitPrice: combo.price,
    available,
    maxPerOrder: Math.max(1, Math.min(...perOrder, 50)),
    // The earliest item decides when a refund is no longer possible.
    startsAt: starts.length ? new Date(Math.min(...starts)) : null,
    endsAt: ends.length ? new Date(Math.max(...ends)) : null,
    problem: combo.status !== 'PUBLISHED' || broken ? 'INVALID_PRODUCT_ITEM' : available === 0 ? 'TICKET_SOLDE_OUT' : null,
  };
}
