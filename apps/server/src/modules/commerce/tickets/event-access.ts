import type { DbOrTx } from '../../../platform/db/database.js';
import type { Actor } from '../../../platform/http/access.js';
import { AppError } from '../../../platform/http/errors.js';
import type { TicketTiersRepository } from '../../catalogue/index.js';

type EventRow = NonNullable<Awaited<ReturnType<TicketTiersRepository['findEvent']>>>;
export type EventDoors = Pick<TicketTiersRepository, 'findEvent' | 'isCoHost' | 'findCoHostedEventIds' | 'listSessions'>;

/**
 * Who runs an event's door: its owner and co-hosts, and admins (as everywhere they may act for a
 * host). Anyone else learns only that they may not (403), not what the event sold.
 */
export function createEventAccess(events: EventDoors) {
  async function manages(actor: Actor, event: { id: string; hostId: string }, tx?: DbOrTx): Promise<boolean> {
    if (actor.role === 'ADMIN' || actor.id === event.hostId) return true;
    return events.isCoHost(event.id, actor.id, tx);
  }
  return {
    manages,
    /** The event's sessions in time order: a ticket is admitted once per session. */
    sessionsOf: (eventId: string, tx?: DbOrTx) => events.listSessions([eventId], tx),
    /** The sessions of these events, by event id, in time order. */
    async sessionsByEvent(eventIds: readonly string[], tx?: DbOrTx) {
      const byEvent = new Map<string, Awaited<ReturnType<EventDoors['listSessions']>>>();
      for (const session of await events.listSessions(eventIds, tx)) byEvent.set(session.eventId, [...(byEvent.get(session.eventId) ?? []), session]);
      return byEvent;
    },
    async requireManager(actor: Actor, eventId: string, tx?: DbOrTx): Promise<EventRow> {
      const event = await events.findEvent(eventId, tx);
      if (!event) throw new AppError('EVENT_NOT_FOUND');
      if (!(await manages(actor, event, tx))) throw new AppError('INSUFFICIENT_PRIVILEGES');
      return event;
    },
    /** The events a host sees the ticket lines of: their own (by host id) and those they co-host. */
    async managedBy(hostId: string, tx?: DbOrTx): Promise<{ hostId: string; coHostedEventIds: string[] }> {
      return { hostId, coHostedEventIds: await events.findCoHostedEventIds(hostId, tx) };
    },
  };
}
export type EventAccess = ReturnType<typeof createEventAccess>;
