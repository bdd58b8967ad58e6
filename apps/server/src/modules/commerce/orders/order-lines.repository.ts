import { count, eq, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/database.js';
import { likeContaining } from '../../../platform/db/search.js';
import { users } from '../../identity/users/users.table.js';
import { orderItems, orders } from './orders.table.js';

/**
 * What every list of order lines (tickets, bookings, a host's or the admin's lines) shares: the buyer
 * it shows, the search on that buyer, and the count of a page's lines. Each list joins a line to its
 * order and its buyer, so `where` may name either.
 */

export const buyerView = { id: users.id, fullName: users.fullName, email: users.email, phone: users.phone, avatar: users.avatar };

/** Case-, accent- and đ-insensitive "contains" on an expression (see DESIGN: unaccent inside an IMMUTABLE wrapper). */
const folded = (column: SQL | typeof users.fullName, text: string) =>
  sql`immutable_unaccent(lower(coalesce(${column}, ''))) like immutable_unaccent(lower(${likeContaining(text)}))`;

/** A buyer by name, e-mail or phone, or the line by its order code; `extra` adds more matches (ticket codes...). */
export function buyerMatches(q: string | undefined, ...extra: SQL[]): SQL | undefined {
  const text = q?.trim();
  if (!text) return undefined;
  return or(
    folded(users.fullName, text),
    sql`${users.email} ilike ${likeContaining(text)}`,
    sql`${users.phone} like ${likeContaining(text.replace(/[\s.]/g, ''))}`,
    sql`${orders.code} ilike ${likeContaining(text)}`,
    ...extra,
  );
}

/** How many lines match `where` (a page's total). */
export async function countLines(tx: DbOrTx, where: SQL | undefined): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(users, eq(users.id, orderItems.userId))
    .where(where);
  return row?.n ?? 0;
}
