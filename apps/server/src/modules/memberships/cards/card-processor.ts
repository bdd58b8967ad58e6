import type { CardProvider } from '@market/contract';

/** What a provider says about a card token: enough to show the card and to charge it later. */
export interface CardFacts {
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  /** The provider's customer the card is attached to (Stripe), if any. */
  customer: string | null;
}

export interface CardCharge {
  /** Whole đồng (VND has no minor unit, at Stripe too). */
  amount: number;
  /** Our reference for the money (the renewal order's code), shown in the provider's dashboard. */
  reference: string;
  /** The same key asked again answers the first result and never charges twice. */
  idempotencyKey: string;
  description: string;
}

/** A refused charge carries the provider's code (`card_declined`, `insufficient_funds`, `expired_card`…). */
export type ChargeOutcome = { ok: true; providerTransactionId: string } | { ok: false; code: string; message: string };

/**
 * One card provider. `inspect` answers null for a token it does not know, that is not a card, or whose
 * card has expired. `charge` throws (PAYMENT_PROVIDER_ERROR) only when the outcome is unknown (the
 * provider unreachable): asking again with the same idempotency key is then safe.
 */
export interface CardProcessor {
  provider: CardProvider;
  inspect(token: string): Promise<CardFacts | null>;
  charge(input: CardCharge & { token: string; customer?: string | null }): Promise<ChargeOutcome>;
  /** `charge` of many (a batch of renewals) in one call, answered in the order given; else `charge` is asked of each. */
  chargeMany?(inputs: readonly (CardCharge & { token: string; customer?: string | null })[]): Promise<ChargeOutcome[]>;
  /**
   * Makes the card reusable off-session for this member (Stripe: attach it to their Customer, made
   * once per member); null when the provider refuses to keep it.
   */
  retain?(token: string, owner: { userId: string; customer: string | null }): Promise<{ customer: string | null } | null>;
}

/** The card's expiry month is over at `now` (a card works until the last day of its month, in Vietnam). */
export function isCardExpired(card: { expMonth: number; expYear: number }, now: Date): boolean {
  const vietnam = new Date(now.getTime() + 7 * 3600 * 1000);
  const year = vietnam.getUTCFullYear();
  const month = vietnam.getUTCMonth() + 1;
  return card.expYear < year || (card.expYear === year && card.expMonth < month);
}
