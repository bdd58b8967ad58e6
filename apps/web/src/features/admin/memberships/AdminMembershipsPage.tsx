import { billingPeriodLabel, formatVnd, MEMBERSHIP_STATUSES, type MembershipDto } from '@market/contract';
import { Crown, Plus, Power, Users } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '../../../components/ui/Badge';
import { Button } from '../../../components/ui/Button';
import { ButtonLink } from '../../../components/ui/ButtonLink';
import { Card } from '../../../components/ui/Card';
import { DeleteDialog } from '../../../components/ui/Dialog';
import { EmptyState } from '../../../components/ui/EmptyState';
import { ListFooter } from '../../../components/ui/ListFooter';
import { ListToolbar } from '../../../components/ui/ListToolbar';
import { PageHeader } from '../../../components/ui/PageHeader';
import { QueryStates } from '../../../components/ui/QueryStates';
import { SearchField } from '../../../components/ui/SearchField';
import { SelectField } from '../../../components/ui/SelectField';
import { TBody, THead, Table, Td, Th, Tr } from '../../../components/ui/Table';
import { cm } from '../../../lib/console-messages';
import { toast } from '../../../lib/toast';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { usePageTitle } from '../../../lib/use-page-title';
import { RowActions } from '../RowActions';
import { adminMembershipsApi, useAdminPlans, usePlanMutation, type AdminPlansFilter } from './api';
import { MembershipFormDialog } from './MembershipFormDialog';

const t = cm.adminMemberships;
const statusOptions = MEMBERSHIP_STATUSES.map((value) => ({ value, label: value === 'ACTIVE' ? t.active : t.inactive }));

/** `/admin/memberships`: the plans ("Gói hội viên"), with their prices and members; create, edit, switch on/off, delete. */
export function AdminMembershipsPage() {
  usePageTitle(t.title);
  const [q, setQ] = useState('');
  const [status, setStatus] = useState<AdminPlansFilter['status']>('');
  const [page, setPage] = useState(1);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<MembershipDto | null>(null);
  const [doomed, setDoomed] = useState<MembershipDto | null>(null);
  const list = useAdminPlans({ q: useDebouncedValue(q), status, page });
  const rows = list.data?.data ?? [];
  const remove = usePlanMutation(
    (plan: MembershipDto) => adminMembershipsApi.remove(plan.id),
    () => {
      toast.success(t.deleted);
      setDoomed(null);
    },
  );
  const switchStatus = usePlanMutation(
    (plan: MembershipDto) => adminMembershipsApi.switchStatus(plan.id),
    (plan) => toast.success(plan.status === 'ACTIVE' ? t.switchedOn : t.switchedOff),
  );
  const addButton = (
    <Button leadingIcon={<Plus className="size-4" aria-hidden />} onClick={() => setAdding(true)}>
      {t.add}
    </Button>
  );

  return (
    <>
      <PageHeader title={t.title} description={t.lead} actions={addButton} />
      <Card className="overflow-hidden">
        <ListToolbar onFilterChange={() => setPage(1)}>
          <SearchField label={t.search} value={q} placeholder={t.searchPlaceholder} onValueChange={setQ} className="max-w-md" />
          <SelectField label={t.status} value={status} options={statusOptions} placeholder={t.allStatuses} onValueChange={setStatus} />
        </ListToolbar>
        <QueryStates
          query={list}
          empty={rows.length === 0}
          emptyState={<EmptyState icon={<Crown />} title={t.emptyTitle} body={t.emptyBody} action={!q && !status ? addButton : null} />}
        >
          <Table aria-label={t.title}>
            <THead>
              <tr>
                <Th>{t.name}</Th>
                <Th>{t.prices}</Th>
                <Th className="text-right">{t.members}</Th>
                <Th>{t.status}</Th>
                <Th className="text-right">{t.actions}</Th>
              </tr>
            </THead>
            <TBody>
              {rows.map((plan) => (
                <Tr key={plan.id} data-testid="membership-row">
                  <Td className="min-w-48">
                    <p className="font-medium text-ink">{plan.name}</p>
                    <p className="mt-1 flex flex-wrap gap-1">
                      {plan.isDefault ? <Badge tone="brand">{t.default}</Badge> : null}
                      {plan.isMain ? <Badge tone="brand">{t.main}</Badge> : null}
                    </p>
                  </Td>
                  <Td className="min-w-48 text-sm">
                    {plan.prices.map((price) => (
                      <p key={price.id} className={price.status === 'ACTIVE' ? '' : 'text-muted line-through'}>
                        {formatVnd(price.amount)} / {billingPeriodLabel(price.period)}
                      </p>
                    ))}
                  </Td>
                  <Td className="text-right tabular-nums">{(plan.memberCount ?? 0).toLocaleString('vi-VN')}</Td>
                  <Td>
                    <Badge tone={plan.status === 'ACTIVE' ? 'success' : 'neutral'}>{plan.status === 'ACTIVE' ? t.active : t.inactive}</Badge>
                  </Td>
                  <Td>
                    <div className="flex flex-wrap justify-end gap-1">
                      <ButtonLink to={`/admin/memberships/${plan.id}/registered`} variant="ghost" size="sm">
                        <Users className="size-4" aria-hidden />
                        {t.registered}
                      </ButtonLink>
                      <Button
                        variant="ghost"
                        size="sm"
                        leadingIcon={<Power className="size-4" aria-hidden />}
                        loading={switchStatus.isPending && switchStatus.variables?.id === plan.id}
                        onClick={() => switchStatus.mutate(plan)}
                      >
                        {plan.status === 'ACTIVE' ? t.turnOff : t.turnOn}
                      </Button>
                      <RowActions name={plan.name} onEdit={() => setEditing(plan)} onDelete={() => setDoomed(plan)} />
                    </div>
                  </Td>
                </Tr>
              ))}
            </TBody>
          </Table>
        </QueryStates>
        <ListFooter meta={list.data?.meta} page={page} onPageChange={setPage} />
      </Card>
      <MembershipFormDialog open={adding} onClose={() => setAdding(false)} />
      <MembershipFormDialog open={Boolean(editing)} onClose={() => setEditing(null)} plan={editing ?? undefined} />
      <DeleteDialog
        doomed={doomed}
        onClose={() => setDoomed(null)}
        title={t.deleteTitle}
        describe={(plan) => t.deleteBody(plan.name)}
        confirmLabel={t.delete}
        pending={remove.isPending}
        onConfirm={(plan) => remove.mutate(plan)}
      />
    </>
  );
}
