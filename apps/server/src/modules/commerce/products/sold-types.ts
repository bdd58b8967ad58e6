import type { DbOrTx } from '../../../platform/db/database.js';
import {
  createCalendarFramesRepository,
  createCombosRepository,
  createEbooksRepository,
  createOnlineCourseProduct,
  createTicketTiersRepository,
} from '../../catalogue/index.js';
import { createUsersRepository } from '../../identity/index.js';
import { createBookingsRepository } from '../bookings/bookings.repository.js';
import { createTicketIssueRepository } from '../tickets/ticket-issue.repository.js';
import { activeDiscountSql } from '../vouchers/index.js';
import { createCalendarFrameProduct } from './calendar-frame.product.js';
import { createComboProduct } from './combo.product.js';
import { createEbookProduct } from './ebook.product.js';
import type { ProductType } from './product-type.js';
import { createTicketTierProduct } from './ticket-tier.product.js';

/** The product types sold today, each built on the repositories it reads and moves; combos bundle the others. */
export function createSoldProductTypes(db: DbOrTx): ProductType[] {
  const items = [
    // A tier's running discount is read with its facts: a quotation asks one statement, not two.
    createTicketTierProduct({
      tiers: createTicketTiersRepository(db, { alsoForSale: (tierId, now) => activeDiscountSql('TICKET_TIER', tierId, now) }),
      tickets: createTicketIssueRepository(db),
    }),
    createCalendarFrameProduct({ frames: createCalendarFramesRepository(db), users: createUsersRepository(db), bookings: createBookingsRepository(db) }),
    createEbookProduct({ ebooks: createEbooksRepository(db) }),
    createOnlineCourseProduct(db),
  ];
  // A combo moves its items through their own types.
  return [...items, createComboProduct({ combos: createCombosRepository(db), types: items })];
}
