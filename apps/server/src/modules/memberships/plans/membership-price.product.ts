import { declaredSale } from '@market/contract';
import type { Fulfilled, ProductFacts, ProductType, SoldLine } from '../../commerce/index.js';
import type { DbOrTx } from '../../../platform/db/database.js';
import { billingPeriodLabel } from '@market/contract';
import type { PlansRepository } from './plans.repository.js';
import type { MembershipPriceRow, MembershipRow } from './plans.table.js';

/**
 * MEMBERSHIP_PRICE: a price of a plan, as commerce sees it.
 *
 * A membership is bought by subscribing (`POST /subscriptions/{id}/subscribe`), which opens each
 * period's order and its MEMBERSHIP_PRICE line through commerce's `periodOrders`, never through the
 * cart: a cart line would have no subscription, no period and no renewal. The type is `ownCheckout`:
 * the catalog describes its prices as INVALID_PRODUCT_ITEM to the cart, checkout and admin orders,
 * and nothing is listed on sale. A paid line starts, renews or upgrades its subscription (`fulfil`,
 * the subscriptions context); a refunded one ends it (`revoke`).
 * Plans have no host: the admin who made the plan is the seller of record.
 */
export function createMembershipPriceProduct(deps: {
  plans: Pick<PlansRepository, 'findPrices' | 'pricesForSale'>;
  /** The subscriptions context: what a paid or refunded period's line does. */
  periods: () => {
    paid(tx: DbOrTx, line: SoldLine): Promise<Fulfilled>;
    paidMany(tx: DbOrTx, lines: readonly SoldLine[]): Promise<Fulfilled[]>;
    refunded(tx: DbOrTx, line: SoldLine): Promise<void>;
  };
}): ProductType {
  const factsOf = ({ price, plan }: { price: MembershipPriceRow; plan: MembershipRow }): ProductFacts => {
    const period = price.periodUnit && price.periodCount ? { unit: price.periodUnit, count: price.periodCount } : null;
    return {
      productItemType: 'MEMBERSHIP_PRICE',
      productItemId: price.id,
      hostId: plan.createdBy ?? plan.id,
      parent: { kind: 'MEMBERSHIP', id: plan.id, slug: null },
      title: plan.name,
      subtitle: `Gói hội viên · ${billingPeriodLabel(period)}`,
      image: plan.image,
      link: '/memberships',
      unitPrice: price.amount,
      available: null,
      maxPerOrder: 1,
      startsAt: null,
      endsAt: null,
      // On sale to its own flow (subscribing); the catalog hides it from the cart and checkout (`ownCheckout`).
      problem: price.deletedAt || plan.deletedAt || price.status !== 'ACTIVE' || plan.status !== 'ACTIVE' ? 'INVALID_PRODUCT_ITEM' : null,
    };
  };

  return {
    type: 'MEMBERSHIP_PRICE',
    sale: declaredSale('MEMBERSHIP_PRICE'),
    ownCheckout: true,
    grantsLastingAccess: false,

    async describe(tx, ids) {
      return new Map((await deps.plans.findPrices(ids, tx)).map((row) => [row.price.id, factsOf(row)]));
    },
    /** An admin's own plans' prices (a voucher may name one); hosts own no plan. */
    async listForHost(tx, hostId, filter) {
      const { rows, total } = await deps.plans.pricesForSale({ createdBy: hostId, q: filter.q, limit: filter.limit }, tx);
      return { facts: rows.map(factsOf), total };
    },
    // Not sold through the cart: the admins' order console offers none.
    listOnSale: async () => ({ facts: [], total: 0 }),

    // No stock: every member gets the same plan.
    hold: async () => ({}),
    release: async () => undefined,
    commit: async () => undefined,
    sellDirect: async () => true,
    restock: async () => undefined,

    fulfil: (tx, line) => deps.periods().paid(tx, line),
    fulfilMany: (tx, lines) => deps.periods().paidMany(tx, lines),
    revoke: (tx, line) => deps.periods().refunded(tx, line),
  };
}
