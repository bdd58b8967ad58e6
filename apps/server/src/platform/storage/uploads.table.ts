import { FileVisibility } from '@market/contract';
import { bigint, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { oneOf } from '../db/checks.js';

export const uploadedFiles = pgTable(
  'uploaded_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    key: text('key').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    /** Decided when the upload is signed; a PRIVATE file is only ever read through a signed link. */
    visibility: text('visibility').$type<FileVisibility>().notNull().default('PUBLIC'),
    size: bigint('size', { mode: 'number' }),
    ownerId: uuid('owner_id'),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('uploaded_files_key_key').on(t.key),
    index('uploaded_files_owner_idx').on(t.ownerId),
    oneOf('uploaded_files_visibility_check', t.visibility, FileVisibility.values),
  ],
);
export type UploadedFileRow = typeof uploadedFiles.$inferSelect;
