import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { DEVICE_PLATFORMS, NotificationType } from '@market/contract';
import { oneOf } from '../../../platform/db/checks.js';
import { users } from '../../identity/users/users.table.js';

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').$type<NotificationType>().notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    link: text('link'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Set by a sending that may run again (a job's id): its run again skips whom it already told. Not
     * indexed: only a run again looks, person by person through their own notifications.
     */
    deliveryKey: text('delivery_key'),
    /** A push held for its owner's next digest (DAILY_BATCH_n); the digest takes it and clears this. */
    pushHeld: boolean('push_held').notNull().default(false),
  },
  (t) => [
    index('notifications_user_created_idx').on(t.userId, t.createdAt.desc()),
    index('notifications_user_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
    index('notifications_push_held_idx')
      .on(t.userId)
      .where(sql`${t.pushHeld}`),
    oneOf('notifications_type_check', t.type, NotificationType.values),
  ],
);
export type NotificationRow = typeof notifications.$inferSelect;

export const deviceTokens = pgTable(
  'device_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    token: text('token').notNull(),
    platform: text('platform', { enum: DEVICE_PLATFORMS }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('device_tokens_token_key').on(t.token),
    index('device_tokens_user_idx').on(t.userId),
    oneOf('device_tokens_platform_check', t.platform, DEVICE_PLATFORMS),
  ],
);
