import { errorMessage } from '@market/contract';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/database.js';
import type { BuyerRestriction } from '../../commerce/index.js';
import { membershipProducts, memberships } from '../plans/plans.table.js';
import { grantsAccess } from './subscriptions.repository.js';
import { subscriptions } from './subscriptions.table.js';

/** A plan whose members may buy a member-only tier (its page is where one subscribes). */
export interface TierPlan {
  id: string;
  name: string;
}

/**
 * Member-only ticket tiers. A tier that a plan (not deleted) includes is sold only to the members of
 * one of those plans, at the tier's own price: the plan gives the right to buy, not the ticket (a
 * free seat per period would be a second benefit to count, which nothing in the spec asks for).
 * A member is one whose subscription grants access now (the same rule as a plan's courses: active,
 * cancelled but within its paid period, or in its renewal grace). Everyone else is refused at cart,
 * quotation and checkout with MEMBERSHIP_REQUIRED. A ticket already bought stays valid when the
 * subscription ends: it was paid for.
 */
export function createMemberTiers(db: DbOrTx) {
  /** The live plans including each of these tiers (a tier none includes is sold to anyone). */
  async function plansOf(tierIds: readonly string[], tx: DbOrTx = db): Promise<Map<string, TierPlan[]>> {
    const plans = new Map<string, TierPlan[]>();
    if (!tierIds.length) return plans;
    const rows = await tx
      .select({ tierId: membershipProducts.productItemId, id: memberships.id, name: memberships.name })
      .from(membershipProducts)
      .innerJoin(memberships, eq(memberships.id, membershipProducts.membershipId))
      .where(and(eq(membershipProducts.productItemType, 'TICKET_TIER'), inArray(membershipProducts.productItemId, [...tierIds]), isNull(memberships.deletedAt)))
      .orderBy(memberships.name);
    for (const row of rows) plans.set(row.tierId, [...(plans.get(row.tierId) ?? []), { id: row.id, name: row.name }]);
    return plans;
  }

  /** Of these member-only tiers, those this person's subscriptions let them buy at `now`. */
  async function heldBy(userId: string, tierIds: readonly string[], now: Date, tx: DbOrTx): Promise<Set<string>> {
    const rows = await tx
      .selectDistinct({ tierId: membershipProducts.productItemId })
      .from(subscriptions)
      .innerJoin(membershipProducts, eq(membershipProducts.membershipId, subscriptions.membershipId))
      .where(and(grantsAccess(userId, now), eq(membershipProducts.productItemType, 'TICKET_TIER'), inArray(membershipProducts.productItemId, [...tierIds])));
    return new Set(rows.map((r) => r.tierId));
  }

  const restriction: BuyerRestriction = {
    productTypes: ['TICKET_TIER'],
    async refusals(tx, userId, _type, ids, now) {
      const refusals = new Map<string, { code: 'MEMBERSHIP_REQUIRED'; message: string }>();
      const restricted = await plansOf(ids, tx);
      if (!restricted.size) return refusals;
      const held = await heldBy(userId, [...restricted.keys()], now, tx);
      for (const [tierId, plans] of restricted) {
        if (held.has(tierId)) continue;
        const names = plans.map((p) => `“${p.name}”`).join(', ');
        refusals.set(tierId, { code: 'MEMBERSHIP_REQUIRED', message: `${errorMessage('MEMBERSHIP_REQUIRED')!} Gói có hạng vé này: ${names}.` });
      }
      return refusals;
    },
  };

  return { plansOf, restriction };
}
