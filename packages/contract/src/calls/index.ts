import { adminUserCalls } from './admin-users.js';
import { authCalls } from './auth.js';
import { adminOrderCalls, affiliateCalls, purchaseCalls, reportCalls } from './back-office.js';
import { bookingCalls, orderItemCalls, ticketCalls } from './bookings.js';
import { businessCalls } from './businesses.js';
import { calendarCalls } from './calendars.js';
import { cartCalls } from './carts.js';
import { categoryCalls } from './categories.js';
import { courseCalls } from './courses.js';
import { eventCategoryCalls } from './event-categories.js';
import { ebookCalls } from './ebooks.js';
import { eventCalls } from './events.js';
import { eventCancellationCalls } from './event-cancellation.js';
import { followCalls } from './follows.js';
import { healthCalls } from './health.js';
import { hostCategoryCalls } from './host-categories.js';
import { hostCalls } from './hosts.js';
import { jobCalls } from './jobs.js';
import { layoffRequestCalls } from './layoff-requests.js';
import { academyCalls, adminLibraryCalls, libraryCalls, resourceCalls } from './libraries.js';
import { mailingCalls } from './mailing.js';
import { membershipCalls } from './memberships.js';
import { subscriptionCalls } from './subscriptions.js';
import { contentModerationCalls } from './moderation.js';
import { notificationCalls } from './notifications.js';
import { orderCalls } from './orders.js';
import { outboxCalls } from './outbox.js';
import { openGraphCalls, postCalls } from './posts.js';
import { profileCalls } from './profiles.js';
import { comboCalls, productCalls } from './products.js';
import { discountCalls, voucherCalls } from './promotions.js';
import { providerCallbackCalls } from './provider-callbacks.js';
import { refundCalls } from './refunds.js';
import { reskillCalls } from './reskills.js';
import { reviewCalls } from './reviews.js';
import { savedItemCalls } from './saved-items.js';
import { searchHistoryCalls } from './search-histories.js';
import { searchCalls } from './search.js';
import { subscriptionCardCalls } from './subscription-cards.js';
import { uploadCalls } from './uploads.js';
import { webHookCalls } from './web-hooks.js';
import { reminderCalls } from './reminders.js';

/**
 * Every call of the API, by domain. The server serves each with `serve(app, calls.x.y, …)` and the
 * web calls it with `callApi(calls.x.y, …)`; a path is written nowhere else.
 */
export const calls = {
  notifications: notificationCalls,
  carts: cartCalls,
  orders: orderCalls,
  vouchers: voucherCalls,
  discounts: discountCalls,
  bookings: bookingCalls,
  orderItems: orderItemCalls,
  tickets: ticketCalls,
  refunds: refundCalls,
  adminOrders: adminOrderCalls,
  reports: reportCalls,
  affiliate: affiliateCalls,
  purchases: purchaseCalls,
  providerCallbacks: providerCallbackCalls,
  businesses: businessCalls,
  categories: categoryCalls,
  hostCategories: hostCategoryCalls,
  events: eventCalls,
  eventCancellation: eventCancellationCalls,
  eventCategories: eventCategoryCalls,
  calendars: calendarCalls,
  reminders: reminderCalls,
  courses: courseCalls,
  contentModeration: contentModerationCalls,
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
  search: searchCalls,
  uploads: uploadCalls,
  libraries: libraryCalls,
  adminLibraries: adminLibraryCalls,
  resources: resourceCalls,
  academy: academyCalls,
  ebooks: ebookCalls,
  reskills: reskillCalls,
  products: productCalls,
  combos: comboCalls,
  posts: postCalls,
  openGraph: openGraphCalls,
  reviews: reviewCalls,
  savedItems: savedItemCalls,
  layoffRequests: layoffRequestCalls,
  memberships: membershipCalls,
  subscriptions: subscriptionCalls,
  subscriptionCards: subscriptionCardCalls,
  webHooks: webHookCalls,
} as const;
