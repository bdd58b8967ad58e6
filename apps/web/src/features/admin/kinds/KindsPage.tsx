import type { Paged } from '@market/contract';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState, type ReactNode } from 'react';
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
import { toast } from '../../../lib/toast';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { usePageTitle } from '../../../lib/use-page-title';
import { KindsTable, type KindRow } from './KindsTable';

interface KindsPageProps<Row extends KindRow> {
  texts: {
    title: string;
    lead: string;
    add: string;
    searchPlaceholder: string;
    emptyTitle: string;
    emptyBody: string;
    deleted: string;
    deleteTitle: string;
    deleteBody: (name: string) => string;
  };
  emptyIcon: ReactNode;
  /** The empty list offers the add button too (when nothing is searched). */
  emptyOffersAdd?: boolean;
  rowTestId: string;
  count?: { label: string; of: (row: Row) => number };
  /** The feature's list and delete hooks (module functions, so each render calls the same ones). */
  useRows: (filter: { q: string; page: number }) => UseQueryResult<Paged<Row>>;
  useRemove: (onDone: () => void) => UseMutationResult<unknown, unknown, Row>;
  /** The add (no row) or edit dialog. */
  renderForm: (props: { open: boolean; onClose: () => void; row?: Row }) => ReactNode;
}

/**
 * A console page of "kinds" (host categories, event categories): search, the table in display order,
 * add, edit and delete. Why: the two pages were the same page apart from their words and one column.
 */
export function KindsPage<Row extends KindRow>({ texts: t, emptyIcon, emptyOffersAdd, rowTestId, count, useRows, useRemove, renderForm }: KindsPageProps<Row>) {
  usePageTitle(t.title);
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<Row | null>(null);
  const [doomed, setDoomed] = useState<Row | null>(null);
  const list = useRows({ q: useDebouncedValue(q), page });
  const rows = list.data?.data ?? [];
  const remove = useRemove(() => {
    toast.success(t.deleted);
    setDoomed(null);
  });
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
          emptyState={<EmptyState icon={emptyIcon} title={t.emptyTitle} body={t.emptyBody} action={emptyOffersAdd && !q ? addButton : null} />}
        >
          <KindsTable label={t.title} rows={rows} rowTestId={rowTestId} count={count} onEdit={setEditing} onDelete={setDoomed} />
        </QueryStates>
        <ListFooter meta={list.data?.meta} page={page} onPageChange={setPage} />
      </Card>
      {renderForm({ open: adding, onClose: () => setAdding(false) })}
      {renderForm({ open: Boolean(editing), onClose: () => setEditing(null), row: editing ?? undefined })}
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
