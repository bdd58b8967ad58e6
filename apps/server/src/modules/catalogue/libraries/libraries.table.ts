import { sql } from 'drizzle-orm';
import { bigint, check, foreignKey, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ResourceKind } from '@market/contract';
import { oneOf } from '../../../platform/db/checks.js';
import { uploadedFiles } from '../../../platform/storage/uploads.table.js';
import { users } from '../../identity/users/users.table.js';

/** A folder of a library: a tree per owner (a host, or null for the platform's own), one root each. */
export const libraries = pgTable(
  'libraries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'cascade' }),
    parentId: uuid('parent_id'),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({ name: 'libraries_parent_fk', columns: [t.parentId], foreignColumns: [t.id] }),
    index('libraries_owner_idx').on(t.ownerId, t.createdAt),
    index('libraries_parent_idx').on(t.parentId),
    // Racing first reads of GET /root create one root, not two.
    uniqueIndex('libraries_one_root_per_owner')
      .on(sql`coalesce(${t.ownerId}, '00000000-0000-0000-0000-000000000000'::uuid)`)
      .where(sql`${t.parentId} is null`),
  ],
);

/** A file (an upload of the owner, kept private) or a link, in a folder; soft-deleted files still count against the quota. */
export const libraryResources = pgTable(
  'library_resources',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    libraryId: uuid('library_id')
      .notNull()
      .references(() => libraries.id),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'FILE' | 'LINK'>().notNull(),
    name: text('name').notNull(),
    description: text('description'),
    url: text('url'),
    fileId: uuid('file_id').references(() => uploadedFiles.id),
    storageKey: text('storage_key'),
    fileName: text('file_name'),
    contentType: text('content_type'),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull().default(0),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    oneOf('library_resources_kind_check', t.kind, ResourceKind.values),
    check(
      'library_resources_kind_fields_check',
      sql`(${t.kind} = 'LINK' and ${t.url} is not null and ${t.fileId} is null) or (${t.kind} = 'FILE' and ${t.fileId} is not null and ${t.storageKey} is not null)`,
    ),
    check('library_resources_size_check', sql`${t.sizeBytes} >= 0`),
    index('library_resources_library_idx').on(t.libraryId, t.createdAt),
    index('library_resources_owner_idx').on(t.ownerId, t.kind),
    index('library_resources_bin_idx')
      .on(t.deletedAt)
      .where(sql`${t.deletedAt} is not null`),
    index('library_resources_name_trgm_idx').using('gin', sql`immutable_unaccent(lower(${t.name})) gin_trgm_ops`),
  ],
);
export type LibraryRow = typeof libraries.$inferSelect;
export type ResourceRow = typeof libraryResources.$inferSelect;
export type NewResourceRow = typeof libraryResources.$inferInsert;
