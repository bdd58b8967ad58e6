import type { EventCategoryDto } from '@market/contract';
import { Plus, Shapes } from 'lucide-react';
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
import { adminEventCategoriesApi, useEventCategories, useEventCategoryMutation } from './api';
import { EventCategoryFormDialog } from './EventCategoryFormDialog';

const t = m.eventCategories;

/** `/admin/event-categories`: the kinds of event (Hội thảo, Workshop…) people filter by, in display order. */
export function EventCategoriesPage() {
  usePageTitle(t.title);
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
        <ListToolbar onFilterChange={() => setPage(1)}>
          <SearchField label={m.catalogue.search} value={q} placeholder={t.searchPlaceholder} onValueChange={setQ} className="max-w-md" />
        </ListToolbar>
        <QueryStates
          query={list}
          empty={rows.length === 0}
          emptyState={<EmptyState icon={<Shapes />} title={t.emptyTitle} body={t.emptyBody} action={q ? null : addButton} />}
        >
          <KindsTable
            label={t.title}
            rows={rows}
            rowTestId="event-category-row"
            count={{ label: t.events, of: (row) => row.eventCount }}
            onEdit={setEditing}
            onDelete={setDoomed}
          />
        </QueryStates>
        <ListFooter meta={list.data?.meta} page={page} onPageChange={setPage} />
      </Card>
      <EventCategoryFormDialog open={adding} onClose={() => setAdding(false)} />
      <EventCategoryFormDialog open={Boolean(editing)} onClose={() => setEditing(null)} eventCategory={editing ?? undefined} />
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
