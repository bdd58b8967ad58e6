import { randomInt } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/database.js';
import { orderItems } from '../orders/orders.table.js';
import type { SoldLine } from '../products/product-type.js';
import { tickets } from './tickets.table.js';

// Crockford's alphabet: no I, L, O or U, so a code read aloud or typed is not mistaken.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A short code printed under the QR, e.g. "VE-7K2M-9Q4X". */
export function ticketCode(): string {
  const chars = Array.from({ length: 8 }, () => ALPHABET[randomInt(ALPHABET.length)]);
  return `VE-${chars.slice(0, 4).join('')}-${chars.slice(4).join('')}`;
}

/** One ticket per unit of a paid ticket-tier line; issuing twice issues nothing new. */
export async function issueTickets(tx: DbOrTx, line: SoldLine): Promise<void> {
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
  await tx.insert(tickets).values(rows).onConflictDoNothing({ target: [tickets.orderItemId, tickets.seq] });
}

/** A refunded line's tickets no longer admit anyone. */
export async function voidTickets(tx: DbOrTx, orderItemId: string): Promise<void> {
  await tx.update(tickets).set({ status: 'VOID' }).where(and(eq(tickets.orderItemId, orderItemId), ne(tickets.status, 'VOID')));
}
