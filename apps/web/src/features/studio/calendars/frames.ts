import type { CalendarFrameDto } from '@market/contract';
import { addDays, daysBetween, isoWeekday, localDateOf, localToInstant } from '../../../lib/vietnam-time';

/** The longest span a recurring plan may cover: 8 weeks. */
export const MAX_PLAN_DAYS = 56;

/** "Every Monday and Thursday at 09:00 and 14:30, from 1 to 28 December" (Vietnam time). */
export interface RecurringPlan {
  /** ISO weekdays: 1 = Monday … 7 = Sunday. */
  weekdays: readonly number[];
  /** 'HH:mm' start times. */
  times: readonly string[];
  /** First and last day, both included ('YYYY-MM-DD'). */
  from: string;
  to: string;
}

export type PlanProblem = 'weekdays' | 'times' | 'range' | 'tooLong';

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** What keeps a plan from being used, or null. */
export function planProblem(plan: RecurringPlan): PlanProblem | null {
  if (plan.weekdays.length === 0) return 'weekdays';
  if (!plan.times.some((time) => TIME.test(time))) return 'times';
  const span = daysBetween(plan.from, plan.to);
  if (Number.isNaN(span) || span < 0) return 'range';
  if (span + 1 > MAX_PLAN_DAYS) return 'tooLong';
  return null;
}

/**
 * The frames a plan makes, in time order: each chosen weekday in the range × each start time, as
 * instants. Frames that start at or before `now` are left out (and counted). The end is left to the
 * calendar's default length.
 */
export function recurringFrames(plan: RecurringPlan, now: Date): { frames: { startAt: string }[]; skipped: number } {
  if (planProblem(plan) !== null) return { frames: [], skipped: 0 };
  const times = [...new Set(plan.times.filter((time) => TIME.test(time)))].sort();
  const weekdays = new Set(plan.weekdays);
  const frames: { startAt: string }[] = [];
  let skipped = 0;
  for (let day = 0; day <= daysBetween(plan.from, plan.to); day += 1) {
    const date = addDays(plan.from, day);
    if (!weekdays.has(isoWeekday(date))) continue;
    for (const time of times) {
      const startAt = localToInstant(date, time);
      if (!startAt) continue;
      if (Date.parse(startAt) <= now.getTime()) skipped += 1;
      else frames.push({ startAt });
    }
  }
  return { frames, skipped };
}

/** The seven dates (Monday first) of the week starting on `monday`. */
export const weekDates = (monday: string): string[] => Array.from({ length: 7 }, (_, i) => addDays(monday, i));

/** The instants bounding a week: its Monday 00:00 to the next Monday 00:00, Vietnam time. */
export function weekBounds(monday: string): { from: string; to: string } {
  return { from: localToInstant(monday, '00:00') ?? '', to: localToInstant(addDays(monday, 7), '00:00') ?? '' };
}

/** Frames grouped by the Vietnam day they start on (each day in time order); days without frames are empty. */
export function framesByDay(frames: readonly CalendarFrameDto[], days: readonly string[]): Map<string, CalendarFrameDto[]> {
  const byDay = new Map(days.map((day) => [day, [] as CalendarFrameDto[]]));
  for (const frame of [...frames].sort((a, b) => Date.parse(a.startAt) - Date.parse(b.startAt))) {
    byDay.get(localDateOf(frame.startAt))?.push(frame);
  }
  return byDay;
}
