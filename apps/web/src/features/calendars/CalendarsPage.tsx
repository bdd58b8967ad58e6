import { CalendarClock } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../components/ui/EmptyState';
import { ErrorState } from '../../components/ui/ErrorState';
import { LoadingState } from '../../components/ui/LoadingState';
import { Pagination } from '../../components/ui/Pagination';
import { m } from '../../lib/messages';
import { usePageTitle } from '../../lib/use-page-title';
import { useCalendars } from './api';
import { CalendarCard } from './CalendarCard';

const t = m.calendars;

/** `/calendars`: every host's open calendars, to book a 1:1 or group time. */
export function CalendarsPage() {
  usePageTitle(t.title);
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useCalendars({ page, limit: 12 });
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 sm:py-10">
      <h1 className="text-2xl font-semibold tracking-tight text-ink sm:text-[28px]">{t.listTitle}</h1>
      <p className="mt-1 text-[15px] text-muted">{t.listLead}</p>
      <div className="mt-6" aria-busy={list.isFetching}>
        {list.isPending ? (
          <LoadingState />
        ) : list.isError ? (
          <ErrorState onRetry={() => void list.refetch()} retrying={list.isFetching} />
        ) : list.data.data.length === 0 ? (
          <EmptyState icon={<CalendarClock />} title={t.emptyTitle} body={t.emptyBody} />
        ) : (
          <>
            <ul className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3">
              {list.data.data.map((calendar) => (
                <li key={calendar.id}>
                  <CalendarCard calendar={calendar} />
                </li>
              ))}
            </ul>
            {list.data.meta.totalPages > 1 ? (
              <Pagination
                className="mt-8"
                page={list.data.meta.page}
                totalPages={list.data.meta.totalPages}
                total={list.data.meta.total}
                onPageChange={(next) => setParams(next > 1 ? { page: String(next) } : {})}
              />
            ) : null}
          </>
        )}
      </div>
    </div>
  );
}
