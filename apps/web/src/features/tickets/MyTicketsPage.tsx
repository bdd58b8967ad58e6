import type { BookingEventTab } from '@market/contract';
import { Ticket } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { ButtonLink } from '../../components/ui/ButtonLink';
import { EmptyState } from '../../components/ui/EmptyState';
import { ListFooter } from '../../components/ui/ListFooter';
import { PageHeader } from '../../components/ui/PageHeader';
import { QueryStates } from '../../components/ui/QueryStates';
import { Tabs } from '../../components/ui/Tabs';
import { m } from '../../lib/messages';
import { usePageTitle } from '../../lib/use-page-title';
import { useMyTickets, useTicketCounter } from './api';
import { EventBookingCard } from './EventBookingCard';

const t = m.bookings.tickets;
const PANEL_ID = 'tickets-panel';

/** `/me/tickets`: my paid tickets grouped per event, upcoming (soonest first) or past, each with its QR code. */
export function MyTicketsPage() {
  usePageTitle(t.title);
  const [params, setParams] = useSearchParams();
  const tab: BookingEventTab = params.get('tab') === 'past' ? 'past' : 'upcoming';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const list = useMyTickets(tab, page);
  const counter = useTicketCounter();
  const bookings = list.data?.data ?? [];

  const go = (next: { tab?: BookingEventTab; page?: number }) =>
    setParams(
      (current) => {
        const out = new URLSearchParams(current);
        if ((next.tab ?? tab) === 'past') out.set('tab', 'past');
        else out.delete('tab');
        if ((next.page ?? 1) > 1) out.set('page', String(next.page));
        else out.delete('page');
        return out;
      },
      { replace: next.page === undefined },
    );
  const label = (value: BookingEventTab) => (counter.data ? t.tabCount(t.tabs[value], counter.data[value]) : t.tabs[value]);

  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6 sm:py-10">
      <PageHeader title={t.title} description={t.lead} />
      <Tabs
        label={t.tabsLabel}
        tabs={[
          { value: 'upcoming', label: label('upcoming') },
          { value: 'past', label: label('past') },
        ]}
        value={tab}
        onChange={(value) => go({ tab: value })}
        panelId={PANEL_ID}
        idPrefix="tickets-tab"
        className="mb-4"
      />
      <div id={PANEL_ID} role="tabpanel" aria-labelledby={`tickets-tab-${tab}`}>
        <QueryStates
          query={list}
          empty={bookings.length === 0}
          emptyState={
            tab === 'upcoming' ? (
              <EmptyState icon={<Ticket />} title={t.emptyUpcomingTitle} body={t.emptyUpcomingBody} action={<ButtonLink to="/events">{t.browse}</ButtonLink>} />
            ) : (
              <EmptyState icon={<Ticket />} title={t.emptyPastTitle} body={t.emptyPastBody} />
            )
          }
          className="flex flex-col gap-6"
        >
          {bookings.map((booking) => (
            <EventBookingCard key={booking.event.id} booking={booking} past={tab === 'past'} />
          ))}
        </QueryStates>
        <ListFooter meta={list.data?.meta} page={page} onPageChange={(next) => go({ page: next })} hideSinglePage />
      </div>
    </div>
  );
}
