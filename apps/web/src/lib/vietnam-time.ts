/**
 * Vietnam's clock (the contract's EVENT_TIME_ZONE, Asia/Ho_Chi_Minh) for every page: instants ↔ wall
 * clock dates and times. Vietnam is UTC+7 all year (no daylight saving), so a conversion is a fixed
 * shift, never depends on the browser's zone, and a local day is a fixed 24-hour window (as the
 * server also assumes for "today"). Dates are 'YYYY-MM-DD', times 'HH:mm' (what <input type="date|time"> give).
 */
export const VN_OFFSET_MS = 7 * 3_600_000;
export const DAY_MS = 86_400_000;
const OFFSET_MS = VN_OFFSET_MS;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

function utcMidnight(date: string): number | null {
  const match = DATE.exec(date);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const ms = Date.UTC(year, month - 1, day);
  const check = new Date(ms);
  // Refuses dates that do not exist (2026-02-30 would otherwise roll into March).
  return check.getUTCFullYear() === year && check.getUTCMonth() === month - 1 && check.getUTCDate() === day ? ms : null;
}

/** Vietnam local date + time → ISO instant ('2026-12-05', '19:30' → '2026-12-05T12:30:00.000Z'); null when invalid. */
export function localToInstant(date: string, time: string): string | null {
  const midnight = utcMidnight(date);
  const clock = TIME.exec(time);
  if (midnight === null || !clock) return null;
  return new Date(midnight + (Number(clock[1]) * 60 + Number(clock[2])) * 60_000 - OFFSET_MS).toISOString();
}

/** ISO instant → its Vietnam local date and time; null for an unreadable instant. */
export function instantToLocal(iso: string): { date: string; time: string } | null {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return null;
  const local = new Date(ms + OFFSET_MS).toISOString();
  return { date: local.slice(0, 10), time: local.slice(11, 16) };
}

/** The Vietnam calendar day an instant falls on ('' when unreadable). */
export const localDateOf = (iso: string): string => (Number.isNaN(Date.parse(iso)) ? '' : vnDayKey(iso));

/** '<date>T<time>' (an <input type="datetime-local"> value, read as Vietnam time) → ISO instant. */
export function localDateTimeToInstant(value: string): string | null {
  const [date = '', time = ''] = value.split('T');
  return localToInstant(date, time.slice(0, 5));
}

/** ISO instant → a datetime-local value in Vietnam time ('' when unreadable). */
export function instantToLocalDateTime(iso: string | null | undefined): string {
  const local = iso ? instantToLocal(iso) : null;
  return local ? `${local.date}T${local.time}` : '';
}

/** Today's date in Vietnam. */
export const todayInVietnam = (now: Date = new Date()): string => localDateOf(now.toISOString());

export function addDays(date: string, days: number): string {
  const midnight = utcMidnight(date);
  return midnight === null ? '' : new Date(midnight + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier; NaN when either is invalid). */
export function daysBetween(from: string, to: string): number {
  const a = utcMidnight(from);
  const b = utcMidnight(to);
  return a === null || b === null ? Number.NaN : Math.round((b - a) / DAY_MS);
}

/** ISO weekday of a date: 1 = Monday … 7 = Sunday (0 when invalid). */
export function isoWeekday(date: string): number {
  const midnight = utcMidnight(date);
  if (midnight === null) return 0;
  const day = new Date(midnight).getUTCDay();
  return day === 0 ? 7 : day;
}

/** The Monday of the week a date is in. */
export const mondayOf = (date: string): string => addDays(date, 1 - isoWeekday(date));

/** 'YYYY-MM-DD' → 'DD/MM/YYYY'; `short` leaves the year out. */
export function formatLocalDate(date: string, short = false): string {
  const match = DATE.exec(date);
  if (!match) return date;
  return short ? `${match[3]}/${match[2]}` : `${match[3]}/${match[2]}/${match[1]}`;
}

/** An event's span: '05/12/2026 · 19:30–21:00' on one day, else '05/12/2026 19:30 – 06/12/2026 09:00'. */
export function formatInstantRange(startAt: string, endAt: string | null): string {
  const start = instantToLocal(startAt);
  if (!start) return startAt;
  const end = endAt ? instantToLocal(endAt) : null;
  if (!end) return `${formatLocalDate(start.date)} · ${start.time}`;
  if (end.date === start.date) return `${formatLocalDate(start.date)} · ${start.time}–${end.time}`;
  return `${formatLocalDate(start.date)} ${start.time} – ${formatLocalDate(end.date)} ${end.time}`;
}

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
