import type { EventCardDto } from '@market/contract';
import { CardGridSkeleton, cardGrid } from '../../components/ui/CardGrid';
import { cn } from '../../lib/cn';
import { EventCard } from './EventCard';

/** Event cards in a responsive grid (one column on phones). */
export function EventCardGrid({ events, headingLevel, className }: { events: readonly EventCardDto[]; headingLevel?: 'h2' | 'h3'; className?: string }) {
  return (
    <ul className={cn(cardGrid, className)}>
      {events.map((event) => (
        <li key={event.id}>
          <EventCard event={event} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}

/** Grey cards while events load. */
export const EventCardGridSkeleton = CardGridSkeleton;
