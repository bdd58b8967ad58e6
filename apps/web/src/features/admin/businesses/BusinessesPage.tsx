import { BUSINESS_STATUSES, type BusinessDto } from '@market/contract';
import { Building2, Plus } from 'lucide-react';
import { useState } from 'react';
import { toast } from '../../../lib/toast';
import { Badge } from '../../../components/ui/Badge';
import { Button } from '../../../components/ui/Button';
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
import { m } from '../../../lib/messages';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { usePageTitle } from '../../../lib/use-page-title';
import { RowActions } from '../RowActions';
import { BusinessFormDialog } from './BusinessFormDialog';
import { businessesApi, useBusinesses, useBusinessMutation, type BusinessesFilter } from './api';

const t = m.catalogue.businesses;
const statusOptions = BUSINESS_STATUSES.map((value) => ({ value, label: m.catalogue.statuses[value] ?? value }));

/** `/admin/businesses`: search, status filter, paging; add, edit and delete businesses. */
export function BusinessesPage() {
  usePageTitle(t.title);
  const [q, setQ] = useState('');
  const [status, setStatus] = useState<BusinessesFilter['status']>('');
  const [page, setPage] = useState(1);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<BusinessDto | null>(null);
  const [doomed, setDoomed] = useState<BusinessDto | null>(null);
  const list = useBusinesses({ q: useDebouncedValue(q), status, page });
  const rows = list.data?.data ?? [];
  const remove = useBusinessMutation(
    (business: BusinessDto) => businessesApi.remove(business.id),
    () => {
      toast.success(t.deleted);
      setDoomed(null);
    },
  );

  return (
    <>
      <PageHeader
        title={t.title}
        description={t.lead}
        actions={
          <Button leadingIcon={<Plus className="size-4" aria-hidden />} onClick={() => setAdding(true)}>
            {t.add}
          </Button>
        }
      />
      <Card className="overflow-hidden">
        <ListToolbar className="sm:grid-cols-[minmax(0,1fr)_200px]" onFilterChange={() => setPage(1)}>
          <SearchField label={m.catalogue.search} value={q} placeholder={t.searchPlaceholder} onValueChange={setQ} />
          <SelectField label={m.catalogue.status} options={statusOptions} placeholder={m.catalogue.allStatuses} value={status} onValueChange={setStatus} />
        </ListToolbar>
        <QueryStates query={list} empty={rows.length === 0} emptyState={<EmptyState icon={<Building2 />} title={t.emptyTitle} body={t.emptyBody} />}>
          <Table aria-label={t.title}>
            <THead>
              <tr>
                <Th>{t.business}</Th>
                <Th>{t.categories}</Th>
                <Th>{t.contact}</Th>
                <Th>{m.catalogue.status}</Th>
                <Th className="text-right">{m.catalogue.actions}</Th>
              </tr>
            </THead>
            <TBody>
              {rows.map((business) => (
                <BusinessRow key={business.id} business={business} onEdit={setEditing} onDelete={setDoomed} />
              ))}
            </TBody>
          </Table>
        </QueryStates>
        <ListFooter meta={list.data?.meta} page={page} onPageChange={setPage} />
      </Card>
      <BusinessFormDialog open={adding} onClose={() => setAdding(false)} />
      <BusinessFormDialog open={Boolean(editing)} onClose={() => setEditing(null)} business={editing ?? undefined} />
      <DeleteDialog
        doomed={doomed}
        onClose={() => setDoomed(null)}
        title={t.deleteTitle}
        describe={(row) => t.deleteBody(row.name)}
        confirmLabel={m.catalogue.delete}
        pending={remove.isPending}
        onConfirm={(row) => remove.mutate(row)}
      />
    </>
  );
}

function BusinessRow({ business, onEdit, onDelete }: { business: BusinessDto; onEdit: (b: BusinessDto) => void; onDelete: (b: BusinessDto) => void }) {
  return (
    <Tr data-testid="business-row">
      <Td className="min-w-48">
        <div className="flex items-center gap-3">
          {business.logo ? (
            <img src={business.logo} alt="" className="size-9 shrink-0 rounded-lg border border-line object-cover" loading="lazy" />
          ) : (
            <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-600" aria-hidden>
              <Building2 className="size-4" />
            </span>
          )}
          <div className="min-w-0">
            <p className="font-medium text-ink">{business.name}</p>
            <p className="text-xs break-all text-muted">/{business.slug}</p>
          </div>
        </div>
      </Td>
      <Td className="min-w-40">
        {business.categories.length ? (
          <div className="flex flex-wrap gap-1">
            {business.categories.map((c) => (
              <Badge key={c.id}>{c.name}</Badge>
            ))}
          </div>
        ) : (
          '—'
        )}
      </Td>
      <Td className="min-w-48 break-all">
        {business.email ? <div>{business.email}</div> : null}
        {business.phone ? <div className="text-muted">{business.phone}</div> : null}
        {business.website ? (
          <a href={business.website} target="_blank" rel="noreferrer" className="text-brand-700 hover:underline">
            {business.website.replace(/^https?:\/\//, '')}
          </a>
        ) : null}
        {!business.email && !business.phone && !business.website ? '—' : null}
      </Td>
      <Td>
        <Badge tone={business.status === 'ACTIVE' ? 'success' : 'neutral'}>{m.catalogue.statuses[business.status]}</Badge>
      </Td>
      <Td>
        <RowActions name={business.name} onEdit={() => onEdit(business)} onDelete={() => onDelete(business)} />
      </Td>
    </Tr>
  );
}
