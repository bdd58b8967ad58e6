import type { TicketEventDto } from '@market/contract';
import { CalendarPlus, Download } from 'lucide-react';
import { toast } from 'react-toastify';
import { callUrl } from '../../lib/api';
import { downloadFile } from '../../lib/download';
import * as calls from '../../lib/endpoints.generated';
import { m } from '../../lib/messages';
import { formatInstantRange } from '../../lib/vietnam-time';
import { googleCalendarLink } from './calendar-link';

const t = m.bookings.tickets;

/** The entries a calendar gets: one per session (an event saved before sessions were sent: the event itself). */
export function calendarEntries(event: TicketEventDto): CalendarEntry[] {
  if (event.sessions.length)
    return event.sessions.map((session, index) => ({
      key: session.id,
      title: event.sessions.length > 1 ? `${event.title} · ${session.title ?? t.sessionN(index + 1)}` : event.title,
      startAt: session.startAt,
      endAt: session.endAt,
    }));
  return event.startAt ? [{ key: event.id, title: event.title, startAt: event.startAt, endAt: event.endAt }] : [];
}

export interface CalendarEntry {
  key: string;
  title: string;
  startAt: string;
  endAt: string | null;
}

/**
 * "Add to calendar": a Google Calendar link per session (a four-week course is four evenings, not one
 * block of four weeks) and one .ics file with every session, for Apple Calendar and Outlook.
 */
export function AddToCalendar({ event, place }: { event: TicketEventDto; place: string | null }) {
  return (
    <CalendarLinks
      entries={calendarEntries(event)}
      place={place}
      file={{ url: callUrl(calls.tickets.calendarFile, { params: { id: event.id } }), name: `${event.slug}.ics` }}
    />
  );
}

/** The links of "add to calendar" for any entries (a ticket's sessions, a booking's frame) and the server's .ics of them. */
export function CalendarLinks({ entries, place, file }: { entries: CalendarEntry[]; place: string | null; file: { url: string; name: string } }) {
  if (!entries.length) return null;
  const download = () => downloadFile(file.url, file.name).catch(() => toast.error(t.calendarFileFailed));
  return (
    <div className="mt-3 text-sm" data-testid="add-to-calendar">
      <p className="flex items-center gap-1 font-medium text-ink">
        <CalendarPlus className="size-4" aria-hidden />
        {t.addToCalendar}
      </p>
      <ul className="mt-1 space-y-1">
        {entries.map((entry) => (
          <li key={entry.key} className="flex flex-wrap items-center gap-x-2">
            {entries.length > 1 ? <span className="text-ink-soft tabular-nums">{formatInstantRange(entry.startAt, entry.endAt)}</span> : null}
            <a
              href={googleCalendarLink({ title: entry.title, startAt: entry.startAt, endAt: entry.endAt, place }) ?? undefined}
              target="_blank"
              rel="noreferrer"
              aria-label={t.addToCalendarOf(entry.title)}
              className="text-brand-700 hover:underline"
            >
              {t.googleCalendar}
            </a>
          </li>
        ))}
      </ul>
      <button type="button" onClick={() => void download()} className="mt-1 inline-flex items-center gap-1 text-brand-700 hover:underline">
        <Download className="size-4" aria-hidden />
        {t.calendarFile(entries.length)}
      </button>
    </div>
  );
}
