import { COMBO_ITEM_TYPES, PRODUCT_SHELVES, PROMOTED_PRODUCT_TYPES, SOLD_PRODUCT_TYPES, declaredSale } from '@market/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../../test/support/server.js';
import type { ProductType } from './products.js';

describe('the product types the contexts contribute, against the contract’s declaration', () => {
  let server: TestServer;
  let sold: ProductType[];
  beforeAll(async () => {
    server = await startTestServer({}, { demo: false });
    sold = server.services.commerce.products.types;
  });
  afterAll(() => server.close());

  it('sells exactly the types the contract declares sold', () => {
    expect(sold.map((t) => t.type).sort()).toEqual([...SOLD_PRODUCT_TYPES].sort());
  });

  it('speaks of each sale as declared: its unit, where the buyer finds it, tickets and bookings', () => {
    for (const type of sold) expect(type.sale, type.type).toEqual(declaredSale(type.type as (typeof SOLD_PRODUCT_TYPES)[number]));
  });

  it('sends the buyer of a frame to their bookings, and of an e-book to the order, whose line links to the book (my learning lists courses only)', () => {
    const linkOf = (type: string) => sold.find((t) => t.type === type)?.sale.buyerLink;
    expect([linkOf('TICKET_TIER'), linkOf('CALENDAR_FRAME'), linkOf('ONLINE_COURSE'), linkOf('E_BOOK'), linkOf('COMBO')]).toEqual([
      '/me/tickets',
      '/me/bookings',
      '/me/learning',
      null,
      null,
    ]);
  });

  it('has a shelf for every declared shelf and an offer for every type a combo may hold', () => {
    const byType = new Map(sold.map((t) => [t.type, t]));
    for (const shelf of PRODUCT_SHELVES) expect(byType.get(shelf.type)?.shelf, shelf.type).toBeTypeOf('function');
    for (const type of COMBO_ITEM_TYPES) expect(byType.get(type)?.offer, type).toBeTypeOf('function');
  });

  it('lets a host promote every type hosts sell (vouchers and discounts take any registered type); membership plans are the platform’s', () => {
    expect([...PROMOTED_PRODUCT_TYPES].sort()).toEqual(SOLD_PRODUCT_TYPES.filter((type) => type !== 'MEMBERSHIP_PRICE').sort());
  });
});
