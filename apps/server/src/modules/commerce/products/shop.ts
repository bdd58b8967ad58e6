import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../../platform/db/database.js';
import { createCombosRepository } from '../../catalogue/index.js';
import { createProductSalesRepository } from './product-sales.repository.js';
import { registerShopRoutes } from './shop.routes.js';
import { createShopService, type ShopDeps } from './shop.service.js';

/** The products listing, a host's product figures, and the combos' reads of commerce (buyers). */
export function createShop(deps: Omit<ShopDeps, 'sales' | 'combosHolding'>) {
  const sales = createProductSalesRepository(deps.db);
  const combos = createCombosRepository(deps.db);
  const shop = createShopService({ ...deps, sales, combosHolding: (id) => combos.findIdsHolding(id) });
  return {
    shop,
    /** Who bought a combo, for the combos' buyers list. */
    buyersOf: (comboId: string, page: { page: number; limit: number }) => sales.buyersOf(comboId, page),
    /** Which of these combos any order line names (their items are fixed from then on). */
    orderedAmong: (comboIds: readonly string[], tx?: DbOrTx) => sales.combosOrderedAmong(comboIds, tx),
    register(app: FastifyInstance) {
      registerShopRoutes(app, { shop });
    },
  };
}
export type Shop = ReturnType<typeof createShop>;
