// Memberships as a context (issue 38). Each feature is its own module; the lead merges this barrel with the others'.
export { layoffRequestsModule, type LayoffRequests, type LayoffRequestsService, type UsableLayoffDiscount } from './layoff-requests/index.js';
/** Memberships: plans and their prices; subscriptions, reskills and layoff requests join here. */
export { membershipPlansModule, type PlansService, type SubscriptionReads } from './plans/index.js';
/** Memberships: plans and subscriptions, reskill programmes and layoff discounts (issue 38). */
export { reskillsModule } from './reskills/index.js';
/** Subscriptions: subscribing, renewals and dunning, plan changes, cancellation. */
export { subscriptionsModule, type StoredCards } from './subscriptions/index.js';
export type { SubscriptionsService } from './subscriptions/subscriptions.service.js';
/** Stored payment cards, charged by renewals through the `subscriptionCards` port. */
export { subscriptionCardsModule, type CardCharge, type ChargeOutcome, type StoredCard } from './cards/index.js';
