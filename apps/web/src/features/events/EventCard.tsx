import type { EventCardDto } from '@market/contract';
import { linkCardClass } from '../../components/ui/Card';
import { CalendarDays, MapPin, MonitorPlay } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '../../components/ui/Badge';
import { cn } from '../../lib/cn';
import { m } from '../../lib/messages';
import { HostAvatar } from '../profiles/HostAvatar';
import { SaveButton } from '../saved/SaveButton';
import { eventPriceLabel } from './event-price';
import { formatEventStart, isEventOver } from './event-time';
import { CardRating } from '../reviews/Stars';

const t = m.events;

interface EventCardProps {
  event: EventCardDto;
  /** The title's heading level: h2 directly under a page's h1, h3 inside a titled section. */
  headingLevel?: 'h2' | 'h3';
  className?: string;
}

/** An event in a grid: cover, start on Vietnam's clock, title, host, where and the price. The whole card is one link. */
export function EventCard({ event, headingLevel: Heading = 'h3', className }: EventCardProps) {
  const price = eventPriceLabel(event);
  const online = event.format === 'ONLINE';
  const place = online ? t.formats.ONLINE : (event.city ?? t.formats.OFFLINE);
  const over = isEventOver(event);
  return (
    <article data-testid="event-card" className={cn(linkCardClass, className)}>
      <div className="relative aspect-[16/9] bg-brand-50">
        {event.coverImage ? (
          <img src={event.coverImage} alt="" loading="lazy" className="size-full object-cover" />
        ) : (
          <div className="flex size-full items-center justify-center bg-gradient-to-br from-brand-50 to-brand-100 text-brand-400" aria-hidden>
            <CalendarDays className="size-10" />
          </div>
        )}
        <Badge tone={online ? 'brand' : 'neutral'} className="absolute top-3 left-3 bg-surface/95 shadow-sm">
          {online ? <MonitorPlay className="size-3.5" aria-hidden /> : <MapPin className="size-3.5" aria-hidden />}
          {place}
        </Badge>
        {over ? <span className="absolute top-3 right-3 rounded-full bg-ink/85 px-2 py-0.5 text-xs font-medium text-white shadow-sm">{t.ended}</span> : null}
        <SaveButton type="EVENT" id={event.id} className="absolute right-3 bottom-3" />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <p className={cn('text-sm font-medium', over ? 'text-muted' : 'text-brand-700')}>
          {event.startAt ? <time dateTime={event.startAt}>{formatEventStart(event.startAt)}</time> : t.noDate}
        </p>
        <Heading className="line-clamp-2 text-base leading-snug font-semibold text-ink">
          {/* The link stretches over the card, so the card reads as one link named by its title. */}
          <Link to={`/events/${event.slug}`} className="outline-none after:absolute after:inset-0 after:content-['']">
            {event.title}
          </Link>
        </Heading>
        <p className="flex min-w-0 items-center gap-2 text-sm text-muted">
          <HostAvatar name={event.host.fullName} src={event.host.avatar} className="size-6 shrink-0 text-[10px]" />
          <span className="truncate">{event.host.fullName}</span>
        </p>
        <CardRating subject={{ subjectType: 'EVENT', subjectId: event.id }} />
        <div className="mt-auto flex items-center justify-between gap-2 pt-2">
          {price ? <span className="font-semibold text-ink">{price}</span> : <span />}
          {event.sessionCount > 1 ? <Badge>{t.sessions(event.sessionCount)}</Badge> : null}
        </div>
      </div>
    </article>
  );
}
