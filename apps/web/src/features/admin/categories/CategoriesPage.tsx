import type { CategoryDto } from '@market/contract';
import { ChevronsDownUp, ChevronsUpDown, FolderTree, Plus, Search } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { DeleteDialog } from '../../../components/ui/Dialog';
import { EmptyState } from '../../../components/ui/EmptyState';
import { QueryStates } from '../../../components/ui/QueryStates';
import { Input } from '../../../components/ui/Input';
import { PageHeader } from '../../../components/ui/PageHeader';
import { m } from '../../../lib/messages';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCategoryTree } from '../../catalogue/api';
import { categoryIds, filterCategoryTree } from '../../catalogue/category-tree';
import { adminCategoriesApi, useCategoryMutation } from './api';
import { CategoryFormDialog, type CategoryDialogState } from './CategoryFormDialog';
import { CategoryTree } from './CategoryTree';

const t = m.catalogue.categories;

/** `/admin/categories`: the whole tree (hidden ones too), searchable, edited in place. */
export function CategoriesPage() {
  usePageTitle(t.title);
  const searchId = useId();
  const [q, setQ] = useState('');
  // null: nothing toggled yet, so the roots are open.
  const [expanded, setExpanded] = useState<ReadonlySet<string> | null>(null);
  const [dialog, setDialog] = useState<CategoryDialogState | null>(null);
  const [doomed, setDoomed] = useState<CategoryDto | null>(null);
  const list = useCategoryTree('ALL');
  const shown = useMemo(() => filterCategoryTree(list.tree, q), [list.tree, q]);
  const open = useMemo(() => expanded ?? new Set(list.tree.map((node) => node.category.id)), [expanded, list.tree]);
  const searching = q.trim() !== '';

  const withOpen = (id: string, on: boolean) => {
    const next = new Set(open);
    if (on) next.add(id);
    else next.delete(id);
    setExpanded(next);
  };
  const toggle = useCategoryMutation(
    (category: CategoryDto) => adminCategoriesApi.toggleStatus(category.id),
    () => toast.success(t.statusChanged),
  );
  const remove = useCategoryMutation(
    (category: CategoryDto) => adminCategoriesApi.remove(category.id),
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
          <Button leadingIcon={<Plus className="size-4" aria-hidden />} onClick={() => setDialog({ mode: 'root' })}>
            {t.addRoot}
          </Button>
        }
      />
      <Card className="overflow-hidden">
        <div className="flex flex-col gap-3 border-b border-line px-5 py-4 sm:flex-row sm:items-end sm:px-6">
          <div className="min-w-0 flex-1">
            <label htmlFor={searchId} className="mb-1.5 block text-sm font-medium text-ink">
              {m.catalogue.search}
            </label>
            <Input
              id={searchId}
              type="search"
              value={q}
              placeholder={t.searchPlaceholder}
              leading={<Search className="size-4" aria-hidden />}
              onChange={(event) => setQ(event.target.value)}
              className="max-w-md"
            />
          </div>
          <div className="flex gap-2">
            <Button
              variant="secondary"
              size="sm"
              disabled={searching}
              leadingIcon={<ChevronsUpDown className="size-4" aria-hidden />}
              onClick={() => setExpanded(new Set(categoryIds(list.tree)))}
            >
              {t.expandAll}
            </Button>
            <Button
              variant="secondary"
              size="sm"
              disabled={searching}
              leadingIcon={<ChevronsDownUp className="size-4" aria-hidden />}
              onClick={() => setExpanded(new Set())}
            >
              {t.collapseAll}
            </Button>
          </div>
        </div>
        <QueryStates
          query={list}
          empty={list.tree.length === 0 || shown.length === 0}
          emptyState={
            list.tree.length === 0 ? (
              <EmptyState
                icon={<FolderTree />}
                title={t.emptyTitle}
                body={t.emptyBody}
                action={
                  <Button leadingIcon={<Plus className="size-4" aria-hidden />} onClick={() => setDialog({ mode: 'root' })}>
                    {t.addRoot}
                  </Button>
                }
              />
            ) : (
              <EmptyState icon={<Search />} title={t.noMatchTitle} body={t.noMatchBody} />
            )
          }
        >
          <CategoryTree
            nodes={shown}
            expanded={open}
            allOpen={searching}
            onToggleExpanded={(id) => withOpen(id, !open.has(id))}
            onAddChild={(parent) => {
              withOpen(parent.id, true);
              setDialog({ mode: 'sub', parent });
            }}
            onEdit={(category) => setDialog({ mode: 'edit', category })}
            onToggleStatus={(category) => toggle.mutate(category)}
            onDelete={setDoomed}
            busyId={toggle.isPending ? toggle.variables?.id : undefined}
          />
        </QueryStates>
      </Card>
      <CategoryFormDialog state={dialog} onClose={() => setDialog(null)} tree={list.tree} />
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
