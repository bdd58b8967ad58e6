import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/database.js';
import { events, ticketTiers } from '../../catalogue/events/events.table.js';
import { isOnSale } from '../../catalogue/events/event-rules.js';
import { issueTickets, voidTickets } from '../tickets/ticket-issue.js';
import type { ProductFacts, ProductType } from './product-type.js';
import { rowStock } from './row-stock.js';

/** A ticket tier of a published event: `sold + held <= capacity` is kept by a CHECK and by conditional updates. */
export const ticketTierProduct: ProductType = {
  type: 'TICKET_TIER',

  async describe(tx, ids, now) {
    if (!ids.length) return new Map();
    const rows = await tx
      .select({ tier: ticketTiers, event: { id: events.id, slug: events.slug, title: events.title, status: events.status, hostId: events.hostId, coverImage: events.coverImage, startAt: events.startAt, endAt: events.endAt } })
      .from(ticketTiers)
      .innerJoin(events, eq(events.id, ticketTiers.eventId))
      .where(inArray(ticketTiers.id, [...ids]));
    const facts = new Map<string, ProductFacts>();
    for (const { tier, event } of rows) {
      const available = Math.max(0, tier.capacity - tier.sold - tier.held);
      const ended = event.endAt !== null && event.endAt <= now;
      const buyable = event.status === 'PUBLISHED' && !ended && tier.status === 'ACTIVE' && (!tier.saleStartAt || tier.saleStartAt <= now) && (!tier.saleEndAt || tier.saleEndAt > now);
      facts.set(tier.id, {
        productItemType: 'TICKET_TIER',
        productItemId: tier.id,
        hostId: event.hostId,
        eventId: event.id,
        calendarId: null,
        title: event.title,
        subtitle: tier.name,
        image: event.coverImage,
        link: `/events/${event.slug}`,
        unitPrice: tier.price,
        available,
        maxPerOrder: tier.maxPerOrder,
        startsAt: event.startAt,
        endsAt: event.endAt,
        problem: !buyable ? 'INVALID_PRODUCT_ITEM' : isOnSale(tier, now) ? null : 'TICKET_SOLDE_OUT',
      });
    }
    return facts;
  },

  ...rowStock(ticketTiers, 'sold'),

  async fulfil(tx, line) {
    await issueTickets(tx, line);
    return { bookingStatus: null };
  },

  async revoke(tx, line) {
    await voidTickets(tx, line.orderItemId);
    await ticketTierProduct.restock(tx, line.productItemId, line.quantity);
  },
};

export type { DbOrTx };
