import type { AnyColumn } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/database.js';
import { createCalendarFramesRepository, createTicketTiersRepository } from '../../catalogue/index.js';
import type { PublishBookingMove } from '../bookings/booking-events.js';
import { createBookingsRepository } from '../bookings/bookings.repository.js';
import { createTicketIssueRepository } from '../tickets/ticket-issue.repository.js';
import { activeDiscountSql } from '../vouchers/index.js';
import { restrictedSqlOf, type BuyerRestriction } from './buyer-restriction.js';
import { createCalendarFrameProduct } from './calendar-frame.product.js';
import type { ProductType } from './product-type.js';
import { createTicketTierProduct } from './ticket-tier.product.js';

/**
 * The types whose fulfilment is commerce's own (tickets with QR codes, bookings): ticket tiers and
 * calendar frames. Every other type is contributed by its context's manifest (courses, ebooks, combos).
 */
export function createFulfilledTypes(
  db: DbOrTx,
  options: { moved?: PublishBookingMove; restrictions?: () => readonly BuyerRestriction[] } = {},
): ProductType[] {
  const { restrictions } = options;
  return [
    // A tier's running discount is read with its facts: a quotation asks one statement, not two. So is whether a
    // buyer restriction may refuse it (a member-only tier), so that those of the other tiers ask nothing more.
    createTicketTierProduct({
      tiers: createTicketTiersRepository(db, {
        alsoForSale: (tierId, now) => activeDiscountSql('TICKET_TIER', tierId, now),
        ...(restrictions ? { restrictedForSale: (tierId: AnyColumn) => restrictedSqlOf(restrictions(), 'TICKET_TIER', tierId) } : {}),
      }),
      tickets: createTicketIssueRepository(db),
    }),
    createCalendarFrameProduct({
      frames: createCalendarFramesRepository(db),
      bookings: createBookingsRepository(db),
      moved: options.moved,
    }),
  ];
}
