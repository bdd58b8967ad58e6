import { errorMessage } from '@market/contract';
import type { DbOrTx } from '../../../platform/db/database.js';
import { AppError } from '../../../platform/http/errors.js';
import type { BuyerRestriction } from '../../commerce/index.js';
import { createPlansPageCache } from '../plans/plans-page-cache.js';
import { createMemberTiersRepository, memberOnlyTierSql } from './member-tiers.repository.js';

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
  const repo = createMemberTiersRepository(db);

  /** The live plans including each of these tiers (a tier none includes is sold to anyone). */
  async function plansOf(tierIds: readonly string[], tx: DbOrTx = db): Promise<Map<string, TierPlan[]>> {
    const plans = new Map<string, TierPlan[]>();
    if (!tierIds.length) return plans;
    for (const row of await repo.plansOf(tierIds, tx)) plans.set(row.tierId, [...(plans.get(row.tierId) ?? []), { id: row.id, name: row.name }]);
    return plans;
  }

  // What event pages show: every member-only tier's plans, read whole and kept as long as the shared
  // answer cache keeps an event page (30 s; this process's plan and tier edits drop it at once), so
  // that an event's page stays one statement. Display only: selling asks the database (`restriction`).
  const shown = createPlansPageCache<Map<string, TierPlan[]>>({ maxAgeMs: 30_000, maxEntries: 1 });
  async function shownPlansOf(tierIds: readonly string[]): Promise<Map<string, TierPlan[]>> {
    const all = await shown.read('all', async () => {
      const plans = new Map<string, TierPlan[]>();
      for (const row of await repo.allTierPlans()) plans.set(row.tierId, [...(plans.get(row.tierId) ?? []), { id: row.id, name: row.name }]);
      return plans;
    });
    return new Map(tierIds.flatMap((id) => (all.has(id) ? [[id, all.get(id)!] as const] : [])));
  }

  /**
   * Which of these products are sold to members only, for cards in lists (display, like `shownPlansOf`):
   * a member-only tier, or a combo holding one (`restriction` below is the rule that sells). Keys are
   * `TYPE:id`. The tiers' plans come from the kept answer; a page's combos are one statement.
   */
  async function memberOnlyAmong(refs: readonly { productItemType: string; productItemId: string }[]): Promise<Set<string>> {
    const tierIds = refs.filter((r) => r.productItemType === 'TICKET_TIER').map((r) => r.productItemId);
    const comboIds = refs.filter((r) => r.productItemType === 'COMBO').map((r) => r.productItemId);
    if (!tierIds.length && !comboIds.length) return new Set();
    const [held, all] = await Promise.all([comboIds.length ? repo.tiersInCombos(comboIds) : new Map<string, string[]>(), shownPlansOf(tierIds)]);
    const combosTiers = [...new Set([...held.values()].flat())];
    const restricted = combosTiers.length ? await shownPlansOf(combosTiers) : new Map<string, TierPlan[]>();
    const found = new Set([...all.keys()].map((id) => `TICKET_TIER:${id}`));
    for (const [comboId, tiers] of held) if (tiers.some((id) => restricted.has(id))) found.add(`COMBO:${comboId}`);
    return found;
  }

  /**
   * The host's side (the studio's tier editor): the tier becomes member-only for exactly these plans,
   * each one joined on sale (MEMBERSHIP_NOT_FOUND otherwise), joining their included products, or
   * leaving them (never the last product of a plan: MEMBERSHIP_NO_PRODUCTS). The admin's plan editor
   * edits the same rows from the plan's side.
   */
  async function setPlans(tx: DbOrTx, tierId: string, planIds: readonly string[]): Promise<void> {
    const wanted = [...new Set(planIds)];
    const current = await repo.plansHolding(tierId, tx);
    // Only a plan joined now must be on sale: one the tier is in already (since switched off) may stay.
    const joining = wanted.filter((id) => !current.includes(id));
    if (joining.length && (await repo.countOnSale(joining, tx)) !== joining.length) throw new AppError('MEMBERSHIP_NOT_FOUND');
    const leaving = current.filter((id) => !wanted.includes(id));
    if (leaving.length) {
      if (await repo.anyWithOneProduct(leaving, tx)) throw new AppError('MEMBERSHIP_NO_PRODUCTS');
      await repo.leave(tierId, leaving, tx);
    }
    for (const planId of joining) await repo.join(tierId, planId, tx);
    shown.forget();
  }

  /** The tiers of `tierIds` this buyer may not buy at `now`, each with the plans that would let them. */
  async function refusedTiers(tx: DbOrTx, userId: string, tierIds: readonly string[], now: Date): Promise<Map<string, TierPlan[]>> {
    const restricted = await plansOf(tierIds, tx);
    if (!restricted.size) return restricted;
    const held = await repo.heldBy(userId, [...restricted.keys()], now, tx);
    for (const tierId of held) restricted.delete(tierId);
    return restricted;
  }
  const naming = (plans: readonly TierPlan[]) => [...new Set(plans.map((p) => `“${p.name}”`))].join(', ');

  /**
   * A combo holding a member-only tier is member-only too (decided: like the tier itself, not refused
   * in the combo editor). A marketplace sells the same seat the same way whichever listing it is bought
   * through, and a tier may become member-only after a combo holding it was put on sale (the host's tier
   * editor, the admin's plan editor), so the one check that holds whatever the order of edits is the
   * buyer's, at cart, quotation and checkout: a non-member is refused the combo with MEMBERSHIP_REQUIRED
   * naming the plans, and the host keeps the bundle for members. A member of a plan including every
   * member-only tier of the combo buys it at the combo's price.
   */
  const restriction: BuyerRestriction = {
    productTypes: ['TICKET_TIER', 'COMBO'],
    // A tier's facts say whether a plan includes it: the others are not asked about. A combo's tiers are (tiersInCombos).
    restrictedSql: (type, id) => (type === 'TICKET_TIER' ? memberOnlyTierSql(id) : undefined),
    async refusals(tx, userId, type, ids, now) {
      const refusals = new Map<string, { code: 'MEMBERSHIP_REQUIRED'; message: string }>();
      const required = errorMessage('MEMBERSHIP_REQUIRED')!;
      if (type === 'COMBO') {
        const held = await repo.tiersInCombos(ids, tx);
        const refused = await refusedTiers(tx, userId, [...new Set([...held.values()].flat())], now);
        for (const [comboId, tierIds] of held) {
          const plans = tierIds.flatMap((id) => refused.get(id) ?? []);
          if (plans.length)
            refusals.set(comboId, { code: 'MEMBERSHIP_REQUIRED', message: `${required} Combo này có hạng vé dành cho hội viên gói ${naming(plans)}.` });
        }
        return refusals;
      }
      for (const [tierId, plans] of await refusedTiers(tx, userId, ids, now))
        refusals.set(tierId, { code: 'MEMBERSHIP_REQUIRED', message: `${required} Gói có hạng vé này: ${naming(plans)}.` });
      return refusals;
    },
  };

  return { plansOf, shownPlansOf, memberOnlyAmong, forgetShown: () => shown.forget(), setPlans, restriction };
}
