import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../platform/db/database.js';
import { defineJob, type JobQueue } from '../../platform/jobs/queue.js';
import type { NotificationsService } from '../engagement/index.js';
import { registerCartRoutes } from './carts/carts.routes.js';
import { createCartsService } from './carts/carts.service.js';
import { registerOrderRoutes } from './orders/orders.routes.js';
import type { Notice, Notify } from './orders/order-notices.js';
import { createOrdersService } from './orders/orders.service.js';
import { createPurchaseLedger } from './orders/purchase-ledger.js';
import { createSettlement } from './orders/settlement.js';
import type { PaymentProviderAdapter, ProviderName } from './payments/payment-provider.js';
import { createPaymentSettlement, type ChargeSettlement } from './payments/payment-settlement.js';
import { createPaymentsService } from './payments/payments.service.js';
import { createOffersRepository } from './pricing/offers.repository.js';
import { createQuotationService } from './pricing/quotation.service.js';
import { createOwnershipRepository } from './products/ownership.repository.js';
import { createOwnedLines } from './products/owned-lines.js';
import { createProductCatalog, type ProductType } from './products/products.js';
import { createSoldProductTypes } from './products/sold-types.js';
import { createTicketTiersRepository } from '../catalogue/index.js';
import { createOwedRefunds } from './refunds/owed-refunds.js';
import { createBookings } from './bookings/index.js';
import { createEventAccess, createTickets } from './tickets/index.js';
import { createBackOffice } from './back-office.js';

type Log = { warn: (obj: unknown, msg: string) => void; error: (obj: unknown, msg: string) => void };

/**
 * Commerce: carts, quotation, checkout with holds, payment attempts and their settlement. Product
 * types plug in through the catalog: the built-in ones (ticket tiers and calendar frames today) and
 * any `productTypes` given.
 */
export function createCommerce(deps: {
  db: Db;
  jobs: JobQueue;
  notifications: Pick<NotificationsService, 'notify'>;
  providers: Partial<Record<ProviderName, PaymentProviderAdapter>>;
  sandbox: boolean;
  publicUrl: string;
  holdMinutes: number;
  /** Signs ticket QR codes (the server's JWT secret). */
  ticketSecret: string;
  /** Product types sold besides the built-in ones (`sold-types.ts`), registered the same way. */
  productTypes?: readonly ProductType[];
  /** Who settles the charges providers make by themselves (renewals), by the target their callbacks name. */
  charges?: Readonly<Record<string, ChargeSettlement>>;
  /** Told when stock moved outside a request (expired holds), so cached pages stop showing it. */
  onStockMoved?: () => void;
  log?: Log;
}) {
  // Orders and the back office hand over whole notices; tickets and bookings give `notify` its parts.
  const tell = (notice: Notice) =>
    deps.notifications.notify(notice.userId, notice.type, { title: notice.title, body: notice.body, link: notice.link, data: notice.data });
  const products = createProductCatalog([...createSoldProductTypes(deps.db), ...(deps.productTypes ?? [])]);
  const offers = createOffersRepository(deps.db);
  const ownership = createOwnershipRepository(deps.db);
  const ownedLines = createOwnedLines({ products, ownership });
  const quotation = createQuotationService({ products, offers, ownedLines });
  const carts = createCartsService({ db: deps.db, products, ownedLines });
  const payments = createPaymentsService({ db: deps.db, providers: deps.providers, sandbox: deps.sandbox, publicUrl: deps.publicUrl, log: deps.log });
  const settlement = createSettlement({ db: deps.db, products, offers });
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
  // After payment: tickets with QR codes and check-in; calendar bookings and the order-line lists.
  const notify: Notify = (userId, type, content) => deps.notifications.notify(userId, type, content);
  const access = createEventAccess(createTicketTiersRepository(deps.db));
  const tickets = createTickets({ db: deps.db, secret: deps.ticketSecret, access, notify, log: deps.log });
  const bookings = createBookings({ db: deps.db, products, tickets: tickets.tickets, access, notify, log: deps.log });
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
  return {
    products,
    carts,
    payments,
    /** Every verified provider callback settles here (IPN routes). */
    paymentSettlement,
    settlement,
    orders,
    ledger: createPurchaseLedger(deps.db),
    /** Of these products, the lasting-access ones a buyer owns (alone or through a combo), as `${type}:${id}` keys. */
    ownedBy: (userId: string, refs: readonly { productItemType: string; productItemId: string }[]) =>
      ownership.findOwned(
        userId,
        refs.filter((r) => products.grantsLastingAccess(r.productItemType)),
      ),
    backOffice,
    tickets,
    bookings,
    register(app: FastifyInstance) {
      registerCartRoutes(app, { carts });
      registerOrderRoutes(app, { orders, payments });
      backOffice.register(app);
      tickets.register(app);
      bookings.register(app);
    },
  };
}
export type Commerce = ReturnType<typeof createCommerce>;
export type { IndexedEntry, IndexedListing, IndexedListingPage, ProductFacts, ProductType, SoldLine } from './products/products.js';
export { createPurchases } from './purchases/index.js';
export { createShop, type Shop } from './products/shop.js';
export { hostChips } from './products/host-chips.js';
export { createVouchers } from './vouchers/index.js';
export { registerPaymentIpnRoutes } from './payments/ipn.routes.js';
export { createPaymentProviders } from './payments/providers/providers.js';
export { registerPaymentSandboxRoutes } from './payments/sandbox/sandbox.routes.js';
