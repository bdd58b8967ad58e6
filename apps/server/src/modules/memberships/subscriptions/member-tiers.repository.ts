import { and, count, eq, inArray, isNull, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/database.js';
import { preparedOnce } from '../../../platform/db/prepared-once.js';
import { comboSql } from '../../catalogue/index.js';
import { membershipProducts, memberships } from '../plans/plans.table.js';
import { grantsAccess } from './subscriptions.repository.js';
import { subscriptions } from './subscriptions.table.js';

const tierRows = (tierIds: readonly string[]) =>
  and(eq(membershipProducts.productItemType, 'TICKET_TIER'), inArray(membershipProducts.productItemId, [...tierIds]));

/**
 * The plans including some tiers: asked by every quotation, cart and checkout (member-only tiers), so built once and
 * prepared once per connection, as the checkout's own statements (a statement built and planned on each request tripled
 * a quotation's cost).
 */
const plansOfTiers = preparedOnce((tx) =>
  tx
    .select({ tierId: membershipProducts.productItemId, id: memberships.id, name: memberships.name })
    .from(membershipProducts)
    .innerJoin(memberships, eq(memberships.id, membershipProducts.membershipId))
    .where(
      and(
        eq(membershipProducts.productItemType, 'TICKET_TIER'),
        sql`${membershipProducts.productItemId} = any(${sql.placeholder('tierIds')}::uuid[])`,
        isNull(memberships.deletedAt),
      ),
    )
    .orderBy(memberships.name)
    .prepare('plans_of_tiers'),
);

/**
 * Whether a plan (not deleted) includes the tier, in SQL on its id: read with the tier's facts by every quotation, cart
 * and checkout, so that `plansOf` is asked only of member-only tiers (plansOfTiers' rows, whether any).
 */
export const memberOnlyTierSql = (tierId: AnyColumn): SQL<boolean> =>
  sql<boolean>`exists (select 1 from ${membershipProducts} inner join ${memberships} on ${memberships.id} = ${membershipProducts.membershipId}
                        where ${membershipProducts.productItemType} = 'TICKET_TIER' and ${membershipProducts.productItemId} = ${tierId}
                          and ${memberships.deletedAt} is null)`;

/** The plans' TICKET_TIER products, read and written from the tier's side (member-tiers.ts). */
export function createMemberTiersRepository(db: DbOrTx) {
  return {
    /** The plans (not deleted) including these tiers, by name. */
    async plansOf(tierIds: readonly string[], tx: DbOrTx = db) {
      if (!tierIds.length) return [];
      return plansOfTiers(tx).execute({ tierIds: [...new Set(tierIds)] });
    },

    /** Every member-only tier with its plans (not deleted): a handful of rows, read whole for event pages. */
    async allTierPlans(tx: DbOrTx = db) {
      return tx
        .select({ tierId: membershipProducts.productItemId, id: memberships.id, name: memberships.name })
        .from(membershipProducts)
        .innerJoin(memberships, eq(memberships.id, membershipProducts.membershipId))
        .where(and(eq(membershipProducts.productItemType, 'TICKET_TIER'), isNull(memberships.deletedAt)))
        .orderBy(memberships.name);
    },

    /** The ticket tiers these combos hold, by combo. */
    async tiersInCombos(comboIds: readonly string[], tx: DbOrTx = db): Promise<Map<string, string[]>> {
      const { rows } = await tx.execute<{ combo_id: string; product_id: string }>(
        sql`select i.combo_id, i.product_id from ${comboSql.itemsOf(comboIds, ['TICKET_TIER'])} as i`,
      );
      const tiers = new Map<string, string[]>();
      for (const r of rows) tiers.set(r.combo_id, [...(tiers.get(r.combo_id) ?? []), r.product_id]);
      return tiers;
    },

    /** Of these tiers, those a subscription of this person that grants access at `now` includes. */
    async heldBy(userId: string, tierIds: readonly string[], now: Date, tx: DbOrTx = db): Promise<Set<string>> {
      const rows = await tx
        .selectDistinct({ tierId: membershipProducts.productItemId })
        .from(subscriptions)
        .innerJoin(membershipProducts, eq(membershipProducts.membershipId, subscriptions.membershipId))
        .where(and(grantsAccess(userId, now), tierRows(tierIds)));
      return new Set(rows.map((r) => r.tierId));
    },

    /** The plans (any state) a tier is in now. */
    async plansHolding(tierId: string, tx: DbOrTx): Promise<string[]> {
      const rows = await tx
        .select({ planId: membershipProducts.membershipId })
        .from(membershipProducts)
        .where(tierRows([tierId]));
      return rows.map((r) => r.planId);
    },

    /** How many of these plans are on sale, each kept from changing until the transaction ends. */
    async countOnSale(planIds: readonly string[], tx: DbOrTx): Promise<number> {
      const rows = await tx
        .select({ id: memberships.id })
        .from(memberships)
        .where(and(inArray(memberships.id, [...planIds]), isNull(memberships.deletedAt), eq(memberships.status, 'ACTIVE')))
        .for('share');
      return rows.length;
    },

    /** Whether any of these plans has no product but one (which must then stay). */
    async anyWithOneProduct(planIds: readonly string[], tx: DbOrTx): Promise<boolean> {
      const sizes = await tx
        .select({ n: count() })
        .from(membershipProducts)
        .where(inArray(membershipProducts.membershipId, [...planIds]))
        .groupBy(membershipProducts.membershipId);
      return sizes.some((s) => s.n <= 1);
    },

    async leave(tierId: string, planIds: readonly string[], tx: DbOrTx): Promise<void> {
      await tx.delete(membershipProducts).where(and(tierRows([tierId]), inArray(membershipProducts.membershipId, [...planIds])));
    },

    /** The tier joins a plan's products, last. */
    async join(tierId: string, planId: string, tx: DbOrTx): Promise<void> {
      await tx.insert(membershipProducts).values({
        membershipId: planId,
        productItemType: 'TICKET_TIER',
        productItemId: tierId,
        position: sql`(select coalesce(max(${membershipProducts.position}) + 1, 0) from ${membershipProducts} where ${membershipProducts.membershipId} = ${planId})`,
      });
    },
  };
}
