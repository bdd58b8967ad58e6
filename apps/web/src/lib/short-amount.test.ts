import { describe, expect, it } from 'vitest';
import { formatShortAmount } from './short-amount';

describe('short VND amounts on chart axes', () => {
  it.each([
    [0, '0'],
    [500, '500'],
    [800_000, '800K'],
    [15_500, '15,5K'],
    [1_200_000, '1,2 tr'],
    [999_999, '1 tr'],
    [25_000_000, '25 tr'],
    [3_000_000_000, '3 tỷ'],
    [-800_000, '-800K'],
  ])('%d reads "%s"', (amount, text) => {
    expect(formatShortAmount(amount)).toBe(text);
  });
});
