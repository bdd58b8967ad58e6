import { ScanLine, Users } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Badge } from '../../../components/ui/Badge';
import { ButtonLink } from '../../../components/ui/ButtonLink';
import { Card } from '../../../components/ui/Card';
import { EmptyState } from '../../../components/ui/EmptyState';
import { ExportButtons } from '../../../components/ui/ExportButtons';
import { ListFooter } from '../../../components/ui/ListFooter';
import { ListToolbar } from '../../../components/ui/ListToolbar';
import { PageHeader } from '../../../components/ui/PageHeader';
import { QueryStates } from '../../../components/ui/QueryStates';
import { SearchField } from '../../../components/ui/SearchField';
import { SelectField } from '../../../components/ui/SelectField';
import { TBody, THead, Table, Td, Th, Tr } from '../../../components/ui/Table';
import { m } from '../../../lib/messages';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { usePageTitle } from '../../../lib/use-page-title';
import { TicketStatusBadge } from '../../tickets/TicketQr';
import { useEventCounts } from '../checkin/api';
import { useStudioEvent } from '../events/api';
import { downloadAttendees, useAttendees, type CheckinFilter } from './api';

const t = m.bookings.attendees;
const checkinOptions = (['checked_in', 'not_checked_in'] as const).map((value) => ({ value, label: t.checkinFilter[value] ?? value }));

/** `/studio/events/:id/attendees`: who bought tickets of my event, searchable, with each ticket's check-in state. */
export function AttendeesPage() {
  const { id = '' } = useParams();
  const event = useStudioEvent(id);
  usePageTitle(event.data ? `${t.title} · ${event.data.title}` : t.title);
  const [q, setQ] = useState('');
  const [checkin, setCheckin] = useState<CheckinFilter | ''>('');
  const [page, setPage] = useState(1);
  const debouncedQ = useDebouncedValue(q);
  const list = useAttendees(id, { q: debouncedQ, checkin: checkin || 'all', page });
  const counts = useEventCounts(id);
  const rows = list.data?.data ?? [];
  const filtered = debouncedQ.trim() !== '' || checkin !== '';
  const sold = counts.data ? counts.data.tickets.total - counts.data.tickets.VOID : null;

  return (
    <>
      <p className="mb-2 text-sm">
        <Link to="/studio/events" className="text-brand-700 hover:underline">
          {t.back}
        </Link>
      </p>
      <PageHeader
        title={t.title}
        description={event.data ? t.lead(event.data.title) : undefined}
        actions={
          <>
            <ExportButtons onExport={(format) => downloadAttendees(id, { q: debouncedQ, checkin: checkin || 'all' }, format)} />
            <ButtonLink to={`/studio/checkin?eventId=${encodeURIComponent(id)}`} variant="secondary">
              <ScanLine className="size-4" aria-hidden />
              {t.openCheckin}
            </ButtonLink>
          </>
        }
      />
      {sold !== null && counts.data ? (
        <p className="mb-4 text-sm font-medium text-ink tabular-nums">{t.summary(sold, counts.data.tickets.CHECKED_IN)}</p>
      ) : null}
      <Card className="overflow-hidden">
        <ListToolbar className="sm:grid-cols-[minmax(0,1fr)_200px]" onFilterChange={() => setPage(1)}>
          <SearchField label={t.search} value={q} placeholder={t.searchPlaceholder} onValueChange={setQ} />
          <SelectField label={t.checkin} options={checkinOptions} placeholder={t.checkinFilter.all} value={checkin} onValueChange={setCheckin} />
        </ListToolbar>
        <QueryStates
          query={list}
          empty={rows.length === 0}
          emptyState={
            filtered ? (
              <EmptyState icon={<Users />} title={t.noMatchTitle} body={t.noMatchBody} />
            ) : (
              <EmptyState icon={<Users />} title={t.emptyTitle} body={t.emptyBody} />
            )
          }
        >
          <Table aria-label={t.title}>
            <THead>
              <tr>
                <Th>{t.columns.buyer}</Th>
                <Th>{t.columns.tier}</Th>
                <Th>{t.columns.tickets}</Th>
                <Th>{t.columns.order}</Th>
              </tr>
            </THead>
            <TBody>
              {rows.map((row) => (
                <Tr key={`${row.orderItemId}:${row.tier.id}`} data-testid="attendee-row">
                  <Td className="min-w-48">
                    <p className="font-medium text-ink">{row.buyer.fullName}</p>
                    <p className="text-xs break-all text-muted">{[row.buyer.email, row.buyer.phone].filter(Boolean).join(' · ')}</p>
                  </Td>
                  <Td className="min-w-32 whitespace-nowrap">
                    {row.tier.name} {t.quantity(row.quantity)}
                    {row.refundedAt ? (
                      <Badge tone="neutral" className="ml-2">
                        {t.refunded}
                      </Badge>
                    ) : null}
                  </Td>
                  <Td className="min-w-56">
                    <ul className="flex flex-col gap-1">
                      {row.tickets.map((ticket) => (
                        <li key={ticket.id} className="flex items-center gap-2">
                          <span className="font-mono text-xs text-ink">{ticket.code}</span>
                          <TicketStatusBadge status={ticket.status} />
                        </li>
                      ))}
                    </ul>
                  </Td>
                  <Td className="font-mono text-xs whitespace-nowrap">{row.orderCode}</Td>
                </Tr>
              ))}
            </TBody>
          </Table>
        </QueryStates>
        <ListFooter meta={list.data?.meta} page={page} onPageChange={setPage} />
      </Card>
    </>
  );
}
