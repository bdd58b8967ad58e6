import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { oneOf } from '../../../platform/db/checks.js';

/** Every verified Amazon SNS message, once: its MessageId (kept by SNS across retries) drops duplicates. */
export const snsMessages = pgTable(
  'sns_messages',
  {
    messageId: text('message_id').primaryKey(),
    type: text('type').notNull(),
    topicArn: text('topic_arn').notNull(),
    subject: text('subject'),
    message: text('message').notNull(),
    /** When SNS published it. */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    /** What handling it found (an SES bounce's addresses, a confirmed subscription), once handled. */
    outcome: jsonb('outcome').$type<Record<string, unknown>>(),
    handledAt: timestamp('handled_at', { withTimezone: true }),
  },
  (t) => [oneOf('sns_messages_type_check', t.type, ['SubscriptionConfirmation', 'Notification', 'UnsubscribeConfirmation'])],
);
