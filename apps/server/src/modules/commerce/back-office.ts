import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/database.js';
import type { JobQueue } from '../../platform/jobs/queue.js';
import { registerAdminOrderRoutes } from './admin-orders/admin-orders.routes.js';
import { createAdminOrdersService } from './admin-orders/admin-orders.service.js';
import { uploadOrdersJob } from './admin-orders/upload-orders.job.js';
import { registerAffiliateRoutes } from './affiliate/affiliate.routes.js';
import { createAffiliateService } from './affiliate/affiliate.service.js';
import type { Notice } from './orders/order-notices.js';
import type { OrdersService } from './orders/orders.service.js';
import type { Settlement } from './orders/settlement.js';
import type { PaymentProviderAdapter, ProviderName } from './payments/payment-provider.js';
import type { PaymentsService } from './payments/payments.service.js';
import type { ProductCatalog } from './products/products.js';
import { registerRefundRoutes } from './refunds/refunds.routes.js';
import { createRefundsService } from './refunds/refunds.service.js';
import { registerReportRoutes } from './reports/reports.routes.js';
import { createReportsService } from './reports/reports.service.js';

type Log = { warn: (obj: unknown, msg: string) => void; error: (obj: unknown, msg: string) => void };

/** Tracking calls per minute and address: a landing page calls once per session and code. */
const AFFILIATE_TRACKING_PER_MINUTE = 60;

/**
 * What happens around sales rather than in them: refunds, the admin's orders console (with bulk
 * upload), the summary report, and affiliate visits. `providers` is the same map payments use (the
 * adapters refund AUTO refunds).
 */
export function createBackOffice(deps: {
  db: Db;
  jobs: JobQueue;
  products: ProductCatalog;
  orders: OrdersService;
  settlement: Settlement;
  payments: PaymentsService;
  providers: Partial<Record<ProviderName, PaymentProviderAdapter>>;
  notify: (notice: Notice) => Promise<unknown>;
  /** Told when an uploaded file's orders moved stock (a job, outside any request). */
  onStockMoved?: (() => void) | undefined;
  log?: Log | undefined;
}) {
  const refunds = createRefundsService({ db: deps.db, products: deps.products, providers: deps.providers, notify: deps.notify, log: deps.log });
  const adminOrders = createAdminOrdersService({
    db: deps.db,
    orders: deps.orders,
    settlement: deps.settlement,
    payments: deps.payments,
    products: deps.products,
    notify: deps.notify,
    log: deps.log,
  });
  const upload = uploadOrdersJob({ adminOrders, onStockMoved: deps.onStockMoved });
  deps.jobs.register(upload);
  const reports = createReportsService({ db: deps.db, ticketTypes: deps.products.ticketTypes });
  const affiliate = createAffiliateService({ db: deps.db });
  return {
    refunds,
    adminOrders,
    reports,
    affiliate,
    providers: deps.providers,
    register(app: FastifyInstance) {
      registerRefundRoutes(app, { refunds });
      registerAdminOrderRoutes(app, { adminOrders, jobs: deps.jobs, upload });
      registerReportRoutes(app, { reports });
      registerAffiliateRoutes(app, { affiliate, perMinute: AFFILIATE_TRACKING_PER_MINUTE });
    },
  };
}
export type BackOffice = ReturnType<typeof createBackOffice>;
