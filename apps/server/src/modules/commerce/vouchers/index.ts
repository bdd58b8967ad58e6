import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../platform/db/database.js';
import { createDiscountsRepository } from './discounts.repository.js';
import { registerDiscountRoutes } from './discounts.routes.js';
import { createDiscountsService } from './discounts.service.js';
import type { ProductCatalog } from '../products/products.js';
import type { VoucherExpiry } from './voucher-expiry.js';
import { createHostProducts } from './host-products.js';
import { createPromotionOrdersRepository } from './promotion-orders.repository.js';
import { createVouchersRepository } from './vouchers.repository.js';
import { registerVoucherRoutes } from './vouchers.routes.js';
import { createVouchersService } from './vouchers.service.js';

export type { VouchersService } from './vouchers.service.js';
export { createVoucherExpiry, type VoucherExpiry } from './voucher-expiry.js';
export type { DiscountsService } from './discounts.service.js';
export { createVouchersRepository, type VoucherForCheckout } from './vouchers.repository.js';
export { activeDiscountOf, activeDiscountSql, createDiscountsRepository, type ActiveDiscount } from './discounts.repository.js';
export { isInEffect, refKey, stateOf } from './promotion.js';

/** A host's vouchers and discounts (host studio); checkout reads them through their repositories (pricing/offers.repository). */
export function createVouchers(deps: { db: Db; products: Pick<ProductCatalog, 'describe' | 'listForHost'>; expiry?: Pick<VoucherExpiry, 'plan' | 'drop'> }) {
  const products = createHostProducts({ db: deps.db, products: deps.products, discounts: createDiscountsRepository(deps.db) });
  const orders = createPromotionOrdersRepository(deps.db);
  const vouchers = createVouchersService({ db: deps.db, repo: createVouchersRepository(deps.db), products, orders, expiry: deps.expiry });
  const discounts = createDiscountsService({ db: deps.db, repo: createDiscountsRepository(deps.db), products, orders });
  return {
    vouchers,
    discounts,
    register(app: FastifyInstance) {
      registerVoucherRoutes(app, { vouchers });
      registerDiscountRoutes(app, { discounts });
    },
  };
}
export type Vouchers = ReturnType<typeof createVouchers>;
