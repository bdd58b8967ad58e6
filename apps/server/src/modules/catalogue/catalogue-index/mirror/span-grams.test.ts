import { describe, expect, it } from 'vitest';
import { createSpanGrams, spansOf } from './span-grams.js';
import { TextColumn } from './text-column.js';
import { bigramOf, createTrigrams, narrowest, trigramsOf } from './trigrams.js';

const columnOf = (texts: readonly string[]) => {
  const c = new TextColumn(32);
  c.reserve(texts.length);
  texts.forEach((text, i) => c.set(i, text));
  return c;
};

describe('the spans over a space', () => {
  const words = [
    'workshop hoi thao so 1 ve vip nha to chuc 7',
    'lop hoc tieng anh so 2 ve thuong',
    'hoi  thao piano',
    ' khoa hoc ',
    'a b c',
    'tieng nhat nha to chuc 12',
  ];
  const texts = Array.from({ length: 6000 }, (_, i) => `${words[i % words.length]}${i % 11 === 0 ? ` workshop nha ${i}` : ''}`);
  const column = columnOf(texts);
  const spans = createSpanGrams(column, Int32Array.from(texts.keys()));

  it('keep every slot holding a phrase in the lists of its spans, a phrase cut anywhere in a word', () => {
    const needles = [
      'workshop nha',
      'hop nha to',
      'p nha to chuc 1',
      'hoc tieng nh',
      'i  tha',
      'i  thao',
      ' khoa hoc ',
      'a b c',
      'b c',
      'nha to ch',
      'op hoi',
      'so 2 ve',
    ];
    for (const needle of needles) {
      const holding = [...texts.keys()].filter((i) => texts[i]!.includes(needle));
      for (const id of spansOf(needle)) {
        const list = spans.list(id);
        if (!list) continue;
        expect(Array.from(list)).toEqual([...list].sort((a, b) => a - b));
        expect(
          holding.every((i) => list.includes(i)),
          needle,
        ).toBe(true);
      }
    }
  });

  it('tell a phrase no slot holds by a span whose list is empty, though its words are everywhere', () => {
    const lists = spansOf('workshop hoi thao nha to').map((id) => spans.list(id));
    expect(lists.some((list) => list?.length === 0)).toBe(true);
  });

  it('take no span the needle cuts short at its ends', () => {
    expect(spansOf('p n')).toEqual([]);
    expect(spansOf('hoi')).toEqual([]);
    expect(spansOf('thao nh')).toHaveLength(0);
    expect(spansOf('thao nha')).toHaveLength(1);
  });

  it('keep no list for a span most slots hold', () => {
    const common = spansOf('nha to chuc').map((id) => spans.list(id));
    expect(common.some((list) => list === undefined)).toBe(true);
  });
});

describe('narrowing lists', () => {
  it('keeps every slot all the lists hold, stopping once the lists no longer narrow', () => {
    const texts = Array.from({ length: 4000 }, (_, i) => (i % 3 === 0 ? `lop hoc tieng anh ${i}` : `lop hoc tieng nhat ${i}`));
    const trigrams = createTrigrams(columnOf(texts), Int32Array.from(texts.keys()));
    const lists = trigramsOf('lop hoc tieng nh').map((id) => trigrams.list(id));
    const narrowed = Array.from(narrowest(lists, 10));
    const holding = [...texts.keys()].filter((i) => texts[i]!.includes('lop hoc tieng nh'));
    expect(holding.every((i) => narrowed.includes(i))).toBe(true);
    expect(narrowed).toEqual([...narrowed].sort((a, b) => a - b));
  });
});

describe('the bigrams of courses', () => {
  it('narrow a word of two letters to the slots holding it', () => {
    const texts = Array.from({ length: 2000 }, (_, i) => (i % 9 === 0 ? `khoa hoc da nang ${i}` : `khoa hoc ha noi ${i}`));
    const bigrams = createTrigrams(columnOf(texts), Int32Array.from(texts.keys()), 2);
    for (const needle of ['da', 'na', 'zz', 'h ']) {
      const list = Array.from(bigrams.list(bigramOf(needle)!));
      const holding = [...texts.keys()].filter((i) => texts[i]!.includes(needle));
      expect(holding.every((i) => list.includes(i))).toBe(true);
      expect(list.length).toBeLessThan(texts.length);
    }
    expect(bigramOf('dan')).toBeUndefined();
  });
});
