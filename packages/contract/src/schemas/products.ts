import { z } from 'zod';
import { ProductItemType, ProductStatus } from '../enums.js';
import { COMBO_ITEM_TYPES } from '../product-types.js';
import { PageQuery } from './common.js';
import { HostChip } from './commerce.js';
import { EventCardDto } from './events.js';

/**
 * Products (spec 7.15): one listing over every sellable type (ticket tiers, calendar frames, courses,
 * ebooks, combos), and combos: a host's bundle of products sold at its own price.
 */
const Vnd = z.number().int();

/** One sellable item as a shelf shows it. `onSale`: it can be bought now (not sold out, not withdrawn). */
export const ProductDto = z.object({
  productItemType: ProductItemType.schema,
  productItemId: z.uuid(),
  parent: z.object({ kind: z.string(), id: z.uuid(), slug: z.string().nullable() }),
  host: HostChip,
  title: z.string(),
  subtitle: z.string().nullable(),
  image: z.string().nullable(),
  link: z.string().nullable(),
  price: Vnd,
  /** How many more can be bought (null: unlimited). */
  available: z.number().int().nullable(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  onSale: z.boolean(),
  /** Sold to the members of a membership plan only (a member-only ticket tier, or a combo holding one). Absent: sold to anyone. */
  memberOnly: z.literal(true).optional(),
});
export type ProductDto = z.infer<typeof ProductDto>;

export const ProductListQuery = PageQuery.extend({
  /** Searched without accents (đ too). */
  q: z.string().trim().max(200).optional(),
  type: ProductItemType.schema.optional(),
  hostId: z.uuid().optional(),
});
export type ProductListQuery = z.infer<typeof ProductListQuery>;

/**
 * Whether an item can be bought now (the admin's products list): ON_SALE, SOLD_OUT (nothing left),
 * or NOT_ON_SALE (a draft, withdrawn, its sale not open yet or over, its event ended).
 */
export const ProductSaleStatus = z.enum(['ON_SALE', 'SOLD_OUT', 'NOT_ON_SALE']);
export type ProductSaleStatus = z.infer<typeof ProductSaleStatus>;
export const AdminProductListQuery = ProductListQuery.extend({ status: ProductSaleStatus.optional() });
export type AdminProductListQuery = z.infer<typeof AdminProductListQuery>;
export const AdminProductDto = ProductDto.extend({ status: ProductSaleStatus });
export type AdminProductDto = z.infer<typeof AdminProductDto>;

export const TopProductsQuery = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(10),
  type: ProductItemType.schema.optional(),
  /** Sales counted over the last `days` days. */
  days: z.coerce.number().int().min(1).max(366).default(30),
});
export type TopProductsQuery = z.infer<typeof TopProductsQuery>;

export const TopProductDto = ProductDto.extend({ sold: z.number().int() });
export type TopProductDto = z.infer<typeof TopProductDto>;
export const TopProductList = z.object({ data: z.array(TopProductDto) });

export const HomepageSectionDto = z.object({ key: z.string(), title: z.string(), link: z.string(), items: z.array(ProductDto) });
export const HomepageDto = z.object({ sections: z.array(HomepageSectionDto) });
export type HomepageDto = z.infer<typeof HomepageDto>;

export const ProductAccessQuery = z.object({ type: ProductItemType.schema.optional() });
export const ProductAccessDto = z.object({
  accessible: z.boolean(),
  /** PURCHASED (a paid line, alone or in a combo), OWNER (the host), COVERED (a membership), or null. */
  reason: z.enum(['PURCHASED', 'OWNER', 'COVERED']).nullable(),
});
export type ProductAccessDto = z.infer<typeof ProductAccessDto>;

/** A host changes an item's price, or withdraws it from sale (combos only here: other types have their own editors). */
export const PatchProductBody = z.object({
  productItemType: ProductItemType.schema,
  price: z.number().int('INVALID_PRICE').min(0, 'INVALID_PRICE').max(1_000_000_000, 'INVALID_PRICE').optional(),
  title: z.string().trim().min(3, 'INVALID_TITLE').max(200, 'INVALID_TITLE').optional(),
});
export type PatchProductBody = z.infer<typeof PatchProductBody>;

// --- Host statistics (Vietnam days) ---
export const StatsPeriodQuery = z.object({
  /** Days on Vietnam's clock, YYYY-MM-DD; default the last 30 days up to today. */
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
});
export type StatsPeriodQuery = z.infer<typeof StatsPeriodQuery>;
export const HostProductStatsQuery = ProductListQuery.extend(StatsPeriodQuery.shape);
export type HostProductStatsQuery = z.infer<typeof HostProductStatsQuery>;

export const ProductStatsDto = ProductDto.extend({ sold: z.number().int(), revenue: Vnd, buyers: z.number().int() });
export type ProductStatsDto = z.infer<typeof ProductStatsDto>;

export const ProductOverviewDto = z.object({
  from: z.string(),
  to: z.string(),
  products: z.number().int(),
  orders: z.number().int(),
  sold: z.number().int(),
  revenue: Vnd,
  learners: z.number().int(),
  followers: z.number().int(),
  byType: z.array(z.object({ productItemType: ProductItemType.schema, sold: z.number().int(), revenue: Vnd })),
});
export type ProductOverviewDto = z.infer<typeof ProductOverviewDto>;

export const ProductMetricsDto = z.object({
  from: z.string(),
  to: z.string(),
  days: z.array(z.object({ day: z.string(), orders: z.number().int(), sold: z.number().int(), revenue: Vnd })),
});
export type ProductMetricsDto = z.infer<typeof ProductMetricsDto>;
export const FollowersCountDto = z.object({ count: z.number().int() });

// --- Combos ---
export const ComboItemInput = z.object({
  productItemType: z.enum(COMBO_ITEM_TYPES),
  productItemId: z.uuid(),
  quantity: z.number().int().min(1).max(10).default(1),
});
export type ComboItemInput = z.input<typeof ComboItemInput>;

const ComboFields = {
  title: z.string().trim().min(3, 'INVALID_TITLE').max(200, 'INVALID_TITLE'),
  description: z.string().trim().max(20_000).nullable().optional(),
  coverImage: z
    .url({ protocol: /^https?$/, message: 'INVALID_URL' })
    .max(2048)
    .nullable()
    .optional(),
  price: z.number().int('INVALID_PRICE').min(0, 'INVALID_PRICE').max(1_000_000_000, 'INVALID_PRICE'),
  items: z
    .array(ComboItemInput)
    .min(2, 'COMBO_ITEMS_INVALID')
    .max(20, 'COMBO_ITEMS_INVALID')
    .refine((items) => new Set(items.map((i) => i.productItemId)).size === items.length, 'COMBO_ITEMS_INVALID'),
};
export const ComboBody = z.object({ ...ComboFields, status: z.enum(['DRAFT', 'PUBLISHED']).default('DRAFT') });
export type ComboBody = z.input<typeof ComboBody>;
export const UpdateComboBody = z.object(ComboFields).partial();
export type UpdateComboBody = z.input<typeof UpdateComboBody>;
export const ComboStateBody = z.object({ status: z.enum(['DRAFT', 'PUBLISHED', 'UNPUBLISHED']) });
export type ComboStateBody = z.infer<typeof ComboStateBody>;

export const ComboItemDto = z.object({
  productItemType: z.enum(COMBO_ITEM_TYPES),
  productItemId: z.uuid(),
  quantity: z.number().int(),
  title: z.string(),
  subtitle: z.string().nullable(),
  image: z.string().nullable(),
  link: z.string().nullable(),
  unitPrice: Vnd,
  onSale: z.boolean(),
  /**
   * The signed-in viewer already owns it (a course or ebook bought alone or in another combo): the
   * combo is then refused at cart, quotation and checkout (COMBO_ITEM_ALREADY_OWNED). Always false for tickets.
   */
  owned: z.boolean(),
  /**
   * A member-only ticket tier: the membership plans whose members may buy it. The combo is then sold
   * only to members of those plans (MEMBERSHIP_REQUIRED to others). Absent: sold to anyone.
   */
  memberPlans: z.array(z.object({ id: z.uuid(), name: z.string() })).optional(),
});
export type ComboItemDto = z.infer<typeof ComboItemDto>;

export const ComboDto = z.object({
  id: z.uuid(),
  slug: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  coverImage: z.string().nullable(),
  price: Vnd,
  /** What the items cost bought one by one, today. */
  itemsValue: Vnd,
  status: ProductStatus.schema,
  host: HostChip,
  items: z.array(ComboItemDto),
  /** How many more combos can be bought (the scarcest item decides; null: unlimited). */
  available: z.number().int().nullable(),
  onSale: z.boolean(),
  canEdit: z.boolean(),
  /** The caller may still change its items: they may edit it and no order has held or bought it yet. */
  canEditItems: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ComboDto = z.infer<typeof ComboDto>;
export const ComboList = z.object({ data: z.array(ComboDto) });

/**
 * One item of `GET /api/v2/events/events-and-combos`: an event card exactly as the events list writes
 * it (older clients keep reading these fields), or a combo on sale, each saying which it is by `kind`.
 */
export const EventOrComboDto = z.discriminatedUnion('kind', [EventCardDto.extend({ kind: z.literal('EVENT') }), ComboDto.extend({ kind: z.literal('COMBO') })]);
export type EventOrComboDto = z.infer<typeof EventOrComboDto>;

export const ComboListQuery = PageQuery.extend({ q: z.string().trim().max(200).optional(), hostId: z.uuid().optional() });
export type ComboListQuery = z.infer<typeof ComboListQuery>;
export const HostComboListQuery = PageQuery.extend({ status: ProductStatus.schema.optional() });
export const RecommendQuery = z.object({ limit: z.coerce.number().int().min(1).max(20).default(6), excludeId: z.uuid().optional() });

export const ComboBuyerDto = z.object({
  user: z.object({ id: z.uuid(), fullName: z.string(), email: z.string().nullable(), avatar: z.string().nullable() }),
  orderId: z.uuid(),
  quantity: z.number().int(),
  total: Vnd,
  paidAt: z.string().nullable(),
  refunded: z.boolean(),
});
export type ComboBuyerDto = z.infer<typeof ComboBuyerDto>;
