import type { BookingCalendarDto } from '@market/contract';
import { Ban, CalendarCheck, Check, X } from 'lucide-react';
import { useState } from 'react';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { EmptyState } from '../../../components/ui/EmptyState';
import { ListFooter } from '../../../components/ui/ListFooter';
import { ListToolbar } from '../../../components/ui/ListToolbar';
import { PageHeader } from '../../../components/ui/PageHeader';
import { QueryStates } from '../../../components/ui/QueryStates';
import { SearchField } from '../../../components/ui/SearchField';
import { TBody, THead, Table, Td, Th, Tr } from '../../../components/ui/Table';
import { Tabs } from '../../../components/ui/Tabs';
import { m } from '../../../lib/messages';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { usePageTitle } from '../../../lib/use-page-title';
import { useBookings, useBookingStatus, type BookingStatusValue } from '../../bookings/api';
import { BookingStatusBadge } from '../../bookings/BookingStatusBadge';
import { BookingReasonDialog } from './BookingReasonDialog';

const t = m.bookings.studio;
const filters = ['PENDING', 'APPROVED', 'all', 'REJECTED', 'CANCELED'] as const;
type Filter = (typeof filters)[number];
const tabs = filters.map((value) => ({ value, label: t.tabs[value] ?? value }));
const PANEL_ID = 'studio-bookings-panel';
const done = { APPROVED: t.approved, REJECTED: t.rejected, CANCELED: t.cancelled } as const;

/** `/studio/bookings`: booking requests of my calendars, waiting ones first; approve, reject (with a reason) or cancel. */
export function StudioBookingsPage() {
  usePageTitle(t.title);
  const [filter, setFilter] = useState<Filter>('PENDING');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const [asking, setAsking] = useState<{ booking: BookingCalendarDto; action: 'REJECTED' | 'CANCELED' } | null>(null);
  const status: BookingStatusValue | undefined = filter === 'all' ? undefined : filter;
  const debouncedQ = useDebouncedValue(q);
  const list = useBookings({ role: 'host', status, q: debouncedQ, page });
  const change = useBookingStatus((_, body) => {
    toast.success(done[body.status]);
    setAsking(null);
  });
  const rows = list.data?.data ?? [];
  const busy = (id: string, action: string) => change.isPending && change.variables?.id === id && change.variables.body.status === action;

  return (
    <>
      <PageHeader title={t.title} description={t.lead} />
      <Tabs
        label={t.tabsLabel}
        tabs={tabs}
        value={filter}
        onChange={(value) => {
          setFilter(value);
          setPage(1);
        }}
        panelId={PANEL_ID}
        idPrefix="studio-bookings-tab"
        variant="underline"
        className="mb-4"
      />
      <Card id={PANEL_ID} role="tabpanel" aria-labelledby={`studio-bookings-tab-${filter}`} className="overflow-hidden">
        <ListToolbar onFilterChange={() => setPage(1)}>
          <SearchField label={t.search} value={q} placeholder={t.searchPlaceholder} onValueChange={setQ} className="max-w-md" />
        </ListToolbar>
        <QueryStates query={list} empty={rows.length === 0} emptyState={<EmptyState icon={<CalendarCheck />} title={t.emptyTitle} body={t.emptyBody} />}>
          <Table aria-label={t.title}>
            <THead>
              <tr>
                <Th>{t.columns.buyer}</Th>
                <Th>{t.columns.calendar}</Th>
                <Th>{t.columns.when}</Th>
                <Th>{t.columns.status}</Th>
                <Th className="text-right">{t.columns.actions}</Th>
              </tr>
            </THead>
            <TBody>
              {rows.map((booking) => (
                <Tr key={booking.id} data-testid="studio-booking-row">
                  <Td className="min-w-44">
                    <p className="font-medium text-ink">{booking.buyer.fullName}</p>
                    <p className="text-xs break-all text-muted">{[booking.buyer.email, booking.buyer.phone].filter(Boolean).join(' · ')}</p>
                    {booking.note ? <p className="mt-1 text-xs text-ink-soft">{m.bookings.mine.note(booking.note)}</p> : null}
                  </Td>
                  <Td className="min-w-40">{booking.calendar.title}</Td>
                  <Td className="min-w-44 tabular-nums">{booking.frameLabel}</Td>
                  <Td>
                    <BookingStatusBadge status={booking.bookingStatus} />
                  </Td>
                  <Td>
                    <div className="flex justify-end gap-1">
                      {booking.canApprove ? (
                        <Button
                          size="sm"
                          leadingIcon={<Check className="size-4" aria-hidden />}
                          aria-label={t.actionOf(t.approve, booking.buyer.fullName)}
                          loading={busy(booking.id, 'APPROVED')}
                          onClick={() => change.mutate({ id: booking.id, body: { status: 'APPROVED' } })}
                        >
                          {t.approve}
                        </Button>
                      ) : null}
                      {booking.canReject ? (
                        <Button
                          variant="ghost"
                          size="sm"
                          leadingIcon={<X className="size-4" aria-hidden />}
                          aria-label={t.actionOf(t.reject, booking.buyer.fullName)}
                          onClick={() => setAsking({ booking, action: 'REJECTED' })}
                        >
                          {t.reject}
                        </Button>
                      ) : null}
                      {booking.canCancel && !booking.canReject ? (
                        <Button
                          variant="ghost"
                          size="sm"
                          leadingIcon={<Ban className="size-4" aria-hidden />}
                          aria-label={t.actionOf(t.cancel, booking.buyer.fullName)}
                          onClick={() => setAsking({ booking, action: 'CANCELED' })}
                        >
                          {t.cancel}
                        </Button>
                      ) : null}
                    </div>
                  </Td>
                </Tr>
              ))}
            </TBody>
          </Table>
        </QueryStates>
        <ListFooter meta={list.data?.meta} page={page} onPageChange={setPage} />
      </Card>
      <BookingReasonDialog
        key={asking ? `${asking.booking.id}:${asking.action}` : 'none'}
        action={asking?.action ?? null}
        subject={{ name: asking?.booking.buyer.fullName ?? '', when: asking?.booking.frameLabel ?? '' }}
        pending={change.isPending}
        onClose={() => setAsking(null)}
        onConfirm={(reason) => asking && change.mutate({ id: asking.booking.id, body: { status: asking.action, ...(reason ? { reason } : {}) } })}
      />
    </>
  );
}
