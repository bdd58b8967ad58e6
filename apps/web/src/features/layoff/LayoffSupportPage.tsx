import type { LayoffRequestDetailDto } from '@market/contract';
import { useEffect, useState } from 'react';
import { Button } from '../../components/ui/Button';
import { Callout } from '../../components/ui/Callout';
import { ErrorState } from '../../components/ui/ErrorState';
import { LoadingState } from '../../components/ui/LoadingState';
import { layoffMessages as t } from '../../lib/layoff-messages';
import { formatDateTime } from '../../lib/time';
import { usePageTitle } from '../../lib/use-page-title';
import { SectionCard } from '../account/SectionCard';
import { useNotificationCount } from '../notifications/api';
import { useMyLayoffRequest } from './layoff.api';
import { LayoffRequestForm } from './LayoffRequestForm';
import { LayoffStatusBadge, LayoffTimeline } from './LayoffTimeline';

function Outcome({ request }: { request: LayoffRequestDetailDto }) {
  if (request.status === 'PENDING') return <Callout>{t.pendingBody}</Callout>;
  if (request.status === 'REJECTED') {
    return (
      <Callout tone="warning" title={t.rejectedTitle}>
        {request.decisionNote ? (
          <p>
            <span className="font-medium">{t.rejectedReason}: </span>
            {request.decisionNote}
          </p>
        ) : null}
      </Callout>
    );
  }
  const discount = request.discount!;
  return (
    <Callout tone={discount.usable ? 'success' : 'info'} title={t.approvedTitle(discount.percent)}>
      <p>{t.approvedBody(formatDateTime(discount.validFrom), formatDateTime(discount.validUntil))}</p>
      {discount.usedAt ? <p className="mt-1">{t.usedBody(formatDateTime(discount.usedAt))}</p> : null}
      {discount.state === 'EXPIRED' ? <p className="mt-1">{t.expiredBody}</p> : null}
      {request.decisionNote ? (
        <p className="mt-1">
          <span className="font-medium">{t.note}: </span>
          {request.decisionNote}
        </p>
      ) : null}
    </Callout>
  );
}

/** /account/layoff-support: the request form, or where my newest request stands with its timeline. */
export function LayoffSupportPage() {
  usePageTitle(t.title);
  const latest = useMyLayoffRequest();
  const [asking, setAsking] = useState(false);
  const total = useNotificationCount().data?.total;

  // A decision arrives as a notification (pushed live): read the request again when one comes.
  const refetch = latest.refetch;
  useEffect(() => {
    if (total !== undefined) void refetch();
  }, [total, refetch]);

  if (latest.isPending) return <LoadingState />;
  if (latest.isError) return <ErrorState onRetry={() => void latest.refetch()} retrying={latest.isFetching} />;

  const request = latest.data;
  if (!request || asking) {
    return (
      <SectionCard title={t.title} description={t.lead}>
        <LayoffRequestForm onDone={() => setAsking(false)} />
      </SectionCard>
    );
  }

  return (
    <SectionCard title={t.statusTitle} actions={<LayoffStatusBadge status={request.status} />}>
      <div className="flex flex-col gap-5">
        <dl className="grid gap-1 text-sm sm:grid-cols-[160px_minmax(0,1fr)]">
          <dt className="text-muted">{t.formerEmployer}</dt>
          <dd className="font-medium text-ink">{request.formerEmployer}</dd>
          <dt className="text-muted">{t.layoffDate}</dt>
          <dd className="text-ink">{request.layoffDate.split('-').reverse().join('/')}</dd>
          <dt className="text-muted">{t.submittedAt}</dt>
          <dd className="text-ink">{formatDateTime(request.createdAt)}</dd>
          <dt className="text-muted">{t.proof}</dt>
          <dd className="text-ink">
            {request.proofLink && request.proof ? (
              <a href={request.proofLink.url} target="_blank" rel="noreferrer" className="text-brand-700 hover:underline">
                {request.proof.fileName}
              </a>
            ) : (
              '—'
            )}
          </dd>
        </dl>
        <Outcome request={request} />
        {!request.canRequestAgain ? null : (
          <div>
            <Button variant="secondary" onClick={() => setAsking(true)}>
              {t.askAgain}
            </Button>
          </div>
        )}
        <LayoffTimeline entries={request.timeline} />
      </div>
    </SectionCard>
  );
}
