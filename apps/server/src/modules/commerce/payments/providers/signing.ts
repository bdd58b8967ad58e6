import { createHmac, timingSafeEqual } from 'node:crypto';

/** Hex HMAC of a UTF-8 string keyed by the secret's UTF-8 bytes (every provider signs this way). */
export function hmacHex(algorithm: 'sha256' | 'sha512', secret: string, data: string): string {
  return createHmac(algorithm, secret).update(data, 'utf8').digest('hex');
}

/**
 * Compares a received hex digest with ours in constant time. Case is ignored because some VNPay
 * stacks send upper-case hex; anything that is not hex of the expected length is simply unequal.
 */
export function sameHex(received: string | null | undefined, expected: string): boolean {
  if (typeof received !== 'string' || received.length !== expected.length || !/^[0-9a-fA-F]+$/.test(received)) return false;
  return timingSafeEqual(Buffer.from(received.toLowerCase(), 'latin1'), Buffer.from(expected.toLowerCase(), 'latin1'));
}

/** Vietnam has no daylight saving time: GMT+7 all year. */
const VIETNAM_OFFSET_MS = 7 * 60 * 60 * 1000;

/** `yyyyMMddHHmmss` in Vietnam time, whatever the server's own zone (VNPay dates). */
export function vietnamTimestamp(date: Date): string {
  return new Date(date.getTime() + VIETNAM_OFFSET_MS).toISOString().slice(0, 19).replace(/[-T:]/g, '');
}

/** The instant a Vietnam-time `yyyyMMddHHmmss` names, or null when it is not one. */
export function parseVietnamTimestamp(text: string | null | undefined): Date | null {
  const m = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(text ?? '');
  if (!m) return null;
  const [, y, mo, d, h, mi, s] = m.map(Number) as [number, number, number, number, number, number, number];
  const utc = Date.UTC(y, mo - 1, d, h, mi, s);
  const date = new Date(utc - VIETNAM_OFFSET_MS);
  return vietnamTimestamp(date) === text ? date : null;
}

/**
 * Text safe to sign for every provider: Vietnamese diacritics removed (đ included, which NFD does
 * not decompose) and anything outside `[A-Za-z0-9 ._:-]` dropped, so that every URL encoder agrees
 * on it (providers.md §1.3).
 */
export function asciiText(text: string, maxLength = 255): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .replace(/[^A-Za-z0-9 ._:-]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, maxLength)
    .trim();
}
