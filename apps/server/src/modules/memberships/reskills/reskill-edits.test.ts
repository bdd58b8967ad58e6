import { describe, expect, it } from 'vitest';
import { deleteRefusal, planPrices, typeChangeRefusal, type StoredPrice } from './reskill-edits.js';

const course = (id: string) => ({ productItemType: 'ONLINE_COURSE' as const, productItemId: id });
const stored = (id: string, over: Partial<StoredPrice> = {}): StoredPrice => ({
  id,
  title: `Gói ${id}`,
  amount: 100_000,
  status: 'ACTIVE',
  products: [course(`c-${id}`)],
  hasBeenPaid: false,
  ...over,
});
const asked = (p: StoredPrice, over: Record<string, unknown> = {}) => ({
  id: p.id,
  title: p.title,
  amount: p.amount,
  status: p.status,
  products: p.products,
  ...over,
});

describe('reskill edits', () => {
  const paid = stored('a', { hasBeenPaid: true });
  const unpaid = stored('b');

  it('keeps prices named by id, adds those without and removes those left out', () => {
    expect(planPrices([paid, unpaid], [asked(paid), { title: 'Mới', amount: 1, status: 'ACTIVE', products: [] }])).toEqual({
      remove: ['b'],
      keep: [{ id: 'a', price: asked(paid), position: 0, productsChanged: false }],
      add: [{ price: { title: 'Mới', amount: 1, status: 'ACTIVE', products: [] }, position: 1 }],
    });
  });

  it('refuses an id of no price of the programme, or the same price twice', () => {
    expect(planPrices([unpaid], [asked(stored('z'))])).toBe('RESKILL_PRICE_NOT_FOUND');
    expect(planPrices([unpaid], [asked(unpaid), asked(unpaid)])).toBe('RESKILL_PRICE_NOT_FOUND');
  });

  it('fixes a paid price: not removed, its amount and products unchanged; its title and status may change', () => {
    expect(planPrices([paid], [])).toBe('RESKILL_HAS_BEEN_PAID');
    expect(planPrices([paid], [asked(paid, { amount: 1 })])).toBe('RESKILL_HAS_BEEN_PAID');
    expect(planPrices([paid], [asked(paid, { products: [] })])).toBe('RESKILL_HAS_BEEN_PAID');
    expect(planPrices([paid], [asked(paid, { title: 'Đổi tên', status: 'INACTIVE' })])).toMatchObject({ keep: [{ id: 'a' }] });
    expect(planPrices([unpaid], [asked(unpaid, { amount: 1, products: [] })])).toMatchObject({ keep: [{ id: 'b', productsChanged: true }] });
  });

  it('lets the type change only when nothing was paid and no price includes products', () => {
    expect(typeChangeRefusal([paid])).toBe('RESKILL_HAS_BEEN_PAID');
    expect(typeChangeRefusal([unpaid])).toBe('RESKILL_HAS_PRODUCTS');
    expect(typeChangeRefusal([stored('c', { products: [] })])).toBeNull();
  });

  it('deletes only a programme never paid', () => {
    expect(deleteRefusal([unpaid, paid])).toBe('RESKILL_HAS_BEEN_PAID');
    expect(deleteRefusal([unpaid])).toBeNull();
  });
});
