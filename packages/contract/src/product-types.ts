import type { ProductItemType } from './enums.js';

/**
 * The product types, declared once for the server, the web and the docs: what each is called, where its
 * buyer finds it, and what a host may do with it. The server's product types read their facts from here
 * (commerce/products/product-type.ts) and the web names types only through it, so a new type is one
 * entry here plus its implementation. Plain constants, no zod: the web's first bundle reads them.
 */

type TypeName = (typeof ProductItemType.values)[number];

/** The item's own page (the order line's `link`): an e-book is downloaded there. */
export const ITEM_PAGE = 'ITEM_PAGE';

export interface ProductTypeDeclaration {
  /** What the type is called on the site: "Vé sự kiện". */
  readonly label: string;
  /** How a quantity of it is counted in notices and reports: "2 vé". */
  readonly unit: string;
  /** Sold today: a context of the server contributes a product type for it (its manifest; `sold-types.int.test.ts` holds them to this). */
  readonly sold: boolean;
  /**
   * Where the buyer finds what they bought, and the payment page's button to it: one of the buyer's
   * own pages, or the item's own page (ITEM_PAGE); null: the order's page, whose lines link to each item.
   */
  readonly buyerLink: {
    readonly to: string;
    readonly action: string;
    /** What the payment page tells the buyer of it, once paid. */
    readonly paidNote: string;
    /** The buyer's own page of one item: the button goes there when the order names a single one (`<itemPath><slug>`). */
    readonly itemPath?: string;
  } | null;
  /** What its buyer loses when its money is given back (the refund dialog says it before they ask). */
  readonly refundLoss: string;
  /** Counted in the reports' tickets sold. */
  readonly countsAsTickets: boolean;
  /** A booking the host is told about one by one (and may have to approve). */
  readonly isBooking: boolean;
  /** A host may put a voucher or a discount on it (the studio's product picker offers it). */
  readonly promotable: boolean;
  /** A combo may bundle it (items with stock counters or lasting access; a calendar frame is booked alone). */
  readonly comboable: boolean;
  /** Its homepage shelf (`key` names it on the wire, `link` is its full list), in the order the home shows them. */
  readonly shelf: { readonly key: string; readonly title: string; readonly link: string } | null;
}

const notSold = (label: string) =>
  ({
    label,
    unit: 'sản phẩm',
    sold: false,
    buyerLink: null,
    refundLoss: 'Bạn sẽ không còn dùng được sản phẩm này.',
    countsAsTickets: false,
    isBooking: false,
    promotable: false,
    comboable: false,
    shelf: null,
  }) as const;

/** Every ProductItemType, in the order lists show them (sold first, as the homepage's shelves go). */
export const PRODUCT_TYPES = {
  TICKET_TIER: {
    label: 'Vé sự kiện',
    unit: 'vé',
    sold: true,
    buyerLink: { to: '/me/tickets', action: 'Xem vé của tôi', paidNote: 'Vé kèm mã QR đã ở trong tài khoản: đưa mã này ở lối vào.' },
    refundLoss: 'Vé của bạn sẽ bị huỷ: mã QR không còn dùng để vào cửa được nữa.',
    countsAsTickets: true,
    isBooking: false,
    promotable: true,
    comboable: true,
    shelf: { key: 'events', title: 'Sự kiện sắp diễn ra', link: '/events' },
  },
  CALENDAR_FRAME: {
    label: 'Lịch hẹn',
    unit: 'lịch hẹn',
    sold: true,
    buyerLink: { to: '/me/bookings', action: 'Xem lịch hẹn của tôi', paidNote: 'Lịch hẹn đã được ghi lại; nhà tổ chức sẽ xác nhận với bạn.' },
    refundLoss: 'Lịch hẹn của bạn sẽ bị huỷ và khung giờ được trả lại cho người khác.',
    countsAsTickets: false,
    isBooking: true,
    promotable: true,
    comboable: false,
    shelf: null,
  },
  ONLINE_COURSE: {
    label: 'Khoá học',
    unit: 'khoá học',
    sold: true,
    buyerLink: {
      to: '/me/learning',
      action: 'Bắt đầu học',
      paidNote: 'Khoá học đã mở cho bạn: học ngay, tiến độ được lưu khi bạn học.',
      itemPath: '/learn/',
    },
    refundLoss: 'Bạn sẽ mất quyền truy cập khoá học: không vào học và không tải tài liệu của khoá được nữa.',
    countsAsTickets: false,
    isBooking: false,
    promotable: true,
    comboable: true,
    shelf: { key: 'courses', title: 'Khoá học nổi bật', link: '/courses' },
  },
  COMBO: {
    label: 'Combo',
    unit: 'combo',
    sold: true,
    // Its items are fulfilled by their own types; the order's page lists them.
    buyerLink: null,
    refundLoss: 'Bạn sẽ mất mọi thứ trong combo:',
    countsAsTickets: false,
    isBooking: false,
    promotable: true,
    comboable: false,
    shelf: { key: 'combos', title: 'Combo tiết kiệm', link: '/combos' },
  },
  E_BOOK: {
    label: 'Sách điện tử',
    unit: 'sách điện tử',
    sold: true,
    buyerLink: { to: ITEM_PAGE, action: 'Tải sách', paidNote: 'Sách đã là của bạn: tải về từ trang sách hoặc trong Sách của tôi.' },
    refundLoss: 'Bạn sẽ không tải được sách này nữa, kể cả trong Sách của tôi.',
    countsAsTickets: false,
    isBooking: false,
    promotable: true,
    comboable: true,
    shelf: { key: 'ebooks', title: 'Sách điện tử', link: '/ebooks' },
  },
  RESKILL_PRICE: {
    label: 'Chương trình Reskill',
    unit: 'chương trình',
    sold: true,
    // Its courses and ebooks are granted by their own types; the buyer finds the programme among theirs.
    buyerLink: {
      to: '/me/reskills',
      action: 'Xem chương trình của tôi',
      paidNote: 'Chương trình đã là của bạn: các khoá học và sách trong mức giá đã mở trong tài khoản.',
    },
    refundLoss: 'Bạn sẽ mất quyền vào các khoá học và sách điện tử mà mức giá này mở cho bạn.',
    countsAsTickets: false,
    isBooking: false,
    promotable: true,
    comboable: false,
    shelf: null,
  },
  CALENDAR: notSold('Lịch'),
  MEMBERSHIP_PRICE: {
    label: 'Gói hội viên',
    unit: 'gói hội viên',
    // Contributed by the memberships context; bought by subscribing (not through the cart), which
    // makes the order and its line. The platform's, not a host's: no host promotes a plan.
    sold: true,
    buyerLink: { to: '/me/subscription', action: 'Xem gói hội viên', paidNote: 'Gói hội viên đã được kích hoạt: các khoá học trong gói đã mở cho bạn.' },
    refundLoss: 'Gói hội viên của bạn sẽ kết thúc: bạn không còn học được các khoá học trong gói.',
    countsAsTickets: false,
    isBooking: false,
    promotable: false,
    comboable: false,
    shelf: null,
  },
} as const satisfies Record<TypeName, ProductTypeDeclaration>;

type Declared = typeof PRODUCT_TYPES;
type TypesWhere<F extends 'sold' | 'promotable' | 'comboable'> = { [K in keyof Declared]: Declared[K][F] extends true ? K : never }[keyof Declared];
export type SoldProductType = TypesWhere<'sold'>;
export type ComboableProductType = TypesWhere<'comboable'>;

const typesWhere = <F extends 'sold' | 'promotable' | 'comboable'>(flag: F) =>
  (Object.keys(PRODUCT_TYPES) as TypeName[]).filter((type) => PRODUCT_TYPES[type][flag]) as unknown as readonly [TypesWhere<F>, ...TypesWhere<F>[]];

/** The types sold today, in the declaration's order. */
export const SOLD_PRODUCT_TYPES = typesWhere('sold');
/** The types a host may promote with a voucher or a discount. */
export const PROMOTED_PRODUCT_TYPES = typesWhere('promotable');
/** What a combo may bundle (the combo_items CHECK is written from this list: changing it takes a migration). */
export const COMBO_ITEM_TYPES = typesWhere('comboable');

/** The homepage's shelves, in the order the home shows them. */
export const PRODUCT_SHELVES = SOLD_PRODUCT_TYPES.flatMap((type) => {
  const shelf: ProductTypeDeclaration['shelf'] = PRODUCT_TYPES[type].shelf;
  return shelf ? [{ ...shelf, type }] : [];
});

/** A type's declaration, for a name read off the wire (a type the contract does not know reads as not sold). */
export function productTypeOf(type: string): ProductTypeDeclaration {
  return (PRODUCT_TYPES as Record<string, ProductTypeDeclaration>)[type] ?? notSold(type);
}

/** A type's Vietnamese name, or the name itself for one the contract does not know. */
export const productTypeLabel = (type: string): string => productTypeOf(type).label;

/**
 * A sold type's sale as the server speaks of it after payment (its ProductType's `sale`): a notice sends
 * the buyer where the payment page does, and to the order, whose lines link to each item, for a type
 * found on the item's own page (an e-book).
 */
export function declaredSale(type: SoldProductType): { unit: string; buyerLink: string | null; countsAsTickets: boolean; isBooking: boolean } {
  const { unit, buyerLink, countsAsTickets, isBooking }: ProductTypeDeclaration = PRODUCT_TYPES[type];
  return { unit, buyerLink: buyerLink && buyerLink.to !== ITEM_PAGE ? buyerLink.to : null, countsAsTickets, isBooking };
}

/**
 * Where the buyer uses one bought item, as a path: its own page for the buyer (`itemPath` + the slug of
 * its link: a course's player), else the item's page (an event, an e-book, a combo), else where its type
 * keeps what was bought. The payment page and the order e-mail link each item there.
 */
export function boughtItemLink(item: { productItemType: string; link: string | null }): string | null {
  const found = productTypeOf(item.productItemType).buyerLink;
  const slug = item.link ? (item.link.split('/').filter(Boolean).pop() ?? null) : null;
  if (found?.itemPath && slug) return `${found.itemPath}${slug}`;
  return item.link ?? (found && found.to !== ITEM_PAGE ? found.to : null);
}
