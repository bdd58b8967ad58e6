import { declaredSale } from '@market/contract';
import type { ProductFacts, ProductType } from '../../commerce/index.js';
import { AppError } from '../../../platform/http/errors.js';
import { billingPeriodLabel } from '@market/contract';
import type { PlansRepository } from './plans.repository.js';
import type { MembershipPriceRow, MembershipRow } from './plans.table.js';

/**
 * MEMBERSHIP_PRICE: a price of a plan, as commerce sees it.
 *
 * Decision (issue 38, catalogue half): a membership is bought by subscribing
 * (`POST /subscriptions/{id}/subscribe`), which makes the period's order and its MEMBERSHIP_PRICE line
 * itself, never through the cart: a cart line would have no subscription, no period and no renewal.
 * So `describe` answers every price with problem INVALID_PRODUCT_ITEM (a cart add, a direct checkout
 * or an admin's uploaded order is refused), and nothing is listed on sale. Until subscribing exists no
 * such line can be paid, so `fulfil` and `revoke` refuse loudly instead of taking money for nothing;
 * the subscriptions half replaces them (fulfil starts or extends the paid period, revoke ends it).
 * Plans have no host: the admin who made the plan is the seller of record.
 */
export function createMembershipPriceProduct(deps: { plans: Pick<PlansRepository, 'findPrices' | 'pricesForSale'> }): ProductType {
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
      problem: 'INVALID_PRODUCT_ITEM',
    };
  };
  const notYet = () => {
    throw new AppError('INVALID_PRODUCT_ITEM', 'Gói hội viên được mua bằng cách đăng ký gói, không qua giỏ hàng.');
  };

  return {
    type: 'MEMBERSHIP_PRICE',
    sale: declaredSale('MEMBERSHIP_PRICE'),
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

    fulfil: async () => notYet(),
    revoke: async () => notYet(),
  };
}
