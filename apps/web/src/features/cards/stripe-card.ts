import type { Stripe, StripeError } from '@stripe/stripe-js';
import { cardMessages } from '../../lib/card-messages';

/** Turns a publishable key into a Stripe.js instance (null or a rejection: it could not be loaded). */
export type StripeLoader = (publishableKey: string) => Promise<Stripe | null>;

/**
 * Loads Stripe.js from https://js.stripe.com/v3 on first use. The `pure` entry adds no script when
 * imported, and the import itself is lazy, so a sandbox server never loads anything from Stripe; a
 * failed load is forgotten by stripe-js, so asking again retries.
 */
export const loadStripeJs: StripeLoader = async (publishableKey) => {
  const { loadStripe } = await import('@stripe/stripe-js/pure');
  return loadStripe(publishableKey, { locale: 'vi' });
};

/** Our Vietnamese sentence for one of Stripe's errors (its own message is in English or the browser's language). */
export function stripeErrorText(error: Pick<StripeError, 'type' | 'code' | 'decline_code'>): string {
  const texts = cardMessages.entry.stripeErrors;
  const known = (key: string | undefined) => (key && Object.hasOwn(texts, key) ? texts[key] : undefined);
  if (error.type === 'rate_limit_error') return texts.rate_limit!;
  return known(error.decline_code) ?? known(error.code) ?? (error.code === 'card_declined' || error.type === 'card_error' ? texts.declined! : texts.failed!);
}
