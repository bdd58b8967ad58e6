import type { CardProvider } from '@market/contract';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { genericPlanName, type Db, type DbOrTx } from '../../../platform/db/database.js';
import { sandboxCardCharges, subscriptionCards as cards, type SandboxCardChargeRow, type SubscriptionCardRow } from './subscription-cards.table.js';

type NewCard = typeof cards.$inferInsert;
type NewSandboxCharge = typeof sandboxCardCharges.$inferInsert;

const liveOf = (userId: string) => and(eq(cards.userId, userId), isNull(cards.deletedAt));

// "My cards" is read each time my subscription's page opens: one statement text, prepared.
const prepareMine = (db: DbOrTx) =>
  db
    .select()
    .from(cards)
    .where(and(eq(cards.userId, sql.placeholder('userId')), isNull(cards.deletedAt)))
    .orderBy(desc(cards.isDefault), desc(cards.createdAt), desc(cards.id))
    .prepare(genericPlanName('subscription_cards_of'));

export function createSubscriptionCardsRepository(db: Db) {
  let mine: ReturnType<typeof prepareMine> | undefined;
  return {
    /** Serialises one member's card changes (held until the transaction ends). */
    async lockMember(userId: string, tx: DbOrTx): Promise<void> {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`subscription-cards:${userId}`}))`);
    },
    /** A member's cards: the default first, then the newest. */
    async listOf(userId: string, tx: DbOrTx = db): Promise<SubscriptionCardRow[]> {
      if (tx === db) return (mine ??= prepareMine(db)).execute({ userId });
      return tx.select().from(cards).where(liveOf(userId)).orderBy(desc(cards.isDefault), desc(cards.createdAt), desc(cards.id));
    },
    async findOf(userId: string, cardId: string, tx: DbOrTx = db): Promise<SubscriptionCardRow | undefined> {
      const [row] = await tx
        .select()
        .from(cards)
        .where(and(liveOf(userId), eq(cards.id, cardId)));
      return row;
    },
    async findDefaultOf(userId: string, tx: DbOrTx = db): Promise<SubscriptionCardRow | undefined> {
      const [row] = await tx
        .select()
        .from(cards)
        .where(and(liveOf(userId), eq(cards.isDefault, true)));
      return row;
    },
    async findByToken(userId: string, provider: CardProvider, token: string, tx: DbOrTx = db): Promise<SubscriptionCardRow | undefined> {
      const [row] = await tx
        .select()
        .from(cards)
        .where(and(liveOf(userId), eq(cards.provider, provider), eq(cards.providerToken, token)));
      return row;
    },
    /** The provider's customer a member's cards already belong to (Stripe keeps one per member). */
    async customerOf(userId: string, provider: CardProvider, tx: DbOrTx = db): Promise<string | null> {
      const [row] = await tx
        .select({ customer: cards.providerCustomer })
        .from(cards)
        .where(and(eq(cards.userId, userId), eq(cards.provider, provider), sql`${cards.providerCustomer} is not null`))
        .orderBy(desc(cards.createdAt))
        .limit(1);
      return row?.customer ?? null;
    },
    async insert(values: NewCard, tx: DbOrTx = db): Promise<SubscriptionCardRow> {
      const [row] = await tx.insert(cards).values(values).returning();
      return row!;
    },
    /** Makes one card the member's default, clearing the old one first (one default per member is an index). */
    async makeDefault(userId: string, cardId: string, tx: DbOrTx): Promise<void> {
      await tx
        .update(cards)
        .set({ isDefault: false })
        .where(and(liveOf(userId), eq(cards.isDefault, true), sql`${cards.id} <> ${cardId}`));
      await tx
        .update(cards)
        .set({ isDefault: true })
        .where(and(liveOf(userId), eq(cards.id, cardId)));
    },
    /** A member's cards are forgotten with their account. */
    async deleteAllOf(userId: string, at: Date, tx: DbOrTx = db): Promise<void> {
      await tx.update(cards).set({ deletedAt: at, isDefault: false }).where(liveOf(userId));
    },

    /** Live cards by id (a batch of renewals' cards, in one read); the caller checks their owners. */
    async findMany(cardIds: readonly string[], tx: DbOrTx = db): Promise<SubscriptionCardRow[]> {
      if (!cardIds.length) return [];
      return tx
        .select()
        .from(cards)
        .where(and(sql`${cards.id} = any(${sql.param([...new Set(cardIds)])}::uuid[])`, isNull(cards.deletedAt)));
    },

    /** `recordSandboxCharge` of many keys: one insert, and one read only for keys charged before. Answers the rows in the order given. */
    async recordSandboxCharges(values: readonly NewSandboxCharge[], tx: DbOrTx = db): Promise<SandboxCardChargeRow[]> {
      if (!values.length) return [];
      const inserted = await tx
        .insert(sandboxCardCharges)
        .values([...values])
        .onConflictDoNothing({ target: sandboxCardCharges.idempotencyKey })
        .returning();
      const byKey = new Map(inserted.map((row) => [row.idempotencyKey, row]));
      const before = values.filter((v) => !byKey.has(v.idempotencyKey)).map((v) => v.idempotencyKey);
      if (before.length)
        for (const row of await tx.select().from(sandboxCardCharges).where(inArray(sandboxCardCharges.idempotencyKey, before)))
          byKey.set(row.idempotencyKey, row);
      return values.map((v) => byKey.get(v.idempotencyKey)!);
    },

    /** Records the sandbox's first answer for a key; a key already used keeps its first answer. */
    async recordSandboxCharge(values: NewSandboxCharge, tx: DbOrTx = db): Promise<SandboxCardChargeRow> {
      // The first charge of a key is the insert's row (one round trip); a key charged before answers its stored outcome.
      const [inserted] = await tx.insert(sandboxCardCharges).values(values).onConflictDoNothing({ target: sandboxCardCharges.idempotencyKey }).returning();
      if (inserted) return inserted;
      const [row] = await tx.select().from(sandboxCardCharges).where(eq(sandboxCardCharges.idempotencyKey, values.idempotencyKey));
      return row!;
    },
  };
}
export type SubscriptionCardsRepository = ReturnType<typeof createSubscriptionCardsRepository>;
