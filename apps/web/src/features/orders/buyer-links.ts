import { ITEM_PAGE, PRODUCT_TYPES, productTypeOf, type OrderItemDto } from '@market/contract';

export interface BuyerLink {
  to: string;
  label: string;
}

/** What the buyer got: an order's lines, a combo's line standing for the items it holds. */
export type BoughtItem = Pick<OrderItemDto, 'productItemType' | 'link'>;

const slugOf = (link: string | null) => (link ? (link.split('/').filter(Boolean).pop() ?? null) : null);

/**
 * Where the buyer finds what a paid order gave them, one link per kind of thing bought, as the contract
 * declares each type (tickets, bookings, the course's player or their learning, an e-book's own page),
 * in the declaration's order.
 */
export function buyerLinksOf(items: readonly BoughtItem[]): BuyerLink[] {
  const links: BuyerLink[] = [];
  for (const type of Object.keys(PRODUCT_TYPES)) {
    const found = productTypeOf(type).buyerLink;
    const lines = items.filter((item) => item.productItemType === type);
    if (!found || !lines.length) continue;
    const single = lines.length === 1 ? slugOf(lines[0]!.link) : null;
    const to = found.to === ITEM_PAGE ? lines[0]!.link : found.itemPath && single ? `${found.itemPath}${single}` : found.to;
    if (to && !links.some((link) => link.to === to)) links.push({ to, label: found.action });
  }
  return links;
}

/** What the payment page says of each kind of thing bought, in the declaration's order. */
export function paidNotesOf(items: readonly BoughtItem[]): string[] {
  return Object.keys(PRODUCT_TYPES).flatMap((type) => {
    const note = productTypeOf(type).buyerLink?.paidNote;
    return note && items.some((item) => item.productItemType === type) ? [note] : [];
  });
}
