import type { EventCategoryDto } from '@market/contract';
import { Pencil, Plus, Search, Shapes, Trash2 } from 'lucide-react';
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
import { adminEventCategoriesApi, useEventCategories, useEventCategoryMutation } from './api';
import { EventCategoryFormDialog } from './EventCategoryFormDialog';

const t = m.eventCategories;

/** `/admin/event-categories`: the kinds of event (Hội thảo, Workshop…) people filter by, in display order. */
export function EventCategoriesPage() {
  usePageTitle(t.title);
  const searchId = useId();
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<EventCategoryDto | null>(null);
  const [doomed, setDoomed] = useState<EventCategoryDto | null>(null);
  const list = useEventCategories({ q: useDebouncedValue(q), page });
  const rows = list.data?.data ?? [];
  const remove = useEventCategoryMutation(
    (row: EventCategoryDto) => adminEventCategoriesApi.remove(row.id),
    () => {
      toast.success(t.deleted);
      setDoomed(null);
    },
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
          <EmptyState icon={<Shapes />} title={t.emptyTitle} body={t.emptyBody} action={q ? null : addButton} />
        ) : (
          <div aria-busy={list.isFetching}>
            <Table aria-label={t.title}>
              <THead>
                <tr>
                  <Th>{m.catalogue.position}</Th>
                  <Th>{m.catalogue.name}</Th>
                  <Th>{m.catalogue.description}</Th>
                  <Th>{m.catalogue.icon}</Th>
                  <Th className="text-right">{t.events}</Th>
                  <Th className="text-right">{m.catalogue.actions}</Th>
                </tr>
              </THead>
              <TBody>
                {rows.map((row) => (
                  <Tr key={row.id} data-testid="event-category-row">
                    <Td className="w-20 tabular-nums">{row.position}</Td>
                    <Td className="min-w-40">
                      <p className="font-medium text-ink">{row.name}</p>
                      <p className="text-xs break-all text-muted">/{row.slug}</p>
                    </Td>
                    <Td className="min-w-56">{row.description ? <p className="line-clamp-2">{row.description}</p> : '—'}</Td>
                    <Td>{row.icon ?? '—'}</Td>
                    <Td className="text-right tabular-nums">{row.eventCount.toLocaleString('vi-VN')}</Td>
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
      <EventCategoryFormDialog open={adding} onClose={() => setAdding(false)} />
      <EventCategoryFormDialog open={Boolean(editing)} onClose={() => setEditing(null)} eventCategory={editing ?? undefined} />
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
