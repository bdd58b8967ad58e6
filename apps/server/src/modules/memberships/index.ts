/** Memberships: plans and their prices; subscriptions, reskills and layoff requests join here. */
export { membershipPlansModule, type PlansService, type SubscriptionReads } from './plans/index.js';
