import { count, eq, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/database.js';
import { likeContaining } from '../../../platform/db/search.js';
import { userSql } from '../../identity/index.js';
import { orderItems, orders } from './orders.table.js';

/**
 * What every list of order lines (tickets, bookings, a host's or the admin's lines) shares: the buyer
 * it shows, the search on that buyer, and the count of a page's lines. Each list joins a line to its
 * order, so `where` may name either; the buyer is read through identity's `userSql`.
 */

/** The line's buyer as a UserCard. */
export const buyerView = userSql.cardOf(orderItems.userId);

/** A buyer by name, e-mail or phone, or the line by its order code; `extra` adds more matches (ticket codes...). */
export function buyerMatches(q: string | undefined, ...extra: SQL[]): SQL | undefined {
  const text = q?.trim();
  if (!text) return undefined;
  return or(userSql.userMatching(orderItems.userId, text, { phone: true }), sql`${orders.code} ilike ${likeContaining(text)}`, ...extra);
}

/** How many lines match `where` (a page's total). */
export async function countLines(where: SQL | undefined, tx: DbOrTx): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(orderItems).innerJoin(orders, eq(orders.id, orderItems.orderId)).where(where);
  return row?.n ?? 0;
}
