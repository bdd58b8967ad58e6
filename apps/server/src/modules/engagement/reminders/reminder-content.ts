import type { NotificationContent } from '../notifications/notifications.service.js';
import { whenInVietnam } from './reminder.js';
import { notificationTypeOf, type ReminderRow } from './reminder-plan.js';

/** The event a reminder tells of, as its message needs it. */
export interface EventSubject {
  id: string;
  title: string;
  slug: string;
  format: string | null;
  status: string;
  meetingUrl: string | null;
  venueName: string | null;
  address: string | null;
}

/** The booking a calendar reminder tells of. */
export interface BookingSubject {
  id: string;
  calendarId: string;
  title: string;
  meetingUrl: string | null;
  location: string | null;
}

type Timing = Pick<ReminderRow, 'id' | 'kind' | 'anchor' | 'direction' | 'amount' | 'unit' | 'offsetMinutes'>;

/** "sau 1 giờ nữa": the time really left when it is sent (a reminder sent late says so truthfully). */
export function timeLeftText(minutes: number): string {
  const m = Math.max(1, Math.round(minutes));
  if (m < 50) return `sau ${m} phút nữa`;
  // From 23 hours on, a day: a day-before reminder sent a minute late still says so.
  if (m < 23 * 60) return `sau ${Math.round(m / 60)} giờ nữa`;
  return `sau ${Math.round(m / 1440)} ngày nữa`;
}

/** A search link any phone opens in its maps app. */
export const mapLink = (place: string) => `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(place)}`;

/** How to get there: the join link online; the venue, a map link and the QR ticket offline. */
function wayIn(event: EventSubject): string {
  if (event.format === 'ONLINE') return event.meetingUrl ? `Tham gia trực tuyến tại: ${event.meetingUrl}` : 'Đường dẫn tham gia có trong vé của bạn.';
  const place = [event.venueName, event.address].filter(Boolean).join(', ');
  const venue = place ? `Địa điểm: ${place}. Bản đồ: ${mapLink(place)}.` : 'Địa điểm: xem trong vé của bạn.';
  return `${venue} Mã QR vé của bạn ở mục Vé của tôi: /me/tickets`;
}

/** What a ticket holder is told by one reminder at one start or end of the event. */
export function eventReminderMessage(reminder: Timing, event: EventSubject, occurrenceAt: Date, now: Date): NotificationContent {
  const when = whenInVietnam(occurrenceAt);
  const left = timeLeftText((occurrenceAt.getTime() - now.getTime()) / 60_000);
  const type = notificationTypeOf(reminder);
  let title: string;
  let body: string;
  if (type === 'EVENT_STARTED') {
    title = `Sự kiện đã bắt đầu: ${event.title}`;
    body = `Sự kiện "${event.title}" đã bắt đầu lúc ${when}. ${wayIn(event)}`;
  } else if (reminder.anchor === 'END_TIME') {
    title = reminder.direction === 'AFTER' ? `Cảm ơn bạn đã tham gia: ${event.title}` : `Sắp kết thúc: ${event.title}`;
    body =
      reminder.direction === 'AFTER'
        ? `Sự kiện "${event.title}" đã kết thúc lúc ${when}. Cảm ơn bạn đã tham gia!`
        : `Sự kiện "${event.title}" kết thúc ${left}, lúc ${when}.`;
  } else {
    title = `Nhắc lịch: ${event.title}`;
    body = `Sự kiện "${event.title}" bắt đầu ${left}, lúc ${when}. ${wayIn(event)}`;
  }
  const offline = event.format !== 'ONLINE';
  const place = [event.venueName, event.address].filter(Boolean).join(', ');
  return {
    title,
    body,
    link: `/events/${event.slug}`,
    data: {
      kind: reminder.kind,
      reminderId: reminder.id,
      eventId: event.id,
      startsAt: occurrenceAt.toISOString(),
      offsetMinutes: reminder.offsetMinutes,
      leadMinutes: -reminder.offsetMinutes,
      ...(!offline && event.meetingUrl ? { meetingUrl: event.meetingUrl } : {}),
      ...(offline ? { ticketLink: '/me/tickets', ...(place ? { mapUrl: mapLink(place) } : {}) } : {}),
    },
  };
}

/** What a booking's buyer is told by one reminder. */
export function bookingReminderMessage(reminder: Timing, booking: BookingSubject, occurrenceAt: Date, now: Date): NotificationContent {
  const left = timeLeftText((occurrenceAt.getTime() - now.getTime()) / 60_000);
  const where = booking.meetingUrl ? ` Tham gia tại: ${booking.meetingUrl}` : booking.location ? ` Địa điểm: ${booking.location}.` : '';
  const when = whenInVietnam(occurrenceAt);
  const body =
    reminder.anchor === 'END_TIME'
      ? `Lịch hẹn "${booking.title}" ${reminder.direction === 'AFTER' ? 'đã kết thúc' : `kết thúc ${left}`}, lúc ${when}.`
      : reminder.direction === 'AFTER' || reminder.amount === 0
        ? `Lịch hẹn "${booking.title}" đã bắt đầu lúc ${when}.${where}`
        : `Lịch hẹn "${booking.title}" của bạn bắt đầu ${left}, lúc ${when}.${where}`;
  return {
    title: `Nhắc lịch hẹn: ${booking.title}`,
    body,
    link: '/me/bookings',
    data: {
      kind: 'CALENDAR',
      reminderId: reminder.id,
      orderItemId: booking.id,
      calendarId: booking.calendarId,
      startsAt: occurrenceAt.toISOString(),
      offsetMinutes: reminder.offsetMinutes,
      leadMinutes: -reminder.offsetMinutes,
    },
  };
}
