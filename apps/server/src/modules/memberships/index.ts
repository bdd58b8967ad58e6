// Memberships as a context (issue 38). Each feature is its own module; the lead merges this barrel with the others'.
export { layoffRequestsModule, type LayoffRequests, type LayoffRequestsService, type UsableLayoffDiscount } from './layoff-requests/index.js';
