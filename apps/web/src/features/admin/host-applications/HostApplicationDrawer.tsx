import { HOST_REJECT_REASON_MAX } from '@market/contract';
import { useMemo, useState, type ReactNode } from 'react';
import { Badge } from '../../../components/ui/Badge';
import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import { ErrorState } from '../../../components/ui/ErrorState';
import { Field } from '../../../components/ui/Field';
import { LoadingState } from '../../../components/ui/LoadingState';
import { Textarea } from '../../../components/ui/Textarea';
import { m } from '../../../lib/messages';
import { cm } from '../../../lib/console-messages';
import { formatDateTime } from '../../../lib/time';
import { useCategoryTree, useHostCategoryOptions } from '../../catalogue/api';
import { HostStatusBadge, HostTimeline } from '../../hosting/HostTimeline';
import { useHostApplication } from './api';

const t = cm.hosting.admin;
const f = cm.hosting;

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-muted">{label}</dt>
      <dd className="break-words text-ink">{children ?? <span className="text-muted">{t.noValue}</span>}</dd>
    </>
  );
}

/** The kind of host and the categories chosen in the application, by name (ids no longer known are left out). */
function HostChoices({ categoryIds, hostCategoryId }: { categoryIds: readonly string[]; hostCategoryId: string | null }) {
  const categories = useCategoryTree('ALL');
  const kinds = useHostCategoryOptions();
  const chosen = useMemo(() => {
    const names = new Map((categories.data ?? []).map((category) => [category.id, category.name]));
    return categoryIds.flatMap((id) => {
      const name = names.get(id);
      return name ? [{ id, name }] : [];
    });
  }, [categories.data, categoryIds]);
  const kind = hostCategoryId ? kinds.data?.find((one) => one.id === hostCategoryId)?.name : undefined;
  const loading = <span className="text-muted">{m.common.loading}</span>;
  return (
    <>
      <Row label={f.hostCategory}>{hostCategoryId && kinds.isPending ? loading : kind}</Row>
      <Row label={f.categories}>
        {categoryIds.length > 0 && categories.isPending ? (
          loading
        ) : chosen.length > 0 ? (
          <ul className="flex flex-wrap gap-1.5" aria-label={f.categories}>
            {chosen.map((category) => (
              <li key={category.id}>
                <Badge tone="brand">{category.name}</Badge>
              </li>
            ))}
          </ul>
        ) : null}
      </Row>
    </>
  );
}

/** One application in full: the form's answers, the applicant, the timeline and the decision buttons. */
export function HostApplicationDrawer({
  id,
  onClose,
  onApprove,
  onReject,
  approving,
}: {
  id: string | null;
  onClose: () => void;
  onApprove: (id: string) => void;
  onReject: (id: string) => void;
  approving: boolean;
}) {
  const one = useHostApplication(id);
  const app = one.data;
  const pending = app && (app.status === 'NEW_HOST' || app.status === 'HOST_RESUBMIT');
  return (
    <Dialog
      open={id !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t.detail}
      className="max-h-[90dvh] overflow-y-auto sm:max-w-2xl"
      footer={
        pending && app ? (
          <>
            <Button variant="secondary" onClick={() => onReject(app.id)}>
              {t.reject}
            </Button>
            <Button loading={approving} onClick={() => onApprove(app.id)}>
              {t.approve}
            </Button>
          </>
        ) : null
      }
    >
      {one.isPending ? (
        <LoadingState />
      ) : one.isError || !app ? (
        <ErrorState onRetry={() => void one.refetch()} retrying={one.isFetching} />
      ) : (
        <div className="flex flex-col gap-5">
          <div className="flex items-center gap-3">
            {app.applicant.avatar ? (
              <img
                src={app.applicant.avatar}
                alt=""
                onError={(event) => event.currentTarget.removeAttribute('src')}
                className="size-12 shrink-0 rounded-full bg-sunken object-cover"
              />
            ) : null}
            <div className="min-w-0 flex-1">
              <p className="font-semibold text-ink">{app.displayName}</p>
              <p className="text-sm text-muted">
                {app.applicant.fullName} · @{app.applicant.username}
              </p>
            </div>
            <HostStatusBadge status={app.status} />
          </div>
          <section aria-label={t.fields}>
            <dl className="grid gap-x-4 gap-y-1.5 text-sm sm:grid-cols-[150px_minmax(0,1fr)]">
              <Row label={f.headline}>{app.headline}</Row>
              <Row label={f.bio}>{app.bio ? <span className="whitespace-pre-line">{app.bio}</span> : null}</Row>
              <HostChoices categoryIds={app.categoryIds} hostCategoryId={app.hostCategoryId} />
              <Row label={f.expertise}>{app.expertise}</Row>
              <Row label={f.experienceYears}>{app.experienceYears}</Row>
              <Row label={f.phone}>{app.phone}</Row>
              <Row label={f.email}>{app.email}</Row>
              <Row label={f.website}>
                {app.website ? (
                  <a href={app.website} target="_blank" rel="noreferrer" className="text-brand-700 hover:underline">
                    {app.website}
                  </a>
                ) : null}
              </Row>
              <Row label={f.businessName}>{app.businessName}</Row>
              <Row label={f.taxCode}>{app.taxCode}</Row>
              <Row label={t.documents}>
                {app.documents.length ? (
                  <ul>
                    {app.documents.map((doc) => (
                      <li key={doc.url}>
                        <a href={doc.url} target="_blank" rel="noreferrer" className="text-brand-700 hover:underline">
                          {doc.name}
                        </a>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </Row>
              <Row label={t.submittedAt}>{formatDateTime(app.submittedAt)}</Row>
              {app.rejectReason ? <Row label={t.reason}>{app.rejectReason}</Row> : null}
            </dl>
          </section>
          <HostTimeline events={app.events} />
        </div>
      )}
    </Dialog>
  );
}

/** Asks for the reason (required) before rejecting one or several applications; give it a new `key` per target to start empty. */
export function RejectDialog({
  open,
  count,
  pending,
  onOpenChange,
  onConfirm,
}: {
  open: boolean;
  count: number;
  pending: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: (reason: string) => void;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const confirm = () => {
    const text = reason.trim();
    if (!text) return setError(m.validation.required);
    if (text.length > HOST_REJECT_REASON_MAX) return setError(m.validation.tooLong(HOST_REJECT_REASON_MAX));
    onConfirm(text);
  };
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={count > 1 ? `${t.rejectTitle} (${count})` : t.rejectTitle}
      description={t.rejectLead}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t.cancel}
          </Button>
          <Button variant="danger" loading={pending} onClick={confirm}>
            {t.reject}
          </Button>
        </>
      }
    >
      <Field label={t.reason} error={error}>
        <Textarea
          rows={4}
          value={reason}
          maxLength={HOST_REJECT_REASON_MAX}
          onChange={(event) => {
            setReason(event.target.value);
            setError(undefined);
          }}
        />
      </Field>
    </Dialog>
  );
}
