import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../platform/db/database.js';
import { createCombosRepository } from './combos.repository.js';
import { registerComboRoutes } from './combos.routes.js';
import { createCombosService, type ComboHosts, type ComboProducts } from './combos.service.js';

export type { ComboHosts, ComboProducts, ComboSliceQuery, CombosService } from './combos.service.js';
export { createComboSearch } from './combo-search.repository.js';
export { comboSql, createCombosRepository, type ComboWithItems, type CombosRepository } from './combos.repository.js';

/** Combos: a host's bundles of their own products (sold through commerce as the COMBO product type). */
export function createCombos(deps: { db: Db; products: ComboProducts; hosts: ComboHosts }) {
  const combos = createCombosService({ db: deps.db, repo: createCombosRepository(deps.db), products: deps.products, hosts: deps.hosts });
  return {
    combos,
    register(app: FastifyInstance) {
      registerComboRoutes(app, { combos });
    },
  };
}
export type Combos = ReturnType<typeof createCombos>;
