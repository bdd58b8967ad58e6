import { CalendarSearch } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { Button } from '../../components/ui/Button';
import { EmptyState } from '../../components/ui/EmptyState';
import { ErrorState } from '../../components/ui/ErrorState';
import { Pagination } from '../../components/ui/Pagination';
import { m } from '../../lib/messages';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { usePageTitle } from '../../lib/use-page-title';
import { useEvents } from './api';
import { EventCardGrid, EventCardGridSkeleton } from './EventCardGrid';
import { DEFAULT_EVENT_TAB, FILTER_KEYS, readEventFilters, toEventListQuery, type EventTab } from './event-filters';
import { EventFilterBar } from './EventFilterBar';
import { EventTabs } from './EventTabs';

const t = m.events;
const PANEL_ID = 'events-panel';

/** A day that passes the other end of the range takes it along, so the range never ends before it starts. */
function withDays(filters: { from: string; to: string }, key: string, value: string): Record<string, string | null> {
  if (key === 'from' && value && filters.to && filters.to < value) return { from: value, to: value };
  if (key === 'to' && value && filters.from && value < filters.from) return { from: value, to: value };
  return { [key]: value };
}

/** `/events`: published events by time tab, with search and filters; everything chosen lives in the address. */
export function EventsPage() {
  usePageTitle(t.title);
  const [params, setParams] = useSearchParams();
  const filters = readEventFilters(params);
  const q = useDebouncedValue(filters.q, 300);
  const list = useEvents(toEventListQuery(filters, q));
  const filtered = FILTER_KEYS.some((key) => filters[key] !== '');

  const update = (changes: Record<string, string | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        // A new filter starts again from the first page.
        if (!('page' in changes)) next.delete('page');
        return next;
      },
      { replace: true },
    );
  const clear = () => update(Object.fromEntries(FILTER_KEYS.map((key) => [key, null])));

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 sm:py-10">
      <h1 className="text-2xl font-semibold tracking-tight text-ink sm:text-[28px]">{t.title}</h1>
      <p className="mt-1 text-[15px] text-muted">{t.lead}</p>
      <div className="mt-6">
        <EventTabs value={filters.tab} panelId={PANEL_ID} onChange={(tab: EventTab) => update({ tab: tab === DEFAULT_EVENT_TAB ? null : tab })} />
      </div>
      <div className="mt-5">
        <EventFilterBar filters={filters} onChange={(key, value) => update(withDays(filters, key, value))} onClear={filtered ? clear : undefined} />
      </div>
      <div id={PANEL_ID} role="tabpanel" aria-labelledby={`events-tab-${filters.tab}`} className="mt-6" aria-busy={list.isFetching}>
        {list.isPending ? (
          <EventCardGridSkeleton />
        ) : list.isError ? (
          <ErrorState onRetry={() => void list.refetch()} retrying={list.isFetching} />
        ) : list.data.data.length === 0 ? (
          <EmptyState
            icon={<CalendarSearch />}
            title={t.emptyTitle}
            body={t.emptyBody}
            action={
              filtered ? (
                <Button variant="secondary" onClick={clear}>
                  {t.clearFilters}
                </Button>
              ) : null
            }
          />
        ) : (
          <>
            <p className="mb-4 text-sm text-muted" aria-live="polite">
              {t.count(list.data.meta.total)}
            </p>
            <EventCardGrid events={list.data.data} headingLevel="h2" />
            {list.data.meta.totalPages > 1 ? (
              <Pagination
                className="mt-8"
                page={list.data.meta.page}
                totalPages={list.data.meta.totalPages}
                total={list.data.meta.total}
                onPageChange={(page) => {
                  update({ page: page > 1 ? String(page) : null });
                  window.scrollTo({ top: 0, behavior: 'smooth' });
                }}
              />
            ) : null}
          </>
        )}
      </div>
    </div>
  );
}
