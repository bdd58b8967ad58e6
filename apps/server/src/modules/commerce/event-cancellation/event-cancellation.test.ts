import { describe, expect, it } from 'vitest';
import { comboShare } from './event-cancellation.js';

describe('a combo’s share of a cancelled event', () => {
  it('is the combo’s price split pro rata to its items’ list prices, rounded to the đồng', () => {
    const parts = [
      { listPrice: 200_000, quantity: 1, cancelled: true },
      { listPrice: 300_000, quantity: 1, cancelled: false },
    ];
    expect(comboShare(400_000, parts)).toBe(160_000);
    expect(comboShare(100_001, parts)).toBe(40_000);
  });

  it('counts each item as many times as the combo holds it', () => {
    expect(
      comboShare(300_000, [
        { listPrice: 100_000, quantity: 2, cancelled: true },
        { listPrice: 200_000, quantity: 1, cancelled: false },
      ]),
    ).toBe(150_000);
  });

  it('is the whole price for a combo of the cancelled event only, and splits by quantity when nothing has a list price', () => {
    expect(
      comboShare(250_000, [
        { listPrice: 200_000, quantity: 1, cancelled: true },
        { listPrice: 100_000, quantity: 1, cancelled: true },
      ]),
    ).toBe(250_000);
    expect(
      comboShare(90_000, [
        { listPrice: 0, quantity: 1, cancelled: true },
        { listPrice: 0, quantity: 2, cancelled: false },
      ]),
    ).toBe(30_000);
  });
});
