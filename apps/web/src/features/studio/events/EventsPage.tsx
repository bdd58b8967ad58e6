import type { EventCardDto } from '@market/contract';
import { CalendarPlus, Plus, Search, Users } from 'lucide-react';
import { useId, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from '../../../lib/toast';
import { ButtonLink } from '../../../components/ui/ButtonLink';
import { Card } from '../../../components/ui/Card';
import { ConfirmDialog } from '../../../components/ui/Dialog';
import { EmptyState } from '../../../components/ui/EmptyState';
import { QueryStates } from '../../../components/ui/QueryStates';
import { Input } from '../../../components/ui/Input';
import { ListSkeleton } from '../../../components/ui/LoadingState';
import { PageHeader } from '../../../components/ui/PageHeader';
import { Pagination } from '../../../components/ui/Pagination';
import { cm } from '../../../lib/console-messages';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { usePageTitle } from '../../../lib/use-page-title';
import { EVENT_TABS, studioEventsApi, useDeleteEvent, useEventMutation, useMyEvents, type EventTab } from './api';
import { EventRow } from './EventRow';
import { CancelEventDialog } from './CancelEventDialog';
import { EventTabs } from './EventTabs';

const t = cm.studioEvents;
const parseTab = (value: string | null): EventTab => EVENT_TABS.find((tab) => tab === value) ?? 'all';

/** `/studio/events`: my events by status (tab in the URL), those I co-host, and what I can do with each. */
export function EventsPage() {
  usePageTitle(t.title);
  const panelId = useId();
  const searchId = useId();
  const [params, setParams] = useSearchParams();
  const tab = parseTab(params.get('tab'));
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const [archiving, setArchiving] = useState<EventCardDto | null>(null);
  const [deleting, setDeleting] = useState<EventCardDto | null>(null);
  const [cancelling, setCancelling] = useState<EventCardDto | null>(null);
  const list = useMyEvents({ tab, q: useDebouncedValue(q), page });
  const rows = list.data?.data ?? [];

  const submit = useEventMutation((id: string) => studioEventsApi.act(id, 'SUBMIT'));
  const archive = useEventMutation((id: string) => studioEventsApi.act(id, 'ARCHIVE'));
  const duplicate = useEventMutation((id: string) => studioEventsApi.duplicate(id));
  const navigate = useNavigate();
  const remove = useDeleteEvent(() => {
    toast.success(t.deleted);
    setDeleting(null);
  });

  const chooseTab = (next: EventTab) => {
    setParams(next === 'all' ? {} : { tab: next }, { replace: true });
    setPage(1);
  };
  const filtered = tab !== 'all' || q.trim() !== '';

  return (
    <>
      <PageHeader
        title={t.title}
        description={t.lead}
        actions={
          <ButtonLink to="/studio/events/new">
            <Plus className="size-4" aria-hidden />
            {t.create}
          </ButtonLink>
        }
      />
      <Card className="overflow-hidden">
        <div className="border-b border-line px-3 sm:px-4">
          <EventTabs value={tab} onChange={chooseTab} panelId={panelId} />
        </div>
        <div id={panelId} role="tabpanel" aria-labelledby={`event-tab-${tab}`}>
          <div className="border-b border-line px-5 py-3 sm:px-6">
            <label htmlFor={searchId} className="sr-only">
              {t.search}
            </label>
            <Input
              id={searchId}
              type="search"
              value={q}
              placeholder={t.searchPlaceholder}
              leading={<Search className="size-4" aria-hidden />}
              className="sm:max-w-sm"
              onChange={(event) => {
                setQ(event.target.value);
                setPage(1);
              }}
            />
          </div>
          <QueryStates
            query={list}
            loading={<ListSkeleton />}
            empty={rows.length === 0}
            emptyState={
              tab === 'co-host' ? (
                <EmptyState icon={<Users />} title={t.emptyCoHostTitle} body={t.emptyCoHostBody} />
              ) : filtered ? (
                <EmptyState icon={<Search />} title={t.emptyFilteredTitle} body={t.emptyFilteredBody} />
              ) : (
                <EmptyState
                  icon={<CalendarPlus />}
                  title={t.emptyTitle}
                  body={t.emptyBody}
                  action={
                    <ButtonLink to="/studio/events/new">
                      <Plus className="size-4" aria-hidden />
                      {t.create}
                    </ButtonLink>
                  }
                />
              )
            }
          >
            <ul className="divide-y divide-line" aria-busy={list.isFetching} aria-label={t.tabs[tab]}>
              {rows.map((event) => (
                <EventRow
                  key={event.id}
                  event={event}
                  coHost={tab === 'co-host'}
                  submitting={submit.isPending && submit.variables === event.id}
                  duplicating={duplicate.isPending && duplicate.variables === event.id}
                  onSubmit={(row) => submit.mutate(row.id, { onSuccess: () => toast.success(t.submitted) })}
                  onDuplicate={(row) =>
                    duplicate.mutate(row.id, {
                      onSuccess: (copy) => {
                        toast.success(t.duplicated);
                        void navigate(`/studio/events/${copy.id}/edit`);
                      },
                    })
                  }
                  onArchive={setArchiving}
                  onDelete={setDeleting}
                  onCancel={setCancelling}
                />
              ))}
            </ul>
          </QueryStates>
          {list.data && list.data.meta.totalPages > 1 ? (
            <div className="border-t border-line px-5 py-3 sm:px-6">
              <Pagination page={page} totalPages={list.data.meta.totalPages} total={list.data.meta.total} onPageChange={setPage} />
            </div>
          ) : null}
        </div>
      </Card>
      <ConfirmDialog
        open={Boolean(archiving)}
        onOpenChange={(open) => !open && setArchiving(null)}
        title={t.archiveTitle}
        description={archiving ? t.archiveBody(archiving.title) : ''}
        confirmLabel={t.archive}
        pending={archive.isPending}
        onConfirm={() =>
          archiving &&
          archive.mutate(archiving.id, {
            onSuccess: () => {
              toast.success(t.archived);
              setArchiving(null);
            },
          })
        }
      />
      <CancelEventDialog key={cancelling?.id ?? 'none'} event={cancelling} onClose={() => setCancelling(null)} />
      <ConfirmDialog
        open={Boolean(deleting)}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t.deleteTitle}
        description={deleting ? t.deleteBody(deleting.title) : ''}
        confirmLabel={t.delete}
        tone="danger"
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id)}
      />
    </>
  );
}
