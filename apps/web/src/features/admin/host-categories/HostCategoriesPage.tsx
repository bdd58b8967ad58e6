import type { HostCategoryDto } from '@market/contract';
import { Plus, Tags } from 'lucide-react';
import { useState } from 'react';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { DeleteDialog } from '../../../components/ui/Dialog';
import { EmptyState } from '../../../components/ui/EmptyState';
import { ListFooter } from '../../../components/ui/ListFooter';
import { ListToolbar } from '../../../components/ui/ListToolbar';
import { PageHeader } from '../../../components/ui/PageHeader';
import { QueryStates } from '../../../components/ui/QueryStates';
import { SearchField } from '../../../components/ui/SearchField';
import { m } from '../../../lib/messages';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { usePageTitle } from '../../../lib/use-page-title';
import { KindsTable } from '../kinds/KindsTable';
import { hostCategoriesApi, useHostCategories, useHostCategoryMutation } from './api';
import { HostCategoryFormDialog } from './HostCategoryFormDialog';

const t = m.catalogue.hostCategories;

/** `/admin/host-categories`: the kinds a host is filed as (Giảng viên, Diễn giả…), in display order. */
export function HostCategoriesPage() {
  usePageTitle(t.title);
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<HostCategoryDto | null>(null);
  const [doomed, setDoomed] = useState<HostCategoryDto | null>(null);
  const list = useHostCategories({ q: useDebouncedValue(q), page });
  const rows = list.data?.data ?? [];
  const remove = useHostCategoryMutation(
    (row: HostCategoryDto) => hostCategoriesApi.remove(row.id),
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
        <ListToolbar onFilterChange={() => setPage(1)}>
          <SearchField label={m.catalogue.search} value={q} placeholder={t.searchPlaceholder} onValueChange={setQ} className="max-w-md" />
        </ListToolbar>
        <QueryStates query={list} empty={rows.length === 0} emptyState={<EmptyState icon={<Tags />} title={t.emptyTitle} body={t.emptyBody} />}>
          <KindsTable label={t.title} rows={rows} rowTestId="host-category-row" onEdit={setEditing} onDelete={setDoomed} />
        </QueryStates>
        <ListFooter meta={list.data?.meta} page={page} onPageChange={setPage} />
      </Card>
      <HostCategoryFormDialog open={adding} onClose={() => setAdding(false)} />
      <HostCategoryFormDialog open={Boolean(editing)} onClose={() => setEditing(null)} hostCategory={editing ?? undefined} />
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
