import { CalendarSearch } from 'lucide-react';
import { PagedResults } from '../../components/ui/PagedResults';
import { m } from '../../lib/messages';
import { useAddressFilters } from '../../lib/use-address-filters';
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
  const { params, update, clear, setPage } = useAddressFilters(FILTER_KEYS);
  const filters = readEventFilters(params);
  const q = useDebouncedValue(filters.q, 300);
  const list = useEvents(toEventListQuery(filters, q));
  const filtered = FILTER_KEYS.some((key) => filters[key] !== '');

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
        <PagedResults
          query={list}
          loading={<EventCardGridSkeleton />}
          empty={{ icon: <CalendarSearch />, title: t.emptyTitle, body: t.emptyBody }}
          clear={filtered ? { label: t.clearFilters, onClear: clear } : undefined}
          count={t.count}
          onPageChange={setPage}
        >
          {(events) => <EventCardGrid events={events} headingLevel="h2" />}
        </PagedResults>
      </div>
    </div>
  );
}
