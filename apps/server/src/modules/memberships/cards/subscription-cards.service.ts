import type { CardProvider, StoreSubscriptionCardBody, SubscriptionCardDto, SubscriptionCardsDto } from '@market/contract';
import type { Db, DbOrTx } from '../../../platform/db/database.js';
import { AppError } from '../../../platform/http/errors.js';
import { isCardExpired, type CardCharge, type CardProcessor, type ChargeOutcome } from './card-processor.js';
import type { SubscriptionCardsRepository } from './subscription-cards.repository.js';
import type { SubscriptionCardRow } from './subscription-cards.table.js';

/** A stored card as the subscriptions core charges it (the token never leaves the server). */
export interface StoredCard {
  id: string;
  userId: string;
  provider: CardProvider;
  token: string;
  customer: string | null;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  isDefault: boolean;
  createdAt: Date;
}

const storedCard = (row: SubscriptionCardRow): StoredCard => ({
  id: row.id,
  userId: row.userId,
  provider: row.provider,
  token: row.providerToken,
  customer: row.providerCustomer,
  brand: row.brand,
  last4: row.last4,
  expMonth: row.expMonth,
  expYear: row.expYear,
  isDefault: row.isDefault,
  createdAt: row.createdAt,
});

export function createSubscriptionCardsService(deps: {
  db: Db;
  repo: SubscriptionCardsRepository;
  /** The processor of each provider this server can charge; `entry` is the one new cards are stored with. */
  processors: Partial<Record<CardProvider, CardProcessor>>;
  entry: CardProvider;
  /** Stripe's publishable key, handed to the web with `entry` STRIPE (public, never the secret). */
  publishableKey?: string;
  now: () => Date;
}) {
  const { db, repo } = deps;
  const dto = (row: SubscriptionCardRow): SubscriptionCardDto => ({
    id: row.id,
    provider: row.provider,
    brand: row.brand,
    last4: row.last4,
    expMonth: row.expMonth,
    expYear: row.expYear,
    isDefault: row.isDefault,
    isExpired: isCardExpired(row, deps.now()),
    createdAt: row.createdAt.toISOString(),
  });
  const refused = () => new AppError('SUBSCRIPTION_CARD_TOKEN_NOT_FOUND');

  return {
    async list(userId: string): Promise<SubscriptionCardsDto> {
      const data = (await repo.listOf(userId)).map(dto);
      return deps.entry === 'STRIPE' && deps.publishableKey ? { data, entry: deps.entry, publishableKey: deps.publishableKey } : { data, entry: deps.entry };
    },

    /**
     * Stores the card a provider token stands for, after the provider vouches for it. The same token
     * again is the same card (made default if asked). A member's first card is their default.
     */
    async store(userId: string, body: StoreSubscriptionCardBody): Promise<SubscriptionCardDto> {
      const provider = deps.entry;
      const processor = deps.processors[provider];
      if (!processor) throw new AppError('PAYMENT_PROVIDER_ERROR');
      const token = body.token.trim();
      const facts = await processor.inspect(token);
      if (!facts) throw refused();
      let customer = facts.customer;
      if (processor.retain && !(await repo.findByToken(userId, provider, token))) {
        const own = await repo.customerOf(userId, provider);
        // A card already attached to someone else's customer is theirs, not this member's.
        if (customer && customer !== own) throw refused();
        if (!customer) {
          const kept = await processor.retain(token, { userId, customer: own });
          if (!kept) throw refused();
          customer = kept.customer;
        }
      }
      const row = await db.transaction(async (tx) => {
        await repo.lockMember(userId, tx);
        const card =
          (await repo.findByToken(userId, provider, token, tx)) ??
          (await repo.insert(
            {
              userId,
              provider,
              providerToken: token,
              providerCustomer: customer,
              brand: facts.brand,
              last4: facts.last4,
              expMonth: facts.expMonth,
              expYear: facts.expYear,
            },
            tx,
          ));
        if (body.makeDefault || !(await repo.findDefaultOf(userId, tx))) await repo.makeDefault(userId, card.id, tx);
        return (await repo.findOf(userId, card.id, tx))!;
      });
      return dto(row);
    },

    async defaultCardOf(userId: string, tx?: DbOrTx): Promise<StoredCard | null> {
      const row = await repo.findDefaultOf(userId, tx);
      return row ? storedCard(row) : null;
    },

    async cardOf(userId: string, cardId: string, tx?: DbOrTx): Promise<StoredCard | null> {
      const row = await repo.findOf(userId, cardId, tx);
      return row ? storedCard(row) : null;
    },

    /** Charges a stored card through its provider; a card of a provider this server cannot reach is refused, not thrown. */
    async charge(card: Pick<StoredCard, 'provider' | 'token' | 'customer'>, input: CardCharge): Promise<ChargeOutcome> {
      const processor = deps.processors[card.provider];
      if (!processor) return { ok: false, code: 'provider_unavailable', message: `Cards of ${card.provider} cannot be charged here.` };
      return processor.charge({ ...input, token: card.token, customer: card.customer });
    },

    /** `cardOf` of many cards in one read: each found card by its id, when it is its member's. */
    async cardsOf(refs: readonly { userId: string; cardId: string }[], tx?: DbOrTx): Promise<Map<string, StoredCard>> {
      const owner = new Map(refs.map((ref) => [ref.cardId, ref.userId]));
      const rows = await repo.findMany([...owner.keys()], tx);
      return new Map(rows.filter((row) => owner.get(row.id) === row.userId).map((row) => [row.id, storedCard(row)]));
    },

    /** `charge` of many, answered in the order given: a provider that charges many at once is asked once. */
    async chargeMany(items: readonly { card: Pick<StoredCard, 'provider' | 'token' | 'customer'>; charge: CardCharge }[]): Promise<ChargeOutcome[]> {
      const outcomes: ChargeOutcome[] = new Array<ChargeOutcome>(items.length);
      for (const provider of new Set(items.map((item) => item.card.provider))) {
        const mine = items.map((item, i) => ({ item, i })).filter(({ item }) => item.card.provider === provider);
        const processor = deps.processors[provider];
        if (processor?.chargeMany) {
          const answered = await processor.chargeMany(mine.map(({ item }) => ({ ...item.charge, token: item.card.token, customer: item.card.customer })));
          mine.forEach(({ i }, k) => (outcomes[i] = answered[k]!));
        } else for (const { item, i } of mine) outcomes[i] = await this.charge(item.card, item.charge);
      }
      return outcomes;
    },

    /** An erased account's cards are forgotten. */
    async forget(userId: string): Promise<void> {
      await repo.deleteAllOf(userId, deps.now());
    },
  };
}
export type SubscriptionCardsService = ReturnType<typeof createSubscriptionCardsService>;
