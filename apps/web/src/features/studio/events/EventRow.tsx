import { formatVnd, type EventCardDto, type HostEventCardDto } from '@market/contract';
import { Archive, Ban, BellRing, CalendarClock, Copy, ExternalLink, Pencil, Send, Trash2, Users } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/Button';
import { ButtonLink } from '../../../components/ui/ButtonLink';
import { buttonClasses } from '../../../components/ui/button-styles';
import { m } from '../../../lib/messages';
import { cm } from '../../../lib/console-messages';
import { formatInstantRange } from '../../../lib/vietnam-time';
import { EventStatusBadge } from './EventStatusBadge';

const t = cm.studioEvents;

function priceText(event: EventCardDto): string | null {
  if (event.isFree) return t.free;
  if (event.minPrice === null) return null;
  if (event.maxPrice === null || event.maxPrice === event.minPrice) return formatVnd(event.minPrice);
  return `${formatVnd(event.minPrice)} – ${formatVnd(event.maxPrice)}`;
}

/** Why an admin rejected the event (the host's own list carries it on each card). */
function RejectReason({ reason }: { reason: string | null }) {
  return (
    <div className="mt-2 rounded-lg border border-danger-100 bg-danger-50 px-3 py-2 text-sm text-danger-700">
      <p className="font-medium">{t.rejectReason}</p>
      <p className="mt-0.5 whitespace-pre-line">{reason?.trim() || t.rejectReasonMissing}</p>
    </div>
  );
}

interface EventRowProps {
  event: HostEventCardDto;
  /** A co-hosted event: edited here, but its status moves belong to its owner. */
  coHost: boolean;
  submitting: boolean;
  duplicating: boolean;
  onSubmit: (event: EventCardDto) => void;
  onDuplicate: (event: EventCardDto) => void;
  onArchive: (event: EventCardDto) => void;
  onDelete: (event: EventCardDto) => void;
  /** Cancel the event with its sales (refunds, notices): asked in a dialog that shows what will happen. */
  onCancel: (event: EventCardDto) => void;
}

/** One of my events: what it is, where it stands, and what I can do with it now. */
export function EventRow({ event, coHost, submitting, duplicating, onSubmit, onDuplicate, onArchive, onDelete, onCancel }: EventRowProps) {
  const price = priceText(event);
  const facts = [
    event.startAt ? formatInstantRange(event.startAt, event.endAt) : t.noDate,
    t.formats[event.format],
    event.sessionCount > 1 ? t.sessionsCount(event.sessionCount) : null,
    price,
    event.ticketCapacity > 0 ? t.soldOf(event.ticketsSold, event.ticketCapacity) : null,
  ].filter(Boolean);
  const owner = !coHost;
  return (
    <li className="flex flex-col gap-3 px-5 py-4 sm:px-6 md:flex-row md:items-start md:gap-4" data-testid="event-row">
      {event.coverImage ? (
        <img src={event.coverImage} alt="" loading="lazy" className="hidden aspect-video w-28 shrink-0 rounded-lg border border-line object-cover md:block" />
      ) : (
        <span className="hidden aspect-video w-28 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-600 md:flex" aria-hidden>
          <CalendarClock className="size-6" />
        </span>
      )}
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <Link to={`/studio/events/${event.id}/edit`} className="font-semibold break-words text-ink hover:text-brand-700">
            {event.title}
          </Link>
          <EventStatusBadge status={event.status} />
        </div>
        <p className="mt-1 text-sm text-muted">{facts.join(' · ')}</p>
        {coHost ? <p className="mt-0.5 text-sm text-muted">{t.hostedBy(event.host.fullName)}</p> : null}
        {event.status === 'REJECTED' ? <RejectReason reason={event.rejectReason} /> : null}
      </div>
      <div className="flex flex-wrap gap-1 md:max-w-80 md:justify-end">
        <ButtonLink to={`/studio/events/${event.id}/edit`} variant="ghost" size="sm" aria-label={t.editOf(event.title)}>
          <Pencil className="size-4" aria-hidden />
          {t.edit}
        </ButtonLink>
        {event.status === 'PUBLISHED' ? (
          <a href={`/events/${event.slug}`} target="_blank" rel="noreferrer" className={buttonClasses('ghost', 'sm')} aria-label={t.viewPublicOf(event.title)}>
            <ExternalLink className="size-4" aria-hidden />
            {t.viewPublic}
          </a>
        ) : null}
        {event.status === 'PUBLISHED' || event.status === 'ARCHIVED' ? (
          <ButtonLink to={`/studio/events/${event.id}/attendees`} variant="ghost" size="sm" aria-label={m.bookings.attendees.viewAttendeesOf(event.title)}>
            <Users className="size-4" aria-hidden />
            {m.bookings.attendees.viewAttendees}
          </ButtonLink>
        ) : null}
        <ButtonLink to={`/studio/events/${event.id}/reminders`} variant="ghost" size="sm" aria-label={cm.reminders.openOf(event.title)}>
          <BellRing className="size-4" aria-hidden />
          {cm.reminders.open}
        </ButtonLink>
        {owner && (event.status === 'DRAFT' || event.status === 'REJECTED') ? (
          <Button
            variant="ghost"
            size="sm"
            aria-label={t.submitOf(event.title)}
            leadingIcon={<Send className="size-4" aria-hidden />}
            loading={submitting}
            onClick={() => onSubmit(event)}
          >
            {t.submit}
          </Button>
        ) : null}
        {owner ? (
          <Button
            variant="ghost"
            size="sm"
            aria-label={t.duplicateOf(event.title)}
            leadingIcon={<Copy className="size-4" aria-hidden />}
            loading={duplicating}
            onClick={() => onDuplicate(event)}
          >
            {t.duplicate}
          </Button>
        ) : null}
        {owner && event.status === 'PUBLISHED' ? (
          <Button
            variant="ghost"
            size="sm"
            aria-label={t.archiveOf(event.title)}
            leadingIcon={<Archive className="size-4" aria-hidden />}
            onClick={() => onArchive(event)}
          >
            {t.archive}
          </Button>
        ) : null}
        {owner && event.status === 'PUBLISHED' ? (
          <Button
            variant="ghost"
            size="sm"
            aria-label={t.cancelEventOf(event.title)}
            leadingIcon={<Ban className="size-4" aria-hidden />}
            onClick={() => onCancel(event)}
          >
            {t.cancelEvent}
          </Button>
        ) : null}
        {owner && event.status === 'DRAFT' ? (
          <Button
            variant="ghost"
            size="sm"
            aria-label={t.deleteOf(event.title)}
            leadingIcon={<Trash2 className="size-4" aria-hidden />}
            onClick={() => onDelete(event)}
          >
            {t.delete}
          </Button>
        ) : null}
      </div>
    </li>
  );
}
