import { billingPeriodLabel, formatVnd, SUBSCRIPTION_STATUS_LABELS, SubscriptionStatus } from '@market/contract';
import { ArrowLeft, Users } from 'lucide-react';
import { useState } from 'react';
import { useParams } from 'react-router';
import { ButtonLink } from '../../../components/ui/ButtonLink';
import { Card } from '../../../components/ui/Card';
import { EmptyState } from '../../../components/ui/EmptyState';
import { ExportButtons } from '../../../components/ui/ExportButtons';
import { ListFooter } from '../../../components/ui/ListFooter';
import { ListToolbar } from '../../../components/ui/ListToolbar';
import { PageHeader } from '../../../components/ui/PageHeader';
import { QueryStates } from '../../../components/ui/QueryStates';
import { SearchField } from '../../../components/ui/SearchField';
import { SelectField } from '../../../components/ui/SelectField';
import { TBody, THead, Table, Td, Th, Tr } from '../../../components/ui/Table';
import { cm } from '../../../lib/console-messages';
import { formatDateTime } from '../../../lib/time';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { usePageTitle } from '../../../lib/use-page-title';
import { useMembershipPlan } from '../../memberships/api';
import { downloadRegistered, useRegistered, type RegisteredFilter } from './api';

const t = cm.adminMemberships;
const r = t.registeredPage;
const statusOptions = SubscriptionStatus.values.map((value) => ({ value, label: SUBSCRIPTION_STATUS_LABELS[value] }));

/** `/admin/memberships/:id/registered`: everyone who subscribed to a plan, filtered, and their export. */
export function RegisteredPage() {
  const { id = '' } = useParams();
  const plan = useMembershipPlan(id);
  const [q, setQ] = useState('');
  const [status, setStatus] = useState<RegisteredFilter['status']>('');
  const [page, setPage] = useState(1);
  const debouncedQ = useDebouncedValue(q);
  const list = useRegistered(id, { q: debouncedQ, status, page });
  const rows = list.data?.data ?? [];
  const title = r.title(plan.data?.name ?? '…');
  usePageTitle(title);

  return (
    <>
      <ButtonLink to="/admin/memberships" variant="ghost" size="sm" className="mb-2">
        <ArrowLeft className="size-4" aria-hidden />
        {r.back}
      </ButtonLink>
      <PageHeader
        title={title}
        description={r.lead}
        actions={<ExportButtons onExport={(format) => downloadRegistered(id, { q: debouncedQ, status }, format)} />}
      />
      <Card className="overflow-hidden">
        <ListToolbar onFilterChange={() => setPage(1)}>
          <SearchField label={r.search} value={q} placeholder={r.searchPlaceholder} onValueChange={setQ} className="max-w-md" />
          <SelectField label={r.status} value={status} options={statusOptions} placeholder={t.allStatuses} onValueChange={setStatus} />
        </ListToolbar>
        <QueryStates query={list} empty={rows.length === 0} emptyState={<EmptyState icon={<Users />} title={r.emptyTitle} body={r.emptyBody} />}>
          <Table aria-label={title}>
            <THead>
              <tr>
                <Th>{r.member}</Th>
                <Th>{r.price}</Th>
                <Th>{r.status}</Th>
                <Th>{r.period}</Th>
                <Th>{r.since}</Th>
              </tr>
            </THead>
            <TBody>
              {rows.map((row) => (
                <Tr key={row.subscriptionId} data-testid="registered-row">
                  <Td className="min-w-48">
                    <p className="font-medium text-ink">{row.user.fullName}</p>
                    <p className="text-xs text-muted">{[row.user.email, row.user.phone].filter(Boolean).join(' · ')}</p>
                  </Td>
                  <Td className="whitespace-nowrap">
                    {formatVnd(row.price.amount)} / {billingPeriodLabel(row.price.period)}
                  </Td>
                  <Td className="min-w-40">
                    {SUBSCRIPTION_STATUS_LABELS[row.status]}
                    {row.cancelAtPeriodEnd ? <span className="block text-xs text-muted">{r.cancelAtEnd}</span> : null}
                  </Td>
                  <Td className="text-sm whitespace-nowrap">
                    {row.currentPeriodStart ? formatDateTime(row.currentPeriodStart) : '—'}
                    {row.currentPeriodEnd ? ` → ${formatDateTime(row.currentPeriodEnd)}` : ''}
                  </Td>
                  <Td className="text-sm whitespace-nowrap">{formatDateTime(row.createdAt)}</Td>
                </Tr>
              ))}
            </TBody>
          </Table>
        </QueryStates>
        <ListFooter meta={list.data?.meta} page={page} onPageChange={setPage} />
      </Card>
    </>
  );
}
