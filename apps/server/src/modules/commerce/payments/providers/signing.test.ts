import { describe, expect, it } from 'vitest';
import { asciiText, parseVietnamTimestamp, sameHex, vietnamTimestamp } from './signing.js';

describe('signature comparison', () => {
  const digest = 'ab'.repeat(32);

  it('accepts the same digest in either case', () => {
    expect(sameHex(digest, digest)).toBe(true);
    expect(sameHex(digest.toUpperCase(), digest)).toBe(true);
  });

  it('refuses another length, non-hex text and nothing at all without throwing', () => {
    expect(sameHex(digest.slice(2), digest)).toBe(false);
    expect(sameHex(`${digest.slice(2)}zz`, digest)).toBe(false);
    expect(sameHex(undefined, digest)).toBe(false);
    expect(sameHex('', digest)).toBe(false);
  });
});

describe('Vietnam time', () => {
  it('writes yyyyMMddHHmmss at GMT+7 whatever the server zone, across midnight', () => {
    expect(vietnamTimestamp(new Date('2026-01-01T05:00:00Z'))).toBe('20260101120000');
    expect(vietnamTimestamp(new Date('2025-12-31T17:30:05Z'))).toBe('20260101003005');
  });

  it('reads it back and refuses impossible dates', () => {
    expect(parseVietnamTimestamp('20260101003005')?.toISOString()).toBe('2025-12-31T17:30:05.000Z');
    expect(parseVietnamTimestamp('20260230120000')).toBeNull();
    expect(parseVietnamTimestamp('2026-01-01')).toBeNull();
    expect(parseVietnamTimestamp(undefined)).toBeNull();
  });
});

describe('ASCII text for providers', () => {
  it('removes Vietnamese diacritics, đ included, and characters encoders disagree on', () => {
    expect(asciiText('Thanh toán đơn hàng ĐH-12 (vé VIP) *sale* ~50%!')).toBe('Thanh toan don hang DH-12 ve VIP sale 50');
  });

  it('keeps within the length asked', () => {
    expect(asciiText('a '.repeat(300), 255).length).toBeLessThanOrEqual(255);
  });
});
