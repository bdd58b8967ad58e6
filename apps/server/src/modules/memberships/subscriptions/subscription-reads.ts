import type { PageQuery, SubscriptionDto, SubscriptionPlanDto } from '@market/contract';
import { AppError } from '../../../platform/http/errors.js';
import { pageMeta } from '../../../platform/http/pagination.js';
import { toPriceDto } from '../plans/plan.js';
import type { PlansRepository } from '../plans/plans.repository.js';
import type { MembershipPriceRow, MembershipRow } from '../plans/plans.table.js';
import { planChange } from './plan-change.js';

const planChip = (plan: MembershipRow) => ({ id: plan.id, name: plan.name, image: plan.image });

/**
 * A member's own subscriptions, read for /auth/subscriptions (the identity context asks through the
 * `memberSubscriptions` port). Another person's subscription answers SUBSCRIPTION_NOT_FOUND, as one
 * that does not exist: its existence is not theirs to learn.
 */
export function createSubscriptionReads(deps: {
  repo: Pick<PlansRepository, 'subscriptionsOf' | 'findSubscription' | 'activePricesWithPlans' | 'findPrices'>;
  /** The scheduler's clock: what a change is shown to cost is what change-plan charges at the same moment. */
  now?: () => Date;
}) {
  const { repo } = deps;
  return {
    async listMine(userId: string, query: PageQuery) {
      const { rows, total } = await repo.subscriptionsOf(userId, query);
      const data: SubscriptionDto[] = rows.map(({ subscription: s, price, plan }) => ({
        id: s.id,
        status: s.status,
        membership: planChip(plan),
        price: toPriceDto(price),
        isLifetime: s.isLifetime,
        currentPeriodStart: s.currentPeriodStart?.toISOString() ?? null,
        currentPeriodEnd: s.currentPeriodEnd?.toISOString() ?? null,
        cancelAtPeriodEnd: s.cancelAtPeriodEnd,
        createdAt: s.createdAt.toISOString(),
      }));
      return { data, meta: pageMeta(query, total) };
    },

    /** The prices my subscription could be on: its own (even if withdrawn since) first, then every active price of an active plan. */
    async plansOf(userId: string, subscriptionId: string): Promise<SubscriptionPlanDto[]> {
      const now = deps.now?.() ?? new Date();
      const subscription = await repo.findSubscription(subscriptionId);
      if (!subscription || subscription.userId !== userId) throw new AppError('SUBSCRIPTION_NOT_FOUND');
      const [current] = await repo.findPrices([subscription.membershipPriceId]);
      const others = (await repo.activePricesWithPlans()).filter(({ price }) => price.id !== subscription.membershipPriceId);
      const { currentPeriodStart: start, currentPeriodEnd: end } = subscription;
      // What a change would do, as change-plan would charge it: only from a paid recurring period to a recurring price.
      const changeTo = (price: MembershipPriceRow): SubscriptionPlanDto['change'] => {
        if (!current || !start || !end || subscription.isLifetime || !price.periodUnit || !price.periodCount) return null;
        const change = planChange({
          current: { amount: current.price.amount, periodStart: start, periodEnd: end },
          target: { amount: price.amount, period: { unit: price.periodUnit, count: price.periodCount } },
          now,
        });
        return { kind: change.kind, chargeNow: change.chargeNow, startsAt: change.startsAt.toISOString() };
      };
      return [
        ...(current ? [{ membership: planChip(current.plan), price: toPriceDto(current.price), isCurrent: true, change: null }] : []),
        ...others.map(({ price, plan }) => ({ membership: planChip(plan), price: toPriceDto(price), isCurrent: false, change: changeTo(price) })),
      ];
    },
  };
}
export type SubscriptionReads = ReturnType<typeof createSubscriptionReads>;
