import type { CalendarFrameDto } from '@market/contract';
import { ArrowLeft, ChevronLeft, ChevronRight, Repeat, SearchX } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { toast } from '../../../lib/toast';
import { Badge } from '../../../components/ui/Badge';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { ConfirmDialog } from '../../../components/ui/Dialog';
import { EmptyState } from '../../../components/ui/EmptyState';
import { ErrorState } from '../../../components/ui/ErrorState';
import { LoadingState } from '../../../components/ui/LoadingState';
import { PageHeader } from '../../../components/ui/PageHeader';
import { ApiError } from '../../../lib/api';
import { cm } from '../../../lib/console-messages';
import { useNow } from '../../../lib/use-now';
import { usePageTitle } from '../../../lib/use-page-title';
import { addDays, formatLocalDate, mondayOf, todayInVietnam } from '../../../lib/vietnam-time';
import { studioCalendarsApi, useFrameMutation, useStudioCalendar, useWeekFrames } from './api';
import { weekBounds, weekDates } from './frames';
import { RecurringFramesDialog } from './RecurringFramesDialog';
import { WeekView } from './WeekView';

const t = cm.studioCalendars;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

function BackLink() {
  return (
    <Link to="/studio/calendars" className="mb-4 inline-flex items-center gap-1.5 text-sm font-medium text-muted hover:text-ink">
      <ArrowLeft className="size-4" aria-hidden />
      {t.backToList}
    </Link>
  );
}

/** `/studio/calendars/:id`: one calendar's frames a week at a time (`?week=` its Monday), add and delete frames. */
export function CalendarWeekPage() {
  const { id = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const now = useNow();
  const today = todayInVietnam(new Date(now));
  const asked = params.get('week') ?? '';
  const monday = mondayOf(DATE.test(asked) && mondayOf(asked) ? asked : today);
  const days = weekDates(monday);
  const { from, to } = weekBounds(monday);
  const calendar = useStudioCalendar(id);
  const frames = useWeekFrames(id, from, to);
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<{ frame: CalendarFrameDto; label: string } | null>(null);
  const remove = useFrameMutation(id, (frameId: string) => studioCalendarsApi.removeFrame(frameId));
  usePageTitle(calendar.data?.title ?? t.title);

  const goToWeek = (next: string) => setParams(next === mondayOf(today) ? {} : { week: next }, { replace: true });

  if (calendar.isPending) return <LoadingState className="min-h-80" />;
  if (calendar.isError) {
    const missing = calendar.error instanceof ApiError && calendar.error.status === 404;
    return (
      <>
        <BackLink />
        <Card>
          {missing ? (
            <EmptyState icon={<SearchX />} title={t.notFoundTitle} body={t.notFoundBody} />
          ) : (
            <ErrorState onRetry={() => void calendar.refetch()} retrying={calendar.isFetching} />
          )}
        </Card>
      </>
    );
  }
  const info = calendar.data;
  const list = frames.data ?? [];

  return (
    <>
      <BackLink />
      <PageHeader
        title={info.title}
        description={
          <span className="flex flex-wrap items-center gap-2">
            <Badge tone="brand">{t.types[info.type]}</Badge>
            <span>{t.minutes(info.durationMinutes)}</span>
            <span aria-hidden>·</span>
            <span>{t.people(info.capacityPerFrame)}</span>
          </span>
        }
        actions={
          <Button leadingIcon={<Repeat className="size-4" aria-hidden />} onClick={() => setAdding(true)}>
            {t.addRecurring}
          </Button>
        }
      />
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-base font-semibold text-ink" aria-live="polite">
          {t.weekLabel(formatLocalDate(days[0] ?? ''), formatLocalDate(days[6] ?? ''))}
        </h2>
        <div className="flex gap-2">
          <Button variant="secondary" size="sm" leadingIcon={<ChevronLeft className="size-4" aria-hidden />} onClick={() => goToWeek(addDays(monday, -7))}>
            {t.previousWeek}
          </Button>
          <Button variant="secondary" size="sm" disabled={monday === mondayOf(today)} onClick={() => goToWeek(mondayOf(today))}>
            {t.thisWeek}
          </Button>
          <Button variant="secondary" size="sm" onClick={() => goToWeek(addDays(monday, 7))}>
            {t.nextWeek}
            <ChevronRight className="size-4" aria-hidden />
          </Button>
        </div>
      </div>
      {frames.isPending ? (
        <LoadingState />
      ) : frames.isError ? (
        <Card>
          <ErrorState onRetry={() => void frames.refetch()} retrying={frames.isFetching} />
        </Card>
      ) : (
        <div aria-busy={frames.isFetching}>
          {list.length === 0 ? <p className="mb-3 text-sm text-muted">{t.weekEmpty}</p> : null}
          <WeekView days={days} frames={list} today={today} now={now} onDelete={(frame, label) => setDeleting({ frame, label })} />
        </div>
      )}
      {adding ? <RecurringFramesDialog calendarId={id} durationMinutes={info.durationMinutes} onClose={() => setAdding(false)} /> : null}
      <ConfirmDialog
        open={Boolean(deleting)}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t.deleteFrameTitle}
        description={deleting ? t.deleteFrameBody(deleting.label) : ''}
        confirmLabel={t.delete}
        tone="danger"
        pending={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.frame.id, {
            onSuccess: () => {
              toast.success(t.frameDeleted);
              setDeleting(null);
            },
            onError: () => setDeleting(null),
          })
        }
      />
    </>
  );
}
