import { m } from '../../lib/messages';
import { vnDayKey, vnParts } from '../../lib/vietnam-time';

/** How event and calendar times read on the public pages (Vietnam's clock, see lib/vietnam-time). */
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
  if (!at || Number.isNaN(new Date(at).getTime())) return m.events.noDate;
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

/** The event is over: its end (or, with none, its start) has passed. */
export function isEventOver(event: { startAt: string | null; endAt: string | null }, now: number = Date.now()): boolean {
  const end = Date.parse(event.endAt ?? event.startAt ?? '');
  return !Number.isNaN(end) && end < now;
}
