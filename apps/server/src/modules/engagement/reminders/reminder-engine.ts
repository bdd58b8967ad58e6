import type { ReminderKind } from '@market/contract';
import { z } from 'zod';
import type { Db, DbOrTx } from '../../../platform/db/database.js';
import { defineTask, type Scheduler } from '../../../platform/tasks/scheduler.js';
import type { NotificationsService } from '../notifications/notifications.service.js';
import { bookingReminderMessage, eventReminderMessage } from './reminder-content.js';
import type { BookingRecord, EventRecord, ReminderEngineRepository, RunRow } from './reminder-engine.repository.js';
import { defaultReminders, notificationTypeOf, offsetMinutesOf, planRuns, wantedRuns, type Occurrence, type ReminderRow } from './reminder-plan.js';
import type { SendOutcome } from './reminders.service.js';

const MINUTE = 60_000;
const DAY = 1440 * MINUTE;
/** Statuses an event is never reminded of again. */
const ENDED = new Set(['ARCHIVED', 'CANCELLED', 'CANCELED', 'DELETED']);
/** How far the catch-up sweep looks ahead for subjects to plan (the widest default lead, and a day more). */
const SWEEP_AHEAD = 2 * DAY;
/** Bookings ended longer ago than this are not reminded of (the widest AFTER reminder is 30 days). */
const BOOKINGS_BEHIND = 31 * DAY;

export type SubjectType = 'EVENT' | 'CALENDAR';
export interface SubjectRef {
  type: SubjectType;
  id: string;
}

type Subject = { type: 'EVENT'; event: EventRecord } | { type: 'CALENDAR'; id: string; bookings: BookingRecord[] };

/** The kind an event's reminders take from its format. */
export const eventReminderKind = (format: string | null): ReminderKind => (format === 'ONLINE' ? 'EVENT' : 'OFFLINE_EVENT');
const subjectTypeOf = (kind: ReminderKind): SubjectType => (kind === 'CALENDAR' ? 'CALENDAR' : 'EVENT');

const emptyOutcome = (): SendOutcome => ({ due: 0, sent: 0, skipped: 0, failed: 0 });
const add = (into: SendOutcome, more: SendOutcome) => {
  into.due += more.due;
  into.sent += more.sent;
  into.skipped += more.skipped;
  into.failed += more.failed;
};

/**
 * Reminders on the scheduler: each (reminder, occurrence) is a run whose keyed task fires at its due
 * time. Planning (after a reminder or an event's times change, a booking, a cancellation) writes,
 * moves and cancels those tasks in the caller's transaction; a run plans its subject again before it
 * sends, so a move or a cancellation it has not heard of yet still holds. Each delivery is claimed by
 * its (reminder, recipient, occurrence) key first: any number of processes, retries and sweeps send it once.
 */
export function createReminderEngine(deps: {
  db: Db;
  repo: ReminderEngineRepository;
  scheduler: Pick<Scheduler, 'define' | 'schedule' | 'cancel' | 'now'>;
  notifications: Pick<NotificationsService, 'notify'>;
  log?: { error(obj: unknown, msg: string): void };
}) {
  const { repo, scheduler } = deps;

  const runTask = scheduler.define(
    defineTask({
      name: 'reminders.run',
      payload: z.object({ runId: z.string().uuid() }),
      handle: async ({ runId }, { tx, now }) => {
        const outcome = await execute(runId, now, tx);
        if (outcome.failed) throw new Error(`${outcome.failed} reminder(s) not sent; tried again later`);
      },
    }),
  );

  async function loadSubject(ref: SubjectRef, now: Date, tx: DbOrTx): Promise<Subject | null> {
    if (ref.type === 'EVENT') {
      const event = await repo.findEvent(ref.id, tx);
      return event ? { type: 'EVENT', event } : null;
    }
    if (!(await repo.findCalendarHost(ref.id, tx))) return null;
    return { type: 'CALENDAR', id: ref.id, bookings: await repo.bookingsOf(ref.id, new Date(now.getTime() - BOOKINGS_BEHIND), tx) };
  }

  /** The defaults, written once: a subject whose reminders were all removed keeps none. */
  async function withDefaults(subject: Subject, reminders: ReminderRow[], tx: DbOrTx): Promise<ReminderRow[]> {
    if (reminders.length) return reminders;
    const kind = subject.type === 'EVENT' ? eventReminderKind(subject.event.format) : 'CALENDAR';
    const id = subject.type === 'EVENT' ? subject.event.id : subject.id;
    return repo.insertReminders(
      defaultReminders(kind).map((timing) => ({ ...timing, kind, subjectId: id, offsetMinutes: offsetMinutesOf(timing), isDefault: true })),
      tx,
    );
  }

  /** Writes, moves and cancels the subject's runs to match its reminders and occurrences now. */
  async function plan(ref: SubjectRef, tx: DbOrTx): Promise<void> {
    const now = scheduler.now();
    const locked = await repo.lockReminders(ref.id, tx);
    const subject = await loadSubject(ref, now, tx);
    const ended = !subject || (subject.type === 'EVENT' && ENDED.has(subject.event.status));
    const reminders = ended ? [] : await withDefaults(subject, locked, tx);
    const occurrences: Occurrence[] = !subject || ended ? [] : subject.type === 'EVENT' ? subject.event.occurrences : subject.bookings;
    const { schedule, drop } = planRuns(wantedRuns(reminders, occurrences), await repo.runsOf(ref.id, tx), now);
    for (const run of await repo.saveRuns(ref.id, schedule, tx)) {
      await scheduler.schedule(runTask, { key: run.id, at: run.dueAt, payload: { runId: run.id } }, tx);
    }
    await repo.deleteRuns(drop, tx);
    for (const run of drop) await scheduler.cancel(runTask, run.id, tx);
  }

  async function recipientsOf(subject: Subject, run: RunRow): Promise<string[]> {
    if (subject.type === 'CALENDAR') return subject.bookings.filter((b) => b.id === run.occurrenceId).map((b) => b.userId);
    return subject.event.status === 'PUBLISHED' ? repo.holdersOf(subject.event.id) : [];
  }

  /**
   * Sends one run if it is (still) due: planned again first, so a moved or cancelled occurrence is
   * not reminded of at its old time. Its state is written outside `tx`, so the host sees it RUNNING.
   */
  async function execute(runId: string, now: Date, tx: DbOrTx): Promise<SendOutcome> {
    const outcome = emptyOutcome();
    const run = await repo.findRun(runId, tx);
    if (!run) return outcome;
    const reminder = await repo.findReminder(run.reminderId, tx, { removed: true });
    if (!reminder) return outcome;
    const ref: SubjectRef = { type: subjectTypeOf(reminder.kind), id: run.subjectId };
    const subject = await loadSubject(ref, now, tx);
    const live = subject && !reminder.removedAt && !(subject.type === 'EVENT' && ENDED.has(subject.event.status));
    const occurrences = !live ? [] : subject.type === 'EVENT' ? subject.event.occurrences : subject.bookings;
    const wanted = wantedRuns([reminder], occurrences).find((w) => w.occurrenceId === run.occurrenceId);
    // Moved or cancelled since it was planned: planned again (moved, or dropped), sent at its new time only.
    if (!subject || !wanted || wanted.dueAt.getTime() !== run.dueAt.getTime() || wanted.occurrenceAt.getTime() !== run.occurrenceAt.getTime()) {
      await plan(ref, tx);
      return outcome;
    }
    if ((run.state !== 'PENDING' && run.state !== 'FAILED') || run.dueAt > now) return outcome;
    if (!(await repo.startRun(run.id, now))) return outcome;
    // A reminder of a start already past is news no longer (a process that was down for hours).
    const stale = reminder.anchor === 'START_TIME' && reminder.offsetMinutes < 0 && run.occurrenceAt <= now;
    const recipients = stale ? [] : await recipientsOf(subject, run);
    const type = notificationTypeOf(reminder);
    let error: string | null = null;
    for (const recipientId of recipients) {
      outcome.due += 1;
      const key = { reminder, recipientId, occurrenceId: run.occurrenceId, occurrenceAt: run.occurrenceAt };
      if (!(await repo.claim(key))) {
        outcome.skipped += 1;
        continue;
      }
      try {
        const content =
          subject.type === 'EVENT'
            ? eventReminderMessage(reminder, subject.event, run.occurrenceAt, now)
            : bookingReminderMessage(reminder, subject.bookings.find((b) => b.id === run.occurrenceId)!.booking, run.occurrenceAt, now);
        await deps.notifications.notify(recipientId, subject.type === 'EVENT' ? type : 'EVENT_REMINDER', content);
        outcome.sent += 1;
      } catch (failure) {
        // Given back, so the run's next try sends it: a reminder is better late than never.
        await repo.release(key).catch(() => undefined);
        outcome.failed += 1;
        error = failure instanceof Error ? failure.message : String(failure);
        deps.log?.error({ err: failure, runId, recipientId }, 'reminder not sent');
      }
    }
    await repo.finishRun(run.id, { state: outcome.failed ? 'FAILED' : 'COMPLETED', sent: outcome.sent, failed: outcome.failed, error, at: now });
    return outcome;
  }

  /** Plans every subject with something starting soon, each in its own transaction. */
  async function planStartingSoon(types: readonly SubjectType[] = ['EVENT', 'CALENDAR']): Promise<void> {
    const now = scheduler.now();
    const subjects = await repo.subjectsStartingBetween(now, new Date(now.getTime() + SWEEP_AHEAD));
    const refs: SubjectRef[] = [
      ...(types.includes('EVENT') ? subjects.events.map((id) => ({ type: 'EVENT' as const, id })) : []),
      ...(types.includes('CALENDAR') ? subjects.calendars.map((id) => ({ type: 'CALENDAR' as const, id })) : []),
    ];
    for (const ref of refs) await deps.db.transaction((tx) => plan(ref, tx));
  }

  return {
    plan,
    planStartingSoon,

    /** Plans in its own transaction (a subscriber's, a route's). */
    planNow: (ref: SubjectRef) => deps.db.transaction((tx) => plan(ref, tx)),

    /** A cancelled event: its reminders are retired and their waiting runs cancelled; nothing is sent of it again. */
    async cancelSubject(ref: SubjectRef, tx: DbOrTx): Promise<void> {
      for (const reminder of await repo.lockReminders(ref.id, tx)) if (!reminder.removedAt) await repo.removeReminder(reminder.id, scheduler.now(), tx);
      await plan(ref, tx);
    },

    /**
     * The scheduler webhooks' catch-up: plans every subject with something starting soon (those made
     * before reminders were kept get their defaults), then sends every run due and not done.
     */
    async sweep(type: SubjectType): Promise<SendOutcome> {
      const now = scheduler.now();
      await planStartingSoon([type]);
      const outcome = emptyOutcome();
      for (const run of await repo.dueRuns(now, type === 'EVENT' ? ['EVENT', 'OFFLINE_EVENT'] : ['CALENDAR'])) {
        add(outcome, await deps.db.transaction((tx) => execute(run.id, now, tx)));
      }
      return outcome;
    },

    /** Runs one run now, as its task would (tests: two processes meeting the same run). */
    execute: (runId: string) => deps.db.transaction((tx) => execute(runId, scheduler.now(), tx)),
  };
}
export type ReminderEngine = ReturnType<typeof createReminderEngine>;
