import { CalendarClock } from 'lucide-react';
import { EmptyState } from '../../components/ui/EmptyState';
import { ShelfList, useShelfParams } from '../../components/ui/ShelfList';
import { m } from '../../lib/messages';
import { usePageTitle } from '../../lib/use-page-title';
import { useCalendars } from './api';
import { CalendarCard } from './CalendarCard';

const t = m.calendars;

/** `/calendars`: every host's open calendars, to book a 1:1 or group time. */
export function CalendarsPage() {
  usePageTitle(t.title);
  const { page, setPage } = useShelfParams();
  const list = useCalendars({ page, limit: 12 });
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 sm:py-10">
      <h1 className="text-2xl font-semibold tracking-tight text-ink sm:text-[28px]">{t.listTitle}</h1>
      <p className="mt-1 text-[15px] text-muted">{t.listLead}</p>
      <ShelfList
        query={list}
        emptyState={<EmptyState icon={<CalendarClock />} title={t.emptyTitle} body={t.emptyBody} />}
        keyOf={(calendar) => calendar.id}
        onPageChange={setPage}
      >
        {(calendar) => <CalendarCard calendar={calendar} />}
      </ShelfList>
    </div>
  );
}
