import { describe, expect, it } from 'vitest';
import { bookingReminderContent, dueLead, eventReminderContent, whenInVietnam } from './reminder.js';

const NOW = new Date('2026-11-29T01:00:00Z');
const inMinutes = (m: number) => new Date(NOW.getTime() + m * 60_000);

describe('which reminder is due', () => {
  it.each([
    ['starts in two days', 2 * 1440, null],
    ['starts in a day and a minute', 1441, null],
    ['starts in exactly a day', 1440, 1440],
    ['starts in five hours', 300, 1440],
    ['starts in 61 minutes', 61, 1440],
    ['starts in an hour', 60, 60],
    ['starts in ten minutes', 10, 60],
    ['is starting now', 0, null],
    ['has started', -5, null],
  ])('an event that %s gets the %s-minute reminder', (_case, minutes, lead) => {
    expect(dueLead('EVENT', inMinutes(minutes), NOW)).toBe(lead);
  });

  it('gives something booked within the hour the hour’s reminder only, never the day’s as well', () => {
    expect(dueLead('CALENDAR', inMinutes(30), NOW)).toBe(60);
  });
});

describe('what a reminder says', () => {
  const occurrence = {
    eventId: '00000000-0000-4000-8000-000000000001',
    startsAt: new Date('2026-11-29T12:30:00Z'),
    title: 'Hội thảo Khởi nghiệp',
    slug: 'hoi-thao-khoi-nghiep',
    format: 'OFFLINE',
    meetingUrl: null,
    venueName: 'Nhà văn hoá Thanh niên',
    address: '4 Phạm Ngọc Thạch, Quận 1',
  };

  it('tells the time on Vietnam’s wall clock', () => {
    expect(whenInVietnam(new Date('2026-11-29T12:30:00Z'))).toBe('19:30 29/11/2026');
    expect(whenInVietnam(new Date('2026-12-31T17:05:00Z'))).toBe('00:05 01/01/2027');
  });

  it('gives an offline event’s venue and a link to the event', () => {
    const content = eventReminderContent(occurrence, 1440);
    expect(content.title).toBe('Nhắc lịch: Hội thảo Khởi nghiệp');
    expect(content.body).toContain('bắt đầu ngày mai, lúc 19:30 29/11/2026');
    expect(content.body).toContain('Địa điểm: Nhà văn hoá Thanh niên, 4 Phạm Ngọc Thạch, Quận 1.');
    expect(content.link).toBe('/events/hoi-thao-khoi-nghiep');
    expect(content.data).toMatchObject({ kind: 'EVENT', eventId: occurrence.eventId, leadMinutes: 1440 });
  });

  it('gives an online event’s join link', () => {
    const content = eventReminderContent({ ...occurrence, format: 'ONLINE', meetingUrl: 'https://meet.google.com/abc-defg-hij' }, 60);
    expect(content.body).toContain('bắt đầu sau 1 giờ nữa');
    expect(content.body).toContain('Tham gia trực tuyến tại: https://meet.google.com/abc-defg-hij');
    expect(content.body).not.toContain('Địa điểm');
    expect(content.data).toMatchObject({ meetingUrl: 'https://meet.google.com/abc-defg-hij' });
  });

  it('gives a booking’s meeting link and leads to the buyer’s bookings', () => {
    const content = bookingReminderContent(
      {
        bookingId: '00000000-0000-4000-8000-000000000002',
        calendarId: '00000000-0000-4000-8000-000000000003',
        startsAt: new Date('2026-11-29T02:00:00Z'),
        calendar: { title: 'Tư vấn CV 1:1', meetingUrl: 'https://meet.google.com/xyz', location: null },
      },
      60,
    );
    expect(content.title).toBe('Nhắc lịch hẹn: Tư vấn CV 1:1');
    expect(content.body).toBe('Lịch hẹn "Tư vấn CV 1:1" của bạn bắt đầu sau 1 giờ nữa, lúc 09:00 29/11/2026. Tham gia tại: https://meet.google.com/xyz');
    expect(content.link).toBe('/me/bookings');
    expect(content.data).toMatchObject({ kind: 'CALENDAR', orderItemId: '00000000-0000-4000-8000-000000000002' });
  });
});
