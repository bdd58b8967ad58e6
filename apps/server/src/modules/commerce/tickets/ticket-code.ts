import { randomInt } from 'node:crypto';

// Crockford's alphabet: no I, L, O or U, so a code read aloud or typed is not mistaken.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A short code printed under the QR, e.g. "VE-7K2M-9Q4X". */
export function ticketCode(): string {
  const chars = Array.from({ length: 8 }, () => ALPHABET[randomInt(ALPHABET.length)]);
  return `VE-${chars.slice(0, 4).join('')}-${chars.slice(4).join('')}`;
}
