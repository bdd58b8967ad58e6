import type { DbOrTx } from '../../../platform/db/database.js';
import { accountErased } from '../../identity/index.js';
import { defineModule, on } from '../../module.js';
import type { CardCharge, CardProcessor, ChargeOutcome } from './card-processor.js';
import { createSandboxCardProcessor } from './sandbox-card.processor.js';
import { createStripeCardProcessor } from './stripe-card.processor.js';
import { createSubscriptionCardsRepository } from './subscription-cards.repository.js';
import { registerSubscriptionCardRoutes } from './subscription-cards.routes.js';
import { createSubscriptionCardsService, type StoredCard, type SubscriptionCardsService } from './subscription-cards.service.js';

export type { CardCharge, ChargeOutcome } from './card-processor.js';
export type { StoredCard, SubscriptionCardsService } from './subscription-cards.service.js';

declare module '../../module.js' {
  interface Ports {
    /**
     * The cards renewals charge. `charge` never throws for a refusal (`ok: false` with the provider's
     * code); it throws PAYMENT_PROVIDER_ERROR only when the outcome is unknown, and asking again with
     * the same idempotency key (one per subscription and period) never charges twice.
     */
    subscriptionCards: {
      defaultCardOf(userId: string, tx?: DbOrTx): Promise<StoredCard | null>;
      cardOf(userId: string, cardId: string, tx?: DbOrTx): Promise<StoredCard | null>;
      charge(card: StoredCard, charge: CardCharge): Promise<ChargeOutcome>;
      /** `cardOf` of many in one read (by card id). */
      cardsOf(refs: readonly { userId: string; cardId: string }[], tx?: DbOrTx): Promise<Map<string, StoredCard>>;
      /** `charge` of many (a batch of renewals), answered in the order given, each keyed as `charge` is. */
      chargeMany(items: readonly { card: StoredCard; charge: CardCharge }[]): Promise<ChargeOutcome[]>;
    };
  }
  interface Services {
    subscriptionCards: SubscriptionCardsService;
  }
}

/** Stored payment cards (issue 38): the vault, its two routes, and the port renewals charge through. */
export const subscriptionCardsModule = defineModule('subscription-cards', (kit) => {
  const repo = createSubscriptionCardsRepository(kit.db);
  const now = () => kit.scheduler.now();
  const { mode, stripe } = kit.config.payments;
  // The sandbox needs nothing and is the default; live payments store and charge cards at Stripe.
  const processors: Partial<Record<StoredCard['provider'], CardProcessor>> =
    mode === 'sandbox'
      ? { SANDBOX: createSandboxCardProcessor({ repo, now }) }
      : { STRIPE: createStripeCardProcessor({ secretKey: stripe.secretKey, apiUrl: stripe.apiUrl, now }) };
  const cards = createSubscriptionCardsService({
    db: kit.db,
    repo,
    processors,
    entry: mode === 'sandbox' ? 'SANDBOX' : 'STRIPE',
    publishableKey: mode === 'sandbox' ? undefined : stripe.publishableKey,
    now,
  });
  return {
    routes: (app) => registerSubscriptionCardRoutes(app, { cards }),
    provides: {
      subscriptionCards: {
        defaultCardOf: (userId, tx) => cards.defaultCardOf(userId, tx),
        cardOf: (userId, cardId, tx) => cards.cardOf(userId, cardId, tx),
        charge: (card, charge) => cards.charge(card, charge),
        cardsOf: (refs, tx) => cards.cardsOf(refs, tx),
        chargeMany: (items) => cards.chargeMany(items),
      },
    },
    subscribers: [on(accountErased, 'subscription-cards.person', ({ userId }) => cards.forget(userId))],
    services: { subscriptionCards: cards },
  };
});
