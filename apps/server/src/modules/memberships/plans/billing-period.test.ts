import { describe, expect, it } from 'vitest';
import { nextPeriodEnd, periodEndAfter, type Period } from './billing-period.js';

/** A Vietnam wall-clock time written as UTC+07:00, so the table reads as members see it. */
const vn = (wall: string) => new Date(`${wall}+07:00`);

describe('the end of a billing period', () => {
  const cases: [string, string, Period, string][] = [
    ['a day', '2026-03-10T09:30', { unit: 'DAY', count: 1 }, '2026-03-11T09:30'],
    ['ten days, across a month', '2026-03-25T00:00', { unit: 'DAY', count: 10 }, '2026-04-04T00:00'],
    ['a week', '2026-12-29T20:00', { unit: 'WEEK', count: 1 }, '2027-01-05T20:00'],
    ['two weeks', '2026-02-20T08:00', { unit: 'WEEK', count: 2 }, '2026-03-06T08:00'],
    ['a month', '2026-03-10T09:30', { unit: 'MONTH', count: 1 }, '2026-04-10T09:30'],
    ['a month from 31 January, clamped to February', '2026-01-31T10:00', { unit: 'MONTH', count: 1 }, '2026-02-28T10:00'],
    ['a month from 31 January of a leap year', '2028-01-31T10:00', { unit: 'MONTH', count: 1 }, '2028-02-29T10:00'],
    ['a month from 31 March, clamped to 30 April', '2026-03-31T23:59', { unit: 'MONTH', count: 1 }, '2026-04-30T23:59'],
    ['three months, across a year', '2026-11-30T07:00', { unit: 'MONTH', count: 3 }, '2027-02-28T07:00'],
    ['a year', '2026-05-01T00:00', { unit: 'YEAR', count: 1 }, '2027-05-01T00:00'],
    ['a year from 29 February', '2028-02-29T12:00', { unit: 'YEAR', count: 1 }, '2029-02-28T12:00'],
    ['two years', '2026-07-15T06:00', { unit: 'YEAR', count: 2 }, '2028-07-15T06:00'],
  ];
  it.each(cases)('%s: from %s (Vietnam time)', (_name, start, period, end) => {
    expect(nextPeriodEnd(vn(start), period).toISOString()).toBe(vn(end).toISOString());
  });

  it('reads the day of the month on Vietnam’s clock: 31 January 17:30 UTC is 1 February in Vietnam', () => {
    const start = new Date('2026-01-31T17:30:00Z');
    expect(nextPeriodEnd(start, { unit: 'MONTH', count: 1 }).toISOString()).toBe('2026-02-28T17:30:00.000Z');
    expect(vn('2026-03-01T00:30').toISOString()).toBe('2026-02-28T17:30:00.000Z');
  });

  it('counts renewals from the anchor, so a clamped month does not drift', () => {
    const anchor = vn('2026-01-31T10:00');
    const monthly: Period = { unit: 'MONTH', count: 1 };
    expect([1, 2, 3, 4].map((n) => periodEndAfter(anchor, monthly, n).toISOString())).toEqual(
      ['2026-02-28T10:00', '2026-03-31T10:00', '2026-04-30T10:00', '2026-05-31T10:00'].map((w) => vn(w).toISOString()),
    );
  });

  it('refuses a count or a period number below one', () => {
    expect(() => nextPeriodEnd(new Date(), { unit: 'MONTH', count: 0 })).toThrow(RangeError);
    expect(() => periodEndAfter(new Date(), { unit: 'DAY', count: 1 }, 0)).toThrow(RangeError);
  });
});
