import type { ErrorCode, HostChip, ProductItemType } from '@market/contract';
import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/database.js';
import type { RowStock } from '../../../platform/db/row-stock.js';
import type { ActiveDiscount } from '../vouchers/index.js';

export type ItemType = (typeof ProductItemType.values)[number];

/**
 * What a product item belongs to (an event, a calendar, a course...): copied onto its order lines so
 * lists and links need no join through the product. `slug` is what the web's URL of it uses, if any.
 */
export interface ProductParent {
  kind: string;
  id: string;
  slug: string | null;
}

/** A product item as commerce needs it: who sells it, what it costs now, whether it can be bought. */
export interface ProductFacts {
  productItemType: ItemType;
  productItemId: string;
  hostId: string;
  parent: ProductParent;
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
  /** Why it cannot be bought now (INVALID_PRODUCT_ITEM, TICKET_SOLDE_OUT, PRODUCT_ALREADY_OWNED), or null. */
  problem: ErrorCode | null;
  /**
   * The host's chip when the type read it with the facts (null: no such account), saving the
   * quotation its own read of the hosts; absent: not read, `hostChips` is asked.
   */
  host?: HostChip | null;
  /** The discount running on it at the time asked, when the type reads it with the facts (`describesDiscounts`; null: none). */
  discount?: ActiveDiscount | null;
  /**
   * Whether a buyer restriction may refuse it (a member-only tier), when the type reads it with the facts
   * (BuyerRestriction.restrictedSql): false, cart, quotation and checkout ask no restriction about it; absent, not read.
   */
  restricted?: boolean;
}

/** A paid line, as a product type sees it when it fulfils or takes back what was sold. */
export interface SoldLine {
  orderItemId: string;
  orderId: string;
  userId: string;
  productItemId: string;
  quantity: number;
}

/** How the sale of a type is spoken of after payment (notices, the buyer's next page, reports): a sold type's is `declaredSale(type)` of the contract. */
/** What fulfilling a paid line did. */
export interface Fulfilled {
  bookingStatus: string | null;
  /**
   * The seller is not sent the paid order's "new order" notice for this line: a subscription's renewal
   * (sellers see renewals in their reports; one notice per renewal would flood a plan's creator).
   */
  quiet?: boolean;
}

export interface ProductSale {
  /** What the host is told was bought: "2 vé", "1 khoá học". */
  unit: string;
  /** Where the buyer finds what they bought; null: the order's own page. */
  buyerLink: string | null;
  /** Counted in the report's tickets sold. */
  countsAsTickets: boolean;
  /** A booking the host is told about one by one (and may have to approve). */
  isBooking: boolean;
}

/** A page-worth of a type's items for a list merged across types (sorted by start, then title). */
export interface ProductListing {
  facts: ProductFacts[];
  total: number;
}

/**
 * The public listing's read of the types a projection lists (the catalogue index): each type's first
 * `take` items at `now` in the type's own list order, as much as the merge compares, and its total.
 * The page's items are then described by their types (`describe`), stock included.
 */
export interface IndexedListing {
  /** The types it lists (a function: it is offered to commerce as a port). */
  types(): readonly string[];
  list(query: { q?: string | undefined; types: readonly string[]; now: Date; take: number }): Promise<IndexedListingPage>;
}
/** An item as a projection lists it: what the merge compares; its facts are described once it is on the page. */
export interface IndexedEntry {
  productItemType: string;
  productItemId: string;
  title: string;
  startsAt: Date | null;
}
/** A type's items in order, read by index (an array, or a list that makes each item when first read). */
export interface IndexedEntries {
  readonly length: number;
  at(index: number): IndexedEntry | undefined;
}
export interface IndexedListingPage {
  /** Each type's first `take` items, in its list's order. */
  entries: Map<string, IndexedEntries>;
  /** How many the types list in all. */
  total: number;
  /** More than `total` match (words matching more than the index counts of a type). */
  totalAtLeast?: boolean;
}

/** Which items a list wants: text to match (without accents), the time, and how many from the top. */
export interface ProductListFilter {
  q?: string | undefined;
  now: Date;
  limit: number;
}

/**
 * A homepage shelf's rows in SQL (shelves.repository.ts reads every shelf in one statement). Its
 * select names these columns: item_type, item_id, host_id, parent_kind, parent_id, parent_slug, title,
 * subtitle, image, link, price, available (null: unlimited), starts_at, ends_at and version: the `xmin`
 * of the rows its item_type, parent, title, image and link are read from (so that a card's text is kept
 * between homepages while they are unchanged; the other columns are read each time). Only items on sale
 * now (`problem` null in the type's facts), each parent once, at most `limit`, ordered as the type's
 * lists are by its own ORDER BY: the shelf shows its rows in the order they come. `now` and `limit` are
 * SQL (the time asked, a count) without values, so that the statement is written once.
 */
export type ShelfSql = (now: SQL, limit: SQL) => SQL;

/**
 * What a combo needs of one of its items, in SQL: a select of host_id, available (null: unlimited),
 * starts_at and ends_at for the item `id` names, with no row when the item cannot be sold now
 * (`problem` INVALID_PRODUCT_ITEM in the type's facts; a sold-out item still has its row, available 0).
 */
export type OfferSql = (id: SQL, now: SQL) => SQL;

/**
 * The version of a type's facts at a time, in SQL: a select of item_id and version (text) for the items whose ids `ids`
 * names (a uuid[]) at `now` (a timestamptz), such that two reads giving one item the same version would describe it alike
 * (`describe`, the discount running aside): the `xmin` of every row its facts are read from (stock included) and the
 * outcome of every test of the time they make. The public listing keeps described facts in the process by it
 * (kept-facts.repository.ts); `ids` and `now` are SQL without values, so that the statement is written once. It also
 * selects `until` (a timestamptz): the first instant after `now` at which one of those tests changes (null: none).
 */
export type FactsVersionSql = (ids: SQL, now: SQL) => SQL;

/** A hold taken: how many places are left after it, for a type that counts them (exact: read under its row's lock). */
export interface Held {
  left?: number;
}

/**
 * One kind of product item. Cart, quotation, checkout and settlement are written once over this
 * interface; a later kind (course, e-book, membership price...) only adds an implementation.
 * Stock methods are conditional updates run inside the caller's transaction.
 */
export interface ProductType {
  readonly type: ItemType;
  readonly sale: ProductSale;
  /**
   * Digital items give lasting access (a course, an e-book): one buyer cannot buy one twice, and
   * without a start time they are refunded by the rule of `refundability.ts`.
   */
  readonly grantsLastingAccess: boolean;
  /** `describe` reads the discount running on each item (`ProductFacts.discount`): pricing does not ask for it again. */
  readonly describesDiscounts?: boolean;
  /**
   * Sold only through its own flow (a membership price: subscribing opens each period's order through
   * `periodOrders`): the catalog describes its items as INVALID_PRODUCT_ITEM to the cart, checkout and
   * admin orders, and as they are to that flow alone.
   */
  readonly ownCheckout?: boolean;
  describe(tx: DbOrTx, ids: readonly string[], now: Date): Promise<Map<string, ProductFacts>>;
  /** Reserves `quantity`; null when there is not that much left (nothing changes then). */
  hold(tx: DbOrTx, id: string, quantity: number): Promise<Held | null>;
  /** Gives a hold back. */
  release(tx: DbOrTx, id: string, quantity: number): Promise<void>;
  /** A held quantity becomes sold. */
  commit(tx: DbOrTx, id: string, quantity: number): Promise<void>;
  /** Sells without a hold (a payment that arrived after its hold expired); false when sold out. */
  sellDirect(tx: DbOrTx, id: string, quantity: number): Promise<boolean>;
  /** A sold quantity goes back on sale. */
  restock(tx: DbOrTx, id: string, quantity: number): Promise<void>;
  /** What a paid line gives the buyer (tickets, a booking); returns the booking status to record, if any. */
  fulfil(tx: DbOrTx, line: SoldLine): Promise<Fulfilled>;
  /** `fulfil` of many lines paid together (a batch of renewals), answered in their order; else `fulfil` is asked of each. */
  fulfilMany?(tx: DbOrTx, lines: readonly SoldLine[]): Promise<Fulfilled[]>;
  /**
   * A refund: takes back what `fulfil` gave and puts the place back on sale, unless it is already
   * back (a booking the host rejected or cancelled freed its place then).
   */
  revoke(tx: DbOrTx, line: SoldLine): Promise<void>;
  /**
   * Whether the buyer has already used what a paid line gave (the e-book's first download link; a
   * course lesson's file link or any progress; a ticket checked in): a used line is not refunded.
   */
  isConsumed?(tx: DbOrTx, line: SoldLine): Promise<boolean>;
  /**
   * The items a paid line stands for, each as its own type would have sold it (a combo's items, on the
   * combo's line): a refund of the line is judged by each item's own rule too.
   */
  partsOf?(tx: DbOrTx, line: SoldLine): Promise<{ productType: string; line: SoldLine }[]>;
  /** The host's items worth promoting (studio vouchers and discounts), soonest first. */
  listForHost(tx: DbOrTx, hostId: string, filter: ProductListFilter): Promise<ProductListing>;
  /** Items anybody can buy now (the admin's orders console), soonest first. */
  listOnSale(tx: DbOrTx, filter: ProductListFilter): Promise<ProductListing>;
  /** Its homepage shelf (a type with a shelf in shop.service.ts must have one). */
  shelf?: ShelfSql;
  /** Itself as an item of a combo (a type a combo may hold must have one). */
  offer?: OfferSql;
  /** Its facts' versions (see FactsVersionSql): without one, the public listing describes its items on every page. */
  factsVersion?: FactsVersionSql;
  /**
   * The rows (`table:id`) its factsVersion reads for an item of these facts, as migration 0055's notices name them: with
   * it, a process holds the versions it read until a notice names one of those rows (heard-versions.ts).
   */
  factsSources?: (fact: ProductFacts) => readonly string[];
  /**
   * The tables its `listOnSale` reads, when the list reads no time and each is told on by migration 0055 (any write, by
   * the table's name): a process then keeps its whole public list while none is named (products.ts).
   */
  listSources?: readonly string[];
}

/** A type whose stock is counters on its own row (tiers, frames): the seam's moves, transaction first. */
export function stockMovesOf(stock: RowStock): Pick<ProductType, 'hold' | 'release' | 'commit' | 'sellDirect' | 'restock'> {
  return {
    hold: async (tx, id, quantity) => {
      const left = await stock.hold(id, quantity, tx);
      return left === null ? null : { left };
    },
    release: (tx, id, quantity) => stock.release(id, quantity, tx),
    commit: (tx, id, quantity) => stock.commit(id, quantity, tx),
    sellDirect: (tx, id, quantity) => stock.sellDirect(id, quantity, tx),
    restock: (tx, id, quantity) => stock.restock(id, quantity, tx),
  };
}

/**
 * Thrown by `fulfil` when what a late-paid line stood for is gone (a subscription that ended before
 * its payment arrived): the late sale is not made and the money goes back, as for a sold-out place.
 */
export class LineRefused extends Error {}
