import type { HostCategoryDto } from '@market/contract';
import { Pencil, Plus, Search, Tags, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'react-toastify';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { ConfirmDialog } from '../../../components/ui/Dialog';
import { EmptyState } from '../../../components/ui/EmptyState';
import { ErrorState } from '../../../components/ui/ErrorState';
import { Input } from '../../../components/ui/Input';
import { LoadingState } from '../../../components/ui/LoadingState';
import { PageHeader } from '../../../components/ui/PageHeader';
import { Pagination } from '../../../components/ui/Pagination';
import { TBody, THead, Table, Td, Th, Tr } from '../../../components/ui/Table';
import { m } from '../../../lib/messages';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { usePageTitle } from '../../../lib/use-page-title';
import { hostCategoriesApi, useHostCategories, useHostCategoryMutation } from './api';
import { HostCategoryFormDialog } from './HostCategoryFormDialog';

const t = m.catalogue.hostCategories;

/** `/admin/host-categories`: the kinds a host is filed as (Giảng viên, Diễn giả…), in display order. */
export function HostCategoriesPage() {
  usePageTitle(t.title);
  const searchId = useId();
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
        <div className="border-b border-line px-5 py-4 sm:px-6">
          <label htmlFor={searchId} className="mb-1.5 block text-sm font-medium text-ink">
            {m.catalogue.search}
          </label>
          <Input
            id={searchId}
            type="search"
            value={q}
            placeholder={t.searchPlaceholder}
            leading={<Search className="size-4" aria-hidden />}
            onChange={(event) => {
              setQ(event.target.value);
              setPage(1);
            }}
            className="max-w-md"
          />
        </div>
        {list.isPending ? (
          <LoadingState />
        ) : list.isError ? (
          <ErrorState onRetry={() => void list.refetch()} retrying={list.isFetching} />
        ) : rows.length === 0 ? (
          <EmptyState icon={<Tags />} title={t.emptyTitle} body={t.emptyBody} />
        ) : (
          <div aria-busy={list.isFetching}>
            <Table aria-label={t.title}>
              <THead>
                <tr>
                  <Th>{m.catalogue.position}</Th>
                  <Th>{m.catalogue.name}</Th>
                  <Th>{m.catalogue.description}</Th>
                  <Th>{m.catalogue.icon}</Th>
                  <Th className="text-right">{m.catalogue.actions}</Th>
                </tr>
              </THead>
              <TBody>
                {rows.map((row) => (
                  <Tr key={row.id} data-testid="host-category-row">
                    <Td className="w-20 tabular-nums">{row.position}</Td>
                    <Td className="min-w-40">
                      <p className="font-medium text-ink">{row.name}</p>
                      <p className="text-xs break-all text-muted">/{row.slug}</p>
                    </Td>
                    <Td className="min-w-56">{row.description ? <p className="line-clamp-2">{row.description}</p> : '—'}</Td>
                    <Td>{row.icon ?? '—'}</Td>
                    <Td>
                      <div className="flex justify-end gap-1">
                        <Button
                          variant="ghost"
                          size="sm"
                          aria-label={m.catalogue.editOf(row.name)}
                          leadingIcon={<Pencil className="size-4" aria-hidden />}
                          onClick={() => setEditing(row)}
                        >
                          {m.catalogue.edit}
                        </Button>
                        <Button
                          variant="ghost"
                          size="sm"
                          aria-label={m.catalogue.deleteOf(row.name)}
                          leadingIcon={<Trash2 className="size-4" aria-hidden />}
                          onClick={() => setDoomed(row)}
                        >
                          {m.catalogue.delete}
                        </Button>
                      </div>
                    </Td>
                  </Tr>
                ))}
              </TBody>
            </Table>
          </div>
        )}
        {list.data && list.data.meta.total > 0 ? (
          <div className="border-t border-line px-5 py-3 sm:px-6">
            <Pagination page={page} totalPages={list.data.meta.totalPages} total={list.data.meta.total} onPageChange={setPage} />
          </div>
        ) : null}
      </Card>
      <HostCategoryFormDialog open={adding} onClose={() => setAdding(false)} />
      <HostCategoryFormDialog open={Boolean(editing)} onClose={() => setEditing(null)} hostCategory={editing ?? undefined} />
      <ConfirmDialog
        open={Boolean(doomed)}
        onOpenChange={(open) => !open && setDoomed(null)}
        title={t.deleteTitle}
        description={doomed ? t.deleteBody(doomed.name) : ''}
        confirmLabel={m.catalogue.delete}
        tone="danger"
        pending={remove.isPending}
        onConfirm={() => doomed && remove.mutate(doomed)}
      />
    </>
  );
}
