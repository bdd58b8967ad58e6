import { describe, expect, it } from 'vitest';
import { isSellingOut } from './sell-out.js';

describe('an event about to sell out', () => {
  it.each([
    [{ capacity: 100, left: 11 }, false],
    [{ capacity: 100, left: 10 }, true],
    [{ capacity: 1000, left: 100 }, true],
    [{ capacity: 1000, left: 101 }, false],
    [{ capacity: 20, left: 6 }, false],
    [{ capacity: 20, left: 5 }, true],
    [{ capacity: 3, left: 3 }, true],
    [{ capacity: 100, left: 0 }, false],
    [{ capacity: 0, left: 0 }, false],
  ])('%o → %s', (seats, expected) => {
    expect(isSellingOut(seats)).toBe(expected);
  });
});
