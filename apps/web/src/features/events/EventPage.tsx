import type { EventDetailDto } from '@market/contract';
import { CalendarDays, CalendarX2, MapPin, MonitorPlay } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { Badge } from '../../components/ui/Badge';
import { Callout } from '../../components/ui/Callout';
import { PageStates } from '../../app/pages/PageStates';
import { m } from '../../lib/messages';
import { useNow } from '../../lib/use-now';
import { usePageTitle } from '../../lib/use-page-title';
import { HostAvatar } from '../profiles/HostAvatar';
import { useEvent } from './api';
import { EventActions } from './EventActions';
import { eventLocationText } from './event-location';
import { formatEventStart, isEventOver } from './event-time';
import { EventDescription, EventLocation, EventSchedule } from './EventSections';
import { EventTickets } from './EventTickets';
import { RelatedEvents } from './RelatedEvents';
import { ReviewsSection } from '../reviews/ReviewsSection';

const t = m.events;

/** `/events/:slug`: one event with its sessions, place, description and tickets. */
export function EventPage() {
  const { slug = '' } = useParams();
  const query = useEvent(slug);
  usePageTitle(query.data?.title ?? t.title);

  if (!query.isSuccess)
    return (
      <PageStates
        query={query}
        icon={<CalendarX2 />}
        notFound={{ title: t.notFoundTitle, body: t.notFoundBody }}
        back={{ to: '/events', label: t.backToEvents }}
        isNotFound={(error) => error.status === 404 || error.code === 'EVENT_NOT_FOUND'}
      />
    );
  return <EventDetail event={query.data} />;
}

function EventDetail({ event }: { event: EventDetailDto }) {
  const now = useNow();
  const ended = isEventOver(event, now);
  const online = event.format === 'ONLINE';
  const notice = event.status === 'PUBLISHED' ? undefined : t.statusNotice[event.status];
  return (
    <article className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 sm:py-10">
      {notice ? (
        <Callout tone="warning" className="mb-5" title={notice}>
          {event.rejectReason ? `${t.reason}: ${event.rejectReason}` : null}
        </Callout>
      ) : null}
      <div className="overflow-hidden rounded-2xl bg-brand-50 ring-1 ring-line">
        {event.coverImage ? (
          <img src={event.coverImage} alt="" className="aspect-[2/1] w-full object-cover sm:aspect-[21/9]" />
        ) : (
          <div
            className="flex aspect-[3/1] items-center justify-center bg-gradient-to-br from-brand-50 to-brand-100 text-brand-400 sm:aspect-[21/9]"
            aria-hidden
          >
            <CalendarDays className="size-14" />
          </div>
        )}
      </div>

      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_360px] lg:gap-10">
        <header className="min-w-0 lg:col-start-1">
          <div className="flex flex-wrap gap-2">
            <Badge tone="brand">
              {online ? <MonitorPlay className="size-3.5" aria-hidden /> : <MapPin className="size-3.5" aria-hidden />}
              {online ? t.formats.ONLINE : (event.city ?? t.formats.OFFLINE)}
            </Badge>
            {event.eventCategories.map((category) => (
              <Badge key={category.id}>{category.name}</Badge>
            ))}
            {ended ? <Badge tone="warning">{t.ended}</Badge> : null}
          </div>
          <h1 className="mt-3 text-2xl leading-tight font-semibold tracking-tight text-ink sm:text-3xl">{event.title}</h1>
          <p className="mt-3 flex flex-col gap-1 text-[15px] text-ink-soft sm:flex-row sm:flex-wrap sm:gap-x-5">
            <span className="inline-flex items-center gap-1.5">
              <CalendarDays className="size-4 text-brand-600" aria-hidden />
              {event.startAt ? <time dateTime={event.startAt}>{formatEventStart(event.startAt)}</time> : t.noDate}
              {event.sessionCount > 1 ? <span className="text-muted">· {t.sessions(event.sessionCount)}</span> : null}
            </span>
            <span className="inline-flex items-center gap-1.5">
              {online ? <MonitorPlay className="size-4 text-brand-600" aria-hidden /> : <MapPin className="size-4 text-brand-600" aria-hidden />}
              {eventLocationText(event)}
            </span>
          </p>
          {event.summary ? <p className="mt-4 text-base leading-relaxed text-ink-soft">{event.summary}</p> : null}
          <HostLine event={event} />
        </header>

        <aside className="flex flex-col gap-4 lg:sticky lg:top-24 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-start">
          <EventTickets tiers={event.ticketTiers} />
          <EventActions event={event} />
        </aside>

        <div className="flex min-w-0 flex-col gap-6 lg:col-start-1">
          <EventSchedule event={event} />
          <EventLocation event={event} />
          <EventDescription description={event.description} />
          <ReviewsSection subject={{ subjectType: 'EVENT', subjectId: event.id }} audience="attendees" />
        </div>
      </div>

      <RelatedEvents eventId={event.id} />
    </article>
  );
}

function HostLine({ event }: { event: EventDetailDto }) {
  return (
    <div className="mt-5 flex flex-wrap items-center gap-x-6 gap-y-3">
      <Link
        to={`/hosts/${event.host.username}`}
        className="group inline-flex items-center gap-3 rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
      >
        <HostAvatar name={event.host.fullName} src={event.host.avatar} className="size-11 text-sm" />
        <span>
          <span className="block text-xs text-muted">{t.hostedBy}</span>
          <span className="block font-semibold text-ink group-hover:text-brand-700 group-hover:underline">{event.host.fullName}</span>
        </span>
      </Link>
      {event.coHosts.length ? (
        <div className="min-w-0">
          <p className="text-xs text-muted">{t.coHosts}</p>
          <ul className="flex flex-wrap gap-x-3 text-sm">
            {event.coHosts.map((host) => (
              <li key={host.id}>
                <Link to={`/hosts/${host.username}`} className="font-medium text-ink-soft hover:text-brand-700 hover:underline">
                  {host.fullName}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
