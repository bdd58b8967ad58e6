import { SANDBOX_CARD_TOKEN } from '@market/contract';
import { isCardExpired, type CardFacts, type ChargeOutcome } from './card-processor.js';

/**
 * The sandbox's cards, like Stripe's test cards: every card succeeds except those ending 0002
 * (declined) and 9995 (insufficient funds); a card past its expiry month is refused.
 */
const REFUSALS: Record<string, { code: string; message: string }> = {
  '0002': { code: 'card_declined', message: 'Thẻ bị từ chối.' },
  '9995': { code: 'insufficient_funds', message: 'Thẻ không đủ số dư.' },
};

/** A sandbox token read: `tok_sandbox_<last4>_<MMYY>[_<brand>]`; null if malformed. */
export function readSandboxToken(token: string): Omit<CardFacts, 'customer'> | null {
  const match = SANDBOX_CARD_TOKEN.exec(token);
  if (!match) return null;
  const [, last4, mm, yy, brand] = match;
  const expMonth = Number(mm);
  if (expMonth < 1 || expMonth > 12) return null;
  return { brand: brand ?? 'visa', last4: last4!, expMonth, expYear: 2000 + Number(yy) };
}

/** What the sandbox answers for a token at `now`: the card's facts, or null (unknown or expired). */
export function inspectSandboxToken(token: string, now: Date): CardFacts | null {
  const card = readSandboxToken(token);
  return card && !isCardExpired(card, now) ? { ...card, customer: null } : null;
}

/** The outcome of charging a sandbox card at `now`, without the transaction id (given when stored). */
export function sandboxChargeOutcome(token: string, amount: number, now: Date): { ok: true } | Extract<ChargeOutcome, { ok: false }> {
  const card = readSandboxToken(token);
  if (!card) return { ok: false, code: 'resource_missing', message: 'Không tìm thấy thẻ.' };
  if (isCardExpired(card, now)) return { ok: false, code: 'expired_card', message: 'Thẻ đã hết hạn.' };
  if (!Number.isSafeInteger(amount) || amount <= 0) return { ok: false, code: 'amount_invalid', message: 'Số tiền không hợp lệ.' };
  return REFUSALS[card.last4] ? { ok: false, ...REFUSALS[card.last4]! } : { ok: true };
}
