import { defineModule } from '../../module.js';
import { reminderJobs } from './reminders.jobs.js';
import { createRemindersRepository } from './reminders.repository.js';
import { registerReminderRoutes } from './reminders.routes.js';
import { createRemindersService, type RemindersService } from './reminders.service.js';

declare module '../../module.js' {
  interface Services {
    reminders: RemindersService;
  }
}

/** Reminders of events and bookings starting soon, sent when the external scheduler's signed webhooks ask. */
export const remindersModule = defineModule('reminders', (kit) => {
  const reminders = createRemindersService({
    db: kit.db,
    repo: createRemindersRepository(kit.db),
    notifications: kit.use('notifications'),
    now: () => kit.scheduler.now(),
    log: kit.log,
  });
  const jobs = reminderJobs(reminders);
  return {
    jobs: [jobs.events, jobs.bookings],
    routes(app) {
      registerReminderRoutes(app, {
        reminders,
        enqueue: {
          'event-reminder': (tx, runId) => kit.jobs.enqueue(jobs.events, { runId }, { tx }),
          'calendar-reminder': (tx, runId) => kit.jobs.enqueue(jobs.bookings, { runId }, { tx }),
        },
        secret: kit.config.schedulerSecret,
      });
    },
    services: { reminders },
  };
});
