import { and, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/database.js';
import { eventSql } from '../../catalogue/index.js';
import { orderItems } from '../orders/orders.table.js';
import type { SoldLine } from '../products/product-type.js';
import { ticketCode } from './ticket-code.js';
import { tickets } from './tickets.table.js';

/** The tickets a paid ticket-tier line gives, and their voiding when it is refunded. */
export function createTicketIssueRepository(db: DbOrTx) {
  return {
    /** One ticket per unit of a paid ticket-tier line; issuing twice issues nothing new. */
    async issueFor(line: SoldLine, tx: DbOrTx = db): Promise<void> {
      // A combo's line carries no event of its own: then the tier's.
      const [item] = await tx
        .select({ eventId: sql<string | null>`coalesce(${orderItems.eventId}, ${eventSql.eventIdOfTier(line.productItemId)})` })
        .from(orderItems)
        .where(eq(orderItems.id, line.orderItemId));
      if (!item?.eventId) return;
      const rows = Array.from({ length: line.quantity }, (_, i) => ({
        orderItemId: line.orderItemId,
        userId: line.userId,
        eventId: item.eventId!,
        tierId: line.productItemId,
        seq: i + 1,
        code: ticketCode(),
      }));
      await tx
        .insert(tickets)
        .values(rows)
        .onConflictDoNothing({ target: [tickets.orderItemId, tickets.tierId, tickets.seq] });
    },

    /** Whether a ticket of this line and tier was checked in. */
    async wasCheckedIn(orderItemId: string, tierId: string, tx: DbOrTx = db): Promise<boolean> {
      const [row] = await tx
        .select({ id: tickets.id })
        .from(tickets)
        .where(and(eq(tickets.orderItemId, orderItemId), eq(tickets.tierId, tierId), eq(tickets.status, 'CHECKED_IN')))
        .limit(1);
      return row !== undefined;
    },

    /** A refunded line's tickets no longer admit anyone. */
    async voidOf(orderItemId: string, tx: DbOrTx = db): Promise<void> {
      await tx
        .update(tickets)
        .set({ status: 'VOID' })
        .where(and(eq(tickets.orderItemId, orderItemId), ne(tickets.status, 'VOID')));
    },
  };
}
export type TicketIssueRepository = ReturnType<typeof createTicketIssueRepository>;
