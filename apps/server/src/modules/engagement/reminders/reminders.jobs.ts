import { z } from 'zod';
import { defineJob } from '../../../platform/jobs/queue.js';
import type { ReminderEngine } from './reminder-engine.js';

const Payload = z.object({ runId: z.string() });

/**
 * The work of one scheduler webhook run each: the engine's catch-up sweep, safe to run again (a
 * retry, a second process), since every delivery is claimed by its unique key before it is sent.
 */
export function reminderJobs(engine: Pick<ReminderEngine, 'sweep'>) {
  return {
    events: defineJob({
      name: 'reminders.event-reminders',
      payload: Payload,
      handle: () => engine.sweep('EVENT'),
    }),
    bookings: defineJob({
      name: 'reminders.calendar-reminders',
      payload: Payload,
      handle: () => engine.sweep('CALENDAR'),
    }),
  };
}
