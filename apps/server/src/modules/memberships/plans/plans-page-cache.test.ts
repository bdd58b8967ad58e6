import { describe, expect, it } from 'vitest';
import { createPlansPageCache } from './plans-page-cache.js';

describe('the pricing page cache', () => {
  const setUp = () => {
    let clock = 0;
    let computed = 0;
    const cache = createPlansPageCache<number>({ maxAgeMs: 1_000, now: () => clock });
    const read = (key = 'page-1') => cache.read(key, async () => (computed += 1));
    return { cache, read, advance: (ms: number) => (clock += ms), computed: () => computed };
  };

  it('answers again what it computed within its age, and computes afresh after it', async () => {
    const { read, advance, computed } = setUp();
    expect(await read()).toBe(1);
    advance(999);
    expect(await read()).toBe(1);
    advance(1);
    expect(await read()).toBe(2);
    expect(computed()).toBe(2);
  });

  it('shares one computation between reads arriving while it runs, and keeps pages apart', async () => {
    const { read, computed } = setUp();
    const [a, b, other] = await Promise.all([read(), read(), read('page-2')]);
    expect([a, b, other]).toEqual([1, 1, 2]);
    expect(computed()).toBe(2);
  });

  it('drops what it kept when a plan is written, also a computation still running', async () => {
    const { cache, read } = setUp();
    const running = read();
    cache.forget();
    expect(await running).toBe(1);
    expect(await read()).toBe(2);
    cache.forget();
    expect(await read()).toBe(3);
  });

  it('does not keep a failed computation', async () => {
    const { cache } = setUp();
    await expect(cache.read('page-1', () => Promise.reject(new Error('database away')))).rejects.toThrow('database away');
    expect(await cache.read('page-1', async () => 7)).toBe(7);
  });
});
