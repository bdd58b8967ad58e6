import { describe, expect, it } from 'vitest';
import { bookingReminderMessage, eventReminderMessage } from './reminder-content.js';
import { whenInVietnam } from './reminder.js';
import type { ReminderRow } from './reminder-plan.js';

const HOUR = 3_600_000;
const startsAt = new Date('2026-11-29T12:30:00Z');
const before = (hours: number) => new Date(startsAt.getTime() - hours * HOUR);
const timing = (over: Partial<ReminderRow> = {}) =>
  ({ id: 'r1', kind: 'OFFLINE_EVENT', anchor: 'START_TIME', direction: 'BEFORE', amount: 1, unit: 'days', offsetMinutes: -1440, ...over }) as const;

describe('what a reminder says', () => {
  const event = {
    id: '00000000-0000-4000-8000-000000000001',
    title: 'Hội thảo Khởi nghiệp',
    slug: 'hoi-thao-khoi-nghiep',
    format: 'OFFLINE',
    status: 'PUBLISHED',
    meetingUrl: null,
    venueName: 'Nhà văn hoá Thanh niên',
    address: '4 Phạm Ngọc Thạch, Quận 1',
  };

  it('tells the time on Vietnam’s wall clock', () => {
    expect(whenInVietnam(new Date('2026-11-29T12:30:00Z'))).toBe('19:30 29/11/2026');
    expect(whenInVietnam(new Date('2026-12-31T17:05:00Z'))).toBe('00:05 01/01/2027');
  });

  it('gives an offline event’s venue, a map link and the QR ticket, and a link to the event', () => {
    const content = eventReminderMessage(timing(), event, startsAt, before(24));
    expect(content.title).toBe('Nhắc lịch: Hội thảo Khởi nghiệp');
    expect(content.body).toContain('bắt đầu sau 1 ngày nữa, lúc 19:30 29/11/2026');
    expect(content.body).toContain('Địa điểm: Nhà văn hoá Thanh niên, 4 Phạm Ngọc Thạch, Quận 1. Bản đồ: https://www.google.com/maps/search/?api=1&query=');
    expect(content.body).toContain('Mã QR vé của bạn ở mục Vé của tôi: /me/tickets');
    expect(content.link).toBe('/events/hoi-thao-khoi-nghiep');
    expect(content.data).toMatchObject({ kind: 'OFFLINE_EVENT', eventId: event.id, leadMinutes: 1440, ticketLink: '/me/tickets' });
  });

  it('gives an online event’s join link, and tells the time really left when sent late', () => {
    const online = { ...event, format: 'ONLINE', meetingUrl: 'https://meet.google.com/abc-defg-hij' };
    const content = eventReminderMessage(timing({ kind: 'EVENT', amount: 1, unit: 'hours', offsetMinutes: -60 }), online, startsAt, before(0.5));
    expect(content.body).toContain('bắt đầu sau 30 phút nữa');
    expect(content.body).toContain('Tham gia trực tuyến tại: https://meet.google.com/abc-defg-hij');
    expect(content.body).not.toContain('Địa điểm');
    expect(content.data).toMatchObject({ meetingUrl: 'https://meet.google.com/abc-defg-hij' });
  });

  it('tells ticket holders the event has started', () => {
    const content = eventReminderMessage(timing({ direction: 'AFTER', amount: 0, unit: 'minutes', offsetMinutes: 0 }), event, startsAt, startsAt);
    expect(content.title).toBe('Sự kiện đã bắt đầu: Hội thảo Khởi nghiệp');
    expect(content.body).toContain('đã bắt đầu lúc 19:30 29/11/2026');
  });

  it('gives a booking’s meeting link and leads to the buyer’s bookings', () => {
    const booking = {
      id: '00000000-0000-4000-8000-000000000002',
      calendarId: '00000000-0000-4000-8000-000000000003',
      title: 'Tư vấn CV 1:1',
      meetingUrl: 'https://meet.google.com/xyz',
      location: null,
    };
    const at = new Date('2026-11-29T02:00:00Z');
    const content = bookingReminderMessage(timing({ kind: 'CALENDAR', unit: 'hours', offsetMinutes: -60 }), booking, at, new Date(at.getTime() - HOUR));
    expect(content.title).toBe('Nhắc lịch hẹn: Tư vấn CV 1:1');
    expect(content.body).toBe('Lịch hẹn "Tư vấn CV 1:1" của bạn bắt đầu sau 1 giờ nữa, lúc 09:00 29/11/2026. Tham gia tại: https://meet.google.com/xyz');
    expect(content.link).toBe('/me/bookings');
    expect(content.data).toMatchObject({ kind: 'CALENDAR', orderItemId: booking.id });
  });
});
