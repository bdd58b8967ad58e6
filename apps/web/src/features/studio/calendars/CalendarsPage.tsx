import { formatVnd, type CalendarDto } from '@market/contract';
import { BellRing, CalendarDays, CalendarRange, Clock, Pencil, Plus, Trash2, Users } from 'lucide-react';
import { useState } from 'react';
import { toast } from '../../../lib/toast';
import { Badge } from '../../../components/ui/Badge';
import { Button } from '../../../components/ui/Button';
import { ButtonLink } from '../../../components/ui/ButtonLink';
import { Card } from '../../../components/ui/Card';
import { ConfirmDialog } from '../../../components/ui/Dialog';
import { EmptyState } from '../../../components/ui/EmptyState';
import { ErrorState } from '../../../components/ui/ErrorState';
import { LoadingState } from '../../../components/ui/LoadingState';
import { PageHeader } from '../../../components/ui/PageHeader';
import { Pagination } from '../../../components/ui/Pagination';
import { cm } from '../../../lib/console-messages';
import { usePageTitle } from '../../../lib/use-page-title';
import { useDeleteCalendar, useMyCalendars } from './api';
import { CalendarFormDialog } from './CalendarFormDialog';

const t = cm.studioCalendars;

function CalendarCard({ calendar, onEdit, onDelete }: { calendar: CalendarDto; onEdit: () => void; onDelete: () => void }) {
  return (
    <Card className="flex h-full flex-col p-5" data-testid="calendar-card">
      <div className="flex items-start justify-between gap-3">
        <h2 className="min-w-0 font-semibold break-words text-ink">{calendar.title}</h2>
        <Badge tone={calendar.status === 'ACTIVE' ? 'success' : 'neutral'}>{t.statuses[calendar.status]}</Badge>
      </div>
      <div className="mt-2 flex flex-wrap gap-1.5">
        <Badge tone="brand">{t.types[calendar.type]}</Badge>
        {calendar.requiresApproval ? <Badge>{t.needsApproval}</Badge> : null}
      </div>
      <dl className="mt-4 grid gap-2 text-sm text-ink-soft">
        <div className="flex items-center gap-2">
          <dt className="sr-only">{t.fields.price}</dt>
          <dd className="font-semibold text-ink">{calendar.price === 0 ? cm.studioEvents.free : t.perBooking(formatVnd(calendar.price))}</dd>
        </div>
        <div className="flex items-center gap-2">
          <Clock className="size-4 text-muted" aria-hidden />
          <dt className="sr-only">{t.fields.duration}</dt>
          <dd>{t.minutes(calendar.durationMinutes)}</dd>
        </div>
        <div className="flex items-center gap-2">
          <Users className="size-4 text-muted" aria-hidden />
          <dt className="sr-only">{t.fields.capacity}</dt>
          <dd>{t.people(calendar.capacityPerFrame)}</dd>
        </div>
        <div className="flex items-center gap-2">
          <CalendarRange className="size-4 text-muted" aria-hidden />
          <dt className="sr-only">{t.freeFramesLabel}</dt>
          <dd>{t.freeFrames(calendar.upcomingFreeFrames)}</dd>
        </div>
      </dl>
      <div className="mt-auto flex flex-wrap gap-1 pt-4">
        <ButtonLink to={`/studio/calendars/${calendar.id}`} variant="secondary" size="sm" aria-label={t.manageFramesOf(calendar.title)}>
          <CalendarDays className="size-4" aria-hidden />
          {t.manageFrames}
        </ButtonLink>
        <ButtonLink to={`/studio/calendars/${calendar.id}/reminders`} variant="ghost" size="sm" aria-label={cm.reminders.openOf(calendar.title)}>
          <BellRing className="size-4" aria-hidden />
          {cm.reminders.open}
        </ButtonLink>
        {calendar.canEdit ? (
          <>
            <Button variant="ghost" size="sm" aria-label={t.editOf(calendar.title)} leadingIcon={<Pencil className="size-4" aria-hidden />} onClick={onEdit}>
              {t.edit}
            </Button>
            <Button
              variant="ghost"
              size="sm"
              aria-label={t.deleteOf(calendar.title)}
              leadingIcon={<Trash2 className="size-4" aria-hidden />}
              onClick={onDelete}
            >
              {t.delete}
            </Button>
          </>
        ) : null}
      </div>
    </Card>
  );
}

/** `/studio/calendars`: my calendars as cards; create, edit and delete them, open one's frames. */
export function CalendarsPage() {
  usePageTitle(t.title);
  const [page, setPage] = useState(1);
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<CalendarDto | null>(null);
  const [deleting, setDeleting] = useState<CalendarDto | null>(null);
  const list = useMyCalendars(page);
  const rows = list.data?.data ?? [];
  const remove = useDeleteCalendar(() => {
    toast.success(t.deleted);
    setDeleting(null);
  });
  const createButton = (
    <Button leadingIcon={<Plus className="size-4" aria-hidden />} onClick={() => setCreating(true)}>
      {t.create}
    </Button>
  );

  return (
    <>
      <PageHeader title={t.title} description={t.lead} actions={createButton} />
      {list.isPending ? (
        <LoadingState />
      ) : list.isError ? (
        <Card>
          <ErrorState onRetry={() => void list.refetch()} retrying={list.isFetching} />
        </Card>
      ) : rows.length === 0 ? (
        <Card>
          <EmptyState icon={<CalendarDays />} title={t.emptyTitle} body={t.emptyBody} action={createButton} />
        </Card>
      ) : (
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-busy={list.isFetching} aria-label={t.title}>
          {rows.map((calendar) => (
            <li key={calendar.id}>
              <CalendarCard calendar={calendar} onEdit={() => setEditing(calendar)} onDelete={() => setDeleting(calendar)} />
            </li>
          ))}
        </ul>
      )}
      {list.data && list.data.meta.totalPages > 1 ? (
        <Pagination className="mt-6" page={page} totalPages={list.data.meta.totalPages} total={list.data.meta.total} onPageChange={setPage} />
      ) : null}
      <CalendarFormDialog open={creating} onClose={() => setCreating(false)} />
      <CalendarFormDialog open={Boolean(editing)} onClose={() => setEditing(null)} calendar={editing ?? undefined} />
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
