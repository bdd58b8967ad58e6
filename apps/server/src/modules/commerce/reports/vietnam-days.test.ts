import { ReportBody } from '@market/contract';
import { describe, expect, it } from 'vitest';
import { vietnamDays, vietnamMidnight } from './vietnam-days.js';

describe('Vietnam days', () => {
  it('starts a day at 17:00 UTC of the day before', () => {
    expect(vietnamMidnight('2026-03-01').toISOString()).toBe('2026-02-28T17:00:00.000Z');
    expect(vietnamDays('2026-03-01', '2026-03-31')).toEqual({ start: new Date('2026-02-28T17:00:00Z'), end: new Date('2026-03-31T17:00:00Z') });
  });
});

describe('report range', () => {
  const codes = (body: unknown) => {
    const parsed = ReportBody.safeParse(body);
    return parsed.success ? [] : parsed.error.issues.map((i) => i.message);
  };

  it('accepts a leap year of days and refuses one day more', () => {
    expect(codes({ from: '2028-01-01', to: '2028-12-31' })).toEqual([]);
    expect(codes({ from: '2027-01-01', to: '2028-01-02' })).toEqual(['REPORT_RANGE_TOO_LONG']);
  });

  it('refuses an end before the start and days that do not exist', () => {
    expect(codes({ from: '2026-03-02', to: '2026-03-01' })).toEqual(['INVALID_DATE_RANGE']);
    expect(codes({ from: '2026-02-30', to: '2026-03-01' })).toEqual(['INVALID_DATE']);
    expect(codes({ from: '01/03/2026', to: '2026-03-01', groupBy: 'year' })).toEqual(expect.arrayContaining(['INVALID_DATE']));
  });
});
