import { ArrowLeft, SearchX } from 'lucide-react';
import { Link, useLocation, useParams } from 'react-router';
import { Callout } from '../../../components/ui/Callout';
import { Card } from '../../../components/ui/Card';
import { EmptyState } from '../../../components/ui/EmptyState';
import { ErrorState } from '../../../components/ui/ErrorState';
import { LoadingState } from '../../../components/ui/LoadingState';
import { PageHeader } from '../../../components/ui/PageHeader';
import { ApiError } from '../../../lib/api';
import { cm } from '../../../lib/console-messages';
import { usePageTitle } from '../../../lib/use-page-title';
import { useStudioEvent } from './api';
import { EventEditor } from './EventEditor';
import { EventStatusBadge } from './EventStatusBadge';

const t = cm.studioEvents;

function BackLink() {
  return (
    <Link to="/studio/events" className="mb-4 inline-flex items-center gap-1.5 text-sm font-medium text-muted hover:text-ink">
      <ArrowLeft className="size-4" aria-hidden />
      {t.backToList}
    </Link>
  );
}

/** `/studio/events/new` and `/studio/events/:id/edit`: the editor, with the event's status and any rejection on top. */
export function EventEditorPage() {
  const { id } = useParams();
  const location = useLocation();
  const initialStep = (location.state as { step?: number } | null)?.step ?? 0;
  const query = useStudioEvent(id);
  usePageTitle(id ? t.editTitle : t.newTitle);

  if (id && query.isPending) return <LoadingState className="min-h-80" />;
  if (id && query.isError) {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    return (
      <>
        <BackLink />
        <Card>
          {missing ? (
            <EmptyState icon={<SearchX />} title={t.notFoundTitle} body={t.notFoundBody} />
          ) : (
            <ErrorState onRetry={() => void query.refetch()} retrying={query.isFetching} />
          )}
        </Card>
      </>
    );
  }
  const event = query.data ?? null;

  return (
    <>
      <BackLink />
      <PageHeader
        title={event ? t.editTitle : t.newTitle}
        description={event ? event.title : t.editorLead}
        actions={
          event ? (
            <p className="flex items-center gap-2 text-sm text-muted">
              {t.currentStatus}
              <EventStatusBadge status={event.status} />
            </p>
          ) : undefined
        }
      />
      <div className="mb-4 flex flex-col gap-3 empty:hidden">
        {event?.status === 'REJECTED' ? (
          <Callout tone="warning" title={t.rejectReason}>
            <p className="whitespace-pre-line">{event.rejectReason?.trim() || t.rejectReasonMissing}</p>
            <p className="mt-1">{t.rejectedHint}</p>
          </Callout>
        ) : null}
        {event && !event.canEdit ? <Callout tone="info">{t.notEditable}</Callout> : null}
        {event && event.canEdit && (event.status === 'PUBLISHED' || event.status === 'PENDING_APPROVAL_WITH_ADMIN' || event.status === 'PENDING') ? (
          <Callout tone="info">{t.liveEditHint}</Callout>
        ) : null}
      </div>
      <EventEditor key={event?.id ?? 'new'} event={event} initialStep={initialStep} />
    </>
  );
}
