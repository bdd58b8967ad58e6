import { healthCalls } from './health.js';
import { jobCalls } from './jobs.js';
import { mailingCalls } from './mailing.js';
import { notificationCalls } from './notifications.js';
import { outboxCalls } from './outbox.js';
import { searchHistoryCalls } from './search-histories.js';

/**
 * Every call of the API, by domain. The server serves each with `serve(app, calls.x.y, …)` and the
 * web calls it with `callApi(calls.x.y, …)`; a path is written nowhere else.
 */
export const calls = {
  notifications: notificationCalls,
  health: healthCalls,
  jobs: jobCalls,
  outbox: outboxCalls,
  mailing: mailingCalls,
  searchHistories: searchHistoryCalls,
} as const;
