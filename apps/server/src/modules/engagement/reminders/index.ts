import { z } from 'zod';
import { defineTask, RECURRING_ATTEMPTS } from '../../../platform/tasks/scheduler.js';
import { eventCancelled, eventRescheduled } from '../../catalogue/index.js';
import { bookingStatusChanged } from '../../commerce/index.js';
import { defineModule, on } from '../../module.js';
import { createReminderEngine, type ReminderEngine } from './reminder-engine.js';
import { createReminderEngineRepository } from './reminder-engine.repository.js';
import { registerReminderSettingsRoutes } from './reminder-settings.routes.js';
import { createReminderSettings, type ReminderSettings } from './reminder-settings.service.js';
import { reminderJobs } from './reminders.jobs.js';
import { createRemindersRepository } from './reminders.repository.js';
import { registerReminderRoutes } from './reminders.routes.js';
import { createRemindersService, type RemindersService } from './reminders.service.js';

declare module '../../module.js' {
  interface Services {
    reminders: RemindersService;
    reminderEngine: ReminderEngine;
    reminderSettings: ReminderSettings;
  }
}

/**
 * How often the bookings starting soon are planned again: a safety sweep only, since every booking's
 * move is told (booking.status-changed) and planned at once; this catches a delivery lost to a bug.
 */
const SWEEP_EVERY_MS = 3_600_000;

/**
 * Reminders of events and bookings: host-set (with defaults) and run by the scheduler at their time;
 * the external scheduler's signed webhooks remain as a catch-up sweep.
 */
export const remindersModule = defineModule('reminders', (kit) => {
  const notifications = kit.use('notifications');
  const reminders = createRemindersService({ db: kit.db, repo: createRemindersRepository(kit.db) });
  const engineRepo = createReminderEngineRepository(kit.db);
  const engine = createReminderEngine({ db: kit.db, repo: engineRepo, scheduler: kit.scheduler, notifications, log: kit.log });
  const settings = createReminderSettings({ db: kit.db, repo: engineRepo, engine });
  const planSoon = kit.scheduler.define(
    defineTask({
      name: 'reminders.plan-soon',
      payload: z.object({}),
      maxAttempts: RECURRING_ATTEMPTS,
      handle: async (_payload, { tx, now, key }) => {
        await engine.planStartingSoon(['CALENDAR']);
        await kit.scheduler.schedule(planSoon, { key, at: new Date(now.getTime() + SWEEP_EVERY_MS), payload: {} }, tx);
      },
    }),
  );
  kit.scheduler.recurring(planSoon, 'hourly', (now) => ({ at: new Date(now.getTime() + SWEEP_EVERY_MS), payload: {} }));
  const jobs = reminderJobs(engine);
  return {
    jobs: [jobs.events, jobs.bookings],
    subscribers: [
      on(eventRescheduled, 'reminders.move', ({ eventId }, { tx }) => engine.plan({ type: 'EVENT', id: eventId }, tx)),
      on(eventCancelled, 'reminders.cancel', ({ eventId }, { tx }) => engine.cancelSubject({ type: 'EVENT', id: eventId }, tx)),
      // A booking paid, approved, cancelled or expired: its calendar's runs are planned again (a cancelled booking's dropped).
      on(bookingStatusChanged, 'reminders.booking', ({ calendarId }, { tx }) => engine.plan({ type: 'CALENDAR', id: calendarId }, tx)),
    ],
    routes(app) {
      registerReminderRoutes(app, {
        reminders,
        enqueue: {
          'event-reminder': (tx, runId) => kit.jobs.enqueue(jobs.events, { runId }, { tx }),
          'calendar-reminder': (tx, runId) => kit.jobs.enqueue(jobs.bookings, { runId }, { tx }),
        },
        secret: kit.config.schedulerSecret,
      });
      registerReminderSettingsRoutes(app, { settings });
    },
    services: { reminders, reminderEngine: engine, reminderSettings: settings },
  };
});
