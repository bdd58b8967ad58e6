import { describe, expect, it } from 'vitest';
import { denseBitmaps, gallop, scanBitmaps, SlotWalk } from './slot-walk.js';
import { mayFollow, wordPairs } from './word-pairs.js';

/** A seeded pseudo-random source (the same lists every run). */
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}
const ascending = (next: () => number, n: number, max: number) => Int32Array.from(new Set(Array.from({ length: n }, () => Math.floor(next() * max)))).sort();

/** What the walk should answer: the slots in [from, past) every term holds, a term holding those of any of its lists. */
function expected(terms: Int32Array[][], from: number, past: number): number[] {
  if (!terms.length) return [];
  const held = terms.map((lists) => new Set(lists.flatMap((list) => [...list])));
  return [...held[0]!].filter((s) => s >= from && s < past && held.every((set) => set.has(s))).sort((a, b) => a - b);
}
function walked(terms: Int32Array[][], from: number, past: number, walk = new SlotWalk()): number[] {
  walk.clear();
  for (const lists of terms) {
    for (const list of lists) walk.addList(list, 0, list.length);
    walk.endTerm();
  }
  walk.seek(from);
  const out: number[] = [];
  for (let s = walk.next(past); s >= 0; s = walk.next(past)) out.push(s);
  return out;
}

describe('gallop', () => {
  it('finds the first index whose slot is the target or more, within [lo, hi)', () => {
    const list = Int32Array.from([2, 4, 4, 8, 16, 32, 64]);
    for (let target = 0; target <= 70; target++) {
      for (let lo = 0; lo <= list.length; lo++) {
        let want = lo;
        while (want < list.length && list[want]! < target) want++;
        expect(gallop(list, lo, list.length, target)).toBe(want);
      }
    }
    expect(gallop(list, 0, 3, 100)).toBe(3);
    expect(gallop(new Int32Array(0), 0, 0, 5)).toBe(0);
  });
});

describe('the slot walk', () => {
  it('answers nothing with no term, an empty list or an empty term', () => {
    expect(walked([], 0, 100)).toEqual([]);
    expect(walked([[new Int32Array(0)]], 0, 100)).toEqual([]);
    expect(walked([[Int32Array.from([1, 2, 3])], []], 0, 100)).toEqual([]);
    expect(walked([[Int32Array.from([1, 2, 3])], [new Int32Array(0)]], 0, 100)).toEqual([]);
  });

  it('walks one list, from `from` and below `past`', () => {
    const list = Int32Array.from([0, 3, 5, 9, 12]);
    expect(walked([[list]], 0, 100)).toEqual([0, 3, 5, 9, 12]);
    expect(walked([[list]], 4, 12)).toEqual([5, 9]);
    expect(walked([[list]], 13, 100)).toEqual([]);
  });

  it('intersects lists of very different lengths, and unions within a term', () => {
    const next = random(7);
    const long = Int32Array.from({ length: 100_000 }, (_, i) => i * 3);
    const short = Int32Array.from([5, 6, 299_997, 300_001]);
    expect(walked([[short], [long]], 0, 400_000)).toEqual([6, 299_997]);
    expect(walked([[long], [short]], 0, 400_000)).toEqual([6, 299_997]);
    for (let round = 0; round < 40; round++) {
      const terms = Array.from({ length: 1 + Math.floor(next() * 4) }, () =>
        Array.from({ length: 1 + Math.floor(next() * 3) }, () => ascending(next, Math.floor(next() * (next() < 0.3 ? 20 : 3000)), 5000)),
      );
      const from = Math.floor(next() * 2000);
      const past = from + Math.floor(next() * 4000);
      expect(walked(terms, from, past), `round ${round}`).toEqual(expected(terms, from, past));
    }
  });

  it('seeks again, backwards too, and is reused once cleared', () => {
    const walk = new SlotWalk();
    const a = Int32Array.from([1, 4, 6, 8, 10, 15]);
    const b = Int32Array.from([4, 5, 8, 10, 11, 15]);
    expect(walked([[a], [b]], 9, 100, walk)).toEqual([10, 15]);
    walk.seek(0);
    expect(walk.next(9)).toBe(4);
    expect(walk.next(9)).toBe(8);
    expect(walk.next(9)).toBe(-1);
    expect(walked([[a]], 5, 9, walk)).toEqual([6, 8]);
  });
});

describe('the bitmaps', () => {
  /** Each term's lists as bitmaps of the words most slots hold (min 0: every list gets one), then scanned. */
  function scanned(terms: Int32Array[][], from: number, past: number, n: number, stopAfter = Infinity): number[] {
    const lists = terms.flat();
    const postStart = new Uint32Array(lists.length + 1);
    lists.forEach((list, i) => (postStart[i + 1] = postStart[i]! + list.length));
    const posts = new Int32Array(postStart[lists.length]!);
    lists.forEach((list, i) => posts.set(list, postStart[i]!));
    const { bits, offsets } = denseBitmaps(postStart, posts, n, 0);
    const termEnds: number[] = [];
    terms.reduce((m, term) => (termEnds.push(m + term.length), m + term.length), 0);
    const out: number[] = [];
    scanBitmaps(
      bits,
      lists.map((_, i) => offsets.get(i)!),
      termEnds,
      from,
      past,
      (s) => out.push(s) < stopAfter,
    );
    return out;
  }

  it('finds the slots every term holds within [from, past), wherever the bounds fall in a 32-bit word', () => {
    const next = random(11);
    const n = 3000;
    for (let round = 0; round < 40; round++) {
      const terms = Array.from({ length: 1 + Math.floor(next() * 3) }, () =>
        Array.from({ length: 1 + Math.floor(next() * 2) }, () => ascending(next, Math.floor(next() * 2000), n)),
      );
      const from = Math.floor(next() * n);
      const past = from + Math.floor(next() * (n - from + 1));
      expect(scanned(terms, from, past, n), `round ${round}`).toEqual(expected(terms, from, past));
    }
    const all = Int32Array.from({ length: 96 }, (_, i) => i);
    expect(scanned([[all]], 31, 33, 96)).toEqual([31, 32]);
    expect(scanned([[all]], 0, 96, 96)).toEqual(expected([[all]], 0, 96));
    expect(scanned([[all]], 40, 40, 96)).toEqual([]);
    expect(scanned([[all], [new Int32Array(0)]], 0, 96, 96)).toEqual([]);
    expect(scanned([], 0, 96, 96)).toEqual([]);
    expect(scanned([[all]], 5, 96, 96, 3)).toEqual([5, 6, 7]);
  });
});

describe('the word pairs', () => {
  it('never denies a pair an entry holds, and denies most others', () => {
    const next = random(3);
    const slots = Array.from({ length: 2000 }, () => Array.from({ length: 2 + Math.floor(next() * 6) }, () => Math.floor(next() * 500)));
    const tokens = Int32Array.from(slots.flat());
    const tokenStart = new Uint32Array(slots.length + 1);
    slots.forEach((words, s) => (tokenStart[s + 1] = tokenStart[s]! + words.length));
    const bits = wordPairs(tokens, tokenStart, slots.length);
    const held = new Set<number>();
    for (const words of slots) for (let i = 1; i < words.length; i++) held.add(words[i - 1]! * 1000 + words[i]!);
    for (const pair of held) expect(mayFollow(bits, Math.floor(pair / 1000), pair % 1000)).toBe(true);
    let said = 0;
    let asked = 0;
    for (let a = 0; a < 500; a += 3) {
      for (let b = 0; b < 500; b += 7) {
        if (held.has(a * 1000 + b)) continue;
        asked++;
        if (mayFollow(bits, a, b)) said++;
      }
    }
    expect(said / asked).toBeLessThan(0.06);
    expect(mayFollow(wordPairs(new Int32Array(0), new Uint32Array(1), 0), 1, 2)).toBe(false);
  });
});
