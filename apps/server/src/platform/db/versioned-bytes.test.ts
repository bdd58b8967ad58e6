import { describe, expect, it } from 'vitest';
import { createVersionedBytes } from './versioned-bytes.js';

describe('values kept per row and version', () => {
  it('answers a value only in the version it was read from', () => {
    const kept = createVersionedBytes<string>(10_000);
    kept.keep('a', '7', 'thẻ cũ', 10);
    expect(kept.current('a', '7')).toBe('thẻ cũ');
    expect(kept.current('a', '8')).toBeUndefined();
    kept.keep('a', '8', 'thẻ mới', 10);
    expect(kept.current('a', '8')).toBe('thẻ mới');
    expect(kept.size).toEqual({ count: 1, bytes: 210 });
  });

  it('drops the least recently read first once past its bytes', () => {
    // Each value costs 100 bytes plus 200 for its entry: room for three.
    const kept = createVersionedBytes<string>(900);
    for (const id of ['a', 'b', 'c']) kept.keep(id, '1', id, 100);
    expect(kept.current('a', '1')).toBe('a');
    kept.keep('d', '1', 'd', 100);
    expect(kept.current('b', '1')).toBeUndefined();
    expect(['a', 'c', 'd'].map((id) => kept.current(id, '1'))).toEqual(['a', 'c', 'd']);
    expect(kept.size).toEqual({ count: 3, bytes: 900 });
  });
});
