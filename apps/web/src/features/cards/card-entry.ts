import { cardMessages } from '../../lib/card-messages';

const t = cardMessages.entry.errors;

export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'jcb' | 'unionpay' | 'discover' | 'diners';

export interface CardEntryValues {
  number: string;
  expiry: string;
  cvc: string;
}

export type CardEntryErrors = Partial<Record<keyof CardEntryValues, string>>;

export const digitsOf = (value: string) => value.replace(/\D/g, '');

/** The Luhn checksum every card number carries in its last digit. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/** The card network named by the number's first digits (what the provider would say too). */
export function brandOf(digits: string): CardBrand | null {
  const two = Number(digits.slice(0, 2));
  const four = Number(digits.slice(0, 4));
  if (digits.startsWith('4')) return 'visa';
  if ((two >= 51 && two <= 55) || (four >= 2221 && four <= 2720)) return 'mastercard';
  if (two === 34 || two === 37) return 'amex';
  if (four >= 3528 && four <= 3589) return 'jcb';
  if (two === 36 || two === 38 || (Number(digits.slice(0, 3)) >= 300 && Number(digits.slice(0, 3)) <= 305)) return 'diners';
  if (digits.startsWith('6011') || digits.startsWith('65')) return 'discover';
  if (two === 62) return 'unionpay';
  return null;
}

/** Groups of four as the person types (American Express: 4-6-5, as printed on the card). */
export function formatCardNumber(value: string): string {
  const digits = digitsOf(value).slice(0, 19);
  if (brandOf(digits) === 'amex') return [digits.slice(0, 4), digits.slice(4, 10), digits.slice(10, 15)].filter(Boolean).join(' ');
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** "0829", "08/29", "8/29" → "08/29" while typing; the slash comes once the month is whole. */
export function formatExpiry(value: string, previous = ''): string {
  const digits = digitsOf(value).slice(0, 4);
  // Deleting the slash deletes it, rather than putting it straight back.
  if (previous.endsWith('/') && value.length < previous.length) return digits.slice(0, 1);
  if (digits.length === 1 && Number(digits) > 1) return `0${digits}/`;
  if (digits.length < 2) return digits;
  return `${digits.slice(0, 2)}/${digits.slice(2)}`;
}

/** The month as printed (MM/YY) read into numbers, or null if it is not one. */
export function readExpiry(value: string): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2})\s*$/.exec(value);
  if (!match) return null;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return null;
  return { month, year: 2000 + Number(match[2]) };
}

/** Year and month now in Vietnam (a card works until the end of its month). */
function vietnamMonth(now: Date): { year: number; month: number } {
  const vietnam = new Date(now.getTime() + 7 * 3600 * 1000);
  return { year: vietnam.getUTCFullYear(), month: vietnam.getUTCMonth() + 1 };
}

/** What is wrong with an entry, field by field (empty when it can be turned into a token). */
export function validateCardEntry(values: CardEntryValues, now: Date = new Date()): CardEntryErrors {
  const errors: CardEntryErrors = {};
  const digits = digitsOf(values.number);
  if (!values.number.trim()) errors.number = t.numberRequired;
  else if (/[^\d\s-]/.test(values.number) || digits.length < 12 || digits.length > 19) errors.number = t.numberLength;
  else if (!passesLuhn(digits)) errors.number = t.numberInvalid;

  const expiry = readExpiry(values.expiry);
  const today = vietnamMonth(now);
  if (!values.expiry.trim()) errors.expiry = t.expiryRequired;
  else if (!expiry) errors.expiry = t.expiryFormat;
  else if (expiry.year < today.year || (expiry.year === today.year && expiry.month < today.month)) errors.expiry = t.expiryPast;
  else if (expiry.year > today.year + 20) errors.expiry = t.expiryTooFar;

  const cvc = values.cvc.trim();
  const cvcLength = brandOf(digits) === 'amex' ? 4 : 3;
  if (!cvc) errors.cvc = t.cvcRequired;
  else if (!/^\d+$/.test(cvc) || cvc.length !== cvcLength) errors.cvc = t.cvcInvalid;
  return errors;
}

/**
 * The sandbox's token for a valid entry: `tok_sandbox_<last4>_<MMYY>[_<brand>]`. Only the last four
 * digits and the expiry leave the browser; the number and the CVC never do.
 */
export function sandboxTokenOf(values: CardEntryValues): string {
  const digits = digitsOf(values.number);
  const expiry = readExpiry(values.expiry)!;
  const brand = brandOf(digits);
  const mmyy = `${String(expiry.month).padStart(2, '0')}${String(expiry.year % 100).padStart(2, '0')}`;
  return `tok_sandbox_${digits.slice(-4)}_${mmyy}${brand ? `_${brand}` : ''}`;
}
