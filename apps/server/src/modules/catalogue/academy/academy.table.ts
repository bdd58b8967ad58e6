import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../../identity/users/users.table.js';

export interface AcademyItemRow {
  title: string;
  description: string | null;
  link: string | null;
  image: string | null;
}

/** A section of a public learning page ("academy"): a host's (owner) or the platform's (owner null). */
export const academyParts = pgTable(
  'academy_parts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description'),
    position: integer('position').notNull().default(0),
    /** Ordered, shown as they are; read with the part, never queried alone. */
    items: jsonb('items').$type<AcademyItemRow[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('academy_parts_owner_idx').on(t.ownerId, t.position)],
);
export type AcademyPartRow = typeof academyParts.$inferSelect;
