import { describe, expect, it } from 'vitest';
import { createAccessCache } from './access-cache.js';

const host = { id: 'u1', role: 'HOST' as const };

function listeningCache(options: Parameters<typeof createAccessCache>[0] = {}) {
  const cache = createAccessCache(options);
  cache.setListening(true);
  return cache;
}

describe('what the access check remembers of accounts', () => {
  it('answers what was read of an account, and that a blocked one may not act', () => {
    const cache = listeningCache();
    cache.set('u1', host, cache.generation());
    cache.set('u2', null, cache.generation());
    expect(cache.get('u1')).toEqual(host);
    expect(cache.get('u2')).toBeNull();
    expect(cache.get('u3')).toBeUndefined();
  });

  it('keeps a copy of its own, so a caller changing its actor changes nothing kept', () => {
    const cache = listeningCache();
    const actor = { ...host };
    cache.set('u1', actor, cache.generation());
    actor.role = 'ADMIN' as 'HOST';
    expect(cache.get('u1')).toEqual(host);
    expect(() => ((cache.get('u1') as { role: string }).role = 'ADMIN')).toThrow();
  });

  it('forgets an account said to have changed', () => {
    const cache = listeningCache();
    cache.set('u1', host, cache.generation());
    cache.forget('u1');
    expect(cache.get('u1')).toBeUndefined();
  });

  it('does not keep a read that began before a change was heard', () => {
    const cache = listeningCache();
    const since = cache.generation();
    cache.forget('u1');
    cache.set('u1', host, since);
    expect(cache.get('u1')).toBeUndefined();
  });

  it('forgets everyone when every account may have changed', () => {
    const cache = listeningCache();
    cache.set('u1', host, cache.generation());
    cache.set('u2', null, cache.generation());
    cache.forgetAll();
    expect(cache.size).toBe(0);
  });

  it('answers and keeps nothing while changes are not being heard, and drops what it had', () => {
    const cache = createAccessCache();
    cache.set('u1', host, cache.generation());
    expect(cache.get('u1')).toBeUndefined();
    cache.setListening(true);
    const before = cache.generation();
    cache.set('u1', host, before);
    cache.setListening(false);
    expect(cache.get('u1')).toBeUndefined();
    // A read begun while deaf is not kept once listening again: a change in between was not heard.
    const whileDeaf = cache.generation();
    cache.setListening(true);
    cache.set('u1', host, whileDeaf);
    expect(cache.get('u1')).toBeUndefined();
  });

  it('reads an account again once its entry is older than the age allowed', () => {
    let now = 0;
    const cache = listeningCache({ maxAgeMs: 1000, now: () => now });
    cache.set('u1', host, cache.generation());
    now = 1000;
    expect(cache.get('u1')).toEqual(host);
    now = 1001;
    expect(cache.get('u1')).toBeUndefined();
  });

  it('holds at most as many accounts as allowed, dropping the one kept longest', () => {
    const cache = listeningCache({ maxEntries: 2 });
    for (const id of ['a', 'b', 'c']) cache.set(id, { id, role: 'USER' }, cache.generation());
    expect(cache.size).toBe(2);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('c')).toEqual({ id: 'c', role: 'USER' });
  });
});
