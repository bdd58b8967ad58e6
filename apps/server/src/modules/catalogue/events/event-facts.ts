import { z } from 'zod';
import { defineEvent } from '../../../platform/tasks/domain-events.js';

/**
 * An event's times changed (its start or end, or a session added, moved or removed): published in
 * the writer's transaction, so what is timed on the event (its reminders) moves with it.
 */
export const eventRescheduled = defineEvent('event.rescheduled', z.object({ eventId: z.string().uuid() }));

/**
 * A host cancelled an event (with its sales refunded): published in the cancellation's transaction,
 * once. Whatever waits on the event (reminders, digests) stops.
 */
export const eventCancelled = defineEvent('event.cancelled', z.object({ eventId: z.string().uuid(), reason: z.string().nullable() }));
