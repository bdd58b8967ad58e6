import type { TicketEventDto } from '@market/contract';
import { createEvents, type EventAttributes } from 'ics';

/** Where the event happens, as a calendar entry's location: the join link online, the venue offline. */
export function eventPlace(event: Pick<TicketEventDto, 'format' | 'meetingUrl' | 'venueName' | 'address' | 'city'>): string | null {
  if (event.format === 'ONLINE') return event.meetingUrl;
  return [event.venueName, event.address, event.city].filter(Boolean).join(', ') || null;
}

/**
 * An iCalendar file (RFC 5545) of the event: one VEVENT per session, in UTC, so a four-week course
 * of weekly sessions is four evenings in the buyer's calendar, not one block of four weeks. The
 * `ics` package folds long lines and escapes commas, semicolons and newlines. Each entry's UID is the
 * session's, so importing the file again updates the entries instead of doubling them.
 */
export function eventCalendar(event: TicketEventDto, eventUrl: string): string {
  const sessions = event.sessions.length
    ? event.sessions
    : event.startAt
      ? [{ id: event.id, title: null, startAt: event.startAt, endAt: event.endAt ?? event.startAt }]
      : [];
  const place = eventPlace(event);
  const entries: EventAttributes[] = sessions.map((session, index) => ({
    uid: `${session.id}@${new URL(eventUrl).host}`,
    title: sessions.length > 1 ? `${event.title} · ${session.title ?? `Buổi ${index + 1}`}` : event.title,
    start: new Date(session.startAt).getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: new Date(session.endAt).getTime(),
    endInputType: 'utc',
    endOutputType: 'utc',
    description: `Tổ chức bởi ${event.host.fullName}. Vé và mã QR ở mục "Vé của tôi".`,
    url: eventUrl,
    ...(place ? { location: place } : {}),
    status: event.cancelledAt ? 'CANCELLED' : 'CONFIRMED',
    busyStatus: 'BUSY',
  }));
  return icsFile(entries, event.title);
}

/** The file of `entries` (tickets' sessions, a booking's frame), or a thrown error: the data is ours, so a refusal is a bug. */
export function icsFile(entries: EventAttributes[], calName: string): string {
  const { error, value } = createEvents(entries, { productId: 'market/tickets', calName });
  if (error || value === null) throw error ?? new Error('ics: no calendar produced');
  return value;
}
