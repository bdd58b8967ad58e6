import { ContentStatus, type EventCardDto } from '@market/contract';
import { CalendarCheck, Eye, Search, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { DeleteDialog } from '../../../components/ui/Dialog';
import { EmptyState } from '../../../components/ui/EmptyState';
import { QueryStates } from '../../../components/ui/QueryStates';
import { Input } from '../../../components/ui/Input';
import { PageHeader } from '../../../components/ui/PageHeader';
import { Pagination } from '../../../components/ui/Pagination';
import { Select } from '../../../components/ui/Select';
import { TBody, THead, Table, Td, Th, Tr } from '../../../components/ui/Table';
import { m } from '../../../lib/messages';
import { cm } from '../../../lib/console-messages';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { usePageTitle } from '../../../lib/use-page-title';
import { formatEventStart } from '../../events/event-time';
import { adminEventsApi, DEFAULT_EVENT_STATUS, useAdminEventMutation, useAdminEvents, type AdminEventAction, type AdminEventsFilter } from './api';
import { EventPreviewDialog } from './EventPreviewDialog';
import { EventStatusBadge, ModerationButtons, ReasonDialog } from './EventModeration';

const t = cm.adminEvents;
const statusOptions = ContentStatus.values.map((value) => ({ value, label: t.statuses[value] ?? value }));
const done: Record<AdminEventAction, string> = { APPROVE: t.approved, REJECT: t.rejected, HIDE: t.hidden, UNHIDE: t.unhidden };

type Target = Pick<EventCardDto, 'id' | 'title'>;
interface Decision {
  id: string;
  action: AdminEventAction;
  reason?: string;
}

/** `/admin/events`: the moderation queue (waiting events first), with a preview and every decision. */
export function AdminEventsPage() {
  usePageTitle(t.title);
  const searchId = useId();
  const statusId = useId();
  const [q, setQ] = useState('');
  const [status, setStatus] = useState<AdminEventsFilter['status']>(DEFAULT_EVENT_STATUS);
  const [page, setPage] = useState(1);
  const [previewId, setPreviewId] = useState<string | null>(null);
  const [asking, setAsking] = useState<{ target: Target; action: 'REJECT' | 'HIDE' } | null>(null);
  const [doomed, setDoomed] = useState<Target | null>(null);
  const list = useAdminEvents({ q: useDebouncedValue(q), status, page });
  const rows = list.data?.data ?? [];

  const decide = useAdminEventMutation(
    ({ id, action, reason }: Decision) => adminEventsApi.act(id, reason ? { action, reason } : { action }),
    (_, { action }) => {
      toast.success(done[action]);
      setAsking(null);
    },
  );
  const remove = useAdminEventMutation(
    (target: Target) => adminEventsApi.remove(target.id),
    (_, target) => {
      toast.success(t.deleted);
      setDoomed(null);
      if (previewId === target.id) setPreviewId(null);
    },
  );
  const onAction = (target: Target, action: AdminEventAction) => {
    if (action === 'REJECT' || action === 'HIDE') setAsking({ target, action });
    else decide.mutate({ id: target.id, action });
  };
  const busyFor = (id: string) => (decide.isPending && decide.variables?.id === id ? decide.variables.action : undefined);

  return (
    <>
      <PageHeader title={t.title} description={t.lead} />
      <Card className="overflow-hidden">
        <div className="grid gap-3 border-b border-line px-5 py-4 sm:grid-cols-[minmax(0,1fr)_220px] sm:px-6">
          <div>
            <label htmlFor={searchId} className="mb-1.5 block text-sm font-medium text-ink">
              {m.catalogue.search}
            </label>
            <Input
              id={searchId}
              type="search"
              value={q}
              placeholder={t.searchPlaceholder}
              leading={<Search className="size-4" aria-hidden />}
              onChange={(event) => {
                setQ(event.target.value);
                setPage(1);
              }}
            />
          </div>
          <div>
            <label htmlFor={statusId} className="mb-1.5 block text-sm font-medium text-ink">
              {t.status}
            </label>
            <Select
              id={statusId}
              options={statusOptions}
              placeholder={t.allStatuses}
              value={status}
              onChange={(event) => {
                setStatus(event.target.value as AdminEventsFilter['status']);
                setPage(1);
              }}
            />
          </div>
        </div>
        <QueryStates
          query={list}
          empty={rows.length === 0}
          emptyState={
            <EmptyState icon={<CalendarCheck />} title={status === DEFAULT_EVENT_STATUS && !q ? t.emptyPendingTitle : t.emptyTitle} body={t.emptyBody} />
          }
        >
          <Table aria-label={t.title}>
            <THead>
              <tr>
                <Th>{t.event}</Th>
                <Th>{t.host}</Th>
                <Th>{t.startAt}</Th>
                <Th>{t.status}</Th>
                <Th className="text-right">{t.actions}</Th>
              </tr>
            </THead>
            <TBody>
              {rows.map((event) => (
                <Tr key={event.id} data-testid="admin-event-row">
                  <Td className="min-w-56">
                    <div className="flex items-center gap-3">
                      {event.coverImage ? (
                        <img src={event.coverImage} alt="" loading="lazy" className="h-10 w-16 shrink-0 rounded-md border border-line object-cover" />
                      ) : null}
                      <div className="min-w-0">
                        <p className="font-medium text-ink">{event.title}</p>
                        <p className="text-xs break-all text-muted">/{event.slug}</p>
                      </div>
                    </div>
                  </Td>
                  <Td className="min-w-36">{event.host.fullName}</Td>
                  <Td className="whitespace-nowrap">{formatEventStart(event.startAt)}</Td>
                  <Td>
                    <EventStatusBadge status={event.status} />
                  </Td>
                  <Td>
                    <div className="flex justify-end gap-1">
                      <Button
                        variant="ghost"
                        size="sm"
                        aria-label={t.viewOf(event.title)}
                        leadingIcon={<Eye className="size-4" aria-hidden />}
                        onClick={() => setPreviewId(event.id)}
                      >
                        {t.view}
                      </Button>
                      <ModerationButtons status={event.status} title={event.title} busy={busyFor(event.id)} onAction={(action) => onAction(event, action)} />
                      <Button
                        variant="ghost"
                        size="sm"
                        aria-label={t.actionOf(t.delete, event.title)}
                        leadingIcon={<Trash2 className="size-4" aria-hidden />}
                        onClick={() => setDoomed(event)}
                      >
                        {t.delete}
                      </Button>
                    </div>
                  </Td>
                </Tr>
              ))}
            </TBody>
          </Table>
        </QueryStates>
        {list.data && list.data.meta.total > 0 ? (
          <div className="border-t border-line px-5 py-3 sm:px-6">
            <Pagination page={page} totalPages={list.data.meta.totalPages} total={list.data.meta.total} onPageChange={setPage} />
          </div>
        ) : null}
      </Card>
      <EventPreviewDialog id={previewId} onClose={() => setPreviewId(null)} busy={previewId ? busyFor(previewId) : undefined} onAction={onAction} />
      <ReasonDialog
        key={asking ? `${asking.target.id}:${asking.action}` : 'none'}
        action={asking?.action ?? null}
        title={asking?.target.title ?? ''}
        pending={decide.isPending}
        onClose={() => setAsking(null)}
        onConfirm={(reason) => asking && decide.mutate({ id: asking.target.id, action: asking.action, reason })}
      />
      <DeleteDialog
        doomed={doomed}
        onClose={() => setDoomed(null)}
        title={t.deleteTitle}
        describe={(row) => t.deleteBody(row.title)}
        confirmLabel={t.delete}
        pending={remove.isPending}
        onConfirm={(row) => remove.mutate(row)}
      />
    </>
  );
}
