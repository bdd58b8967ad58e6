import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../platform/db/database.js';
import { orderPaid } from '../../commerce/index.js';
import type { NotificationsService } from '../../engagement/index.js';
import { accountErased } from '../../identity/index.js';
import { defineModule, on } from '../../module.js';
import { createSavedItemsRepository } from './saved-items.repository.js';
import { registerSavedItemRoutes } from './saved-items.routes.js';
import { createSavedItemsService } from './saved-items.service.js';
import { createSellOutNotices } from './sell-out-notices.js';

/** A person's saved events, courses, ebooks and combos ("Đã lưu"), and the notice of a saved event about to sell out. */
export function createSavedItems(deps: { db: Db; notifications: Pick<NotificationsService, 'notifyMany'>; log: { error(obj: unknown, msg: string): void } }) {
  const repo = createSavedItemsRepository(deps.db);
  const saved = createSavedItemsService({ db: deps.db, repo });
  return {
    saved,
    afterSale: createSellOutNotices({ repo, notifications: deps.notifications, log: deps.log }),
    register: (app: FastifyInstance) => registerSavedItemRoutes(app, { saved }),
  };
}

export const savedItemsModule = defineModule('saved-items', (kit) => {
  const savedItems = createSavedItems({ db: kit.db, notifications: kit.use('notifications'), log: kit.log });
  return {
    routes: savedItems.register,
    subscribers: [
      on(orderPaid, 'saved-items.sell-out', ({ lines }, delivery) =>
        savedItems.afterSale(
          lines.map((line) => line.orderItemId),
          delivery,
        ),
      ),
      on(accountErased, 'saved-items.owner', ({ userId }) => savedItems.saved.forgetUser(userId)),
    ],
  };
});
