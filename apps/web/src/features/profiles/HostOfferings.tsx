import type { ReactNode } from 'react';
import { CardGridSkeleton } from '../../components/ui/CardGrid';
import { ErrorState } from '../../components/ui/ErrorState';
import { m } from '../../lib/messages';
import { useCalendars } from '../calendars/api';
import { CalendarCard } from '../calendars/CalendarCard';
import { useCourses } from '../courses/api';
import { useCombos } from '../combos/api';
import { ComboCard } from '../combos/CombosPage';
import { CourseCardGrid } from '../courses/CourseCard';
import { useEbooks } from '../ebooks/api';
import { EbookCard } from '../ebooks/EbookCard';
import { useEvents } from '../events/api';
import { EventCardGrid } from '../events/EventCardGrid';

export const OFFERINGS = ['events', 'calendars', 'courses', 'ebooks', 'combos'] as const;
export type Offering = (typeof OFFERINGS)[number];

const SHOWN = 12;
// One column of at most the screen's width on phones (a card's nowrap text must not widen it).
const grid = 'grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3';

/** What a host sells, one kind at a time (asked for only when its tab is opened). */
export function HostOfferings({ hostId, kind }: { hostId: string; kind: Offering }) {
  if (kind === 'events') return <HostEvents hostId={hostId} />;
  if (kind === 'calendars') return <HostCalendars hostId={hostId} />;
  if (kind === 'courses') return <HostCourses hostId={hostId} />;
  if (kind === 'combos') return <HostCombos hostId={hostId} />;
  return <HostEbooks hostId={hostId} />;
}

function Listed({
  query,
  kind,
  children,
}: {
  query: { isPending: boolean; isError: boolean; data?: { data: readonly unknown[] }; refetch: () => unknown };
  kind: Offering;
  children: ReactNode;
}) {
  if (query.isPending) return <CardGridSkeleton count={3} />;
  if (query.isError) return <ErrorState onRetry={() => void query.refetch()} />;
  if (!query.data?.data.length) return <p className="py-6 text-center text-muted">{m.profiles.offeringsEmpty[kind]}</p>;
  return <>{children}</>;
}

function HostEvents({ hostId }: { hostId: string }) {
  const events = useEvents({ hostId, tab: 'future', limit: SHOWN });
  return (
    <Listed query={events} kind="events">
      <EventCardGrid events={events.data?.data ?? []} headingLevel="h3" />
    </Listed>
  );
}

function HostCalendars({ hostId }: { hostId: string }) {
  const calendars = useCalendars({ hostId, limit: SHOWN });
  return (
    <Listed query={calendars} kind="calendars">
      <ul className={grid}>
        {calendars.data?.data.map((calendar) => (
          <li key={calendar.id}>
            <CalendarCard calendar={calendar} headingLevel="h3" showHost={false} />
          </li>
        ))}
      </ul>
    </Listed>
  );
}

function HostCourses({ hostId }: { hostId: string }) {
  const courses = useCourses({ hostId, limit: SHOWN });
  return (
    <Listed query={courses} kind="courses">
      <CourseCardGrid courses={courses.data?.data ?? []} headingLevel="h3" />
    </Listed>
  );
}

function HostEbooks({ hostId }: { hostId: string }) {
  const ebooks = useEbooks({ hostId, limit: SHOWN });
  return (
    <Listed query={ebooks} kind="ebooks">
      <ul className={grid}>
        {ebooks.data?.data.map((book) => (
          <li key={book.id}>
            <EbookCard book={book} headingLevel="h3" />
          </li>
        ))}
      </ul>
    </Listed>
  );
}

function HostCombos({ hostId }: { hostId: string }) {
  const combos = useCombos({ hostId, limit: SHOWN });
  return (
    <Listed query={combos} kind="combos">
      <ul className={grid}>
        {combos.data?.data.map((combo) => (
          <li key={combo.id}>
            <ComboCard combo={combo} headingLevel="h3" />
          </li>
        ))}
      </ul>
    </Listed>
  );
}
