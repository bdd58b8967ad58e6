import { describe, expect, it } from 'vitest';
import { framesByDay, shortDate, weekDays, weekFromParam, weekParam, weekStartOf } from './week';

const frame = (id: string, startAt: string) => ({ id, calendarId: 'c', startAt, endAt: startAt, capacity: 1, booked: 0, held: 0, available: 1, price: 0 });

describe('calendar weeks on Vietnam’s clock', () => {
  it('starts on Monday 00:00 in Vietnam, even late on Sunday UTC', () => {
    // Sunday 20:00 UTC is already Monday 03:00 in Vietnam.
    expect(new Date(weekStartOf(Date.parse('2026-11-22T20:00:00Z'))).toISOString()).toBe('2026-11-22T17:00:00.000Z');
    expect(weekParam(weekStartOf(Date.parse('2026-11-22T20:00:00Z')))).toBe('2026-11-23');
    expect(weekParam(weekStartOf(Date.parse('2026-11-22T10:00:00Z')))).toBe('2026-11-16');
  });

  it('reads the week from the address, else uses this week', () => {
    const now = Date.parse('2026-11-25T03:00:00Z');
    expect(weekParam(weekFromParam('2026-12-03', now))).toBe('2026-11-30');
    expect(weekParam(weekFromParam('tuần sau', now))).toBe('2026-11-23');
  });

  it('lists Monday to Sunday', () => {
    const days = weekDays(weekStartOf(Date.parse('2026-11-25T03:00:00Z'))).map(shortDate);
    expect(days).toEqual(['23/11', '24/11', '25/11', '26/11', '27/11', '28/11', '29/11']);
  });

  it('groups frames by their Vietnamese day in time order', () => {
    const days = framesByDay([frame('b', '2026-11-23T09:00:00+07:00'), frame('c', '2026-11-23T17:30:00Z'), frame('a', '2026-11-23T08:00:00+07:00')]);
    expect([...days.keys()]).toEqual(['2026-11-23', '2026-11-24']);
    expect(days.get('2026-11-23')!.map((f) => f.id)).toEqual(['a', 'b']);
  });
});
