import { businessCalls } from './businesses.js';
import { calendarCalls } from './calendars.js';
import { categoryCalls } from './categories.js';
import { eventCategoryCalls } from './event-categories.js';
import { eventCalls } from './events.js';
import { hostCategoryCalls } from './host-categories.js';
import { notificationCalls } from './notifications.js';

/**
 * Every call of the API, by domain. The server serves each with `serve(app, calls.x.y, …)` and the
 * web calls it with `callApi(calls.x.y, …)`; a path is written nowhere else.
 */
export const calls = {
  notifications: notificationCalls,
  businesses: businessCalls,
  categories: categoryCalls,
  hostCategories: hostCategoryCalls,
  events: eventCalls,
  eventCategories: eventCategoryCalls,
  calendars: calendarCalls,
} as const;
