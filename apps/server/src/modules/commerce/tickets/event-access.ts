import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/database.js';
import type { Actor } from '../../../platform/http/access.js';
import { AppError } from '../../../platform/http/errors.js';
import { eventCoHosts, events } from '../../catalogue/events/events.table.js';
import { orderItems } from '../orders/orders.table.js';

export type EventRow = typeof events.$inferSelect;

/**
 * Who runs an event's door: its owner and co-hosts, and admins (as everywhere they may act for a
 * host). Anyone else learns only that they may not (403), not what the event sold.
 */
export async function requireEventManager(tx: DbOrTx, actor: Actor, eventId: string): Promise<EventRow> {
  const [event] = await tx.select().from(events).where(eq(events.id, eventId));
  if (!event) throw new AppError('EVENT_NOT_FOUND');
  if (!(await managesEvent(tx, actor, event))) throw new AppError('INSUFFICIENT_PRIVILEGES');
  return event;
}

export async function managesEvent(tx: DbOrTx, actor: Actor, event: { id: string; hostId: string }): Promise<boolean> {
  if (actor.role === 'ADMIN' || actor.id === event.hostId) return true;
  const [coHost] = await tx
    .select({ userId: eventCoHosts.userId })
    .from(eventCoHosts)
    .where(and(eq(eventCoHosts.eventId, event.id), eq(eventCoHosts.userId, actor.id)));
  return Boolean(coHost);
}

/** Ticket lines of the events a host owns or co-hosts (a condition on order_items). */
export function linesOfManagedEvents(hostId: string): SQL {
  return or(
    eq(orderItems.hostId, hostId),
    sql`${orderItems.eventId} in (select ${eventCoHosts.eventId} from ${eventCoHosts} where ${eventCoHosts.userId} = ${hostId})`,
  )!;
}
