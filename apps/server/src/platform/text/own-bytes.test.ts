import { describe, expect, it } from 'vitest';
import { ownBytes } from './own-bytes.js';

describe('bytes of their own', () => {
  it('holds each text or buffer given, in one allocation of exactly their size', () => {
    const [title, body] = ownBytes('Hội thảo', Buffer.from('{"a":1}'));
    expect(title!.toString()).toBe('Hội thảo');
    expect(body!.toString()).toBe('{"a":1}');
    expect(title!.buffer).toBe(body!.buffer);
    expect(title!.buffer.byteLength).toBe(Buffer.byteLength('Hội thảo') + 7);
  });

  it('does not share the slab small buffers are cut from', () => {
    const pooled = Buffer.from('nhỏ');
    expect(pooled.buffer.byteLength).toBeGreaterThan(pooled.length);
    const [own] = ownBytes(pooled);
    expect(own!.buffer.byteLength).toBe(pooled.length);
  });
});
