import { describe, expect, it } from 'vitest';
import { createHeardCache } from './heard-cache.js';

function heard(options: { maxEntries?: number; maxAgeMs?: number; now?: () => number } = {}) {
  const cache = createHeardCache<string | null>({ maxEntries: 100, maxAgeMs: 60_000, ...options });
  cache.setListening(true);
  return cache;
}

describe('values kept while changes are heard', () => {
  it('keeps nothing while changes are not heard, and drops everything when hearing stops or starts again', () => {
    const cache = createHeardCache<string>({ maxEntries: 10, maxAgeMs: 60_000 });
    cache.set('a', 'một', cache.generation());
    expect(cache.get('a')).toBeUndefined();
    cache.setListening(true);
    cache.set('a', 'một', cache.generation());
    expect(cache.get('a')).toBe('một');
    cache.setListening(false);
    expect(cache.size).toBe(0);
    cache.setListening(true);
    cache.set('a', 'một', cache.generation());
    cache.setListening(true);
    expect(cache.get('a')).toBeUndefined();
  });

  it('keeps null as a value: only undefined says "read it"', () => {
    const cache = heard();
    cache.set('blocked', null, cache.generation());
    expect(cache.get('blocked')).toBeNull();
    expect(cache.get('unknown')).toBeUndefined();
  });

  it('does not keep a read that began before any key was forgotten', () => {
    const cache = heard();
    const since = cache.generation();
    cache.forget('someone-else');
    cache.set('a', 'cũ', since);
    expect(cache.get('a')).toBeUndefined();
    const again = cache.generation();
    cache.forgetAlias('nothing-kept-under-it');
    cache.set('a', 'cũ', again);
    expect(cache.get('a')).toBeUndefined();
  });

  it('drops a key named, an entry by one of its aliases, or everything for "*"', () => {
    const cache = heard();
    const keep = (key: string, aliases: string[] = []) => cache.set(key, key, cache.generation(), { aliases });
    keep('a', ['a1', 'a2']);
    keep('b', ['b1']);
    cache.forgetAlias('a2');
    expect([cache.get('a'), cache.get('b')]).toEqual([undefined, 'b']);
    cache.forget('b');
    expect(cache.get('b')).toBeUndefined();
    keep('a');
    keep('b');
    cache.forget('*');
    expect(cache.size).toBe(0);
  });

  it('answers only before the deadline the value declares, on the clock the reader gives, and no longer than its maximum age', () => {
    let wall = 0;
    const cache = heard({ maxAgeMs: 1_000, now: () => wall });
    cache.set('a', 'đến 500', cache.generation(), { until: 500 });
    expect(cache.get('a', 499)).toBe('đến 500');
    expect(cache.get('a', 500)).toBeUndefined();
    cache.set('a', 'mãi', cache.generation());
    wall = 1_000;
    expect(cache.get('a')).toBe('mãi');
    wall = 1_001;
    expect(cache.get('a')).toBeUndefined();
  });

  it('holds at most maxEntries, dropping the one kept longest', () => {
    const cache = heard({ maxEntries: 2 });
    for (const key of ['a', 'b', 'c']) cache.set(key, key, cache.generation());
    expect([cache.get('a'), cache.get('b'), cache.get('c'), cache.size]).toEqual([undefined, 'b', 'c', 2]);
  });

  it('a key kept again under other aliases is not dropped by its old ones', () => {
    const cache = heard();
    cache.set('a', 'một', cache.generation(), { aliases: ['x'] });
    cache.set('b', 'hai', cache.generation(), { aliases: ['x'] });
    cache.forgetAlias('x');
    expect([cache.get('a'), cache.get('b')]).toEqual(['một', undefined]);
  });
});
