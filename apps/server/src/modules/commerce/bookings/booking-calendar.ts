import type { BookingCalendarDto } from '@market/contract';
import { icsFile } from '../tickets/event-calendar.js';

/** Where the meeting happens, as a calendar entry's location: the join link (shown once approved), else the address. */
export const bookingPlace = (booking: Pick<BookingCalendarDto, 'calendar'>): string | null => booking.calendar.meetingUrl ?? booking.calendar.location ?? null;

/**
 * An iCalendar file of one booking: its frame as one entry, in UTC, with the booking's id as UID (an
 * import again updates the entry; a cancelled or rejected booking's file marks it cancelled). Null
 * for a booking without a frame time (a line saved before frames carried times).
 */
export function bookingCalendar(booking: BookingCalendarDto, site: string): string | null {
  if (!booking.startsAt) return null;
  const start = new Date(booking.startsAt).getTime();
  const end = booking.endsAt ? new Date(booking.endsAt).getTime() : start + 3_600_000;
  const place = bookingPlace(booking);
  const page = booking.viewerRole === 'host' ? '/studio/bookings' : '/me/bookings';
  const other = booking.viewerRole === 'host' ? `Người đặt: ${booking.buyer.fullName}.` : `Tổ chức bởi ${booking.host.fullName}.`;
  return icsFile(
    [
      {
        uid: `${booking.id}@${new URL(site).host}`,
        title: booking.calendar.title,
        start,
        startInputType: 'utc',
        startOutputType: 'utc',
        end,
        endInputType: 'utc',
        endOutputType: 'utc',
        description: `${other} Mã đơn ${booking.orderCode}.`,
        url: `${site}${page}`,
        ...(place ? { location: place } : {}),
        status: booking.bookingStatus === 'CANCELED' || booking.bookingStatus === 'REJECTED' ? 'CANCELLED' : 'CONFIRMED',
        busyStatus: 'BUSY',
      },
    ],
    booking.calendar.title,
  );
}
