import { SavedItemType } from '@market/contract';
import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { oneOf } from '../../../platform/db/checks.js';
import { users } from '../../identity/users/users.table.js';
import { events } from '../events/events.table.js';

/**
 * What a person saved ("Đã lưu"): an event, course, ebook or combo by its catalogue kind and id. No
 * foreign key to the thing (four tables): a save of something gone or unpublished stays, unlisted.
 */
export const savedItems = pgTable(
  'saved_items',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    itemType: text('item_type').$type<SavedItemType>().notNull(),
    itemId: uuid('item_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.itemType, t.itemId] }),
    // My saved things, newest first (of one type or all).
    index('saved_items_user_idx').on(t.userId, t.createdAt.desc(), t.itemId),
    // Who saved this (an event about to sell out tells them).
    index('saved_items_item_idx').on(t.itemType, t.itemId),
    oneOf('saved_items_item_type_check', t.itemType, SavedItemType.options),
  ],
);

/** An event's savers were told it is about to sell out: once per event, whatever sells after. */
export const sellOutNotices = pgTable('saved_event_sell_out_notices', {
  eventId: uuid('event_id')
    .primaryKey()
    .references(() => events.id, { onDelete: 'cascade' }),
  seatsLeft: integer('seats_left').notNull(),
  capacity: integer('capacity').notNull(),
  notifiedAt: timestamp('notified_at', { withTimezone: true }).notNull().defaultNow(),
});
