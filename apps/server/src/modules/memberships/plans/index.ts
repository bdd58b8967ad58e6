import type { DbOrTx } from '../../../platform/db/database.js';
import { defineModule } from '../../module.js';
import { createSubscriptionReads, type SubscriptionReads } from '../subscriptions/subscription-reads.js';
import { createMembershipPriceProduct } from './membership-price.product.js';
import { notifyMembersJob, type PriceChangeNotice } from './notify-members.job.js';
import { createPlansRepository } from './plans.repository.js';
import { registerPlanRoutes } from './plans.routes.js';
import { createPlansService, type PlansService } from './plans.service.js';

export type { PlansService } from './plans.service.js';
export type { SubscriptionReads } from '../subscriptions/subscription-reads.js';

declare module '../../module.js' {
  interface Ports {
    /** A member's own subscriptions (GET /auth/subscriptions and /auth/subscriptions/{id}/plans). */
    memberSubscriptions: SubscriptionReads;
  }
  interface Services {
    membershipPlans: PlansService;
  }
}

/** Membership plans: parts, included products, prices (sold as MEMBERSHIP_PRICE), and the members' reads. */
export const membershipPlansModule = defineModule('membership-plans', (kit) => {
  const repo = createPlansRepository(kit.db);
  const notifications = kit.use('notifications');
  const notifyMembers = notifyMembersJob({ memberIdsOf: (priceId) => repo.renewingMemberIds(priceId), notifications, log: kit.log });
  const plans = createPlansService({
    db: kit.db,
    repo,
    now: () => kit.scheduler.now(),
    plansWritten: () => kit.use('memberTiers').forget(),
    tellMembers: (tx: DbOrTx, notice: PriceChangeNotice) => kit.jobs.enqueue(notifyMembers, notice, { tx }),
    // Included courses and tiers are described by their own product types (read once every context is built).
    describeProducts: async (tx, type, ids, now) => {
      const productType = kit.contributed.productTypes().find((t) => t.type === type);
      return productType && ids.length ? productType.describe(tx, ids, now) : new Map();
    },
  });
  return {
    provides: { memberSubscriptions: createSubscriptionReads({ repo, now: () => kit.scheduler.now() }) },
    routes: (app) => registerPlanRoutes(app, { plans }),
    productTypes: [createMembershipPriceProduct({ plans: repo, periods: () => kit.use('subscriptionPeriods') })],
    jobs: [notifyMembers],
    services: { membershipPlans: plans },
  };
});
