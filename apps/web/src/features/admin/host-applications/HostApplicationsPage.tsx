import { HostProfileStatus, type AdminHostProfileDto } from '@market/contract';
import { Store } from 'lucide-react';
import { useState } from 'react';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { EmptyState } from '../../../components/ui/EmptyState';
import { ListFooter } from '../../../components/ui/ListFooter';
import { ListToolbar } from '../../../components/ui/ListToolbar';
import { PageHeader } from '../../../components/ui/PageHeader';
import { QueryStates } from '../../../components/ui/QueryStates';
import { SearchField } from '../../../components/ui/SearchField';
import { SelectField } from '../../../components/ui/SelectField';
import { TBody, THead, Table, Td, Th, Tr } from '../../../components/ui/Table';
import { cm } from '../../../lib/console-messages';
import { formatDateTime } from '../../../lib/time';
import { DecisionButtons } from '../DecisionButtons';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { usePageTitle } from '../../../lib/use-page-title';
import { HostStatusBadge } from '../../hosting/HostTimeline';
import { hostApplicationsApi, useHostApplications, useReview, type HostApplicationsFilter } from './api';
import { HostApplicationDrawer, RejectDialog } from './HostApplicationDrawer';

const t = cm.hosting.admin;
const statusOptions = HostProfileStatus.values
  .filter((s) => s !== 'NEW' && s !== 'USER')
  .map((value) => ({ value, label: cm.hosting.statuses[value] ?? value }));
const isPending = (row: AdminHostProfileDto) => row.status === 'NEW_HOST' || row.status === 'HOST_RESUBMIT';

/** Toasts the outcome of a bulk decision: what went through and how many could not. */
export function reportReview(done: number, failed: number, success: string) {
  if (done > 0) toast.success(success);
  if (failed > 0) toast.warning(t.failed(failed));
}

/** /admin/host-applications: who wants to host, filtered and searched; approve or reject one or many. */
export function HostApplicationsPage() {
  usePageTitle(t.title);
  const [q, setQ] = useState('');
  const [status, setStatus] = useState<HostApplicationsFilter['status']>('');
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [open, setOpen] = useState<string | null>(null);
  const [rejecting, setRejecting] = useState<string[] | null>(null);
  const debouncedQ = useDebouncedValue(q);
  const list = useHostApplications({ q: debouncedQ, status, page });
  const rows = list.data?.data ?? [];
  const selectable = rows.filter(isPending);

  const approve = useReview(hostApplicationsApi.approve, (result) => {
    reportReview(result.approved.length, result.failed.length, t.approved(result.approved.length));
    setSelected(new Set());
    setOpen(null);
  });
  const reject = useReview(
    ({ ids, reason }: { ids: string[]; reason: string }) => hostApplicationsApi.reject(ids, reason),
    (result) => {
      reportReview(result.rejected.length, result.failed.length, t.rejected);
      setSelected(new Set());
      setRejecting(null);
      setOpen(null);
    },
  );

  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const allSelected = selectable.length > 0 && selectable.every((row) => selected.has(row.id));

  return (
    <>
      <PageHeader
        title={t.title}
        description={t.lead}
        actions={
          selected.size > 0 ? (
            <div className="flex flex-wrap gap-2">
              <Button variant="secondary" onClick={() => setRejecting([...selected])}>
                {t.reject}
              </Button>
              <Button loading={approve.isPending} onClick={() => approve.mutate([...selected])}>
                {t.approveSelected(selected.size)}
              </Button>
            </div>
          ) : null
        }
      />
      <Card className="overflow-hidden">
        <ListToolbar className="sm:grid-cols-[minmax(0,1fr)_220px]" onFilterChange={() => setPage(1)}>
          <SearchField label={t.search} value={q} placeholder={t.searchPlaceholder} onValueChange={setQ} />
          <SelectField
            label={t.status}
            options={statusOptions}
            placeholder={t.allStatuses}
            value={status}
            onValueChange={(value) => {
              setStatus(value);
              setSelected(new Set());
            }}
          />
        </ListToolbar>
        <QueryStates
          query={list}
          empty={rows.length === 0}
          emptyState={<EmptyState icon={<Store />} title={t.emptyTitle} body={t.emptyBody} />}
          className="overflow-x-auto"
        >
          <Table aria-label={t.title}>
            <THead>
              <tr>
                <Th className="w-10">
                  <input
                    type="checkbox"
                    aria-label={t.selectAll}
                    checked={allSelected}
                    disabled={selectable.length === 0}
                    onChange={() => setSelected(allSelected ? new Set() : new Set(selectable.map((row) => row.id)))}
                    className="size-4 accent-brand-600"
                  />
                </Th>
                <Th>{t.applicant}</Th>
                <Th>{t.contact}</Th>
                <Th>{t.status}</Th>
                <Th>{t.submittedAt}</Th>
                <Th className="text-right">{t.actions}</Th>
              </tr>
            </THead>
            <TBody>
              {rows.map((row) => (
                <Tr key={row.id}>
                  <Td>
                    <input
                      type="checkbox"
                      aria-label={t.select(row.displayName)}
                      checked={selected.has(row.id)}
                      disabled={!isPending(row)}
                      onChange={() => toggle(row.id)}
                      className="size-4 accent-brand-600"
                    />
                  </Td>
                  <Td>
                    <button type="button" className="flex items-center gap-3 text-left" onClick={() => setOpen(row.id)}>
                      {row.applicant.avatar ? (
                        <img
                          src={row.applicant.avatar}
                          alt=""
                          onError={(event) => event.currentTarget.removeAttribute('src')}
                          className="size-9 shrink-0 rounded-full bg-sunken object-cover"
                        />
                      ) : null}
                      <span>
                        <span className="block font-medium text-ink hover:underline">{row.displayName}</span>
                        <span className="block text-xs text-muted">{row.applicant.fullName}</span>
                      </span>
                    </button>
                  </Td>
                  <Td className="text-sm text-ink-soft">
                    <span className="block">{row.applicant.email ?? row.email ?? '—'}</span>
                    <span className="block">{row.phone ?? row.applicant.phone ?? ''}</span>
                  </Td>
                  <Td>
                    <HostStatusBadge status={row.status} />
                  </Td>
                  <Td className="text-sm whitespace-nowrap text-ink-soft">{formatDateTime(row.submittedAt)}</Td>
                  <Td className="text-right whitespace-nowrap">
                    <DecisionButtons
                      open={isPending(row)}
                      texts={t}
                      onView={() => setOpen(row.id)}
                      onReject={() => setRejecting([row.id])}
                      onApprove={() => approve.mutate([row.id])}
                      approving={approve.isPending && approve.variables?.[0] === row.id}
                    />
                  </Td>
                </Tr>
              ))}
            </TBody>
          </Table>
          <ListFooter meta={list.data?.meta} page={page} onPageChange={setPage} hideSinglePage />
        </QueryStates>
      </Card>
      <HostApplicationDrawer
        id={open}
        onClose={() => setOpen(null)}
        onApprove={(id) => approve.mutate([id])}
        onReject={(id) => setRejecting([id])}
        approving={approve.isPending}
      />
      <RejectDialog
        key={rejecting?.join(',') ?? 'closed'}
        open={rejecting !== null}
        count={rejecting?.length ?? 0}
        pending={reject.isPending}
        onOpenChange={(next) => {
          if (!next) setRejecting(null);
        }}
        onConfirm={(reason) => rejecting && reject.mutate({ ids: rejecting, reason })}
      />
    </>
  );
}
