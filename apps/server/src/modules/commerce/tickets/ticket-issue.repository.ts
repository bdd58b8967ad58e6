import { and, eq, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/database.js';
import { orderItems } from '../orders/orders.table.js';
import type { SoldLine } from '../products/product-type.js';
import { ticketCode } from './ticket-code.js';
import { tickets } from './tickets.table.js';

/** The tickets a paid ticket-tier line gives, and their voiding when it is refunded. */
export function createTicketIssueRepository(db: DbOrTx) {
  return {
    /** One ticket per unit of a paid ticket-tier line; issuing twice issues nothing new. */
    async issueFor(line: SoldLine, tx: DbOrTx = db): Promise<void> {
      const [item] = await tx.select({ eventId: orderItems.eventId }).from(orderItems).where(eq(orderItems.id, line.orderItemId));
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
        .onConflictDoNothing({ target: [tickets.orderItemId, tickets.seq] });
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
