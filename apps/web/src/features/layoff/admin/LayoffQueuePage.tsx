import { LayoffRequestStatus } from '@market/contract';
import { LifeBuoy } from 'lucide-react';
import { useState } from 'react';
import { Card } from '../../../components/ui/Card';
import { EmptyState } from '../../../components/ui/EmptyState';
import { ListFooter } from '../../../components/ui/ListFooter';
import { ListToolbar } from '../../../components/ui/ListToolbar';
import { PageHeader } from '../../../components/ui/PageHeader';
import { QueryStates } from '../../../components/ui/QueryStates';
import { SearchField } from '../../../components/ui/SearchField';
import { SelectField } from '../../../components/ui/SelectField';
import { TBody, THead, Table, Td, Th, Tr } from '../../../components/ui/Table';
import { layoffMessages } from '../../../lib/layoff-messages';
import { showApiError } from '../../../lib/show-api-error';
import { formatDateTime } from '../../../lib/time';
import { DecisionButtons } from '../../admin/DecisionButtons';
import { toast } from '../../../lib/toast';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { usePageTitle } from '../../../lib/use-page-title';
import { useDecideLayoffRequest, useLayoffQueue, type LayoffQueueFilter } from '../layoff.api';
import { LayoffStatusBadge } from '../LayoffTimeline';
import { ApproveDialog, RejectDialog } from './DecisionDialogs';
import { LayoffRequestDialog } from './LayoffRequestDialog';

const t = layoffMessages.admin;
const statusOptions = LayoffRequestStatus.values.map((value) => ({ value, label: layoffMessages.statuses[value] ?? value }));

/** /admin/layoff-requests: the queue of layoff discount requests, filtered by status; open one to decide it. */
export function LayoffQueuePage() {
  usePageTitle(t.title);
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<LayoffQueueFilter['status']>('PENDING');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<string | null>(null);
  const [deciding, setDeciding] = useState<{ id: string; kind: 'approve' | 'reject' } | null>(null);
  const debounced = useDebouncedValue(search);
  const list = useLayoffQueue({ search: debounced, status, page });
  const rows = list.data?.data ?? [];
  const decide = useDecideLayoffRequest(() => {
    toast.success(deciding?.kind === 'approve' ? t.approved : t.rejected);
    setDeciding(null);
  });
  const confirm = (body: Parameters<typeof decide.mutate>[0]['body']) =>
    deciding && decide.mutate({ id: deciding.id, body }, { onError: (error) => showApiError(error) });

  return (
    <>
      <PageHeader title={t.title} description={t.lead} />
      <Card className="overflow-hidden">
        <ListToolbar className="sm:grid-cols-[minmax(0,1fr)_220px]" onFilterChange={() => setPage(1)}>
          <SearchField label={t.search} value={search} placeholder={t.searchPlaceholder} onValueChange={setSearch} />
          <SelectField label={t.status} options={statusOptions} placeholder={t.allStatuses} value={status} onValueChange={setStatus} />
        </ListToolbar>
        <QueryStates
          query={list}
          empty={rows.length === 0}
          emptyState={<EmptyState icon={<LifeBuoy />} title={t.emptyTitle} body={t.emptyBody} />}
          className="overflow-x-auto"
        >
          <Table aria-label={t.title}>
            <THead>
              <tr>
                <Th>{t.requester}</Th>
                <Th>{layoffMessages.formerEmployer}</Th>
                <Th>{t.status}</Th>
                <Th>{t.submittedAt}</Th>
                <Th className="text-right">{t.actions}</Th>
              </tr>
            </THead>
            <TBody>
              {rows.map((row) => (
                <Tr key={row.id}>
                  <Td>
                    <button type="button" className="text-left" onClick={() => setOpen(row.id)}>
                      <span className="block font-medium text-ink hover:underline">{row.requester.fullName}</span>
                      <span className="block text-xs text-muted">{row.requester.email ?? row.requester.phone ?? ''}</span>
                    </button>
                  </Td>
                  <Td className="text-sm text-ink-soft">{row.formerEmployer}</Td>
                  <Td>
                    <LayoffStatusBadge status={row.status} />
                  </Td>
                  <Td className="text-sm whitespace-nowrap text-ink-soft">{formatDateTime(row.createdAt)}</Td>
                  <Td className="text-right whitespace-nowrap">
                    <DecisionButtons
                      open={row.status === 'PENDING'}
                      texts={t}
                      onView={() => setOpen(row.id)}
                      onReject={() => setDeciding({ id: row.id, kind: 'reject' })}
                      onApprove={() => setDeciding({ id: row.id, kind: 'approve' })}
                    />
                  </Td>
                </Tr>
              ))}
            </TBody>
          </Table>
          <ListFooter meta={list.data?.meta} page={page} onPageChange={setPage} hideSinglePage />
        </QueryStates>
      </Card>
      <LayoffRequestDialog
        id={open}
        onClose={() => setOpen(null)}
        onApprove={(id) => setDeciding({ id, kind: 'approve' })}
        onReject={(id) => setDeciding({ id, kind: 'reject' })}
      />
      <ApproveDialog
        key={deciding?.kind === 'approve' ? deciding.id : 'approve-closed'}
        open={deciding?.kind === 'approve'}
        pending={decide.isPending}
        onOpenChange={(next) => !next && setDeciding(null)}
        onConfirm={confirm}
      />
      <RejectDialog
        key={deciding?.kind === 'reject' ? deciding.id : 'reject-closed'}
        open={deciding?.kind === 'reject'}
        pending={decide.isPending}
        onOpenChange={(next) => !next && setDeciding(null)}
        onConfirm={confirm}
      />
    </>
  );
}
