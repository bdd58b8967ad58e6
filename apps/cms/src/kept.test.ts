import { describe, expect, it } from 'vitest';
import { KeptEntries } from './kept.js';

const bytes = (n: number) => Buffer.alloc(n, 'x');
const listening = (maxBytes: number) => {
  const kept = new KeptEntries(maxBytes);
  kept.listening = true;
  return kept;
};

describe('kept entries', () => {
  it('keep nothing while no notices of writes are heard', () => {
    const kept = new KeptEntries(10_000);
    kept.set('a', bytes(10), ['article'], kept.generation);
    expect(kept.get('a')).toBeUndefined();
  });

  it('are bounded by their bytes, the least recently read leaving first', () => {
    const kept = listening(3 * (1000 + 1 + 96));
    for (const key of ['a', 'b', 'c']) kept.set(key, bytes(1000), ['article'], kept.generation);
    expect(kept.get('a')).toBeDefined();
    kept.set('d', bytes(1000), ['article'], kept.generation);
    expect(kept.get('b')).toBeUndefined();
    expect(['a', 'c', 'd'].map((k) => kept.get(k) !== undefined)).toEqual([true, true, true]);
  });

  it('leave when a type they show is written, the others staying', () => {
    const kept = listening(10_000);
    kept.set('article', bytes(10), ['article', 'category'], kept.generation);
    kept.set('faq', bytes(10), ['faq'], kept.generation);
    kept.drop(['category']);
    expect(kept.get('article')).toBeUndefined();
    expect(kept.get('faq')).toBeDefined();
  });

  it('are not kept when rendered by a read that began before a write was heard', () => {
    const kept = listening(10_000);
    const before = kept.generation;
    kept.drop(['hashtag']);
    kept.set('faq', bytes(10), ['faq'], before);
    expect(kept.get('faq')).toBeUndefined();
    kept.set('faq', bytes(10), ['faq'], kept.generation);
    expect(kept.get('faq')).toBeDefined();
  });
});
