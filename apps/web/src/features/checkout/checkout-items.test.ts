import { describe, expect, it } from 'vitest';
import { checkoutPathForCart, checkoutPathForItems, readCheckoutSource } from './checkout-items';

const tier = '7a111111-1111-4111-8111-111111111111';
const frame = 'f1111111-1111-4111-8111-111111111111';
const read = (path: string) => readCheckoutSource(new URL(path, 'http://x').searchParams);

describe('the checkout address', () => {
  it('carries product lines there and back', () => {
    const lines = [
      { productItemType: 'TICKET_TIER' as const, productItemId: tier, quantity: 2 },
      { productItemType: 'CALENDAR_FRAME' as const, productItemId: frame, quantity: 1 },
    ];
    const path = checkoutPathForItems(lines);
    expect(path).toBe(`/checkout?items=TICKET_TIER:${tier}:2,CALENDAR_FRAME:${frame}:1`);
    expect(read(path)).toEqual({ items: lines });
  });

  it('carries cart lines by id, once each', () => {
    const ids = ['c1111111-1111-4111-8111-111111111111', 'c2222222-2222-4222-8222-222222222222'];
    expect(read(checkoutPathForCart([...ids, ids[0]!]))).toEqual({ cartItemIds: ids });
  });

  it('refuses an address that names nothing valid', () => {
    expect(read('/checkout')).toBeNull();
    expect(read('/checkout?cart=not-an-id')).toBeNull();
    expect(read(`/checkout?items=EVENT:${tier}:1`)).toBeNull();
    expect(read(`/checkout?items=TICKET_TIER:${tier}:0`)).toBeNull();
    expect(read(`/checkout?items=TICKET_TIER:${tier}:1:9`)).toBeNull();
  });
});
