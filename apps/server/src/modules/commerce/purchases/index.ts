import type { FastifyInstance } from 'fastify';
import { registerPurchaseRoutes } from './purchases.routes.js';
import { createPurchasesService, emptyLedger, type PurchaseLedger } from './purchases.service.js';

export type { PurchaseLedger } from './purchases.service.js';

/** A person's payments and owned products, read from whatever ledger commerce provides. */
export function createPurchases(deps: { ledger?: PurchaseLedger } = {}) {
  const purchases = createPurchasesService({ ledger: deps.ledger ?? emptyLedger });
  return {
    purchases,
    register(app: FastifyInstance) {
      registerPurchaseRoutes(app, { purchases });
    },
  };
}
