import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../../identity/users/users.table.js';

/** Words and phrases that flag content for the moderators; unique without case or diacritics (`folded`). */
export const moderationKeywords = pgTable(
  'moderation_keywords',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    keyword: text('keyword').notNull(),
    /** keywordKey(keyword): folded words joined by a space. */
    folded: text('folded').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('moderation_keywords_folded_key').on(t.folded), index('moderation_keywords_created_idx').on(t.createdAt.desc(), t.id.desc())],
);
export type KeywordRow = typeof moderationKeywords.$inferSelect;
