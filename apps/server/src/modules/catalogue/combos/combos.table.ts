import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { COMBO_ITEM_TYPES, ProductStatus } from '@market/contract';
import { oneOf } from '../../../platform/db/checks.js';
import { users } from '../../identity/users/users.table.js';

/** A host's bundle of products sold at its own price (the COMBO product type); its items keep their own stock. */
export const combos = pgTable(
  'combos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    hostId: uuid('host_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    description: text('description'),
    coverImage: text('cover_image'),
    price: bigint('price', { mode: 'number' }).notNull(),
    status: text('status').$type<(typeof ProductStatus.values)[number]>().notNull().default('DRAFT'),
    /** First put on sale (its items are fixed once an order names it, not by this date: combos.service.ts update). */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('combos_slug_key').on(t.slug),
    index('combos_host_idx').on(t.hostId, t.createdAt.desc()),
    // Newest first, the id breaking ties (the homepage's combos shelf walks it too).
    index('combos_published_idx')
      .on(t.createdAt.desc(), t.id.desc())
      .where(sql`${t.status} = 'PUBLISHED'`),
    // The search box's matches (catalogue/search): title without accents, by trigram.
    index('combos_title_trgm_idx').using('gin', sql`immutable_unaccent(lower(${t.title})) gin_trgm_ops`),
    check('combos_price_check', sql`${t.price} >= 0`),
    oneOf('combos_status_check', t.status, ProductStatus.values),
  ],
);
export type ComboRow = typeof combos.$inferSelect;

/**
 * What a combo holds: product items of other types (no foreign key: each type keeps its own table),
 * `quantity` of each per combo bought. Held, sold and taken back through each item's own type.
 */
export const comboItems = pgTable(
  'combo_items',
  {
    comboId: uuid('combo_id')
      .notNull()
      .references(() => combos.id, { onDelete: 'cascade' }),
    productType: text('product_type').$type<(typeof COMBO_ITEM_TYPES)[number]>().notNull(),
    productId: uuid('product_id').notNull(),
    quantity: integer('quantity').notNull().default(1),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.comboId, t.productId] }),
    index('combo_items_product_idx').on(t.productId),
    check('combo_items_quantity_check', sql`${t.quantity} between 1 and 10`),
    oneOf('combo_items_type_check', t.productType, COMBO_ITEM_TYPES),
  ],
);
export type ComboItemRow = typeof comboItems.$inferSelect;
