import type { EventCardDto } from '@market/contract';
import { Skeleton } from '../../components/ui/LoadingState';
import { cn } from '../../lib/cn';
import { m } from '../../lib/messages';
import { EventCard } from './EventCard';

const grid = 'grid gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4';

/** Event cards in a responsive grid (one column on phones). */
export function EventCardGrid({ events, headingLevel, className }: { events: readonly EventCardDto[]; headingLevel?: 'h2' | 'h3'; className?: string }) {
  return (
    <ul className={cn(grid, className)}>
      {events.map((event) => (
        <li key={event.id}>
          <EventCard event={event} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}

/** Grey cards while events load. */
export function EventCardGridSkeleton({ count = 8, className }: { count?: number; className?: string }) {
  return (
    <div aria-busy="true" className={className}>
      <span className="sr-only" role="status">
        {m.common.loading}
      </span>
      <div className={grid}>
        {Array.from({ length: count }, (_, i) => (
          <div key={i} className="overflow-hidden rounded-2xl border border-line bg-surface">
            <Skeleton className="aspect-[16/9] rounded-none" />
            <div className="space-y-2 p-4">
              <Skeleton className="h-4 w-1/2" />
              <Skeleton className="h-5 w-4/5" />
              <Skeleton className="h-4 w-2/3" />
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}
