import { describe, expect, it } from 'vitest';
import { schedulerSignature, schedulerSignatureHeader, verifySchedulerSignature } from './scheduler-signature.js';

const SECRET = 'bi-mat-cua-bo-hen-gio-0123456789abcdef';
const BODY = '{"runId":"lan-chay-2026-11-29T07:00"}';
const NOW = 1_800_000_000;

describe('a scheduler webhook’s signature', () => {
  it('is the hex HMAC-SHA256 of "t.body" under the shared secret', () => {
    // printf '%s' '1800000000.{"runId":"lan-chay-2026-11-29T07:00"}' | openssl dgst -sha256 -hmac "$SECRET"
    expect(schedulerSignature(BODY, SECRET, NOW)).toBe('a42b2208637a0c84a5bdb8b4f914ba110678e918b404c192b749105d66b875db');
    expect(schedulerSignatureHeader(BODY, SECRET, NOW)).toBe(`t=${NOW},v1=${schedulerSignature(BODY, SECRET, NOW)}`);
  });

  it('holds for the exact body and secret, within five minutes either way', () => {
    for (const skew of [0, 299, -299]) {
      expect(verifySchedulerSignature(BODY, schedulerSignatureHeader(BODY, SECRET, NOW + skew), SECRET, NOW)).toEqual({ ok: true });
    }
  });

  it('accepts any of several v1 values (a secret being rotated)', () => {
    const header = `t=${NOW},v1=${schedulerSignature(BODY, 'secret-cu-0123456789abcdef0123456789', NOW)},v1=${schedulerSignature(BODY, SECRET, NOW)}`;
    expect(verifySchedulerSignature(BODY, header, SECRET, NOW)).toEqual({ ok: true });
  });

  it.each([
    ['no header', undefined, 'NO_HEADER'],
    ['no timestamp', `v1=${schedulerSignature(BODY, SECRET, NOW)}`, 'MALFORMED_HEADER'],
    ['no signature', `t=${NOW}`, 'MALFORMED_HEADER'],
    ['another secret', schedulerSignatureHeader(BODY, 'mot-bi-mat-khac-0123456789abcdef0123', NOW), 'NO_MATCHING_SIGNATURE'],
    ['another body', schedulerSignatureHeader('{"runId":"khac"}', SECRET, NOW), 'NO_MATCHING_SIGNATURE'],
    ['a signature cut short', schedulerSignatureHeader(BODY, SECRET, NOW).slice(0, -2), 'NO_MATCHING_SIGNATURE'],
    ['a call older than five minutes', schedulerSignatureHeader(BODY, SECRET, NOW - 301), 'TIMESTAMP_OUT_OF_TOLERANCE'],
    ['a call dated too far ahead', schedulerSignatureHeader(BODY, SECRET, NOW + 301), 'TIMESTAMP_OUT_OF_TOLERANCE'],
  ])('is refused with %s', (_case, header, reason) => {
    expect(verifySchedulerSignature(BODY, header, SECRET, NOW)).toEqual({ ok: false, reason });
  });
});
