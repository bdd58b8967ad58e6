import type { CalendarCard } from '../../catalogue/index.js';
import type { NotificationContent } from '../notifications/notifications.service.js';

export type ReminderKind = 'EVENT' | 'CALENDAR';

/** How long before a start a reminder goes out, in minutes: the day before and the hour before (Eventbrite's, Luma's and Cal.com's defaults). */
export const REMINDER_LEADS: Readonly<Record<ReminderKind, readonly number[]>> = { EVENT: [1440, 60], CALENDAR: [1440, 60] };

const MINUTE = 60_000;

/** The widest lead: what a run reads ahead. */
export const lookAheadMinutes = (kind: ReminderKind) => Math.max(...REMINDER_LEADS[kind]);

/**
 * Which reminder is due for a start at `now`: the shortest lead the start is already within, so
 * something booked an hour ahead gets the hour's reminder only, never the day's as well. Null once
 * it has started or while it is further off than every lead. Pure.
 */
export function dueLead(kind: ReminderKind, startsAt: Date, now: Date): number | null {
  const ahead = startsAt.getTime() - now.getTime();
  if (ahead <= 0) return null;
  const within = REMINDER_LEADS[kind].filter((lead) => ahead <= lead * MINUTE);
  return within.length ? Math.min(...within) : null;
}

const vietnamTime = new Intl.DateTimeFormat('vi-VN', {
  timeZone: 'Asia/Ho_Chi_Minh',
  hour: '2-digit',
  minute: '2-digit',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour12: false,
});
/** "19:30 30/11/2026" on Vietnam's wall clock, whatever the server's zone. */
export function whenInVietnam(at: Date): string {
  const part = (type: Intl.DateTimeFormatPartTypes) => vietnamTime.formatToParts(at).find((p) => p.type === type)?.value ?? '';
  return `${part('hour')}:${part('minute')} ${part('day')}/${part('month')}/${part('year')}`;
}

const leadText = (lead: number) => (lead >= 1440 ? 'ngày mai' : lead >= 60 ? 'sau 1 giờ nữa' : `sau ${lead} phút nữa`);

export interface EventOccurrence {
  eventId: string;
  startsAt: Date;
  title: string;
  slug: string;
  format: string | null;
  meetingUrl: string | null;
  venueName: string | null;
  address: string | null;
}

/** What a ticket holder is told: when, and how to get there (the join link online, the venue offline). */
export function eventReminderContent(occurrence: EventOccurrence, lead: number): NotificationContent {
  const when = whenInVietnam(occurrence.startsAt);
  const place =
    occurrence.format === 'ONLINE'
      ? occurrence.meetingUrl
        ? `Tham gia trực tuyến tại: ${occurrence.meetingUrl}`
        : 'Sự kiện diễn ra trực tuyến; đường dẫn tham gia có trong vé của bạn.'
      : `Địa điểm: ${[occurrence.venueName, occurrence.address].filter(Boolean).join(', ') || 'xem trong vé của bạn'}.`;
  return {
    title: `Nhắc lịch: ${occurrence.title}`,
    body: `Sự kiện "${occurrence.title}" bắt đầu ${leadText(lead)}, lúc ${when}. ${place} Nhớ mang theo mã QR trong mục Vé của tôi.`,
    link: `/events/${occurrence.slug}`,
    data: {
      kind: 'EVENT',
      eventId: occurrence.eventId,
      startsAt: occurrence.startsAt.toISOString(),
      leadMinutes: lead,
      ...(occurrence.format === 'ONLINE' && occurrence.meetingUrl ? { meetingUrl: occurrence.meetingUrl } : {}),
    },
  };
}

export interface BookingOccurrence {
  bookingId: string;
  calendarId: string;
  startsAt: Date;
  calendar: Pick<CalendarCard, 'title' | 'meetingUrl' | 'location'> | null;
}

/** What a buyer of a calendar booking is told: when, and the meeting link or the place. */
export function bookingReminderContent(booking: BookingOccurrence, lead: number): NotificationContent {
  const title = booking.calendar?.title ?? 'Lịch hẹn của bạn';
  const where = booking.calendar?.meetingUrl
    ? ` Tham gia tại: ${booking.calendar.meetingUrl}`
    : booking.calendar?.location
      ? ` Địa điểm: ${booking.calendar.location}.`
      : '';
  return {
    title: `Nhắc lịch hẹn: ${title}`,
    body: `Lịch hẹn "${title}" của bạn bắt đầu ${leadText(lead)}, lúc ${whenInVietnam(booking.startsAt)}.${where}`,
    link: '/me/bookings',
    data: { kind: 'CALENDAR', orderItemId: booking.bookingId, calendarId: booking.calendarId, startsAt: booking.startsAt.toISOString(), leadMinutes: lead },
  };
}
