import type { TicketEventDto } from '@market/contract';
import { describe, expect, it } from 'vitest';
import { eventCalendar } from './event-calendar.js';

const course: TicketEventDto = {
  id: 'e0000000-0000-4000-8000-000000000001',
  slug: 'lop-gom',
  title: 'Lớp gốm; cơ bản, 4 buổi',
  coverImage: null,
  format: 'OFFLINE',
  venueName: 'Xưởng Gốm Bát Tràng',
  address: '12 Phố Gốm, Bát Tràng',
  city: 'Hà Nội',
  meetingTool: null,
  meetingUrl: null,
  startAt: '2026-03-07T11:00:00.000Z',
  endAt: '2026-03-14T13:00:00.000Z',
  sessions: [
    { id: 's0000000-0000-4000-8000-000000000001', title: 'Buổi 1: Nhào đất', startAt: '2026-03-07T11:00:00.000Z', endAt: '2026-03-07T13:00:00.000Z' },
    { id: 's0000000-0000-4000-8000-000000000002', title: null, startAt: '2026-03-14T11:00:00.000Z', endAt: '2026-03-14T13:00:00.000Z' },
  ],
  cancelledAt: null,
  host: { id: 'u0000000-0000-4000-8000-000000000001', fullName: 'Phạm Thu Hà', username: 'thuha', avatar: null } as TicketEventDto['host'],
};
// Lines folded at 75 octets continue with a space: unfolded, the content reads as written.
const unfolded = (ics: string) => ics.replace(/\r\n[ \t]/g, '');

describe('an event in the buyer’s calendar', () => {
  const ics = unfolded(eventCalendar(course, 'https://vidu.vn/me/tickets'));

  it('is one VEVENT per session, in UTC, not one block over the weeks', () => {
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(ics).toContain('DTSTART:20260307T110000Z');
    expect(ics).toContain('DTEND:20260307T130000Z');
    expect(ics).toContain('DTSTART:20260314T110000Z');
    expect(ics).toContain('UID:s0000000-0000-4000-8000-000000000002@vidu.vn');
  });

  it('names each session and escapes commas and semicolons in the text', () => {
    expect(ics).toContain('SUMMARY:Lớp gốm\\; cơ bản\\, 4 buổi · Buổi 1: Nhào đất');
    expect(ics).toContain('SUMMARY:Lớp gốm\\; cơ bản\\, 4 buổi · Buổi 2');
    expect(ics).toContain('LOCATION:Xưởng Gốm Bát Tràng\\, 12 Phố Gốm\\, Bát Tràng\\, Hà Nội');
    expect(ics.startsWith('BEGIN:VCALENDAR')).toBe(true);
    expect(ics.split('\r\n').length).toBeGreaterThan(10);
  });

  it('marks the entries cancelled once the host cancelled the event', () => {
    expect(unfolded(eventCalendar({ ...course, cancelledAt: '2026-03-01T00:00:00.000Z' }, 'https://vidu.vn'))).toContain('STATUS:CANCELLED');
  });
});
