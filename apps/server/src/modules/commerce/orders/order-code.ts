import { randomInt } from 'node:crypto';

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** "DH" and 10 characters of Crockford's alphabet: short to read out, 50 bits against collisions. */
export const orderCode = () => `DH${Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('')}`;
