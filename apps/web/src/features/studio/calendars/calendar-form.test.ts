import { describe, expect, it } from 'vitest';
import { makeCalendar } from '../../../test/studio-fixtures';
import { calendarFormDefaults, toCalendarBody } from './calendar-form';

describe('the calendar form', () => {
  it('sends one person per frame for a 1:1 calendar, whatever the hidden box held', () => {
    const body = toCalendarBody({ ...calendarFormDefaults(), title: 'Tư vấn 1:1', capacityPerFrame: '8', price: '250000' });
    expect(body).toMatchObject({ type: 'ONE_TO_ONE', capacityPerFrame: 1, price: 250000, durationMinutes: 60 });
  });

  it('keeps only the chosen place: a meeting link online, an address in person', () => {
    const values = { ...calendarFormDefaults(makeCalendar()), location: '35 Nguyễn Huệ' };
    expect(toCalendarBody(values)).toMatchObject({ meetingTool: 'GOOGLE_MEET', meetingUrl: 'https://meet.google.com/abc-defg-hij', location: null });
    expect(toCalendarBody({ ...values, place: 'OFFLINE' })).toMatchObject({ meetingTool: null, meetingUrl: null, location: '35 Nguyễn Huệ' });
  });

  it('opens a calendar met in person on its address', () => {
    const values = calendarFormDefaults(makeCalendar({ meetingTool: null, meetingUrl: null, location: '35 Nguyễn Huệ' }));
    expect(values.place).toBe('OFFLINE');
  });
});
