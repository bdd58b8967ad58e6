import { adminOrderCalls, affiliateCalls, purchaseCalls, reportCalls } from './back-office.js';
import { bookingCalls, orderItemCalls, ticketCalls } from './bookings.js';
import { cartCalls } from './carts.js';
import { businessCalls } from './businesses.js';
import { calendarCalls } from './calendars.js';
import { categoryCalls } from './categories.js';
import { eventCategoryCalls } from './event-categories.js';
import { eventCalls } from './events.js';
import { hostCategoryCalls } from './host-categories.js';
import { notificationCalls } from './notifications.js';
import { orderCalls } from './orders.js';
import { discountCalls, voucherCalls } from './promotions.js';
import { providerCallbackCalls } from './provider-callbacks.js';
import { refundCalls } from './refunds.js';

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
  eventCategories: eventCategoryCalls,
  calendars: calendarCalls,
} as const;
