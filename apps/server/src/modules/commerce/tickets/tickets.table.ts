import { index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../../identity/users/users.table.js';
import { orderItems } from '../orders/orders.table.js';

/**
 * One admission: a paid ticket-tier line of quantity n issues n tickets. The QR code carries a signed
 * token naming the ticket; check-in flips `checkedInAt` once, with a conditional update.
 */
export const tickets = pgTable(
  'tickets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderItemId: uuid('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id').notNull(),
    tierId: uuid('tier_id').notNull(),
    /** 1..quantity within the line. */
    seq: integer('seq').notNull(),
    /** Short human code printed under the QR (e.g. for a typed check-in). */
    code: text('code').notNull(),
    /** VALID | CHECKED_IN | VOID (refunded) */
    status: text('status').notNull().default('VALID'),
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }),
    checkedInBy: uuid('checked_in_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('tickets_code_key').on(t.code),
    // Per tier: a combo's one order line may issue tickets of several tiers.
    uniqueIndex('tickets_item_tier_seq_key').on(t.orderItemId, t.tierId, t.seq),
    index('tickets_user_idx').on(t.userId, t.createdAt.desc()),
    index('tickets_event_idx').on(t.eventId, t.status),
  ],
);

/**
 * One admission per ticket and session: a ticket of a multi-session event is checked in at each
 * session once (the primary key holds it whatever the number of scanners). The ticket's own
 * `checkedInAt` keeps the first admission, so counts of "checked in" stay per ticket.
 */
export const ticketCheckins = pgTable(
  'ticket_checkins',
  {
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    /** The event session admitted to (no foreign key: sessions are the catalogue's rows). */
    sessionId: uuid('session_id').notNull(),
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }).notNull(),
    checkedInBy: uuid('checked_in_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [primaryKey({ columns: [t.ticketId, t.sessionId] })],
);
