import { LAYOFF_DISCOUNT_PRODUCT_TYPES } from '@market/contract';
import type { FastifyInstance } from 'fastify';
import type { Db, DbOrTx } from '../../../platform/db/database.js';
import type { UploadsService } from '../../../platform/storage/uploads.service.js';
import type { NotificationsService } from '../../engagement/index.js';
import { accountErased } from '../../identity/index.js';
import { defineModule, on } from '../../module.js';
import { createLayoffRequestsRepository } from './layoff-requests.repository.js';
import { registerLayoffRequestRoutes } from './layoff-requests.routes.js';
import { createLayoffRequestsService, type LayoffPeople, type UsableLayoffDiscount } from './layoff-requests.service.js';

export type { LayoffRequestsService, UsableLayoffDiscount } from './layoff-requests.service.js';
export { layoffDiscountOff } from './layoff-request-status.js';

/** Layoff discount requests: a person asks with proof, admins decide, an approval grants one discounted purchase. */
export function createLayoffRequests(deps: {
  db: Db;
  files: Pick<UploadsService, 'findFile' | 'downloadLink' | 'discard'>;
  people: LayoffPeople;
  notifications: Pick<NotificationsService, 'notify'>;
  log?: { error: (obj: unknown, msg: string) => void };
}) {
  const layoffRequests = createLayoffRequestsService({ ...deps, repo: createLayoffRequestsRepository(deps.db) });
  return {
    layoffRequests,
    register(app: FastifyInstance) {
      registerLayoffRequestRoutes(app, { layoffRequests });
    },
  };
}
export type LayoffRequests = ReturnType<typeof createLayoffRequests>;

declare module '../../module.js' {
  interface Ports {
    /**
     * The single-use discount an approved layoff request grants on MEMBERSHIP_PRICE and RESKILL_PRICE
     * lines. Pricing asks `usableDiscount` to quote; checkout calls `consume` in the order's transaction
     * (idempotent per order) and `release` when that order ends unpaid.
     */
    layoffDiscounts: {
      usableDiscount(userId: string, at: Date, tx?: DbOrTx): Promise<UsableLayoffDiscount | null>;
      consume(userId: string, orderId: string, tx: DbOrTx): Promise<UsableLayoffDiscount | null>;
      release(orderId: string, tx: DbOrTx): Promise<boolean>;
    };
  }
  interface Services {
    layoffRequests: LayoffRequests;
  }
}

export const layoffRequestsModule = defineModule('layoff-requests', (kit) => {
  const accounts = kit.use('accounts');
  const people = kit.use('people');
  const built = createLayoffRequests({
    db: kit.db,
    files: kit.uploads,
    notifications: kit.use('notifications'),
    log: kit.log,
    people: {
      namesOf: async (ids) => (await people.summariesOf(ids)).map((p) => ({ id: p.id, fullName: p.fullName })),
      contactsOf: async (ids) => (await accounts.findNotifiable(ids)).map((p) => ({ id: p.id, email: p.email, phone: p.phone })),
    },
  });
  const { layoffRequests } = built;
  return {
    routes: built.register,
    provides: {
      layoffDiscounts: {
        usableDiscount: (userId, at, tx) => layoffRequests.usableDiscount(userId, at, tx),
        consume: (userId, orderId, tx) => layoffRequests.consume(userId, orderId, tx),
        release: (orderId, tx) => layoffRequests.release(orderId, tx),
      },
    },
    // Pricing offers the approved discount on its types' lines; checkout takes it with the order.
    buyerDiscounts: [
      {
        name: 'Ưu đãi hỗ trợ người mất việc',
        productTypes: LAYOFF_DISCOUNT_PRODUCT_TYPES,
        find: async (userId, at, tx) => {
          const usable = await layoffRequests.usableDiscount(userId, at, tx);
          return usable ? { id: usable.requestId, percent: usable.percent } : null;
        },
        holders: (userIds, at, tx) => layoffRequests.usableHolders(userIds, at, tx),
        consume: async (userId, orderId, tx) => (await layoffRequests.consume(userId, orderId, tx)) !== null,
        release: async (orderId, tx) => {
          await layoffRequests.release(orderId, tx);
        },
      },
    ],
    subscribers: [on(accountErased, 'layoff-requests.person', ({ userId }) => layoffRequests.forgetPerson(userId))],
    services: { layoffRequests: built },
  };
});
