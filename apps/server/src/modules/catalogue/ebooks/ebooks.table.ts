import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { EBOOK_STATUSES, type EbookStatus } from '@market/contract';
import { oneOf } from '../../../platform/db/checks.js';
import { uploadedFiles } from '../../../platform/storage/uploads.table.js';
import { users } from '../../identity/users/users.table.js';

/**
 * A host's ebook: a private PDF/EPUB upload sold as E_BOOK once an admin approved it (ebook-status.ts).
 * ARCHIVED: deleted by its host after sales (buyers keep it).
 */
export const ebooks = pgTable(
  'ebooks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    hostId: uuid('host_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    description: text('description'),
    coverImage: text('cover_image'),
    fileId: uuid('file_id')
      .notNull()
      .references(() => uploadedFiles.id),
    contentType: text('content_type').notNull(),
    price: bigint('price', { mode: 'number' }).notNull().default(0),
    pagesCount: integer('pages_count'),
    status: text('status').$type<EbookStatus | 'ARCHIVED'>().notNull().default('DRAFT'),
    /** The admin's reason when the book was last rejected (cleared when it is edited or approved). */
    rejectReason: text('reject_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ebooks_slug_key').on(t.slug),
    index('ebooks_host_idx').on(t.hostId, t.createdAt.desc()),
    index('ebooks_published_idx')
      .on(t.createdAt.desc())
      .where(sql`${t.status} = 'PUBLISHED'`),
    // The search box's matches (catalogue/search): title without accents, by trigram.
    index('ebooks_title_trgm_idx').using('gin', sql`immutable_unaccent(lower(${t.title})) gin_trgm_ops`),
    check('ebooks_price_check', sql`${t.price} >= 0`),
    oneOf('ebooks_status_check', t.status, [...EBOOK_STATUSES, 'ARCHIVED']),
  ],
);
export type EbookRow = typeof ebooks.$inferSelect;

/** What a paid order line gives its buyer: the right to download, until refunded (revoked). */
export const ebookGrants = pgTable(
  'ebook_grants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ebookId: uuid('ebook_id')
      .notNull()
      .references(() => ebooks.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Commerce's order line (no foreign key: catalogue does not reach into commerce's tables). */
    orderItemId: uuid('order_item_id').notNull(),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
    firstDownloadedAt: timestamp('first_downloaded_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** The buyer's stamped copy of a PDF, made on the first download, and the host's file it was made from (a new file makes a new copy). */
    copyFileId: uuid('copy_file_id').references(() => uploadedFiles.id, { onDelete: 'set null' }),
    copySourceFileId: uuid('copy_source_file_id'),
  },
  (t) => [uniqueIndex('ebook_grants_order_item_book_key').on(t.orderItemId, t.ebookId), index('ebook_grants_reader_idx').on(t.userId, t.ebookId)],
);
export type EbookGrantRow = typeof ebookGrants.$inferSelect;
