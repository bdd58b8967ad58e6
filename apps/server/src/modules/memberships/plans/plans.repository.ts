import { and, asc, count, desc, eq, inArray, isNull, ne, notInArray, sql } from 'drizzle-orm';
import type { MembershipStatus } from '@market/contract';
import type { DbOrTx } from '../../../platform/db/database.js';
import { foldedContains } from '../../../platform/db/search.js';
import { offsetOf } from '../../../platform/http/pagination.js';
import { userSql } from '../../identity/index.js';
import { subscriptionPeriods, subscriptions, type SubscriptionStatusName } from '../subscriptions/subscriptions.table.js';
import { MEMBER_STATUSES } from '../subscriptions/subscription-status.js';
import {
  membershipParts,
  membershipPrices,
  membershipProducts,
  memberships,
  type MembershipPartRow,
  type MembershipPriceRow,
  type MembershipProductRow,
  type MembershipRow,
} from './plans.table.js';

export type NewMembershipRow = typeof memberships.$inferInsert;
export type NewMembershipPriceRow = typeof membershipPrices.$inferInsert;

interface Page {
  page: number;
  limit: number;
  sort: 'ASC' | 'DESC';
}

const live = isNull(memberships.deletedAt);
const livePrice = isNull(membershipPrices.deletedAt);
const memberStatuses = sql.raw(MEMBER_STATUSES.map((s) => `'${s}'`).join(', '));
/** A subscription that was ever paid: a member status, or a paid period (an expired one included). */
const everPaid = sql`(${subscriptions.status} in (${memberStatuses}, 'EXPIRED') or exists (
  select 1 from ${subscriptionPeriods} where ${subscriptionPeriods.subscriptionId} = ${subscriptions.id} and ${subscriptionPeriods.paidAt} is not null))`;

/** Plans, their parts, prices and included products; and the subscriptions read for them. */
export function createPlansRepository(db: DbOrTx) {
  return {
    async insert(values: NewMembershipRow, tx: DbOrTx = db): Promise<MembershipRow> {
      const [row] = await tx.insert(memberships).values(values).returning();
      return row!;
    },

    async update(id: string, values: Partial<NewMembershipRow>, tx: DbOrTx = db): Promise<MembershipRow> {
      const [row] = await tx
        .update(memberships)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(memberships.id, id))
        .returning();
      return row!;
    },

    /** The plan (not deleted) under a row lock, for an edit. */
    async lock(id: string, tx: DbOrTx = db): Promise<MembershipRow | undefined> {
      const [row] = await tx
        .select()
        .from(memberships)
        .where(and(eq(memberships.id, id), live))
        .for('update');
      return row;
    },

    async find(id: string, tx: DbOrTx = db): Promise<MembershipRow | undefined> {
      const [row] = await tx
        .select()
        .from(memberships)
        .where(and(eq(memberships.id, id), live));
      return row;
    },

    /** The main plan, else the default one (active only). */
    async findMain(tx: DbOrTx = db): Promise<MembershipRow | undefined> {
      const [row] = await tx
        .select()
        .from(memberships)
        .where(and(live, eq(memberships.status, 'ACTIVE'), sql`(${memberships.isMain} or ${memberships.isDefault})`))
        .orderBy(desc(memberships.isMain))
        .limit(1);
      return row;
    },

    /** Serialises the writes that move the default and main flags (each held by one plan at most). */
    async lockFlags(tx: DbOrTx): Promise<void> {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('memberships.flags'))`);
    },

    /** Deletes a plan: for good when no subscription names it, else kept as deleted (its prices are the key of their history). */
    async remove(id: string, tx: DbOrTx = db): Promise<void> {
      const [named] = await tx.select({ id: subscriptions.id }).from(subscriptions).where(eq(subscriptions.membershipId, id)).limit(1);
      if (!named) {
        await tx.delete(memberships).where(eq(memberships.id, id));
        return;
      }
      await tx.update(memberships).set({ deletedAt: new Date(), isMain: false, status: 'INACTIVE', updatedAt: new Date() }).where(eq(memberships.id, id));
    },

    /** Clears a flag (default or main) on every other plan: at most one holds each (a unique index says so too). */
    async clearFlag(flag: 'isDefault' | 'isMain', exceptId: string | null, tx: DbOrTx = db): Promise<void> {
      const column = memberships[flag];
      await tx
        .update(memberships)
        .set({ [flag]: false })
        .where(and(eq(column, true), exceptId ? ne(memberships.id, exceptId) : undefined));
    },

    /** Plans, the main one first, then by creation. */
    async list(filter: { q?: string | undefined; status?: MembershipStatus | undefined }, query: Page, tx: DbOrTx = db) {
      const where = and(
        live,
        filter.status ? eq(memberships.status, filter.status) : undefined,
        filter.q ? foldedContains(sql`${memberships.name}`, filter.q) : undefined,
      );
      const order = query.sort === 'ASC' ? asc(memberships.createdAt) : desc(memberships.createdAt);
      const [rows, [total]] = await Promise.all([
        tx.select().from(memberships).where(where).orderBy(desc(memberships.isMain), order, asc(memberships.id)).limit(query.limit).offset(offsetOf(query)),
        tx.select({ n: count() }).from(memberships).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    async partsOf(planIds: readonly string[], tx: DbOrTx = db): Promise<MembershipPartRow[]> {
      if (!planIds.length) return [];
      return tx
        .select()
        .from(membershipParts)
        .where(inArray(membershipParts.membershipId, [...planIds]))
        .orderBy(asc(membershipParts.position));
    },

    async productsOf(planIds: readonly string[], tx: DbOrTx = db): Promise<MembershipProductRow[]> {
      if (!planIds.length) return [];
      return tx
        .select()
        .from(membershipProducts)
        .where(inArray(membershipProducts.membershipId, [...planIds]))
        .orderBy(asc(membershipProducts.position));
    },

    /** The plans' prices (not removed), in their order; `activeOnly` for public reads. */
    async pricesOf(planIds: readonly string[], options: { activeOnly: boolean }, tx: DbOrTx = db): Promise<MembershipPriceRow[]> {
      if (!planIds.length) return [];
      return tx
        .select()
        .from(membershipPrices)
        .where(and(inArray(membershipPrices.membershipId, [...planIds]), livePrice, options.activeOnly ? eq(membershipPrices.status, 'ACTIVE') : undefined))
        .orderBy(asc(membershipPrices.position), asc(membershipPrices.createdAt));
    },

    /** Prices by id with their plan (removed ones too: old subscriptions name them). */
    async findPrices(ids: readonly string[], tx: DbOrTx = db) {
      if (!ids.length) return [];
      return tx
        .select({ price: membershipPrices, plan: memberships })
        .from(membershipPrices)
        .innerJoin(memberships, eq(memberships.id, membershipPrices.membershipId))
        .where(inArray(membershipPrices.id, [...ids]));
    },

    /** Active prices of active plans, for a host's (an admin's) promotion picker. */
    async pricesForSale(filter: { createdBy?: string; q?: string | undefined; limit: number }, tx: DbOrTx = db) {
      const where = and(
        live,
        livePrice,
        eq(memberships.status, 'ACTIVE'),
        eq(membershipPrices.status, 'ACTIVE'),
        filter.createdBy ? eq(memberships.createdBy, filter.createdBy) : undefined,
        filter.q ? foldedContains(sql`${memberships.name}`, filter.q) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        tx
          .select({ price: membershipPrices, plan: memberships })
          .from(membershipPrices)
          .innerJoin(memberships, eq(memberships.id, membershipPrices.membershipId))
          .where(where)
          .orderBy(asc(memberships.name), asc(membershipPrices.position))
          .limit(filter.limit),
        tx.select({ n: count() }).from(membershipPrices).innerJoin(memberships, eq(memberships.id, membershipPrices.membershipId)).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    async replaceParts(planId: string, parts: readonly { id?: string | undefined; title: string; description: string | null }[], tx: DbOrTx = db) {
      const keep = parts.flatMap((p) => (p.id ? [p.id] : []));
      await tx.delete(membershipParts).where(and(eq(membershipParts.membershipId, planId), keep.length ? notInArray(membershipParts.id, keep) : undefined));
      for (const [position, part] of parts.entries()) {
        if (part.id)
          await tx.update(membershipParts).set({ position, title: part.title, description: part.description }).where(eq(membershipParts.id, part.id));
        else await tx.insert(membershipParts).values({ membershipId: planId, position, title: part.title, description: part.description });
      }
    },

    async replaceProducts(planId: string, products: readonly Pick<MembershipProductRow, 'productItemType' | 'productItemId'>[], tx: DbOrTx = db) {
      await tx.delete(membershipProducts).where(eq(membershipProducts.membershipId, planId));
      if (products.length) await tx.insert(membershipProducts).values(products.map((p, position) => ({ ...p, membershipId: planId, position })));
    },

    async insertPrice(values: NewMembershipPriceRow, tx: DbOrTx = db): Promise<MembershipPriceRow> {
      const [row] = await tx.insert(membershipPrices).values(values).returning();
      return row!;
    },

    async updatePrice(id: string, values: Partial<NewMembershipPriceRow>, tx: DbOrTx = db): Promise<void> {
      await tx
        .update(membershipPrices)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(membershipPrices.id, id));
    },

    /** Removes prices: a row no subscription names goes, one that is named is kept as removed (history). */
    async removePrices(ids: readonly string[], tx: DbOrTx = db): Promise<void> {
      if (!ids.length) return;
      const named = await tx
        .selectDistinct({ id: subscriptions.membershipPriceId })
        .from(subscriptions)
        .where(inArray(subscriptions.membershipPriceId, [...ids]));
      const kept = new Set(named.map((n) => n.id));
      const gone = ids.filter((id) => !kept.has(id));
      if (gone.length) await tx.delete(membershipPrices).where(inArray(membershipPrices.id, gone));
      if (kept.size)
        await tx
          .update(membershipPrices)
          .set({ deletedAt: new Date(), status: 'INACTIVE' })
          .where(inArray(membershipPrices.id, [...kept]));
    },

    /** Which of these prices a subscription was ever paid on (they cannot be deleted). */
    async paidPriceIds(ids: readonly string[], tx: DbOrTx = db): Promise<Set<string>> {
      if (!ids.length) return new Set();
      const rows = await tx
        .selectDistinct({ id: subscriptions.membershipPriceId })
        .from(subscriptions)
        .where(and(inArray(subscriptions.membershipPriceId, [...ids]), everPaid));
      return new Set(rows.map((r) => r.id));
    },

    /** Members now, per plan: a member status with a paid period not over (a lifetime one has no end). */
    async memberCounts(planIds: readonly string[], now: Date, tx: DbOrTx = db): Promise<Map<string, number>> {
      if (!planIds.length) return new Map();
      const rows = await tx
        .select({ id: subscriptions.membershipId, n: count() })
        .from(subscriptions)
        .where(
          and(
            inArray(subscriptions.membershipId, [...planIds]),
            sql`${subscriptions.status} in (${memberStatuses})`,
            sql`(${subscriptions.isLifetime} or ${subscriptions.currentPeriodEnd} > ${now})`,
          ),
        )
        .groupBy(subscriptions.membershipId);
      return new Map(rows.map((r) => [r.id, r.n]));
    },

    /** The people to tell of a price's change: members who will be charged it again (not lifetime, not cancelled). */
    async renewingMemberIds(priceId: string, tx: DbOrTx = db): Promise<string[]> {
      const rows = await tx
        .selectDistinct({ id: subscriptions.userId })
        .from(subscriptions)
        .where(
          and(eq(subscriptions.membershipPriceId, priceId), inArray(subscriptions.status, ['ACTIVE', 'PENDING_RENEWAL']), eq(subscriptions.isLifetime, false)),
        );
      return rows.map((r) => r.id);
    },

    /** A plan's subscriptions with their member and price, the latest first unless `sort` says ASC. */
    async registered(planId: string, filter: { status?: SubscriptionStatusName | undefined; q?: string | undefined }, query: Page, tx: DbOrTx = db) {
      const where = and(
        eq(subscriptions.membershipId, planId),
        filter.status ? eq(subscriptions.status, filter.status) : undefined,
        filter.q ? userSql.userMatching(subscriptions.userId, filter.q, { phone: true }) : undefined,
      );
      const order = query.sort === 'ASC' ? asc(subscriptions.createdAt) : desc(subscriptions.createdAt);
      const [rows, [total]] = await Promise.all([
        tx
          .select({ subscription: subscriptions, price: membershipPrices, user: userSql.cardOf(subscriptions.userId) })
          .from(subscriptions)
          .innerJoin(membershipPrices, eq(membershipPrices.id, subscriptions.membershipPriceId))
          .where(where)
          .orderBy(order, asc(subscriptions.id))
          .limit(query.limit)
          .offset(offsetOf(query)),
        tx.select({ n: count() }).from(subscriptions).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /** A member's subscriptions with their price and plan, the latest first unless `sort` says ASC. */
    async subscriptionsOf(userId: string, query: Page, tx: DbOrTx = db) {
      const where = eq(subscriptions.userId, userId);
      const order = query.sort === 'ASC' ? asc(subscriptions.createdAt) : desc(subscriptions.createdAt);
      const [rows, [total]] = await Promise.all([
        tx
          .select({ subscription: subscriptions, price: membershipPrices, plan: memberships })
          .from(subscriptions)
          .innerJoin(membershipPrices, eq(membershipPrices.id, subscriptions.membershipPriceId))
          .innerJoin(memberships, eq(memberships.id, subscriptions.membershipId))
          .where(where)
          .orderBy(order, asc(subscriptions.id))
          .limit(query.limit)
          .offset(offsetOf(query)),
        tx.select({ n: count() }).from(subscriptions).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    async findSubscription(id: string, tx: DbOrTx = db) {
      const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.id, id));
      return row;
    },

    /** Active prices of active plans with their plan, for a member choosing a price to change to. */
    async activePricesWithPlans(tx: DbOrTx = db) {
      return tx
        .select({ price: membershipPrices, plan: memberships })
        .from(membershipPrices)
        .innerJoin(memberships, eq(memberships.id, membershipPrices.membershipId))
        .where(and(live, livePrice, eq(memberships.status, 'ACTIVE'), eq(membershipPrices.status, 'ACTIVE')))
        .orderBy(desc(memberships.isMain), asc(memberships.name), asc(membershipPrices.position));
    },
  };
}
export type PlansRepository = ReturnType<typeof createPlansRepository>;
