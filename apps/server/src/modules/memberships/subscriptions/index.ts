import type { DbOrTx } from '../../../platform/db/database.js';
import { APP_STORE_SUBSCRIPTIONS, type Fulfilled, type SoldLine } from '../../commerce/index.js';
import { defineModule } from '../../module.js';
import { createAppStoreSubscriptions } from './app-store-subscriptions.js';
import { hearChanges } from '../../../platform/db/heard-cache.js';
import { createMemberTiers, type TierPlan } from './member-tiers.js';
import { createMySubscriptionsCache, SUBSCRIPTION_CHANGES_CHANNEL } from './my-subscriptions-cache.js';
import { createPeriodFulfilment } from './period-fulfilment.js';
import { createSubscriptionBilling, type StoredCards } from './subscription-billing.js';
import { subscriptionNoticeTask, type SubscriptionNotice } from './subscription-notices.js';
import { createSubscriptionsRepository } from './subscriptions.repository.js';
import { registerSubscriptionRoutes } from './subscriptions.routes.js';
import { createSubscriptionsService, type SubscriptionsService } from './subscriptions.service.js';

export type { StoredCards } from './subscription-billing.js';

declare module '../../module.js' {
  interface Ports {
    /** MEMBERSHIP_PRICE's fulfilment: a period's order paid, or refunded. */
    subscriptionPeriods: {
      paid(tx: DbOrTx, line: SoldLine): Promise<Fulfilled>;
      /** `paid` of many lines paid together (a batch of renewals), answered in their order. */
      paidMany(tx: DbOrTx, lines: readonly SoldLine[]): Promise<Fulfilled[]>;
      refunded(tx: DbOrTx, line: SoldLine): Promise<void>;
    };
    /** The membership half of the one course-access rule. */
    memberCourseAccess: { grants(userId: string, courseId: string): Promise<boolean> };
    /** The plans including each member-only ticket tier (a tier none includes is sold to anyone). */
    memberTiers: {
      /** For pages: kept a moment (2 s, dropped by this process's tier edits); selling asks the database. */
      plansOf(tierIds: readonly string[]): Promise<Map<string, TierPlan[]>>;
      /** Which of these products (tiers, combos) are sold to members only, keyed `TYPE:id`: the badge of cards in lists. */
      memberOnlyAmong(refs: readonly { productItemType: string; productItemId: string }[]): Promise<Set<string>>;
      /** A host's tier editor: the tier becomes member-only for exactly these plans (none: sold to anyone). */
      setPlans(tx: DbOrTx, tierId: string, planIds: readonly string[]): Promise<void>;
      /** Plans were edited from their own side (the admin's plan editor): what pages were shown is dropped. */
      forget(): void;
    };
  }
  interface Services {
    subscriptions: SubscriptionsService;
  }
}

/** Subscriptions: subscribing, renewals with dunning on the scheduler, plan changes, cancellation, and the members' reads. */
export const subscriptionsModule = defineModule('subscriptions', (kit) => {
  // "My subscription" answers, kept until a write says otherwise: this process's at once, any writer's on the channel.
  const cache = createMySubscriptionsCache();
  const changes = hearChanges(cache, { url: kit.databaseUrl, channel: SUBSCRIPTION_CHANGES_CHANNEL, applicationName: 'market-subscription-changes' });
  const repo = createSubscriptionsRepository(kit.db, { member: cache.forget, subscription: cache.forgetSubscription });
  const memberTiers = createMemberTiers(kit.db);
  const notice = kit.scheduler.define(subscriptionNoticeTask({ notifications: () => kit.use('notifications') }));
  const tell = (tx: DbOrTx, payload: SubscriptionNotice, key: string) => kit.scheduler.schedule(notice, { key, at: kit.scheduler.now(), payload }, tx);
  const tellMany = (tx: DbOrTx, notices: readonly { notice: SubscriptionNotice; key: string }[]) =>
    kit.scheduler.scheduleMany(
      notices.map(({ notice: payload, key }) => ({ definition: notice, key, at: kit.scheduler.now(), payload })),
      tx,
    );
  const periodOrders = () => kit.use('periodOrders');
  const cards = (): StoredCards => kit.use('subscriptionCards');
  const billing = createSubscriptionBilling({ repo, scheduler: kit.scheduler, periodOrders, cards, tell, log: kit.log });
  const fulfilment = createPeriodFulfilment({ repo, scheduler: kit.scheduler, billing, tell, tellMany });
  const appStore = createAppStoreSubscriptions({ repo, billing, scheduler: kit.scheduler, periodOrders, tell, holdMinutes: kit.config.holdMinutes });
  const subscriptions = createSubscriptionsService({
    db: kit.db,
    repo,
    billing,
    periodOrders,
    cards,
    now: () => kit.scheduler.now(),
    holdMinutes: kit.config.holdMinutes,
    tell,
    cache,
  });
  return {
    provides: {
      subscriptionPeriods: fulfilment,
      memberCourseAccess: { grants: (userId, courseId) => repo.grantsCourse(userId, courseId, kit.scheduler.now()) },
      memberTiers: {
        plansOf: (tierIds) => memberTiers.shownPlansOf(tierIds),
        memberOnlyAmong: (refs) => memberTiers.memberOnlyAmong(refs),
        setPlans: (tx, tierId, planIds) => memberTiers.setPlans(tx, tierId, planIds),
        forget: memberTiers.forgetShown,
      },
    },
    buyerRestrictions: [memberTiers.restriction],
    // App Store renewals, failures, expiries and refunds: the App Store charges by itself and tells us.
    charges: { [APP_STORE_SUBSCRIPTIONS]: appStore },
    routes: (app) => {
      app.addHook('onClose', async () => changes.close());
      registerSubscriptionRoutes(app, { subscriptions });
    },
    services: { subscriptions },
  };
});
