import { z } from 'zod';

/**
 * Stored payment cards for subscription renewals (issue 38). The server keeps the provider's token
 * (a Stripe PaymentMethod id, or a sandbox token) and what the provider says about the card; a card
 * number never reaches it.
 */
export const CardProvider = { values: ['STRIPE', 'SANDBOX'] as const, schema: z.enum(['STRIPE', 'SANDBOX']) };
export type CardProvider = (typeof CardProvider.values)[number];

/**
 * The sandbox's tokens, made in the browser from a test entry: `tok_sandbox_<last4>_<MMYY>`, with the
 * card's brand after it when the entry form knows it (`tok_sandbox_4444_1230_mastercard`).
 */
export const SANDBOX_CARD_TOKEN = /^tok_sandbox_(\d{4})_(\d{2})(\d{2})(?:_([a-z]{2,20}))?$/;

export const StoreSubscriptionCardBody = z.object({
  /** What the provider's client-side library returned (Stripe.js: a PaymentMethod id `pm_…`). */
  token: z
    .string('SUBSCRIPTION_CARD_TOKEN_NOT_FOUND')
    .trim()
    .min(3, 'SUBSCRIPTION_CARD_TOKEN_NOT_FOUND')
    .max(255, 'SUBSCRIPTION_CARD_TOKEN_NOT_FOUND')
    .regex(/^[A-Za-z0-9_]+$/, 'SUBSCRIPTION_CARD_TOKEN_NOT_FOUND'),
  /** The member's first card is the default whatever this says. */
  makeDefault: z.boolean().optional(),
});
export type StoreSubscriptionCardBody = z.input<typeof StoreSubscriptionCardBody>;

export const SubscriptionCardDto = z.object({
  id: z.uuid(),
  provider: CardProvider.schema,
  /** Lower-case as providers name them: visa, mastercard, amex, jcb… */
  brand: z.string(),
  last4: z.string(),
  expMonth: z.number().int(),
  expYear: z.number().int(),
  isDefault: z.boolean(),
  /** Its expiry month is over: renewals will not charge it. */
  isExpired: z.boolean(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type SubscriptionCardDto = z.output<typeof SubscriptionCardDto>;

export const SubscriptionCardsDto = z.object({
  /** The default card first, then the newest. */
  data: z.array(SubscriptionCardDto),
  /** How the web turns a card entry into a token: the sandbox's own form, or Stripe.js. */
  entry: CardProvider.schema,
  /**
   * Stripe's publishable key (`pk_…`) for Stripe.js, sent only when `entry` is STRIPE and the server
   * has one (STRIPE_PUBLISHABLE_KEY); without it the web cannot take a card in Stripe mode.
   */
  publishableKey: z.string().optional(),
});
export type SubscriptionCardsDto = z.output<typeof SubscriptionCardsDto>;
