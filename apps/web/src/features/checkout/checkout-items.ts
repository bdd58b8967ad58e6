import { ProductItemLine, ProductItemRef } from '@market/contract';

/** What is being bought: cart lines by id, or product lines straight from a product page ("Mua ngay"). */
export type CheckoutSource = { cartItemIds: string[]; items?: undefined } | { items: ProductItemLine[]; cartItemIds?: undefined };

const MAX_LINES = 50;
// The same UUID rule as product ids.
const CartItemId = ProductItemRef.shape.productItemId;

/** `TICKET_TIER:<id>:2,CALENDAR_FRAME:<id>:1`: short enough for a link, readable in the address bar. */
export function itemsParam(lines: readonly ProductItemLine[]): string {
  return lines.map((line) => `${line.productItemType}:${line.productItemId}:${line.quantity}`).join(',');
}

export function checkoutPathForItems(lines: readonly ProductItemLine[]): string {
  return `/checkout?items=${itemsParam(lines)}`;
}

export function checkoutPathForCart(cartItemIds: readonly string[]): string {
  return `/checkout?cart=${cartItemIds.join(',')}`;
}

function parseItems(text: string): ProductItemLine[] | null {
  const lines: ProductItemLine[] = [];
  for (const part of text.split(',')) {
    const [productItemType, productItemId, quantity = '1', ...rest] = part.split(':');
    if (rest.length) return null;
    const parsed = ProductItemLine.safeParse({ productItemType, productItemId, quantity });
    if (!parsed.success) return null;
    lines.push(parsed.data);
  }
  return lines;
}

/** The checkout page's address → what to quote and buy; null when it names nothing valid. */
export function readCheckoutSource(params: URLSearchParams): CheckoutSource | null {
  const cart = params.get('cart');
  if (cart) {
    const ids = cart.split(',').filter(Boolean);
    if (ids.length === 0 || ids.length > MAX_LINES || !ids.every((id) => CartItemId.safeParse(id).success)) return null;
    return { cartItemIds: [...new Set(ids)] };
  }
  const items = params.get('items');
  if (!items) return null;
  const lines = parseItems(items);
  return lines && lines.length > 0 && lines.length <= MAX_LINES ? { items: lines } : null;
}
