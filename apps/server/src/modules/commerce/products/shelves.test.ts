import { describe, expect, it } from 'vitest';
import { jsonTimeOf } from './shelves.repository.js';

describe("a shelf's times", () => {
  it('are written as toISOString writes the same instant, whatever digits PostgreSQL gives', () => {
    for (const [utc, instant] of [
      ['2026-11-28 19:00:00', '2026-11-28T19:00:00Z'],
      ['2026-11-28 19:00:00.5', '2026-11-28T19:00:00.500Z'],
      ['2026-11-28 19:00:00.12', '2026-11-28T19:00:00.120Z'],
      ['2026-11-28 19:00:00.123456', '2026-11-28T19:00:00.123Z'],
      ['2026-11-28 19:00:00.999999', '2026-11-28T19:00:00.999Z'],
    ] as const) {
      expect(jsonTimeOf(utc)).toBe(JSON.stringify(new Date(instant).toISOString()));
    }
  });

  it('are null when there is none', () => {
    expect(jsonTimeOf(null)).toBe('null');
  });
});
