import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../platform/db/database.js';
import { defineJob, type JobQueue } from '../../platform/jobs/queue.js';
import type { DomainEvents } from '../../platform/tasks/domain-events.js';
import type { Scheduler } from '../../platform/tasks/scheduler.js';
import type { NotificationsService, NotifyOnce } from '../engagement/index.js';
import { createPaymentReminder } from './orders/payment-reminder.js';
import { registerCartRoutes } from './carts/carts.routes.js';
import { createCartsService } from './carts/carts.service.js';
import { registerOrderRoutes } from './orders/orders.routes.js';
import type { Notice, Notify } from './orders/order-notices.js';
import { orderReceipt } from './orders/order-receipt.js';
import { createOrdersService } from './orders/orders.service.js';
import { createPurchaseLedger } from './orders/purchase-ledger.js';
import { createSettlement, type SettlementTimers } from './orders/settlement.js';
import { createPeriodOrders, type PeriodOrders } from './orders/period-orders.js';
import type { PaymentProviderAdapter, ProviderName } from './payments/payment-provider.js';
import { createPaymentSettlement, type ChargeSettlement } from './payments/payment-settlement.js';
import type { BuyerDiscount } from './pricing/buyer-discount.js';
export type { BuyerDiscount } from './pricing/buyer-discount.js';
export type { BuyerRestriction } from './products/buyer-restriction.js';
export { APP_STORE_SUBSCRIPTIONS, type AppStoreSubscriptionEvent } from './payments/providers/apple.js';
export type { ChargeSettlement } from './payments/payment-settlement.js';
import { createPaymentsService } from './payments/payments.service.js';
import { createOffersRepository } from './pricing/offers.repository.js';
import { createQuotationService } from './pricing/quotation.service.js';
import { createOwnershipRepository } from './products/ownership.repository.js';
import type { BuyerRestriction } from './products/buyer-restriction.js';
import { createOwnedLines } from './products/owned-lines.js';
import { createHeardVersions, hearFactsChanges, type HeardVersions } from './products/heard-versions.js';
import { createFactsNotices } from './products/facts-notices.repository.js';
import { createProductCatalog, type ProductType } from './products/products.js';
import { createEventCancellations, createTicketTiersRepository } from '../catalogue/index.js';
import { registerEventCancellationRoutes } from './event-cancellation/event-cancellation.routes.js';
import { createEventCancellation } from './event-cancellation/event-cancellation.service.js';
import { createRefundMoney } from './refunds/refund-money.js';
import { createLineRefunds } from './refunds/line-refunds.js';
import { createOwedRefunds } from './refunds/owed-refunds.js';
import { bookingMovePublisher, createBookingRequests, createBookings } from './bookings/index.js';
import { createEventAccess, createTickets } from './tickets/index.js';
import { createBackOffice } from './back-office.js';
import { cacheTags } from '../../platform/http/cache-tags.js';
import { defineModule, on } from '../module.js';
import { accountErased } from '../identity/index.js';
import { createFulfilledTypes } from './products/fulfilled-types.js';
import { createShop } from './products/shop.js';
import { createPurchases } from './purchases/index.js';
import { createReviewStanding, type ReviewStanding } from './purchases/review-standing.js';
import { createReviewStandingRepository } from './purchases/review-standing.repository.js';
import { createVoucherExpiry, createVouchers } from './vouchers/index.js';
import { registerPaymentIpnRoutes } from './payments/ipn.routes.js';
import { createPaymentProviders } from './payments/providers/providers.js';
import { registerPaymentSandboxRoutes } from './payments/sandbox/sandbox.routes.js';

type Log = { warn: (obj: unknown, msg: string) => void; error: (obj: unknown, msg: string) => void };

/**
 * Commerce: carts, quotation, checkout with holds, payment attempts and their settlement. Product
 * types plug in through the catalog: whatever the contexts contribute (`productTypes`, read at first use).
 */
export function createCommerce(deps: {
  db: Db;
  jobs: JobQueue;
  /** Settlement publishes `order.paid` in its transaction. */
  events?: Pick<DomainEvents, 'publish'>;
  /** Work due later: payment reminders, booking requests' reminders and expiry, vouchers about to expire, an event cancellation's refunds and notices. */
  scheduler: Scheduler;
  notifications: Pick<NotificationsService, 'notify' | 'notifyOnce' | 'notifyEach'>;
  providers: Partial<Record<ProviderName, PaymentProviderAdapter>>;
  sandbox: boolean;
  publicUrl: string;
  holdMinutes: number;
  /** Signs ticket QR codes (the server's JWT secret). */
  ticketSecret: string;
  /** The product types sold, known once every context is built. */
  productTypes: () => readonly ProductType[];
  /** Who settles the charges providers make by themselves (renewals), by the target their callbacks name. */
  charges?: () => Readonly<Record<string, ChargeSettlement>>;
  /** Discounts granted to one buyer (an approved layoff request's), known once every context is built. */
  buyerDiscounts?: () => readonly BuyerDiscount[];
  /** Items only some buyers may buy (member-only tiers), known once every context is built. */
  buyerRestrictions?: () => readonly BuyerRestriction[];
  /** Told when stock moved outside a request (expired holds), so cached pages stop showing it. */
  onStockMoved?: () => void;
  /** The listing's facts versions this process holds while PostgreSQL says they hold (products/heard-versions.ts). */
  heardVersions?: HeardVersions;
  log?: Log;
}) {
  // Orders and the back office hand over whole notices; tickets and bookings give `notify` its parts.
  const contentOf = (notice: Notice) => ({
    title: notice.title,
    body: notice.body,
    link: notice.link,
    data: notice.data,
    ...(notice.receipt ? { email: orderReceipt(notice.receipt.order, notice.receipt.items, deps.publicUrl) } : {}),
  });
  const tell = (notice: Notice) => deps.notifications.notify(notice.userId, notice.type, contentOf(notice));
  /** Many notices at once (a batch of renewals' receipts); a failure is logged, as each `tell`'s is. */
  const tellMany = (notices: Notice[]) =>
    deps.notifications
      .notifyEach(notices.map((notice) => ({ userId: notice.userId, type: notice.type, content: contentOf(notice) })))
      .catch((error: unknown) => deps.log?.error({ err: error, count: notices.length }, 'notifications failed'));
  const products = createProductCatalog(deps.productTypes, { heard: deps.heardVersions });
  // What a checkout's stock moves changed (tiers, frames), told to every process after its commit (migration 0060).
  const stockNotices = createFactsNotices(deps.db, { log: deps.log });
  const offers = createOffersRepository(deps.db);
  const ownership = createOwnershipRepository(deps.db);
  const ownedLines = createOwnedLines({ products, ownership, restrictions: deps.buyerRestrictions });
  const quotation = createQuotationService({ products, offers, ownedLines, buyerDiscounts: deps.buyerDiscounts });
  const carts = createCartsService({ db: deps.db, products, ownedLines });
  const payments = createPaymentsService({ db: deps.db, providers: deps.providers, sandbox: deps.sandbox, publicUrl: deps.publicUrl, log: deps.log });
  // System reminders (issue 39): each a scheduler task planned and taken back in the transactions of the order's life.
  const notifyOnce: NotifyOnce = (...args) => deps.notifications.notifyOnce(...args);
  const paymentReminder = createPaymentReminder({ db: deps.db, scheduler: deps.scheduler, notifyOnce });
  const bookingMoved = bookingMovePublisher(deps.events);
  // Money the platform gives back on its own (an event called off, a booking request left unanswered): one rule, one send task.
  const money = createRefundMoney({ db: deps.db, products, providers: deps.providers, notify: tell, log: deps.log });
  const lineRefunds = createLineRefunds({ db: deps.db, scheduler: deps.scheduler, money });
  const bookingRequests = createBookingRequests({ db: deps.db, scheduler: deps.scheduler, products, notifyOnce, refunds: lineRefunds, moved: bookingMoved });
  const voucherExpiry = createVoucherExpiry({ db: deps.db, scheduler: deps.scheduler, notifyOnce });
  const timers: SettlementTimers = {
    async paid(tx, order, items) {
      await paymentReminder.drop(tx, order.id);
      await bookingRequests.plan(tx, items, order.paidAt ?? deps.scheduler.now());
    },
    async paidMany(tx, settled) {
      await paymentReminder.dropMany(
        tx,
        settled.map(({ order }) => order.id),
      );
      for (const { order, items } of settled) await bookingRequests.plan(tx, items, order.paidAt ?? deps.scheduler.now());
    },
    released: (tx, orderId) => paymentReminder.drop(tx, orderId),
  };
  const settlement = createSettlement({ db: deps.db, products, offers, events: deps.events, buyerDiscounts: deps.buyerDiscounts, timers });
  const owedRefunds = createOwedRefunds({ db: deps.db });
  const orders = createOrdersService({
    db: deps.db,
    products,
    offers,
    quotation,
    carts,
    payments,
    settlement,
    owedRefunds,
    notify: tell,
    paymentReminder,
    stockMoved: (table, ids) => stockNotices.changed(table, ids),
    holdMinutes: deps.holdMinutes,
    log: deps.log,
  });
  const paymentSettlement = createPaymentSettlement({
    db: deps.db,
    repo: payments.repo,
    attempts: orders.attemptSettlement,
    charges: deps.charges,
    log: deps.log,
  });
  deps.jobs.every(
    defineJob({
      name: 'commerce.expire-holds',
      payload: z.object({}).passthrough(),
      retryLimit: 0,
      handle: async () => {
        const released = await orders.expireDue();
        if (released > 0) deps.onStockMoved?.();
        return { released };
      },
    }),
    '* * * * *',
  );
  const periodOrders = createPeriodOrders({
    db: deps.db,
    orders,
    payments,
    settlement,
    paymentSettlement: () => paymentSettlement,
    products,
    quotation,
    buyerDiscounts: deps.buyerDiscounts,
    owedRefunds,
    tellMany,
    tell: async (notices) => {
      for (const notice of notices) await tell(notice).catch((error: unknown) => deps.log?.error({ err: error, type: notice.type }, 'notification failed'));
    },
  });
  // After payment: tickets with QR codes and check-in; calendar bookings and the order-line lists.
  const notify: Notify = (userId, type, content) => deps.notifications.notify(userId, type, content);
  const access = createEventAccess(createTicketTiersRepository(deps.db));
  const tickets = createTickets({ db: deps.db, secret: deps.ticketSecret, access, notify, publicUrl: deps.publicUrl, log: deps.log });
  const bookings = createBookings({
    db: deps.db,
    products,
    tickets: tickets.tickets,
    access,
    notify,
    requests: bookingRequests,
    moved: bookingMoved,
    publicUrl: deps.publicUrl,
    log: deps.log,
  });
  // Refunds, the admin's orders console and reports, affiliate visits.
  const backOffice = createBackOffice({
    db: deps.db,
    jobs: deps.jobs,
    products,
    orders,
    settlement,
    payments,
    providers: deps.providers,
    notify: tell,
    onStockMoved: deps.onStockMoved,
    log: deps.log,
  });
  // A host calls off an event with sales: every line refunded once, holds released, people told.
  const cancellation = createEventCancellation({
    db: deps.db,
    scheduler: deps.scheduler,
    events: deps.events,
    cancellations: createEventCancellations(deps.db),
    settlement,
    products,
    refunds: lineRefunds,
    notify: tell,
    log: deps.log,
  });
  return {
    products,
    carts,
    payments,
    cancellation,
    /** Every verified provider callback settles here (IPN routes). */
    paymentSettlement,
    settlement,
    orders,
    /** A subscription's period orders (the memberships context's port). */
    periodOrders,
    ledger: createPurchaseLedger(deps.db),
    /** Of these products, the lasting-access ones a buyer owns (alone or through a combo), as `${type}:${id}` keys. */
    ownedBy: (userId: string, refs: readonly { productItemType: string; productItemId: string }[]) =>
      ownership.findOwned(
        userId,
        refs.filter((r) => products.grantsLastingAccess(r.productItemType)),
      ),
    /** Who may review what they bought or attended (the reviews context's port). */
    reviewStanding: createReviewStanding({
      db: deps.db,
      products,
      ownership,
      events: createTicketTiersRepository(deps.db),
      repo: createReviewStandingRepository(deps.db),
    }),
    backOffice,
    tickets,
    bookings,
    /** The system reminders' tasks (payment, booking requests, vouchers), for tests and admin views. */
    reminders: { payment: paymentReminder, bookingRequests, voucherExpiry },
    register(app: FastifyInstance) {
      registerCartRoutes(app, { carts });
      registerOrderRoutes(app, { orders, payments });
      backOffice.register(app);
      tickets.register(app);
      bookings.register(app);
      registerEventCancellationRoutes(app, { cancellation });
    },
  };
}
export type Commerce = ReturnType<typeof createCommerce>;
export { LineRefused } from './products/product-type.js';
export type { PeriodOrders, PeriodPayment, OpenedPeriodOrder } from './orders/period-orders.js';
export type { Fulfilled, IndexedEntry, IndexedListing, IndexedListingPage, ItemType, ProductFacts, ProductType, SoldLine } from './products/products.js';
export { orderPaid } from './orders/order-events.js';
export { bookingStatusChanged } from './bookings/booking-events.js';
export type { Shop } from './products/shop.js';
export { hostChips } from './products/host-chips.js';
export { ticketSql } from './tickets/tickets.repository.js';
export { bookingSql } from './bookings/bookings.repository.js';

declare module '../module.js' {
  interface Services {
    commerce: Commerce;
  }
  interface Ports {
    /** Who may review a course, an ebook, a combo or an event, from what they bought or attended (reviews). */
    reviewStanding: ReviewStanding;
    /** The orders of a subscription's periods: opened, paid by card or link, released (memberships). */
    periodOrders: PeriodOrders;
  }
}
export type { ReviewStanding, ReviewSubject } from './purchases/review-standing.js';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Commerce as a context: checkout and settlement over every type contributed, tickets and bookings
 * (the types whose fulfilment is its own), provider callbacks, the products listing and shop figures,
 * a person's purchases and a host's vouchers.
 */
export const commerceModule = defineModule('commerce', (kit) => {
  const { config, db } = kit;
  const heardVersions = createHeardVersions();
  const commerce = createCommerce({
    db,
    jobs: kit.jobs,
    events: kit.events,
    scheduler: kit.scheduler,
    notifications: kit.use('notifications'),
    providers: createPaymentProviders(config.payments, { publicUrl: config.publicUrl }),
    sandbox: config.payments.mode === 'sandbox',
    publicUrl: config.publicUrl,
    holdMinutes: config.holdMinutes,
    ticketSecret: config.jwtSecret,
    productTypes: kit.contributed.productTypes,
    charges: kit.contributed.charges,
    buyerDiscounts: kit.contributed.buyerDiscounts,
    buyerRestrictions: kit.contributed.buyerRestrictions,
    onStockMoved: () => kit.publicCache.invalidate([cacheTags.stock]),
    heardVersions,
    log: kit.log,
  });
  const people = kit.use('people');
  const comboEditor = kit.use('comboEditor');
  const shop = createShop({
    db,
    products: commerce.products,
    indexed: kit.use('catalogueListing'),
    shelves: kit.contributed.shelves,
    followersOf: people.followerCountOf,
    courseAccess: kit.use('courseAccess').productAccessOf,
    patchCombo: (actor, id, body) => comboEditor.update(actor, id, body),
    // Member-only tiers and the combos holding one (the memberships context's rule): their cards say so.
    memberOnly: (refs) => kit.use('memberTiers').memberOnlyAmong(refs),
  });
  return {
    provides: {
      comboSales: {
        describe: (refs, now) => commerce.products.describe(db, refs, now),
        buyersOf: shop.buyersOf,
        orderedAmong: shop.orderedAmong,
        ownedBy: commerce.ownedBy,
      },
      reviewStanding: commerce.reviewStanding,
      periodOrders: commerce.periodOrders,
    },
    // A refunded booking's cancellation is told like every other move of a booking (its reminders go with it).
    productTypes: createFulfilledTypes(db, { moved: bookingMovePublisher(kit.events), restrictions: kit.contributed.buyerRestrictions }),
    routes(app) {
      commerce.register(app);
      const factsNotices = hearFactsChanges(heardVersions, { url: kit.databaseUrl });
      app.addHook('onClose', async () => factsNotices.close());
      // A request that may have written (committed before its answer is sent): the listing's next reads read the versions.
      app.addHook('onSend', async (request, _reply, payload) => {
        if (!READS.has(request.method)) heardVersions.written();
        return payload;
      });
      // Provider notifications (IPN/webhooks), and in sandbox mode the local stand-ins for the providers' pages.
      registerPaymentIpnRoutes(app, { settlement: commerce.paymentSettlement, callbacks: commerce.payments, payments: config.payments });
      registerPaymentSandboxRoutes(app, { payments: config.payments });
      shop.register(app);
      createPurchases({ ledger: commerce.ledger }).register(app);
      createVouchers({ db, products: commerce.products, expiry: commerce.reminders.voucherExpiry }).register(app);
    },
    subscribers: [on(accountErased, 'commerce.cart', ({ userId }) => commerce.carts.forgetUser(userId))],
    services: { commerce },
  };
});
