import { m } from '../../lib/messages';

/**
 * Event and calendar times are shown on Vietnam's clock (the contract's EVENT_TIME_ZONE). Vietnam
 * keeps UTC+7 all year (no daylight saving), so a local day is a fixed 24-hour window, as the server
 * also assumes for "today".
 */
export const VN_OFFSET_MS = 7 * 3_600_000;
export const DAY_MS = 86_400_000;

export interface VnParts {
  year: number;
  /** 1–12. */
  month: number;
  day: number;
  /** 0 = Sunday … 6 = Saturday. */
  weekday: number;
  hour: number;
  minute: number;
}

const toTime = (at: Date | string | number) => (at instanceof Date ? at.getTime() : typeof at === 'number' ? at : new Date(at).getTime());

/** The calendar fields of an instant, as read on a clock in Vietnam. */
export function vnParts(at: Date | string | number): VnParts {
  const local = new Date(toTime(at) + VN_OFFSET_MS);
  return {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth() + 1,
    day: local.getUTCDate(),
    weekday: local.getUTCDay(),
    hour: local.getUTCHours(),
    minute: local.getUTCMinutes(),
  };
}

/** The instant a Vietnamese calendar day starts (month 1–12; overflowing days roll over). */
export function vnDayStart(year: number, month: number, day: number): number {
  return Date.UTC(year, month - 1, day) - VN_OFFSET_MS;
}

/** "2026-11-28": the Vietnamese day an instant falls on, for grouping and URLs. */
export function vnDayKey(at: Date | string | number): string {
  const p = vnParts(at);
  return `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** "19:30". */
export function formatClock(at: Date | string | number): string {
  const p = vnParts(at);
  return `${pad(p.hour)}:${pad(p.minute)}`;
}

/** "T7, 28 thg 11"; the year is added when it is not the current one ("T2, 4 thg 1, 2027"). */
export function formatDay(at: Date | string | number, now: number = Date.now()): string {
  const p = vnParts(at);
  const text = `${m.events.weekdays[p.weekday]}, ${m.events.dayMonth(p.day, p.month)}`;
  return p.year === vnParts(now).year ? text : `${text}, ${p.year}`;
}

/** "T7, 28 thg 11 · 19:30" — how an event's start is shown on cards. */
export function formatEventStart(at: string | null, now: number = Date.now()): string {
  if (!at || Number.isNaN(toTime(at))) return m.events.noDate;
  return `${formatDay(at, now)} · ${formatClock(at)}`;
}

/** "T7, 28 thg 11 · 19:30 – 21:00", or both days when the range runs past midnight. */
export function formatTimeRange(start: string, end: string, now: number = Date.now()): string {
  if (vnDayKey(start) === vnDayKey(end)) return `${formatEventStart(start, now)} – ${formatClock(end)}`;
  return `${formatEventStart(start, now)} – ${formatEventStart(end, now)}`;
}

/** "Thứ Bảy, 28 tháng 11, 2026". */
export function formatLongDate(at: Date | string | number): string {
  const p = vnParts(at);
  return m.events.longDate(m.events.weekdaysLong[p.weekday] ?? '', p.day, p.month, p.year);
}
