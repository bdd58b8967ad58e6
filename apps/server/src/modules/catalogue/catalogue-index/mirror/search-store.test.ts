import { describe, expect, it } from 'vitest';
import { createSearchStore, type SearchRow } from './search-store.js';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const TITLES = ['hoi thao thiet ke', 'workshop gom su', 'hoa nhac mua thu', 'giao luu hoi thao sach', 'lop thao luan nhac', 'hoi sach'];
/** Events around `now` (some undated), hosts by followers: each kind in its order, as the load reads them. */
function rows(now: number): SearchRow[] {
  const events = Array.from({ length: 300 }, (_, n) => ({
    kind: 'EVENT',
    id: id(n),
    words: ` ${TITLES[n % TITLES.length]} ${n} `,
    order: n % 17 === 0 ? null : now + ((n * 37) % 200) - 100,
  }));
  const hosts = Array.from({ length: 20 }, (_, n) => ({ kind: 'HOST', id: id(1000 + n), words: ` nha to chuc ${n} to chuc ${n} `, order: -(n % 7) }));
  const sorted = (list: SearchRow[]) =>
    list.sort((a, b) => (a.order === null ? -1 : 0) - (b.order === null ? -1 : 0) || (a.order ?? 0) - (b.order ?? 0) || a.id.localeCompare(b.id));
  return [...sorted(events), ...sorted(hosts)];
}
const loaded = (list: SearchRow[]) => {
  const store = createSearchStore();
  store.add(list);
  store.seal();
  return store;
};

describe('the search mirror’s store', () => {
  const now = 1_800_000_000;
  const all = rows(now);
  const store = loaded(all);

  it('finds what holds every word at a word’s start, the phrase first, then in the kind’s order from `from` on', () => {
    const found = store.find(['EVENT'], ['hoi', 'thao'], 20, () => now);
    const words = (hit: { id: string }) => all.find((row) => row.id === hit.id)!.words;
    const phrase = found.filter((hit) => words(hit).includes(' hoi thao'));
    expect(phrase.length).toBe(20);
    expect(found.map((hit) => hit.place)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    const orders = found.map((hit) => all.find((row) => row.id === hit.id)!.order);
    const undated = orders.filter((order) => order === null).length;
    expect(undated).toBeGreaterThan(0);
    const dated = orders.slice(undated) as number[];
    expect(dated.every((order, i) => order >= now && (i === 0 || order >= dated[i - 1]!))).toBe(true);
    // Words apart come after the phrase; a word inside another word is no match.
    expect(store.find(['EVENT'], ['thao', 'hoi'], 300, () => now).filter((hit) => !words(hit).includes(' thao hoi')).length).toBeGreaterThan(0);
    expect(store.find(['EVENT'], ['ao'], 5, () => now)).toEqual([]);
    expect(store.find(['HOST'], ['chuc', '1'], 3, () => -Infinity).map((hit) => all.find((row) => row.id === hit.id)!.order)).toEqual([-6, -5, -5]);
  });

  it('answers alike from entries loaded and from the same entries changed since an empty load', () => {
    const changed = loaded([]);
    changed.apply(all, []);
    // Also: a word starting a hundred words (read from the texts, or its lists gathered), a phrase no entry holds (its words
    // followed elsewhere, or never), words typed twice.
    const questions = [
      ['hoi', 'thao'],
      ['thao', 'hoi'],
      ['nhac'],
      ['hoi', 's'],
      ['giao', 'luu', 'hoi'],
      ['gom', 'su', '1'],
      ['1'],
      ['zz'],
      ['chuc', '1'],
      ['1', 'hoi'],
      ['thao', '1'],
      ['hoi', 'thao', 'hoi'],
      ['sach', 'hoi'],
      ['mua', 'nhac'],
      ['nhac', 'mua'],
      ['hoi', 'hoi'],
      ['thao', 'thao', 'th'],
    ];
    for (const words of questions) {
      for (const kind of ['EVENT', 'HOST']) {
        for (const limit of [1, 3, 20, 300])
          expect(
            changed.find([kind], words, limit, () => now),
            words.join(' '),
          ).toEqual(store.find([kind], words, limit, () => now));
      }
    }
  });

  it('answers alike with the words most entries hold read by bitmaps', () => {
    const dense = createSearchStore({ denseMin: 20 });
    dense.add(all);
    dense.seal();
    const questions = [['hoi', 'thao'], ['thao', 'hoi'], ['hoi', 'sach'], ['lop', 'thao', 'nhac'], ['nhac'], ['chuc', '1'], ['hoi', 'thao', 'hoi']];
    for (const words of questions) {
      for (const limit of [1, 5, 300])
        expect(
          dense.find(['EVENT', 'HOST'], words, limit, () => now),
          words.join(' '),
        ).toEqual(store.find(['EVENT', 'HOST'], words, limit, () => now));
    }
  });

  it('puts a changed entry in its new place, and leaves out one gone', () => {
    const store = loaded(all);
    const first = store.find(['EVENT'], ['workshop'], 1, () => now)[0]!;
    store.apply([{ kind: 'EVENT', id: first.id, words: ' hoi thao gom su ', order: null }], []);
    expect(store.find(['EVENT'], ['workshop'], 1, () => now)[0]!.id).not.toBe(first.id);
    expect(store.find(['EVENT'], ['hoi', 'thao', 'gom'], 5, () => now).map((hit) => hit.id)).toEqual([first.id]);
    store.apply([], [{ kind: 'EVENT', id: first.id }]);
    expect(store.find(['EVENT'], ['hoi', 'thao', 'gom'], 5, () => now)).toEqual([]);
  });

  it('knows a word an entry holds, the start of one when it is typed last, and a short word, but not those of entries gone', () => {
    const store = loaded(all);
    expect(store.knows('workshop', false)).toBe(true);
    expect(store.knows('worksh', false)).toBe(false);
    expect(store.knows('worksh', true)).toBe(true);
    expect(store.knows('zz', false)).toBe(true);
    expect(store.knows('wokrshop', false)).toBe(false);
    store.apply([], [{ kind: 'HOST', id: id(1000) }]);
    expect(store.knows('nha', false)).toBe(true);
    const one = loaded([{ kind: 'POST', id: id(1), words: ' kintsugi ', order: null }]);
    one.apply([], [{ kind: 'POST', id: id(1) }]);
    expect(one.knows('kintsugi', false)).toBe(false);
    one.apply([{ kind: 'POST', id: id(2), words: ' kintsugi ', order: null }], []);
    expect(one.knows('kintsugi', false)).toBe(true);
  });
});
