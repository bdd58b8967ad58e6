import { describe, expect, it } from 'vitest';
import { createKeptTotals } from './kept-totals.js';

describe('kept totals of the public event list', () => {
  const make = (options: { maxAgeMs?: number; staleUpToMs?: number; maxFilters?: number } = {}) => {
    let clock = 0;
    const totals = createKeptTotals({ now: () => clock, ...options });
    return { totals, later: (ms: number) => (clock += ms) };
  };

  it('counts exactly up to 200 matches and keeps a total above that for 30 seconds', () => {
    const { totals, later } = make();
    expect(totals.exactUpTo).toBe(200);
    totals.set('all', 42_540, totals.generation());
    expect(totals.get('all')).toBe(42_540);
    later(30_000);
    expect(totals.get('all')).toBe(42_540);
    later(1);
    expect(totals.get('all')).toBeUndefined();
  });

  it('forgets every total when an event changes', () => {
    const { totals } = make();
    totals.set('all', 500, totals.generation());
    totals.set('workshop', 300, totals.generation());
    totals.changed();
    expect(totals.get('all')).toBeUndefined();
    expect(totals.get('workshop')).toBeUndefined();
  });

  it('does not keep a total counted before an event changed (it may have missed the change)', () => {
    const { totals } = make();
    const since = totals.generation();
    totals.changed();
    totals.set('all', 500, since);
    expect(totals.get('all')).toBeUndefined();
    totals.set('all', 501, totals.generation());
    expect(totals.get('all')).toBe(501);
  });

  it('keeps the most recently used filters only', () => {
    const { totals } = make({ maxFilters: 2 });
    totals.set('a', 300, 0);
    totals.set('b', 400, 0);
    expect(totals.get('a')).toBe(300);
    totals.set('c', 500, 0);
    expect(totals.get('b')).toBeUndefined();
    expect(totals.get('a')).toBe(300);
    expect(totals.get('c')).toBe(500);
  });

  it('keeps what else was counted for a filter only beside its total, and forgets both together', () => {
    const { totals } = make();
    totals.setExtra('all', 'marks', totals.generation());
    expect(totals.extraOf('all')).toBeUndefined();
    totals.set('all', 500, totals.generation());
    totals.setExtra('all', 'marks', totals.generation());
    expect(totals.extraOf('all')).toBe('marks');
    totals.changed();
    expect(totals.extraOf('all')).toBeUndefined();
  });

  it('counts a filter once for callers that arrive while it is being counted, and again once that count is over', async () => {
    const { totals } = make();
    let counts = 0;
    let finish!: (n: number) => void;
    const count = () => {
      counts += 1;
      return new Promise<number>((resolve) => (finish = resolve));
    };
    const waiting = Array.from({ length: 50 }, () => totals.shared('all', count));
    finish(42_540);
    expect(await Promise.all(waiting)).toEqual(Array(50).fill(42_540));
    expect(counts).toBe(1);
    const again = totals.shared('all', count);
    finish(42_541);
    expect(await again).toBe(42_541);
    expect(counts).toBe(2);
  });

  it('lets the next caller count again when a shared count fails', async () => {
    const { totals } = make();
    await expect(totals.shared('all', () => Promise.reject(new Error('connection lost')))).rejects.toThrow('connection lost');
    expect(await totals.shared('all', async () => 7)).toBe(7);
  });

  it('still answers a total past its age, saying it is stale, until it is too old to show', () => {
    const { totals, later } = make({ maxAgeMs: 30_000, staleUpToMs: 300_000 });
    totals.set('all', 42_540, totals.generation(), 'marks');
    expect(totals.read('all')).toEqual({ total: 42_540, extra: 'marks', stale: false });
    later(31_000);
    expect(totals.get('all')).toBeUndefined();
    expect(totals.read('all')).toEqual({ total: 42_540, extra: 'marks', stale: true });
    later(270_000);
    expect(totals.read('all')).toBeUndefined();
  });
});
