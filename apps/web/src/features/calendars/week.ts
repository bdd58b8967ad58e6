import type { CalendarFrameDto } from '@market/contract';
import { DAY_MS, vnDayKey, vnDayStart, vnParts } from '../../lib/vietnam-time';

export const WEEK_MS = 7 * DAY_MS;

/** Monday 00:00 on Vietnam's clock of the week holding `at`. */
export function weekStartOf(at: number): number {
  const p = vnParts(at);
  const sinceMonday = (p.weekday + 6) % 7;
  return vnDayStart(p.year, p.month, p.day - sinceMonday);
}

/** The week named in the address (`?week=2026-11-23`, any day of it), else this week. */
export function weekFromParam(value: string | null, now: number): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value ?? '');
  if (!match) return weekStartOf(now);
  const day = vnDayStart(Number(match[1]), Number(match[2]), Number(match[3]));
  return Number.isNaN(day) ? weekStartOf(now) : weekStartOf(day);
}

export const weekParam = (weekStart: number) => vnDayKey(weekStart);

/** The seven day starts, Monday to Sunday. */
export function weekDays(weekStart: number): number[] {
  return Array.from({ length: 7 }, (_, i) => weekStart + i * DAY_MS);
}

/** "23/11". */
export function shortDate(at: number | string): string {
  const p = vnParts(at);
  return `${p.day}/${p.month}`;
}

/** Frames by Vietnamese day ("2026-11-23" → frames in time order). */
export function framesByDay(frames: readonly CalendarFrameDto[]): Map<string, CalendarFrameDto[]> {
  const days = new Map<string, CalendarFrameDto[]>();
  const ordered = [...frames].sort((a, b) => Date.parse(a.startAt) - Date.parse(b.startAt));
  for (const frame of ordered) {
    const key = vnDayKey(frame.startAt);
    days.set(key, [...(days.get(key) ?? []), frame]);
  }
  return days;
}
