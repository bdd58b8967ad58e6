import { z } from 'zod';
import type { DbOrTx } from '../../../platform/db/database.js';
import { defineEvent, type DomainEvents } from '../../../platform/tasks/domain-events.js';

/**
 * A calendar booking's status moved (paid and approved or awaiting approval, approved, rejected,
 * cancelled, expired): published in the transaction that moved it, so what is timed on the booking
 * (its reminders) is planned or cancelled at once instead of when someone next looks.
 */
export const bookingStatusChanged = defineEvent(
  'booking.status-changed',
  z.object({ orderItemId: z.string().uuid(), calendarId: z.string().uuid(), status: z.string() }),
);

export type PublishBookingMove = (tx: DbOrTx, move: { orderItemId: string; calendarId: string | null; status: string | null }) => Promise<void>;

/** The one way a booking's move is told; a line without a calendar or a booking status is no booking. */
export function bookingMovePublisher(events?: Pick<DomainEvents, 'publish'>): PublishBookingMove {
  return async (tx, { orderItemId, calendarId, status }) => {
    if (!events || !calendarId || !status) return;
    await events.publish(tx, bookingStatusChanged, { orderItemId, calendarId, status });
  };
}
