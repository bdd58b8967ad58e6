import { describe, expect, it } from 'vitest';
import { holidaysOf, nextOccurrence } from './holidays.js';

describe('Vietnamese holidays', () => {
  it('lists the year’s solar and lunar holidays on their days', () => {
    const days = Object.fromEntries(holidaysOf(2027).map(({ holiday, day }) => [holiday.id, day]));
    expect(days).toMatchObject({ NEW_YEAR: '2027-01-01', TET: '2027-02-06', HUNG_KINGS: '2027-04-16', MID_AUTUMN: '2027-09-15', NATIONAL_DAY: '2027-09-02' });
  });

  it('greets at 08:00 in Vietnam on the holiday', () => {
    expect(nextOccurrence(new Date('2027-02-05T10:00:00Z'))).toEqual({ holidayId: 'TET', day: '2027-02-06', at: new Date('2027-02-06T01:00:00Z') });
  });

  it('greets at once when the day has begun, and not after 21:00', () => {
    const morning = new Date('2027-02-06T03:00:00Z');
    expect(nextOccurrence(morning)).toEqual({ holidayId: 'TET', day: '2027-02-06', at: morning });
    expect(nextOccurrence(new Date('2027-02-06T14:30:00Z'))).toMatchObject({ holidayId: 'WOMENS_DAY', day: '2027-03-08' });
  });

  it('schedules a first greeting only ahead: a server started on a holiday does not greet everybody at once', () => {
    expect(nextOccurrence(new Date('2027-02-06T03:00:00Z'), undefined, { onlyAhead: true })).toMatchObject({ holidayId: 'WOMENS_DAY' });
    expect(nextOccurrence(new Date('2027-02-06T00:30:00Z'), undefined, { onlyAhead: true })).toMatchObject({ holidayId: 'TET' });
  });

  it('goes on after the holiday it greeted, into the next year', () => {
    expect(nextOccurrence(new Date('2027-02-06T01:00:00Z'), { day: '2027-02-06', holidayId: 'TET' })).toMatchObject({ holidayId: 'WOMENS_DAY' });
    expect(nextOccurrence(new Date('2026-12-20T00:00:00Z'))).toEqual({ holidayId: 'NEW_YEAR', day: '2027-01-01', at: new Date('2027-01-01T01:00:00Z') });
  });

  it('walks the holidays in order of day, then name, so two on one day would each be greeted', () => {
    const after = { day: '2027-04-30', holidayId: 'REUNIFICATION_DAY' };
    expect(nextOccurrence(new Date('2027-04-30T01:00:00Z'), after)).toMatchObject({ holidayId: 'LABOUR_DAY', day: '2027-05-01' });
    expect(nextOccurrence(new Date('2027-04-30T01:00:00Z'), { day: '2027-04-30', holidayId: 'A' })).toMatchObject({ holidayId: 'REUNIFICATION_DAY' });
  });
});
