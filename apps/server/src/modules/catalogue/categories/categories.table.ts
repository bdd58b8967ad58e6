import { BUSINESS_STATUSES, CATEGORY_STATUSES, CategoryKind, type BusinessStatus, type CategoryStatus } from '@market/contract';
import { type AnyPgColumn, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { oneOf } from '../../../platform/db/checks.js';
import { users } from '../../identity/users/users.table.js';

/** Subjects (Thiết kế, Lập trình > Web...): roots, subs and deeper nesting through parentId. */
export const categories = pgTable(
  'categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    parentId: uuid('parent_id').references((): AnyPgColumn => categories.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    description: text('description'),
    icon: text('icon'),
    image: text('image'),
    /** ACTIVE | INACTIVE (toggle-status). */
    status: text('status').$type<CategoryStatus>().notNull().default('ACTIVE'),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('categories_slug_key').on(t.slug),
    index('categories_parent_idx').on(t.parentId, t.position),
    oneOf('categories_status_check', t.status, CATEGORY_STATUSES),
  ],
);

/** Organisations hosts work for or with. */
export const businesses = pgTable(
  'businesses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    description: text('description'),
    logo: text('logo'),
    website: text('website'),
    email: text('email'),
    phone: text('phone'),
    address: text('address'),
    status: text('status').$type<BusinessStatus>().notNull().default('ACTIVE'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('businesses_slug_key').on(t.slug), oneOf('businesses_status_check', t.status, BUSINESS_STATUSES)],
);

/** Kinds of host (Giảng viên, Diễn giả, Doanh nghiệp...). */
export const hostCategories = pgTable(
  'host_categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    description: text('description'),
    icon: text('icon'),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('host_categories_slug_key').on(t.slug)],
);

/** A person on a category: HOST = teaches/organises in it, INTEREST = wants to hear about it. */
export const userCategories = pgTable(
  'user_categories',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<CategoryKind>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.categoryId, t.kind] }),
    index('user_categories_category_idx').on(t.categoryId, t.kind),
    oneOf('user_categories_kind_check', t.kind, CategoryKind.values),
  ],
);

export const businessCategories = pgTable(
  'business_categories',
  {
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.businessId, t.categoryId] }), index('business_categories_category_idx').on(t.categoryId)],
);
