import { z } from 'zod';
import { defineJob } from '../../../platform/jobs/queue.js';
import type { RemindersService } from './reminders.service.js';

const Payload = z.object({ runId: z.string() });

/**
 * The work of one scheduler run each: safe to run again (a retry, a second process), since every
 * reminder is claimed by its unique key before it is sent.
 */
export function reminderJobs(reminders: Pick<RemindersService, 'sendEventReminders' | 'sendBookingReminders'>) {
  return {
    events: defineJob({
      name: 'reminders.event-reminders',
      payload: Payload,
      handle: () => reminders.sendEventReminders(),
    }),
    bookings: defineJob({
      name: 'reminders.calendar-reminders',
      payload: Payload,
      handle: () => reminders.sendBookingReminders(),
    }),
  };
}
