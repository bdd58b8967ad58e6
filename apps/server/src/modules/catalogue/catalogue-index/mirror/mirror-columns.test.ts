import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { compareIds, formatUuid, IdSlots, parseUuid } from './id-slots.js';
import { needleOf, TextColumn } from './text-column.js';
import { createTrigrams, trigramsOf } from './trigrams.js';
import { createMirrorStore, typeIndex, type MirrorRow } from './mirror-store.js';

const idsOf = (texts: string[]) => {
  const words = new Uint32Array(texts.length * 4);
  texts.forEach((text, i) => parseUuid(text, words, i * 4));
  return words;
};

describe('ids kept as words', () => {
  it('read back as PostgreSQL writes them', () => {
    const texts = ['00000000-0000-0000-0000-000000000000', 'ffffffff-ffff-ffff-ffff-ffffffffffff', ...Array.from({ length: 50 }, () => randomUUID())];
    const words = idsOf(texts);
    expect(texts.map((_, i) => formatUuid(words, i * 4))).toEqual(texts);
    expect(formatUuid(idsOf(['0000000B-0000-4000-8000-00000000000A']), 0)).toBe('0000000b-0000-4000-8000-00000000000a');
  });

  it('sort as their text sorts', () => {
    const texts = Array.from({ length: 200 }, () => randomUUID());
    const words = idsOf(texts);
    const byWords = texts.map((_, i) => i).sort((a, b) => compareIds(words, a * 4, b * 4));
    expect(byWords.map((i) => texts[i])).toEqual([...texts].sort());
  });

  it('refuse what is not a uuid', () => {
    expect(() => idsOf(['not-a-uuid'])).toThrow('not a uuid');
    expect(() => idsOf(['00000000-0000-0000-0000-0000000000001'])).toThrow('not a uuid');
  });

  it('find their slot through many puts and removals, as a Map would', () => {
    const n = 5000;
    // Ids alike but for their last digits, as the test fixtures' are.
    const texts = Array.from({ length: n }, (_, i) => `0000000c-0000-4000-8000-${String(i % 1700).padStart(12, '0')}`);
    const words = idsOf(texts);
    const table = new IdSlots(() => words);
    const expected = new Map<string, number>();
    const key = new Uint32Array(4);
    for (let s = 0; s < n; s++) {
      expect(table.put(s)).toBe(expected.get(texts[s]!) ?? -1);
      expected.set(texts[s]!, s);
      if (s % 3 === 0) {
        const gone = texts[(s * 7) % (s + 1)]!;
        parseUuid(gone, key, 0);
        expect(table.remove(key, 0)).toBe(expected.get(gone) ?? -1);
        expected.delete(gone);
      }
    }
    expect(table.size).toBe(expected.size);
    for (const text of new Set(texts)) {
      parseUuid(text, key, 0);
      expect(table.find(key, 0)).toBe(expected.get(text) ?? -1);
    }
  });
});

describe('texts kept as UTF-8', () => {
  const column = (texts: string[]) => {
    const c = new TextColumn(4);
    c.reserve(texts.length);
    texts.forEach((text, i) => c.set(i, text, true));
    return c;
  };

  it('read back whole, shared or not, past the first room', () => {
    const texts = ['Hội thảo', 'Hội thảo', '', '😀 emoji', 'x'.repeat(10_000), 'Hội thảo'];
    const c = column(texts);
    expect(texts.map((_, i) => c.get(i))).toEqual(texts);
  });

  it('sort by code points, as PostgreSQL\u2019s "C" collation', () => {
    const texts = ['b', 'a', 'ab', '', 'Ă', 'Z', '\uffff', '😀', 'a\u0000'];
    const c = column(texts);
    const sorted = texts.map((_, i) => i).sort((a, b) => c.compare(a, b));
    const byCodePoints = [...texts].sort((x, y) => {
      const a = [...x].map((ch) => ch.codePointAt(0)!);
      const b = [...y].map((ch) => ch.codePointAt(0)!);
      for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
      return a.length - b.length;
    });
    expect(sorted.map((i) => texts[i])).toEqual(byCodePoints);
  });

  it('hold a needle exactly where String.includes finds it', () => {
    const texts = ['hoi thao tri tue nhan tao so 12', 'aaab', 'abab', 'cafe đà lạt', '', 've vip nha to chuc 42'];
    const needles = ['', 'a', 'aab', 'bab', 'abab', 'ababa', 'đà', 'lạt', 'chuc 42', 'chuc 4', 'so 12', 'tri tue nhan tao so 123', 'x'.repeat(300)];
    const c = column(texts);
    for (const needle of needles) {
      const n = needleOf(needle);
      expect(texts.map((_, i) => c.includes(i, n))).toEqual(texts.map((text) => text.includes(needle)));
    }
  });
});

describe('the trigram index', () => {
  it('narrows to the slots holding every trigram of a needle, in order, whichever list is rarest', () => {
    const words = ['hoi thao yoga', 'hoa nhac piano', 'hoi thao piano so 1', 'yoga so 2', 'lop hoc piano', 'hoi thao yoga so 3'];
    const texts = Array.from({ length: 3000 }, (_, i) => `${words[i % words.length]} ${i % 7 === 0 ? 'thao piano' : ''}`);
    const c = new TextColumn(32);
    c.reserve(texts.length);
    texts.forEach((text, i) => c.set(i, text));
    const index = createTrigrams(c, Int32Array.from(texts.keys()));
    for (const needle of ['hoi thao piano', 'thao piano', 'yoga so', 'piano', 'zzz']) {
      const ids = trigramsOf(needle);
      const every = Array.from(index.every(ids, 0));
      const holding = [...texts.keys()].filter((i) => texts[i]!.includes(needle));
      expect(every).toEqual([...every].sort((a, b) => a - b));
      expect(
        holding.every((i) => every.includes(i)),
        needle,
      ).toBe(true);
      expect(every.length).toBeLessThanOrEqual(index.fewest(ids).length);
    }
  });
});

describe('the store', () => {
  const row = (id: string, title: string, words: string): MirrorRow => ({
    kind: 'E_BOOK',
    id,
    title,
    listWords: words,
    startsUs: null,
    endsUs: null,
    position: 0,
    publishedUs: null,
    createdUs: null,
  });

  it('answers a slot’s id, title and words, and finds a live entry by its id', () => {
    const store = createMirrorStore(2);
    const [a, b] = [randomUUID(), randomUUID()];
    store.add([row(a, 'Sách hay', 'sach hay'), row(b, 'Sách dở', 'sach do')]);
    store.seal();
    const slot = store.slotOf('E_BOOK', b)!;
    expect([store.idOf(slot), store.titleOf(slot), store.wordsOf(slot)]).toEqual([b, 'Sách dở', 'sach do']);
    store.apply([], [{ kind: 'E_BOOK', id: b }]);
    expect(store.slotOf('E_BOOK', b)).toBeUndefined();
    expect(store.orders[typeIndex('E_BOOK')!]!.slots.length).toBe(1);
  });
});
