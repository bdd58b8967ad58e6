import { z } from 'zod';
import { defineTask, RECURRING_ATTEMPTS, type Scheduler } from '../../../platform/tasks/scheduler.js';
import type { UsersRepository } from '../../identity/index.js';
import type { NotificationsService } from '../notifications/notifications.service.js';
import { holidayById, nextOccurrence, stillGreetable } from './holidays.js';

/** People greeted per run: a run holds its task's transaction open while it writes, so it stays short. */
export const GREETING_BATCH = 200;
const KEY = 'holidays';

const Payload = z.object({ holidayId: z.string(), day: z.string(), after: z.string().uuid().nullable() });

/**
 * Greetings on Vietnamese holidays (reminder kind HOLIDAY), to everyone who allows notifications in the
 * app: one recurring scheduler task that greets a batch of people (by id, after the last one it
 * greeted), schedules itself again for the next batch, and once everybody is greeted, for the next
 * holiday. The cursor moves in the task's transaction; each greeting is stored once per person and
 * holiday by its key, so a batch run again greets nobody twice.
 */
export function holidayGreetings(deps: {
  scheduler: Scheduler;
  users: Pick<UsersRepository, 'listNotifiableIdsAfter'>;
  notifications: Pick<NotificationsService, 'notifyMany'>;
  batch?: number;
  log?: { warn: (obj: unknown, msg: string) => void };
}) {
  const { scheduler } = deps;
  const batch = deps.batch ?? GREETING_BATCH;

  const greet = scheduler.define(
    defineTask({
      name: 'holidays.greet',
      payload: Payload,
      maxAttempts: RECURRING_ATTEMPTS,
      handle: async ({ holidayId, day, after }, { tx, now, dueAt }) => {
        // A run come too late (the servers were down all that day) greets nobody: the chain goes on to the next holiday.
        const holiday = stillGreetable(day, now) ? holidayById(holidayId) : null;
        const ids = holiday ? await deps.users.listNotifiableIdsAfter(after, batch, tx) : [];
        if (holiday && ids.length) {
          const result = await deps.notifications.notifyMany(
            ids,
            'HOLIDAY_GREETING',
            { ...holiday.greeting(Number(day.slice(0, 4))), link: '/', data: { holiday: holidayId, day } },
            {
              once: { key: `holiday:${holidayId}:${day}`, ranBefore: true },
              onError: (error) => deps.log?.warn({ err: error, holidayId }, 'a holiday greeting could not be sent by one of its channels'),
            },
          );
          if (result.failed > 0) throw new Error(`holiday greetings of ${holidayId} could not be stored`);
        }
        if (ids.length === batch) {
          // The next batch at once (a moment after this run's time: the same time would mark it done).
          const at = new Date(Math.max(now.getTime(), dueAt.getTime() + 1));
          await scheduler.schedule(greet, { key: KEY, at, payload: { holidayId, day, after: ids[ids.length - 1]! } }, tx);
          return;
        }
        const next = nextOccurrence(now, { day, holidayId });
        await scheduler.schedule(greet, { key: KEY, at: next.at, payload: { holidayId: next.holidayId, day: next.day, after: null } }, tx);
      },
    }),
  );
  scheduler.recurring(greet, KEY, (now) => {
    const next = nextOccurrence(now, undefined, { onlyAhead: true });
    return { at: next.at, payload: { holidayId: next.holidayId, day: next.day, after: null } };
  });
  return { greet, key: KEY };
}
