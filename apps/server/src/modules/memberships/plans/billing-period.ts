import type { BillingPeriodUnit } from '@market/contract';

export type PeriodUnit = (typeof BillingPeriodUnit.values)[number];
export interface Period {
  unit: PeriodUnit;
  count: number;
}

/** Vietnam keeps UTC+7 all year (no daylight saving): its wall clock is a fixed shift of UTC. */
const VIETNAM_OFFSET_MS = 7 * 3_600_000;
const DAY_MS = 86_400_000;

const daysInMonth = (year: number, monthIndex: number) => new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate();

/**
 * The end of the `n`th billing period counted from `anchor` (the start of a subscription's first
 * period), on Vietnam's wall clock: DAY and WEEK add whole days; MONTH and YEAR land on the anchor's
 * day of the month at the same time of day, clamped to the month's last day (31 January + 1 month =
 * 28 or 29 February). Renewals count from the anchor, not from the previous end, so a clamped month
 * does not drift: the second month after 31 January ends on 31 March, not 28 March.
 */
export function periodEndAfter(anchor: Date, period: Period, n = 1): Date {
  if (!Number.isInteger(period.count) || period.count < 1) throw new RangeError(`billing period count ${period.count}`);
  if (!Number.isInteger(n) || n < 1) throw new RangeError(`billing period number ${n}`);
  const units = period.count * n;
  if (period.unit === 'DAY' || period.unit === 'WEEK') return new Date(anchor.getTime() + units * (period.unit === 'WEEK' ? 7 : 1) * DAY_MS);
  const wall = new Date(anchor.getTime() + VIETNAM_OFFSET_MS);
  const months = wall.getUTCMonth() + units * (period.unit === 'YEAR' ? 12 : 1);
  const year = wall.getUTCFullYear() + Math.floor(months / 12);
  const month = months % 12;
  const day = Math.min(wall.getUTCDate(), daysInMonth(year, month));
  const end = Date.UTC(year, month, day, wall.getUTCHours(), wall.getUTCMinutes(), wall.getUTCSeconds(), wall.getUTCMilliseconds());
  return new Date(end - VIETNAM_OFFSET_MS);
}

/** The end of the period starting at `start` (a first period, or a plan change starting a new one). */
export function nextPeriodEnd(start: Date, period: Period): Date {
  return periodEndAfter(start, period, 1);
}
