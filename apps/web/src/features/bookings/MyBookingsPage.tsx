import type { BookingCalendarDto } from '@market/contract';
import { formatVnd } from '@market/contract';
import { CalendarClock, MapPin, Video } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { callUrl } from '../../lib/api';
import * as calls from '../../lib/endpoints.generated';
import { toast } from '../../lib/toast';
import { Button } from '../../components/ui/Button';
import { ButtonLink } from '../../components/ui/ButtonLink';
import { buttonClasses } from '../../components/ui/button-styles';
import { Card } from '../../components/ui/Card';
import { ConfirmDialog } from '../../components/ui/Dialog';
import { EmptyState } from '../../components/ui/EmptyState';
import { ListFooter } from '../../components/ui/ListFooter';
import { PageHeader } from '../../components/ui/PageHeader';
import { QueryStates } from '../../components/ui/QueryStates';
import { Tabs } from '../../components/ui/Tabs';
import { m } from '../../lib/messages';
import { usePageTitle } from '../../lib/use-page-title';
import { orderPath } from '../orders/paths';
import { CalendarLinks } from '../tickets/AddToCalendar';
import { useBookings, useBookingStatus, type BookingStatusValue } from './api';
import { BookingStatusBadge } from './BookingStatusBadge';

const t = m.bookings.mine;
const filters = ['all', 'PENDING', 'APPROVED', 'REJECTED', 'CANCELED'] as const;
type Filter = (typeof filters)[number];
const tabs = filters.map((value) => ({ value, label: t.tabs[value] ?? value }));
const PANEL_ID = 'bookings-panel';

const readFilter = (value: string | null): Filter => ((filters as readonly string[]).includes(value ?? '') ? (value as Filter) : 'all');

/** `/me/bookings`: the calendar bookings I paid for, their host's answer, the meeting link, and cancelling. */
export function MyBookingsPage() {
  usePageTitle(t.title);
  const [params, setParams] = useSearchParams();
  const filter = readFilter(params.get('status'));
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const status: BookingStatusValue | undefined = filter === 'all' ? undefined : filter;
  const list = useBookings({ role: 'buyer', status, q: '', page });
  const [cancelling, setCancelling] = useState<BookingCalendarDto | null>(null);
  const cancel = useBookingStatus(() => {
    toast.success(t.cancelled);
    setCancelling(null);
  });
  const rows = list.data?.data ?? [];

  const go = (next: { status?: Filter; page?: number }) =>
    setParams(
      (current) => {
        const out = new URLSearchParams(current);
        const nextFilter = next.status ?? filter;
        if (nextFilter === 'all') out.delete('status');
        else out.set('status', nextFilter);
        if ((next.page ?? 1) > 1) out.set('page', String(next.page));
        else out.delete('page');
        return out;
      },
      { replace: next.page === undefined },
    );

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-10">
      <PageHeader title={t.title} description={t.lead} />
      <Tabs
        label={t.tabsLabel}
        tabs={tabs}
        value={filter}
        onChange={(value) => go({ status: value })}
        panelId={PANEL_ID}
        idPrefix="bookings-tab"
        className="mb-4"
      />
      <Card id={PANEL_ID} role="tabpanel" aria-labelledby={`bookings-tab-${filter}`} className="overflow-hidden">
        <QueryStates
          query={list}
          empty={rows.length === 0}
          emptyState={
            filter === 'all' ? (
              <EmptyState icon={<CalendarClock />} title={t.emptyTitle} body={t.emptyBody} action={<ButtonLink to="/hosts">{t.browse}</ButtonLink>} />
            ) : (
              <EmptyState icon={<CalendarClock />} title={t.emptyFilteredTitle} body={t.emptyFilteredBody} />
            )
          }
        >
          <ul className="divide-y divide-line">
            {rows.map((booking) => (
              <BookingRow key={booking.id} booking={booking} onCancel={() => setCancelling(booking)} />
            ))}
          </ul>
        </QueryStates>
        <ListFooter meta={list.data?.meta} page={page} onPageChange={(next) => go({ page: next })} hideSinglePage />
      </Card>
      <ConfirmDialog
        open={Boolean(cancelling)}
        onOpenChange={(open) => !open && setCancelling(null)}
        title={t.cancelTitle}
        description={cancelling ? t.cancelBody(cancelling.calendar.title, cancelling.frameLabel ?? '') : ''}
        confirmLabel={t.cancelConfirm}
        tone="danger"
        pending={cancel.isPending}
        onConfirm={() => cancelling && cancel.mutate({ id: cancelling.id, body: { status: 'CANCELED' } })}
      />
    </div>
  );
}

function BookingRow({ booking, onCancel }: { booking: BookingCalendarDto; onCancel: () => void }) {
  const over = booking.bookingStatus === 'REJECTED' || booking.bookingStatus === 'CANCELED';
  return (
    <li className="flex flex-col gap-3 px-5 py-5 sm:flex-row sm:items-start sm:justify-between sm:px-6" data-testid="booking-row">
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="font-semibold text-ink">{booking.calendar.title}</h2>
          <BookingStatusBadge status={booking.bookingStatus} />
        </div>
        <p className="mt-1 text-sm text-muted">{t.with(booking.host.fullName)}</p>
        <p className="mt-1 text-sm font-medium text-ink tabular-nums">{booking.frameLabel}</p>
        {booking.total > 0 ? <p className="mt-1 text-sm text-ink-soft">{formatVnd(booking.total)}</p> : null}
        {booking.note ? <p className="mt-1 text-sm text-ink-soft">{t.note(booking.note)}</p> : null}
        {booking.calendar.location ? (
          <p className="mt-1 flex items-center gap-1.5 text-sm text-ink-soft">
            <MapPin className="size-4" aria-hidden />
            {t.location(booking.calendar.location)}
          </p>
        ) : null}
        {booking.bookingStatus === 'PENDING' ? <p className="mt-2 text-sm text-muted">{t.waitingNote}</p> : null}
        {!over && booking.startsAt ? (
          <CalendarLinks
            entries={[{ key: booking.id, title: booking.calendar.title, startAt: booking.startsAt, endAt: booking.endsAt }]}
            place={booking.calendar.meetingUrl ?? booking.calendar.location}
            file={{ url: callUrl(calls.bookings.calendarFile, { params: { id: booking.id } }), name: `lich-hen-${booking.orderCode}.ics` }}
          />
        ) : null}
        {over && booking.total > 0 ? (
          <p className="mt-2 text-sm text-ink-soft">
            {t.refundNote}{' '}
            <Link to={orderPath(booking.orderId)} className="text-brand-700 hover:underline">
              {t.viewOrder}
            </Link>
          </p>
        ) : null}
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        {booking.calendar.meetingUrl ? (
          <a href={booking.calendar.meetingUrl} target="_blank" rel="noreferrer" className={buttonClasses('secondary', 'sm')}>
            <Video className="size-4" aria-hidden />
            {t.meeting}
          </a>
        ) : null}
        {booking.canCancel ? (
          <Button variant="secondary" size="sm" aria-label={t.cancelOf(booking.calendar.title)} onClick={onCancel}>
            {t.cancel}
          </Button>
        ) : null}
      </div>
    </li>
  );
}
