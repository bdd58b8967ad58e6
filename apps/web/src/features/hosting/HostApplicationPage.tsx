import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Button } from '../../components/ui/Button';
import { ButtonLink } from '../../components/ui/ButtonLink';
import { Callout } from '../../components/ui/Callout';
import { ErrorState } from '../../components/ui/ErrorState';
import { LoadingState } from '../../components/ui/LoadingState';
import { cm } from '../../lib/console-messages';
import { formatDateTime } from '../../lib/time';
import { usePageTitle } from '../../lib/use-page-title';
import { SectionCard } from '../account/SectionCard';
import { sessionKey, useSession } from '../auth/session';
import { useNotificationCount } from '../notifications/api';
import { useMyHostApplication } from './api';
import { HostApplicationFormView } from './HostApplicationForm';
import { HostStatusBadge, HostTimeline } from './HostTimeline';

const t = cm.hosting;

/** /account/host: the application form, or where my application stands (and a resubmission when rejected). */
export function HostApplicationPage() {
  usePageTitle(t.title);
  const { user } = useSession();
  const application = useMyHostApplication();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const status = application.data?.status;
  const total = useNotificationCount().data?.total;

  // A decision arrives as a notification (pushed live): read the application again when one comes.
  const refetch = application.refetch;
  useEffect(() => {
    if (total !== undefined) void refetch();
  }, [total, refetch]);

  // Approved while signed in: the account is now a host; read it again so the studio opens.
  useEffect(() => {
    if (status === 'HOST_APPROVED' && user?.role === 'USER') void queryClient.invalidateQueries({ queryKey: sessionKey });
  }, [status, user?.role, queryClient]);

  if (application.isPending) return <LoadingState />;
  if (application.isError) return <ErrorState onRetry={() => void application.refetch()} retrying={application.isFetching} />;

  const mine = application.data;
  if (!mine) {
    if (user && user.role !== 'USER') {
      return (
        <SectionCard title={t.title}>
          <Callout tone="success" action={<ButtonLink to="/studio">{t.openStudio}</ButtonLink>}>
            {t.alreadyHost}
          </Callout>
        </SectionCard>
      );
    }
    return (
      <SectionCard title={t.title} description={t.lead}>
        <HostApplicationFormView />
      </SectionCard>
    );
  }

  const pending = mine.status === 'NEW_HOST' || mine.status === 'HOST_RESUBMIT';
  return (
    <div className="flex flex-col gap-6">
      <SectionCard title={t.statusTitle} actions={<HostStatusBadge status={mine.status} />}>
        <div className="flex flex-col gap-5">
          <dl className="grid gap-1 text-sm sm:grid-cols-[140px_minmax(0,1fr)]">
            <dt className="text-muted">{t.displayName}</dt>
            <dd className="font-medium text-ink">{mine.displayName}</dd>
            <dt className="text-muted">{t.submittedAt}</dt>
            <dd className="text-ink">{formatDateTime(mine.submittedAt)}</dd>
          </dl>
          {pending ? <Callout>{t.pendingBody}</Callout> : null}
          {mine.status === 'HOST_APPROVED' ? (
            <Callout tone="success" action={<ButtonLink to="/studio">{t.openStudio}</ButtonLink>}>
              {t.approvedBody}
            </Callout>
          ) : null}
          {mine.status === 'HOST_REJECTED' ? (
            <Callout
              tone="warning"
              title={t.rejectedBody}
              action={
                editing ? null : (
                  <Button variant="secondary" onClick={() => setEditing(true)}>
                    {t.editAndResubmit}
                  </Button>
                )
              }
            >
              {mine.rejectReason ? (
                <p>
                  <span className="font-medium">{t.reason}: </span>
                  {mine.rejectReason}
                </p>
              ) : null}
            </Callout>
          ) : null}
          <HostTimeline events={mine.events} />
        </div>
      </SectionCard>
      {mine.status === 'HOST_REJECTED' && editing ? (
        <SectionCard title={t.editAndResubmit}>
          <HostApplicationFormView previous={mine} onDone={() => setEditing(false)} />
        </SectionCard>
      ) : null}
    </div>
  );
}
