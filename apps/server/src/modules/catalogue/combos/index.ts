import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../platform/db/database.js';
import type { NotificationsService } from '../../engagement/index.js';
import type { ModerationHooks } from '../moderation/index.js';
import { createComboReview } from './combo-review.service.js';
import { createCombosRepository } from './combos.repository.js';
import { registerComboRoutes } from './combos.routes.js';
import { createCombosService, type ComboHosts, type ComboProducts, type CombosService } from './combos.service.js';
import { defineModule, on } from '../../module.js';
import { accountErased } from '../../identity/index.js';
import { hostChips } from '../../commerce/index.js';
import { createComboProduct } from './combo.product.js';

export type { ComboHosts, ComboProducts, ComboSliceQuery, CombosService } from './combos.service.js';
export { comboFactsOf } from './combo-facts.js';
export { comboSql, createCombosRepository, type ComboWithItems, type CombosRepository } from './combos.repository.js';

/** Combos: a host's bundles of their own products (sold through commerce as the COMBO product type). */
export function createCombos(deps: {
  db: Db;
  products: ComboProducts;
  hosts: ComboHosts;
  /** Content moderation: flags combos put on sale and records each decision on them; the host hears of decisions. */
  moderation?: ModerationHooks;
  notifications?: Pick<NotificationsService, 'notify'>;
  log?: { error: (obj: unknown, msg: string) => void };
  /** The membership plans including each member-only ticket tier. */
  memberPlansOf?: (tierIds: readonly string[]) => Promise<Map<string, { id: string; name: string }[]>>;
}) {
  const combos = createCombosService({
    db: deps.db,
    repo: createCombosRepository(deps.db),
    products: deps.products,
    hosts: deps.hosts,
    flagger: deps.moderation,
    ...(deps.memberPlansOf ? { memberPlansOf: deps.memberPlansOf } : {}),
  });
  return {
    combos,
    /** The moderation queue's decisions on combos (COMBO). */
    review: createComboReview({ combos, notifications: deps.notifications, moderation: deps.moderation, log: deps.log }),
    register(app: FastifyInstance) {
      registerComboRoutes(app, { combos });
    },
  };
}
export type Combos = ReturnType<typeof createCombos>;

declare module '../../module.js' {
  interface Ports {
    /** What combos ask of commerce: the items' facts, buyers and orders (commerce provides it). */
    comboSales: ComboProducts;
    /** A combo's price or title, changed from the products console. */
    comboEditor: Pick<CombosService, 'update'>;
  }
}

declare module '../../module.js' {
  interface Services {
    combos: Combos;
  }
}

/** Sold as COMBO: a combo moves its items through their own types. */
export const combosModule = defineModule('combos', (kit) => {
  const combos = createCombos({
    db: kit.db,
    products: kit.use('comboSales'),
    hosts: { chipsOf: (ids) => hostChips(ids, kit.db) },
    moderation: kit.use('moderation'),
    notifications: kit.use('notifications'),
    log: kit.log,
    // A combo holding a member-only tier is sold to members only (the memberships context's rule): its items say so.
    memberPlansOf: (tierIds) => kit.use('memberTiers').plansOf(tierIds),
  });
  return {
    provides: { comboShelf: combos.combos, comboEditor: combos.combos },
    routes: combos.register,
    productTypes: [createComboProduct({ combos: createCombosRepository(kit.db), types: kit.contributed.productTypes })],
    reviewers: { COMBO: combos.review },
    subscribers: [on(accountErased, 'combos.host', ({ userId }) => combos.combos.forgetHost(userId))],
    services: { combos },
  };
});
