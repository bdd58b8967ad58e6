import { declaredSale } from '@market/contract';
import { isOnSale, type TicketTiersRepository, type TierForSale } from '../../catalogue/index.js';
import type { TicketIssueRepository } from '../tickets/ticket-issue.repository.js';
import { activeDiscountOf } from '../vouchers/index.js';
import { stockMovesOf, type ProductFacts, type ProductType } from './product-type.js';

/** A ticket tier of a published event: `sold + held <= capacity` is kept by a CHECK and by conditional updates. */
export function createTicketTierProduct(deps: { tiers: TicketTiersRepository; tickets: TicketIssueRepository }): ProductType {
  const { tiers, tickets } = deps;

  function factsOf({ tier, event, host, also, restricted }: TierForSale, now: Date): ProductFacts {
    const available = Math.max(0, tier.capacity - tier.sold - tier.held);
    const ended = event.endAt !== null && event.endAt <= now;
    const buyable =
      event.status === 'PUBLISHED' &&
      !ended &&
      tier.status === 'ACTIVE' &&
      (!tier.saleStartAt || tier.saleStartAt <= now) &&
      (!tier.saleEndAt || tier.saleEndAt > now);
    return {
      productItemType: 'TICKET_TIER',
      productItemId: tier.id,
      hostId: event.hostId,
      parent: { kind: 'EVENT', id: event.id, slug: event.slug },
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
      ...(host !== undefined ? { host } : {}),
      // Read with the facts when the repository was given the discounts' SQL (fulfilled-types.ts).
      ...(also !== undefined ? { discount: activeDiscountOf(also) } : {}),
      // Likewise whether a buyer restriction may refuse it (a member-only tier): when not, none is asked.
      ...(typeof restricted === 'boolean' ? { restricted } : {}),
    };
  }

  return {
    type: 'TICKET_TIER',
    sale: declaredSale('TICKET_TIER'),
    grantsLastingAccess: false,
    describesDiscounts: tiers.readsAlsoForSale,

    async describe(tx, ids, now) {
      return new Map((await tiers.findForSale(ids, tx, now)).map((row) => [row.tier.id, factsOf(row, now)]));
    },

    async listForHost(tx, hostId, filter) {
      const { rows, total } = await tiers.listForHost(hostId, filter, tx);
      return { facts: rows.map((row) => factsOf(row, filter.now)), total };
    },

    async listOnSale(tx, filter) {
      const { rows, total } = await tiers.listOnSale(filter, tx);
      return { facts: rows.map((row) => factsOf(row, filter.now)), total };
    },

    shelf: tiers.shelf,
    offer: tiers.offer,
    factsVersion: tiers.factsVersion,
    // Its version reads the tier's row, its event's and its host's.
    factsSources: (fact) => [`ticket_tiers:${fact.productItemId}`, `events:${fact.parent.id}`, `users:${fact.hostId}`],

    ...stockMovesOf(tiers),

    async fulfil(tx, line) {
      await tickets.issueFor(line, tx);
      return { bookingStatus: null };
    },

    // A ticket admitted at the door (a combo's line: one of this tier's) was used.
    isConsumed: (tx, line) => tickets.wasCheckedIn(line.orderItemId, line.productItemId, tx),

    async revoke(tx, line) {
      await tickets.voidOf(line.orderItemId, tx);
      await tiers.restock(line.productItemId, line.quantity, tx);
    },
  };
}
