import type { NotificationType } from '@market/contract';
import type { Db, DbOrTx } from '../../../platform/db/database.js';
import type { NotificationContent, NotificationsService } from '../notifications/notifications.service.js';
import { bookingReminderContent, dueLead, eventReminderContent, lookAheadMinutes, type ReminderKind } from './reminder.js';
import type { ReminderKey, RemindersRepository } from './reminders.repository.js';

/** The scheduler's webhooks, by the name each run is recorded under. */
export type ReminderHook = 'event-reminder' | 'calendar-reminder';

export interface SendOutcome {
  due: number;
  sent: number;
  /** Already sent, by an earlier run or another process. */
  skipped: number;
  failed: number;
}

const MINUTE = 60_000;

/**
 * Reminders of what starts soon: a scheduler's run is recorded once and handed to a job in the same
 * transaction; the job sends each due reminder after claiming its unique key, so two runs, retries or
 * server processes never send one twice.
 */
export function createRemindersService(deps: {
  db: Db;
  repo: RemindersRepository;
  notifications: Pick<NotificationsService, 'notify'>;
  now: () => Date;
  log?: { error(obj: unknown, msg: string): void };
}) {
  const { repo } = deps;

  async function send(key: ReminderKey, type: NotificationType, content: NotificationContent, outcome: SendOutcome) {
    outcome.due += 1;
    if (!(await repo.claim(key))) {
      outcome.skipped += 1;
      return;
    }
    try {
      await deps.notifications.notify(key.recipientId, type, content);
      outcome.sent += 1;
    } catch (error) {
      // Given back so that the next run tries again: a reminder is better late than never.
      await repo.release(key).catch(() => undefined);
      outcome.failed += 1;
      deps.log?.error({ err: error, kind: key.kind, subjectId: key.subjectId }, 'reminder not sent');
    }
  }

  const window = (kind: ReminderKind) => {
    const now = deps.now();
    return { now, until: new Date(now.getTime() + lookAheadMinutes(kind) * MINUTE) };
  };

  return {
    /**
     * Records a run of `hook` and queues its job in one transaction: the same run id again queues
     * nothing and answers the job of the first.
     */
    async acceptRun(hook: ReminderHook, runId: string, enqueue: (tx: DbOrTx) => Promise<string>) {
      return deps.db.transaction(async (tx) => {
        if (!(await repo.recordRun(hook, runId, tx))) {
          const run = await repo.findRun(hook, runId, tx);
          return { accepted: true as const, duplicate: true, jobId: run?.jobId ?? null };
        }
        const jobId = await enqueue(tx);
        await repo.setRunJob(hook, runId, jobId, tx);
        return { accepted: true as const, duplicate: false, jobId };
      });
    },

    /** EVENT_REMINDER to every ticket holder of each event start that is due (see dueLead). */
    async sendEventReminders(): Promise<SendOutcome> {
      const { now, until } = window('EVENT');
      const outcome: SendOutcome = { due: 0, sent: 0, skipped: 0, failed: 0 };
      for (const { occurrence, userId } of await repo.eventHoldersStartingBetween(now, until)) {
        const lead = dueLead('EVENT', occurrence.startsAt, now);
        if (lead === null) continue;
        const key = { kind: 'EVENT' as const, subjectId: occurrence.eventId, recipientId: userId, occurrenceAt: occurrence.startsAt, leadMinutes: lead };
        await send(key, 'EVENT_REMINDER', eventReminderContent(occurrence, lead), outcome);
      }
      return outcome;
    },

    /** A reminder to the buyer of each approved booking whose start is due. */
    async sendBookingReminders(): Promise<SendOutcome> {
      const { now, until } = window('CALENDAR');
      const outcome: SendOutcome = { due: 0, sent: 0, skipped: 0, failed: 0 };
      for (const { booking, userId } of await repo.bookingsStartingBetween(now, until)) {
        const lead = dueLead('CALENDAR', booking.startsAt, now);
        if (lead === null) continue;
        const key = { kind: 'CALENDAR' as const, subjectId: booking.bookingId, recipientId: userId, occurrenceAt: booking.startsAt, leadMinutes: lead };
        // The contract has no booking reminder type: EVENT_REMINDER, told apart by data.kind = CALENDAR.
        await send(key, 'EVENT_REMINDER', bookingReminderContent(booking, lead), outcome);
      }
      return outcome;
    },
  };
}
export type RemindersService = ReturnType<typeof createRemindersService>;
