import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import { ErrorState } from '../../../components/ui/ErrorState';
import { LoadingState } from '../../../components/ui/LoadingState';
import { layoffMessages } from '../../../lib/layoff-messages';
import { formatDateTime } from '../../../lib/time';
import { useLayoffRequest } from '../layoff.api';
import { LayoffStatusBadge, LayoffTimeline } from '../LayoffTimeline';

const t = layoffMessages.admin;

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-muted">{label}</dt>
      <dd className="break-words text-ink">{children ?? '—'}</dd>
    </>
  );
}

/** One request in full: the person, their words, the proof (a short-lived link), the timeline and the decision buttons. */
export function LayoffRequestDialog({
  id,
  onClose,
  onApprove,
  onReject,
}: {
  id: string | null;
  onClose: () => void;
  onApprove: (id: string) => void;
  onReject: (id: string) => void;
}) {
  const one = useLayoffRequest(id);
  const request = one.data;
  const image = request?.proof?.contentType.startsWith('image/') && request.proofLink;
  return (
    <Dialog
      open={id !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t.detail}
      className="max-h-[90dvh] overflow-y-auto sm:max-w-2xl"
      footer={
        request?.status === 'PENDING' ? (
          <>
            <Button variant="secondary" onClick={() => onReject(request.id)}>
              {t.reject}
            </Button>
            <Button onClick={() => onApprove(request.id)}>{t.approve}</Button>
          </>
        ) : null
      }
    >
      {one.isPending ? (
        <LoadingState />
      ) : one.isError || !request ? (
        <ErrorState onRetry={() => void one.refetch()} retrying={one.isFetching} />
      ) : (
        <div className="flex flex-col gap-5">
          <div className="flex items-center gap-3">
            <div className="min-w-0 flex-1">
              <p className="font-semibold text-ink">{request.requester.fullName}</p>
              <p className="text-sm text-muted">{[request.requester.email, request.requester.phone].filter(Boolean).join(' · ')}</p>
            </div>
            <LayoffStatusBadge status={request.status} />
          </div>
          <dl className="grid gap-x-4 gap-y-1.5 text-sm sm:grid-cols-[150px_minmax(0,1fr)]">
            <Row label={layoffMessages.formerEmployer}>{request.formerEmployer}</Row>
            <Row label={layoffMessages.layoffDate}>{request.layoffDate.split('-').reverse().join('/')}</Row>
            <Row label={layoffMessages.reason}>
              <span className="whitespace-pre-line">{request.reason}</span>
            </Row>
            <Row label={t.submittedAt}>{formatDateTime(request.createdAt)}</Row>
            {request.reviewer ? <Row label={t.reviewer}>{request.reviewer.fullName}</Row> : null}
            {request.reviewedAt ? <Row label={t.reviewedAt}>{formatDateTime(request.reviewedAt)}</Row> : null}
            {request.discount ? (
              <Row label={t.discount}>
                {t.discountSummary(request.discount.percent, formatDateTime(request.discount.validFrom), formatDateTime(request.discount.validUntil))}
                <span className="block text-muted">{request.discount.usedAt ? t.used(formatDateTime(request.discount.usedAt)) : t.unused}</span>
              </Row>
            ) : null}
            {request.decisionNote ? <Row label={layoffMessages.note}>{request.decisionNote}</Row> : null}
            <Row label={layoffMessages.proof}>
              {request.proofLink && request.proof ? (
                <a href={request.proofLink.url} target="_blank" rel="noreferrer" className="text-brand-700 hover:underline">
                  {request.proof.fileName}
                </a>
              ) : (
                t.noProof
              )}
            </Row>
          </dl>
          {image ? (
            <img src={request.proofLink!.url} alt={layoffMessages.proof} className="max-h-96 w-full rounded-lg border border-line bg-sunken object-contain" />
          ) : null}
          <LayoffTimeline entries={request.timeline} showActors />
        </div>
      )}
    </Dialog>
  );
}
