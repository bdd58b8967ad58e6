/** Vietnam is UTC+7 all year (no daylight saving), so a calendar day there is a fixed UTC window. */
const DAY_MS = 86_400_000;

/** Today's date in Vietnam ("2026-03-01"): export file names, default periods. */
export const vietnamToday = (now = new Date()) => new Date(now.getTime() + 7 * 3_600_000).toISOString().slice(0, 10);

/** Midnight in Vietnam of a calendar day ("2026-03-01"), `plusDays` later. */
export const vietnamMidnight = (day: string, plusDays = 0) => new Date(Date.parse(`${day}T00:00:00+07:00`) + plusDays * DAY_MS);

/** The instants a range of Vietnam days covers: [start of `from`, start of the day after `to`). */
export const vietnamDays = (from: string, to: string) => ({ start: vietnamMidnight(from), end: vietnamMidnight(to, 1) });
