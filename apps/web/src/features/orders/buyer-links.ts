import { ITEM_PAGE, PRODUCT_TYPES, productTypeOf, type OrderItemDto } from '@market/contract';

export interface BuyerLink {
  to: string;
  label: string;
}

/**
 * Where the buyer finds what a paid order gave them, one link per kind of thing bought, as the contract
 * declares each type (tickets, bookings, learning, an e-book's own page), in the declaration's order.
 */
export function buyerLinksOf(items: readonly Pick<OrderItemDto, 'productItemType' | 'link'>[]): BuyerLink[] {
  const links: BuyerLink[] = [];
  for (const type of Object.keys(PRODUCT_TYPES)) {
    const found = productTypeOf(type).buyerLink;
    const line = items.find((item) => item.productItemType === type);
    if (!found || !line) continue;
    const to = found.to === ITEM_PAGE ? line.link : found.to;
    if (to && !links.some((link) => link.to === to)) links.push({ to, label: found.action });
  }
  return links;
}
