import type { Db, DbOrTx } from '../../../platform/db/database.js';
import type { Actor } from '../../../platform/http/access.js';
import { AppError } from '../../../platform/http/errors.js';
import { isOwnerOrAdmin, movedStatus, type EventRow, type SessionRow } from './event.js';
import { createEventsRepository } from './events.repository.js';

/** An event as its cancellation sees it: the row, its sessions and who co-hosts it. */
export interface EventToCancel {
  event: EventRow;
  sessions: SessionRow[];
  /** Its ticket tiers' ids: what its order lines name. */
  tierIds: string[];
  coHostIds: string[];
}

/**
 * The catalogue's side of calling an event off (commerce refunds its sales in the same transaction).
 * Only the owner or an admin may cancel: it moves money back for every buyer, which co-hosts (who
 * may edit the event) are told about but do not decide. A cancelled event is ARCHIVED with
 * `cancelledAt` set (see the CANCEL move in event-status.ts).
 */
export function createEventCancellations(db: Db) {
  const repo = createEventsRepository(db);

  async function read(event: EventRow, tx: DbOrTx): Promise<EventToCancel> {
    const [sessions, tiers, coHostIds] = await Promise.all([repo.listSessions(event.id, tx), repo.listTiers(event.id, tx), repo.listCoHostIds(event.id, tx)]);
    return { event, sessions, tierIds: tiers.map((t) => t.id), coHostIds };
  }

  return {
    /** The event its owner (or an admin) may cancel; 404 / 403 otherwise. A cancelled one is answered as it is. */
    async find(actor: Actor, eventId: string, tx: DbOrTx = db): Promise<EventToCancel> {
      const event = await repo.findById(eventId, tx);
      if (!event) throw new AppError('EVENT_NOT_FOUND');
      if (!isOwnerOrAdmin(actor, event)) throw new AppError('INSUFFICIENT_PRIVILEGES');
      return read(event, tx);
    },

    /** A cancelled event, locked (a late payment's sale waits for it, see sellDirect); null if not cancelled. */
    async lockCancelled(eventId: string, tx: DbOrTx): Promise<EventToCancel | null> {
      const event = await repo.lock(eventId, tx);
      return event?.cancelledAt ? read(event, tx) : null;
    },

    /**
     * Locks the event and moves it through CANCEL (once): `alreadyCancelled` tells a retry, which
     * changes nothing here and lets the caller finish what the first call started. An event that has
     * ended is not cancelled (its status move is refused).
     */
    async cancel(actor: Actor, eventId: string, reason: string | null, at: Date, tx: DbOrTx): Promise<EventToCancel & { alreadyCancelled: boolean }> {
      const found = await repo.lock(eventId, tx);
      if (!found) throw new AppError('EVENT_NOT_FOUND');
      if (!isOwnerOrAdmin(actor, found)) throw new AppError('INSUFFICIENT_PRIVILEGES');
      if (found.cancelledAt) return { ...(await read(found, tx)), alreadyCancelled: true };
      if (found.endAt && found.endAt <= at) throw new AppError('ILLEGAL_STATUS_TRANSITION', 'Sự kiện đã kết thúc, không thể huỷ.');
      const change = { action: 'CANCEL', fromStatus: found.status, toStatus: movedStatus(found.status, 'CANCEL'), reason, actorId: actor.id };
      const event = await repo.markCancelled(eventId, change, at, tx);
      return { ...(await read(event, tx)), alreadyCancelled: false };
    },
  };
}
export type EventCancellations = ReturnType<typeof createEventCancellations>;
