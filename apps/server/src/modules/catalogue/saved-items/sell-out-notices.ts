import type { Delivery } from '../../../platform/tasks/domain-events.js';
import type { NotificationsService } from '../../engagement/index.js';
import type { SavedItemsRepository } from './saved-items.repository.js';
import { isSellingOut } from './sell-out.js';

/**
 * After an order is paid (commerce's `order.paid`, delivered once its settlement committed): each
 * published event whose tickets it issued and that is now about to sell out tells, once, the people who
 * saved it and hold no ticket of it. The notice is claimed in the delivery's transaction, so two
 * orders paid together tell once; a delivery run again tells only whom an earlier run missed.
 */
export function createSellOutNotices(deps: {
  repo: Pick<SavedItemsRepository, 'seatsOfEventsSoldBy' | 'claimSellOutNotice' | 'saversWithoutTicket'>;
  notifications: Pick<NotificationsService, 'notifyMany'>;
  log: { error(obj: unknown, msg: string): void };
}) {
  const { repo } = deps;
  return async function afterSale(orderItemIds: readonly string[], delivery: Pick<Delivery, 'tx'>): Promise<void> {
    for (const event of await repo.seatsOfEventsSoldBy(orderItemIds, delivery.tx)) {
      if (!isSellingOut(event)) continue;
      if (!(await repo.claimSellOutNotice(event.eventId, event, delivery.tx))) continue;
      const savers = await repo.saversWithoutTicket(event.eventId, delivery.tx);
      await deps.notifications.notifyMany(
        savers,
        'SAVED_EVENT_SELLING_OUT',
        {
          title: 'Sự kiện bạn đã lưu sắp hết vé',
          body: `“${event.title}” chỉ còn ${event.left} vé. Đặt ngay kẻo lỡ!`,
          link: `/events/${event.slug}`,
          data: { eventId: event.eventId, seatsLeft: event.left },
        },
        {
          // Keyed by the event: whoever already has this notice is never told again, whichever delivery runs.
          once: { key: `saved-event-sell-out:${event.eventId}`, ranBefore: true },
          onError: (error, userIds) => deps.log.error({ err: error, eventId: event.eventId, recipients: userIds.length }, 'sell-out notice failed'),
        },
      );
    }
  };
}
