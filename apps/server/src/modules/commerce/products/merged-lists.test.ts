import { describe, expect, it } from 'vitest';
import type { IndexedListingPage } from './product-type.js';
import { keptMerge, mergeSorted, type Listed } from './merged-lists.js';

/** A seeded pseudo-random source (the same lists every run). */
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/** The merge as it was first written: every head compared at every step, the first list's head first at a tie. */
function everyHeadEachStep(lists: readonly Listed[][], take: number): Listed[] {
  const heads = lists.map(() => 0);
  const out: Listed[] = [];
  while (out.length < take) {
    let best = -1;
    for (let i = 0; i < lists.length; i++) {
      const candidate = lists[i]![heads[i]!];
      const bestItem = best >= 0 ? lists[best]![heads[best]!]! : undefined;
      if (candidate && (!bestItem || byStartAsFirst(candidate, bestItem) < 0)) best = i;
    }
    if (best < 0) break;
    out.push(lists[best]![heads[best]!++]!);
  }
  return out;
}
function byStartAsFirst(a: Listed, b: Listed): number {
  const at = a.startsAt?.getTime() ?? Infinity;
  const bt = b.startsAt?.getTime() ?? Infinity;
  if (at !== bt) return at < bt ? -1 : 1;
  if (a.title !== b.title) return a.title < b.title ? -1 : 1;
  return a.productItemId < b.productItemId ? -1 : a.productItemId > b.productItemId ? 1 : 0;
}

/** Lists of few starts and titles (many ties, some undated), each in an order of its own, not always the merge's. */
function lists(next: () => number): Listed[][] {
  return Array.from({ length: 1 + Math.floor(next() * 5) }, (_, t) =>
    Array.from({ length: Math.floor(next() * 40) }, (_, i) => ({
      productItemType: `T${t}`,
      productItemId: `${Math.floor(next() * 6)}`,
      title: ['a', 'b', 'c'][Math.floor(next() * 3)]!,
      startsAt: next() < 0.2 ? null : new Date(Math.floor(next() * 5) * 60_000 + (next() < 0.7 ? i * 30_000 : 0)),
    })),
  );
}

describe('merging the types’ lists', () => {
  it('takes the items in the order of comparing every head at every step', () => {
    const next = random(36);
    for (let round = 0; round < 500; round++) {
      const given = lists(next);
      for (const take of [0, 1, 7, 60, 500]) expect(mergeSorted(given, take)).toEqual(everyHeadEachStep(given, take));
    }
  });

  it('is kept with the index’s answer while the other types’ lists are the same', () => {
    const page: IndexedListingPage = { entries: new Map(), total: 0 };
    const other = [{ productItemType: 'X', productItemId: '1', title: 'x', startsAt: null }];
    let merges = 0;
    const merge = () => (merges++, [...other]);
    const first = keptMerge(page, [undefined, other], merge);
    expect(keptMerge(page, [undefined, other], merge)).toBe(first);
    expect(merges).toBe(1);
    expect(keptMerge(page, [undefined, [...other]], merge)).not.toBe(first);
    expect(keptMerge({ entries: new Map(), total: 0 }, [undefined, other], merge)).not.toBe(first);
    expect(keptMerge(undefined, [], merge)).toEqual(other);
    expect(merges).toBe(4);
  });
});
