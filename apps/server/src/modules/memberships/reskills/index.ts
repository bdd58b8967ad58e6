import { defineModule } from '../../module.js';
import { createReskillBuyers, type ReskillBuyers } from './reskill-buyers.service.js';
import { createReskillPriceProduct } from './reskill-price.product.js';
import { createReskillViews } from './reskill-views.js';
import { createReskillsRepository } from './reskills.repository.js';
import { registerReskillRoutes } from './reskills.routes.js';
import { createReskillsService, type ReskillsService } from './reskills.service.js';

export type { ReskillBuyers } from './reskill-buyers.service.js';

declare module '../../module.js' {
  interface Ports {
    /** The reskill programmes a person bought (`/auth/reskills`). */
    boughtReskills: Pick<ReskillBuyers, 'listOwned' | 'getOwned'>;
  }
  interface Services {
    reskills: { reskills: ReskillsService; buyers: ReskillBuyers };
  }
}

/** Reskill programmes and launchpads: a host's programmes sold by their prices (RESKILL_PRICE), each granting its courses and ebooks. */
export const reskillsModule = defineModule('reskills', (kit) => {
  const repo = createReskillsRepository(kit.db);
  const types = kit.contributed.productTypes;
  const views = createReskillViews({ repo, types });
  const reskills = createReskillsService({ db: kit.db, repo, views });
  const buyers = createReskillBuyers({ db: kit.db, repo, views });
  return {
    provides: { boughtReskills: { listOwned: buyers.listOwned, getOwned: buyers.getOwned } },
    routes: (app) => registerReskillRoutes(app, { reskills, buyers }),
    productTypes: [createReskillPriceProduct({ reskills: repo, types })],
    services: { reskills: { reskills, buyers } },
  };
});
