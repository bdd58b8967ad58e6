/** Memberships: plans and subscriptions, reskill programmes and layoff discounts (issue 38). */
export { reskillsModule } from './reskills/index.js';
