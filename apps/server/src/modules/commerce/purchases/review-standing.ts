import type { ReviewSubjectType } from '@market/contract';
import type { DbOrTx } from '../../../platform/db/database.js';
import type { TicketTiersRepository } from '../../catalogue/index.js';
import type { OwnershipRepository } from '../products/ownership.repository.js';
import type { ProductCatalog } from '../products/products.js';
import type { ReviewStandingRepository } from './review-standing.repository.js';

/** A reviewable subject as reviews keep it: who owns it (and may reply), its title and page. */
export interface ReviewSubject {
  hostId: string;
  title: string;
  link: string;
}

/**
 * Who may review what, from what was sold: a course, an ebook or a combo by a person with a paid line
 * giving it that was not refunded (alone or, for a course or ebook, through a combo); an event by a
 * person who held a ticket of it still admitting (a refund voids it) once the event is over.
 */
export interface ReviewStanding {
  subjectOf(type: ReviewSubjectType, id: string, tx?: DbOrTx): Promise<ReviewSubject | null>;
  mayReview(userId: string, type: ReviewSubjectType, id: string, now: Date, tx?: DbOrTx): Promise<boolean>;
  /** Learners of a course are the courses context's; here the buyers of an ebook or combo, the attendees of an event. */
  audienceOf(type: Exclude<ReviewSubjectType, 'ONLINE_COURSE'>, id: string): Promise<number>;
}

export function createReviewStanding(deps: {
  db: DbOrTx;
  products: Pick<ProductCatalog, 'describe'>;
  ownership: Pick<OwnershipRepository, 'findOwned'>;
  events: Pick<TicketTiersRepository, 'findEvent'>;
  repo: ReviewStandingRepository;
}): ReviewStanding {
  const { db, products, ownership, events, repo } = deps;
  return {
    async subjectOf(type, id, tx = db) {
      if (type === 'EVENT') {
        const event = await events.findEvent(id, tx);
        return event ? { hostId: event.hostId, title: event.title, link: `/events/${event.slug ?? event.id}` } : null;
      }
      const facts = (await products.describe(tx, [{ productItemType: type, productItemId: id }], new Date())).values().next().value;
      return facts ? { hostId: facts.hostId, title: facts.title, link: facts.link ?? '' } : null;
    },
    async mayReview(userId, type, id, now, tx = db) {
      if (type === 'EVENT') return repo.attended(userId, id, now, tx);
      return (await ownership.findOwned(userId, [{ productItemType: type, productItemId: id }], tx)).size > 0;
    },
    audienceOf: (type, id) => (type === 'EVENT' ? repo.attendeeCount(id) : repo.buyerCount(id)),
  };
}
