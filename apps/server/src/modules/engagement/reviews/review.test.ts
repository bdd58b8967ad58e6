import { describe, expect, it } from 'vitest';
import { histogramOf, NO_TOTALS, ratingOf, visibleCount } from './review.js';

describe('ratings', () => {
  it('averages to two decimals and reads 0 before any review', () => {
    expect(ratingOf(0, 0)).toEqual({ average: 0, count: 0 });
    expect(ratingOf(3, 13)).toEqual({ average: 4.33, count: 3 });
    expect(ratingOf(40, 161)).toEqual({ average: 4.03, count: 40 });
  });

  it('counts the reviews a star filter shows from the histogram', () => {
    const totals = { ...NO_TOTALS, reviewCount: 6, starSum: 24, stars5: 3, stars4: 2, stars1: 1 };
    expect(histogramOf(totals)).toEqual([1, 0, 0, 2, 3]);
    expect(visibleCount(totals)).toBe(6);
    expect(visibleCount(totals, 4)).toBe(2);
    expect(visibleCount(totals, 2)).toBe(0);
  });
});
