import type { ReminderBody, ReminderKind, ReminderRunState } from '@market/contract';

const MINUTE = 60_000;
const MINUTES_PER_UNIT = { minutes: 1, hours: 60, days: 1440 } as const;
/** A run planned this late still goes out (a scheduler that was busy, a save made at the start itself). */
export const LATE_GRACE_MINUTES = 5;

export type ReminderTiming = Pick<ReminderBody, 'anchor' | 'direction' | 'amount' | 'unit'> & { recurrence: ReminderBody['recurrence'] };

export interface ReminderRow extends ReminderTiming {
  id: string;
  kind: ReminderKind;
  subjectId: string;
  offsetMinutes: number;
  isDefault: boolean;
  createdAt: Date;
  removedAt: Date | null;
}

/** A session, an event without sessions, or a booking: what a reminder is timed against. */
export interface Occurrence {
  id: string;
  startAt: Date;
  endAt: Date;
}

/** Signed minutes from the anchor: negative before it. */
export const offsetMinutesOf = (timing: Pick<ReminderTiming, 'direction' | 'amount' | 'unit'>) =>
  (timing.direction === 'BEFORE' ? -1 : 1) * timing.amount * MINUTES_PER_UNIT[timing.unit];

/** At the start or after it, a ticket holder is told the event has started (EVENT_STARTED); anything else is a reminder. */
export const notificationTypeOf = (timing: Pick<ReminderTiming, 'anchor' | 'direction' | 'amount'>) =>
  timing.anchor === 'START_TIME' && (timing.direction === 'AFTER' || timing.amount === 0) ? ('EVENT_STARTED' as const) : ('EVENT_REMINDER' as const);

/**
 * What every event and calendar starts with (Eventbrite's, Luma's and Cal.com's): the day before and
 * the hour before each session or booking, and for an event, "it has started" at its first start.
 */
export function defaultReminders(kind: ReminderKind): ReminderTiming[] {
  const leads: ReminderTiming[] = [
    { anchor: 'START_TIME', direction: 'BEFORE', amount: 1, unit: 'days', recurrence: 'RECURRING' },
    { anchor: 'START_TIME', direction: 'BEFORE', amount: 1, unit: 'hours', recurrence: 'RECURRING' },
  ];
  if (kind === 'CALENDAR') return leads;
  return [...leads, { anchor: 'START_TIME', direction: 'AFTER', amount: 0, unit: 'minutes', recurrence: 'ONE-TIME' }];
}

/** One-time reminders time against the first start and the last end, under the subject's own id. */
export function occurrencesOf(reminder: Pick<ReminderRow, 'recurrence' | 'subjectId' | 'kind'>, occurrences: readonly Occurrence[]): Occurrence[] {
  // Each booking is its own appointment: once or recurring, a calendar reminds of each.
  if (reminder.recurrence === 'RECURRING' || reminder.kind === 'CALENDAR' || occurrences.length === 0) return [...occurrences];
  const startAt = new Date(Math.min(...occurrences.map((o) => o.startAt.getTime())));
  const endAt = new Date(Math.max(...occurrences.map((o) => o.endAt.getTime())));
  return [{ id: reminder.subjectId, startAt, endAt }];
}

export interface WantedRun {
  reminderId: string;
  occurrenceId: string;
  occurrenceAt: Date;
  dueAt: Date;
  /** A reminder before a start: the only kind that goes out late, the nearest one only. */
  beforeStart: boolean;
  offsetMinutes: number;
}

export function wantedRuns(reminders: readonly ReminderRow[], occurrences: readonly Occurrence[]): WantedRun[] {
  return reminders
    .filter((r) => !r.removedAt)
    .flatMap((reminder) =>
      occurrencesOf(reminder, occurrences).map((o) => {
        const occurrenceAt = reminder.anchor === 'START_TIME' ? o.startAt : o.endAt;
        return {
          reminderId: reminder.id,
          occurrenceId: o.id,
          occurrenceAt,
          dueAt: new Date(occurrenceAt.getTime() + reminder.offsetMinutes * MINUTE),
          beforeStart: reminder.anchor === 'START_TIME' && reminder.offsetMinutes < 0,
          offsetMinutes: reminder.offsetMinutes,
        };
      }),
    );
}

export interface ExistingRun {
  id: string;
  reminderId: string;
  occurrenceId: string;
  occurrenceAt: Date;
  dueAt: Date;
  state: ReminderRunState;
}

export interface RunPlan {
  /** Runs to write as PENDING at their due time (new, moved, or reset because their occurrence moved). */
  schedule: WantedRun[];
  /** Waiting runs no longer wanted (a removed reminder or session, a moved one now too late): deleted, their tasks cancelled. */
  drop: ExistingRun[];
}

const sameRun = (a: { reminderId: string; occurrenceId: string }, b: { reminderId: string; occurrenceId: string }) =>
  a.reminderId === b.reminderId && a.occurrenceId === b.occurrenceId;

/**
 * What to change so the stored runs match the wanted ones at `now`. A waiting run follows its
 * occurrence; a finished one is run again only when its occurrence moved (a new time is news). A run
 * that would already be late goes out only within the grace, or when it is the nearest reminder
 * before a start still ahead (something bought an hour ahead gets the hour's reminder, not the day's
 * as well). Pure.
 */
export function planRuns(wanted: readonly WantedRun[], existing: readonly ExistingRun[], now: Date): RunPlan {
  const waiting = (run: ExistingRun) => run.state === 'PENDING' || run.state === 'FAILED';
  const changed = wanted.filter((want) => {
    const run = existing.find((e) => sameRun(e, want));
    if (!run) return true;
    const moved = run.occurrenceAt.getTime() !== want.occurrenceAt.getTime();
    return waiting(run) ? moved || run.dueAt.getTime() !== want.dueAt.getTime() : moved;
  });
  const late = (run: WantedRun) => run.dueAt.getTime() < now.getTime() - LATE_GRACE_MINUTES * MINUTE;
  // Per occurrence, the nearest reminder before a start that is still ahead but already late.
  const nearestLate = new Map<string, WantedRun>();
  for (const run of changed) {
    if (!late(run) || !run.beforeStart || run.occurrenceAt <= now) continue;
    const key = `${run.occurrenceId}:${run.occurrenceAt.toISOString()}`;
    const best = nearestLate.get(key);
    if (!best || run.offsetMinutes > best.offsetMinutes) nearestLate.set(key, run);
  }
  // One already sent since (or due before) that nearest one makes it news no longer.
  const coveredBy = (run: WantedRun) =>
    existing.some(
      (e) =>
        e.occurrenceId === run.occurrenceId &&
        e.occurrenceAt.getTime() === run.occurrenceAt.getTime() &&
        !waiting(e) &&
        e.dueAt.getTime() >= run.dueAt.getTime() &&
        !sameRun(e, run),
    );
  const schedule = changed.filter((run) => {
    if (!late(run)) return true;
    return nearestLate.get(`${run.occurrenceId}:${run.occurrenceAt.toISOString()}`) === run && !coveredBy(run);
  });
  const drop = existing.filter((run) => waiting(run) && !schedule.some((s) => sameRun(s, run)) && !wanted.some((w) => sameRun(w, run) && !changed.includes(w)));
  return { schedule, drop };
}
