import { describe, expect, it } from 'vitest';
import { saleStatusOf } from './sale-status.js';

describe('the sale status the admin sees', () => {
  it.each([
    [{ problem: null, available: 3 }, 'ON_SALE'],
    [{ problem: null, available: null }, 'ON_SALE'],
    [{ problem: 'TICKET_SOLDE_OUT', available: 0 }, 'SOLD_OUT'],
    // A tier whose sale has not opened yet answers TICKET_SOLDE_OUT with places left.
    [{ problem: 'TICKET_SOLDE_OUT', available: 12 }, 'NOT_ON_SALE'],
    [{ problem: 'INVALID_PRODUCT_ITEM', available: 0 }, 'NOT_ON_SALE'],
    [{ problem: 'INVALID_PRODUCT_ITEM', available: null }, 'NOT_ON_SALE'],
  ] as const)('%o is %s', (fact, status) => {
    expect(saleStatusOf(fact)).toBe(status);
  });
});
