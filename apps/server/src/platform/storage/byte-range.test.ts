import { describe, expect, it } from 'vitest';
import { byteRange } from './byte-range.js';

describe('a Range header', () => {
  it.each([
    ['bytes=0-99', { start: 0, end: 99 }],
    ['bytes=100-', { start: 100, end: 999 }],
    ['bytes=-200', { start: 800, end: 999 }],
    ['bytes=990-5000', { start: 990, end: 999 }],
    ['bytes=-5000', { start: 0, end: 999 }],
  ])('%s of a 1000-byte file asks for %o', (header, range) => {
    expect(byteRange(header, 1000)).toEqual(range);
  });

  it('is unsatisfiable when it starts past the end or asks for nothing', () => {
    expect(byteRange('bytes=1000-', 1000)).toBe('unsatisfiable');
    expect(byteRange('bytes=-0', 1000)).toBe('unsatisfiable');
    expect(byteRange('bytes=-10', 0)).toBe('unsatisfiable');
  });

  it('is ignored (the whole file is sent) when absent, malformed, multiple or in another unit', () => {
    for (const header of [undefined, '', 'bytes=-', 'bytes=50-10', 'bytes=0-1,5-9', 'items=0-1', 'bytes=abc']) {
      expect(byteRange(header, 1000)).toBeNull();
    }
  });
});
