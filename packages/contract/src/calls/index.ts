import { adminUserCalls } from './admin-users.js';
import { authCalls } from './auth.js';
import { followCalls } from './follows.js';
import { healthCalls } from './health.js';
import { hostCalls } from './hosts.js';
import { jobCalls } from './jobs.js';
import { mailingCalls } from './mailing.js';
import { notificationCalls } from './notifications.js';
import { outboxCalls } from './outbox.js';
import { profileCalls } from './profiles.js';
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
  auth: authCalls,
  adminUsers: adminUserCalls,
  follows: followCalls,
  hosts: hostCalls,
  profiles: profileCalls,
  mailing: mailingCalls,
  searchHistories: searchHistoryCalls,
} as const;
