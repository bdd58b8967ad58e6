import type { ErrorCode, ProductItemType } from '@market/contract';
import type { DbOrTx } from '../../../platform/db/database.js';

export type ItemType = (typeof ProductItemType.values)[number];

/** A product item as commerce needs it: who sells it, what it costs now, whether it can be bought. */
export interface ProductFacts {
  productItemType: ItemType;
  productItemId: string;
  hostId: string;
  eventId: string | null;
  calendarId: string | null;
  title: string;
  subtitle: string | null;
  image: string | null;
  link: string | null;
  unitPrice: number;
  /** How many more can be held right now (null: unlimited). */
  available: number | null;
  maxPerOrder: number;
  startsAt: Date | null;
  endsAt: Date | null;
  /** Why it cannot be bought now (INVALID_PRODUCT_ITEM, TICKET_SOLDE_OUT), or null. */
  problem: ErrorCode | null;
}

/** A paid line, as a product type sees it when it fulfils or takes back what was sold. */
export interface SoldLine {
  orderItemId: string;
  orderId: string;
  userId: string;
  productItemId: string;
  quantity: number;
}

/**
 * One kind of product item. Cart, quotation, checkout and settlement are written once over this
 * interface; a later kind (course, e-book, membership price...) only adds an implementation.
 * Stock methods are conditional updates run inside the caller's transaction.
 */
export interface ProductType {
  readonly type: ItemType;
  describe(tx: DbOrTx, ids: readonly string[], now: Date): Promise<Map<string, ProductFacts>>;
  /** Reserves `quantity`; false when there is not that much left (nothing changes then). */
  hold(tx: DbOrTx, id: string, quantity: number): Promise<boolean>;
  /** Gives a hold back. */
  release(tx: DbOrTx, id: string, quantity: number): Promise<void>;
  /** A held quantity becomes sold. */
  commit(tx: DbOrTx, id: string, quantity: number): Promise<void>;
  /** Sells without a hold (a payment that arrived after its hold expired); false when sold out. */
  sellDirect(tx: DbOrTx, id: string, quantity: number): Promise<boolean>;
  /** A sold quantity goes back on sale. */
  restock(tx: DbOrTx, id: string, quantity: number): Promise<void>;
  /** What a paid line gives the buyer (tickets, a booking); returns the booking status to record, if any. */
  fulfil(tx: DbOrTx, line: SoldLine): Promise<{ bookingStatus: string | null }>;
  /**
   * A refund: takes back what `fulfil` gave and puts the place back on sale, unless it is already
   * back (a booking the host rejected or cancelled freed its place then).
   */
  revoke(tx: DbOrTx, line: SoldLine): Promise<void>;
}
