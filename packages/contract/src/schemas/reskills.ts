import { z } from 'zod';
import { ReskillType } from '../enums.js';
import { HostChip } from './commerce.js';
import { ExportFormat } from './bookings.js';
import { PageQuery, QueryBoolean } from './common.js';

/**
 * Reskill programmes (spec 7.15): a host's career programme (RESKILL) or career launchpad (LAUNCHPAD),
 * sold through its prices (the RESKILL_PRICE product type); each price includes some of the host's own
 * online courses and ebooks, which a paid price grants its buyer.
 *
 * A host sets prices through the programme's own POST and PATCH (`prices`): the spec lists no call of
 * their own. A price in a PATCH with its `id` is kept (and changed), one without is new, one left out is
 * removed. What RESKILL_HAS_BEEN_PAID and RESKILL_HAS_PRODUCTS refuse is written on `UpdateReskillBody`.
 */

/** DRAFT: only its host sees it; PUBLISHED: on sale; UNPUBLISHED: taken off sale by its host (buyers keep it). */
export const RESKILL_STATUSES = ['DRAFT', 'PUBLISHED', 'UNPUBLISHED'] as const;
export const ReskillStatus = z.enum(RESKILL_STATUSES);
export type ReskillStatus = z.infer<typeof ReskillStatus>;
/** INACTIVE: no longer sold (its buyers keep what it gave them). */
export const RESKILL_PRICE_STATUSES = ['ACTIVE', 'INACTIVE'] as const;
export const ReskillPriceStatus = z.enum(RESKILL_PRICE_STATUSES);
export type ReskillPriceStatus = z.infer<typeof ReskillPriceStatus>;
/** What a price may include: the host's own courses and ebooks (lasting access, granted by their own types). */
export const RESKILL_PRODUCT_TYPES = ['ONLINE_COURSE', 'E_BOOK'] as const;
export const ReskillProductType = z.enum(RESKILL_PRODUCT_TYPES);
export type ReskillProductType = z.infer<typeof ReskillProductType>;
export const MAX_RESKILL_PRICES = 10;
export const MAX_RESKILL_PRICE_PRODUCTS = 30;

export const ReskillProductRef = z.object({ productItemType: ReskillProductType, productItemId: z.uuid() });
export type ReskillProductRef = z.infer<typeof ReskillProductRef>;

export const ReskillPriceBody = z.object({
  /** An existing price of this programme (PATCH), kept and changed; absent: a new price. */
  id: z.uuid().optional(),
  title: z.string().trim().min(2, 'INVALID_TITLE').max(200, 'INVALID_TITLE'),
  /** VND; 0 = free (still "bought" through a free order, so the buyer is known). */
  amount: z.number().int('INVALID_PRICE').min(0, 'INVALID_PRICE').max(1_000_000_000, 'INVALID_PRICE'),
  status: ReskillPriceStatus.default('ACTIVE'),
  products: z
    .array(ReskillProductRef)
    .max(MAX_RESKILL_PRICE_PRODUCTS)
    .refine((refs) => new Set(refs.map((r) => r.productItemId)).size === refs.length, 'RESKILL_PRODUCTS_INVALID')
    .default([]),
});
export type ReskillPriceBody = z.input<typeof ReskillPriceBody>;

const ReskillFields = {
  type: ReskillType.schema.default('RESKILL'),
  title: z.string().trim().min(3, 'INVALID_TITLE').max(200, 'INVALID_TITLE'),
  description: z.string().trim().max(20_000).nullable().optional(),
  image: z
    .url({ protocol: /^https?$/, message: 'INVALID_URL' })
    .max(2048)
    .nullable()
    .optional(),
  /** The host's featured programme of its type (`GET /reskills/main`): setting it unsets their other one. */
  isMain: z.boolean().default(false),
  status: ReskillStatus.default('DRAFT'),
  prices: z.array(ReskillPriceBody).max(MAX_RESKILL_PRICES).default([]),
};
export const ReskillBody = z.object(ReskillFields);
export type ReskillBody = z.input<typeof ReskillBody>;
/**
 * A partial edit. Once any price was paid (RESKILL_HAS_BEEN_PAID, 409): the `type` cannot change, and
 * a paid price cannot be removed nor its `amount` or products changed (its title and status can: an
 * INACTIVE price is no longer sold); new prices may be added. While any price includes products
 * (RESKILL_HAS_PRODUCTS, 409): the `type` cannot change (the products were chosen for that kind of
 * programme; empty the prices first).
 */
export const UpdateReskillBody = z
  .object({
    ...ReskillFields,
    // No defaults in an edit: a field left out is left as it is (zod's partial keeps defaults).
    type: ReskillType.schema,
    isMain: z.boolean(),
    status: ReskillStatus,
    prices: z.array(ReskillPriceBody).max(MAX_RESKILL_PRICES),
  })
  .partial();
export type UpdateReskillBody = z.input<typeof UpdateReskillBody>;

/** An included product as a buyer sees it (read from its own type). */
export const ReskillProductDto = z.object({
  productItemType: ReskillProductType,
  productItemId: z.uuid(),
  title: z.string(),
  image: z.string().nullable(),
  /** Its page on the site (a course's, an ebook's). */
  link: z.string().nullable(),
  /** Its own price when bought alone (VND). */
  price: z.number().int(),
});
export type ReskillProductDto = z.infer<typeof ReskillProductDto>;

export const ReskillPriceDto = z.object({
  id: z.uuid(),
  reskillId: z.uuid(),
  title: z.string(),
  amount: z.number().int(),
  status: ReskillPriceStatus,
  /** Bought by anyone: its amount and products are fixed (RESKILL_HAS_BEEN_PAID). */
  hasBeenPaid: z.boolean(),
  /** The viewer bought it (and was not refunded): its page offers the courses, not the purchase. Lists by anonymous readers say false. */
  owned: z.boolean(),
  products: z.array(ReskillProductDto),
});
export type ReskillPriceDto = z.infer<typeof ReskillPriceDto>;

export const ReskillDto = z.object({
  id: z.uuid(),
  type: ReskillType.schema,
  title: z.string(),
  description: z.string().nullable(),
  image: z.string().nullable(),
  isMain: z.boolean(),
  status: ReskillStatus,
  host: HostChip,
  /** The lowest amount of its active prices (VND); null: none on sale. */
  fromAmount: z.number().int().nullable(),
  prices: z.array(ReskillPriceDto),
  /** The viewer is its host (or an admin). */
  canEdit: z.boolean(),
  /** Any price was paid: see `UpdateReskillBody` for what that fixes. */
  hasBeenPaid: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ReskillDto = z.infer<typeof ReskillDto>;

export const ReskillListQuery = PageQuery.extend({
  type: ReskillType.schema.optional(),
  hostId: z.uuid().optional(),
  q: z.string().trim().max(200).optional(),
  /** The caller's own programmes, drafts included (a host's studio). */
  mine: QueryBoolean.optional(),
});
export type ReskillListQuery = z.infer<typeof ReskillListQuery>;
export const ReskillMainQuery = z.object({ type: ReskillType.schema.default('RESKILL'), hostId: z.uuid().optional() });
export type ReskillMainQuery = z.infer<typeof ReskillMainQuery>;

/** A paid line of one of the programme's prices (the studio's buyers). */
export const ReskillOrderItemDto = z.object({
  orderItemId: z.uuid(),
  orderId: z.uuid(),
  buyer: z.object({ id: z.uuid(), fullName: z.string(), email: z.string().nullable(), phone: z.string().nullable() }),
  price: z.object({ id: z.uuid(), title: z.string() }),
  /** The price's amount when it was bought (VND, before any voucher). */
  amount: z.number().int(),
  paidAt: z.string(),
  refunded: z.boolean(),
});
export type ReskillOrderItemDto = z.infer<typeof ReskillOrderItemDto>;
export const ReskillOrderItemsQuery = PageQuery.extend({ priceId: z.uuid().optional(), q: z.string().trim().max(200).optional() });
export type ReskillOrderItemsQuery = z.infer<typeof ReskillOrderItemsQuery>;
export const ReskillOrderItemsExportQuery = ReskillOrderItemsQuery.omit({ page: true, limit: true }).extend({ format: ExportFormat.default('csv') });
export type ReskillOrderItemsExportQuery = z.infer<typeof ReskillOrderItemsExportQuery>;

/** A programme the signed-in user bought (`/auth/reskills`): the programme, and the prices they hold with what those include. */
export const OwnedReskillDto = ReskillDto.omit({ prices: true }).extend({
  prices: z.array(ReskillPriceDto.extend({ orderId: z.uuid(), purchasedAt: z.string() })),
});
export type OwnedReskillDto = z.infer<typeof OwnedReskillDto>;
