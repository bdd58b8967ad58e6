import type { EventDetailDto } from '@market/contract';
import { CalendarPlus, Pencil, Share2 } from 'lucide-react';
import { toast } from '../../lib/toast';
import { Button } from '../../components/ui/Button';
import { ButtonLink } from '../../components/ui/ButtonLink';
import { m } from '../../lib/messages';
import { eventLocationText } from './event-location';
import { buildIcs, downloadText, type IcsEntry } from './ics';
import { SaveButton } from '../saved/SaveButton';

const t = m.events;

/** One calendar entry per session, each pointing back to the event page. */
export function eventIcsEntries(event: EventDetailDto, origin: string): IcsEntry[] {
  const url = `${origin}/events/${event.slug}`;
  const several = event.sessions.length > 1;
  const location = eventLocationText(event);
  return event.sessions.map((session, index) => ({
    uid: `${session.id}@${new URL(origin).host || 'events'}`,
    title: several ? `${event.title} – ${session.title ?? t.session(index + 1)}` : event.title,
    startAt: session.startAt,
    endAt: session.endAt,
    description: [event.summary, url].filter(Boolean).join('\n\n'),
    location,
    url,
  }));
}

async function share(event: EventDetailDto) {
  const url = `${window.location.origin}/events/${event.slug}`;
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title: event.title, text: event.summary ?? undefined, url });
      return;
    } catch (error) {
      // Closing the share sheet is not a failure.
      if (error instanceof DOMException && error.name === 'AbortError') return;
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    toast.success(t.linkCopied);
  } catch {
    toast.error(t.copyFailed);
  }
}

/** Share, add to calendar (.ics), and for its hosts and admins the way to the studio editor. */
export function EventActions({ event }: { event: EventDetailDto }) {
  const addToCalendar = () => {
    const ics = buildIcs(eventIcsEntries(event, window.location.origin), { name: event.title });
    downloadText(`${event.slug}.ics`, ics, 'text/calendar;charset=utf-8');
    toast.success(t.calendarSaved);
  };
  return (
    <div className="flex flex-col gap-2">
      <SaveButton type="EVENT" id={event.id} look="button" fullWidth />
      <div className="grid grid-cols-2 gap-2">
        <Button variant="secondary" leadingIcon={<Share2 className="size-4" aria-hidden />} onClick={() => void share(event)}>
          {t.share}
        </Button>
        <Button
          variant="secondary"
          leadingIcon={<CalendarPlus className="size-4" aria-hidden />}
          onClick={addToCalendar}
          disabled={event.sessions.length === 0}
        >
          {t.addToCalendar}
        </Button>
      </div>
      {event.canEdit ? (
        <ButtonLink to={`/studio/events/${event.id}/edit`} variant="ghost">
          <Pencil className="size-4" aria-hidden />
          {t.editInStudio}
        </ButtonLink>
      ) : null}
    </div>
  );
}
