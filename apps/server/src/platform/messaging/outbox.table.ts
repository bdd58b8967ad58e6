import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { MessageKind, OutboxStatus } from '@market/contract';
import { oneOf } from '../db/checks.js';

/** Every outbound message: delivered by a real provider (SENT/FAILED) or only recorded (RECORDED). */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').$type<MessageKind>().notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    /** An e-mail's HTML alternative, when it has one (a receipt). */
    html: text('html'),
    status: text('status').$type<OutboxStatus>().notNull(),
    provider: text('provider').notNull(),
    error: text('error'),
    meta: jsonb('meta').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('outbox_recipient_created_idx').on(t.recipient, t.createdAt.desc()),
    index('outbox_created_idx').on(t.createdAt.desc()),
    oneOf('outbox_messages_kind_check', t.kind, MessageKind.values),
    oneOf('outbox_messages_status_check', t.status, OutboxStatus.values),
  ],
);
