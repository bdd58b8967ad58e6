import type { CalendarDto } from '@market/contract';
import { CalendarClock } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '../../components/ui/Badge';
import { m } from '../../lib/messages';
import { priceText } from '../events/event-price';
import { HostAvatar } from '../profiles/HostAvatar';

const t = m.calendars;

/** A bookable calendar in a list: its kind, length, price, host and how many free times are ahead. */
export function CalendarCard({
  calendar,
  headingLevel: Heading = 'h2',
  showHost = true,
}: {
  calendar: CalendarDto;
  headingLevel?: 'h2' | 'h3';
  showHost?: boolean;
}) {
  return (
    <article className="group relative flex h-full flex-col gap-3 rounded-2xl border border-line bg-surface p-5 shadow-card transition focus-within:ring-2 focus-within:ring-brand-500 hover:-translate-y-0.5 hover:shadow-pop">
      <div className="flex items-center gap-2">
        <span aria-hidden className="flex size-10 items-center justify-center rounded-xl bg-brand-50 text-brand-600">
          <CalendarClock className="size-5" />
        </span>
        <Badge tone="brand">{t.types[calendar.type] ?? calendar.type}</Badge>
      </div>
      <Heading className="line-clamp-2 font-semibold text-ink">
        <Link to={`/calendars/${calendar.id}`} className="outline-none after:absolute after:inset-0 after:content-['']">
          {calendar.title}
        </Link>
      </Heading>
      {showHost ? (
        <p className="flex items-center gap-2 text-sm text-muted">
          <HostAvatar name={calendar.host.fullName} src={calendar.host.avatar} className="size-6 text-[10px]" />
          <span className="truncate">{calendar.host.fullName}</span>
        </p>
      ) : null}
      <p className="text-sm text-muted">
        {t.minutes(calendar.durationMinutes)} · {calendar.upcomingFreeFrames > 0 ? t.freeTimes(calendar.upcomingFreeFrames) : t.noFreeTimes}
      </p>
      <p className="mt-auto font-semibold text-ink">{priceText(calendar.price)}</p>
    </article>
  );
}
