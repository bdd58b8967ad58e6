import { CMS_LOCALES, type CmsContentType } from '@market/contract';
import { Files, Plus } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Badge } from '../../../components/ui/Badge';
import { ButtonLink } from '../../../components/ui/ButtonLink';
import { Card } from '../../../components/ui/Card';
import { EmptyState } from '../../../components/ui/EmptyState';
import { ErrorState } from '../../../components/ui/ErrorState';
import { ListFooter } from '../../../components/ui/ListFooter';
import { ListToolbar } from '../../../components/ui/ListToolbar';
import { LoadingState } from '../../../components/ui/LoadingState';
import { PageHeader } from '../../../components/ui/PageHeader';
import { SearchField } from '../../../components/ui/SearchField';
import { SelectField } from '../../../components/ui/SelectField';
import { TBody, THead, Table, Td, Th, Tr } from '../../../components/ui/Table';
import { cn } from '../../../lib/cn';
import { cmsConsoleMessages } from '../../../lib/cms-console-messages';
import { formatDateTime } from '../../../lib/time';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { usePageTitle } from '../../../lib/use-page-title';
import { BulkDeleteBar } from './BulkDeleteBar';
import { useCmsEntries } from './cms-admin';
import { DEFAULT_SORT, entryTitle, sortOptionsOf, typeLink } from './content-types';

const t = cmsConsoleMessages;
const statusOptions = [
  { value: 'draft' as const, label: t.draft },
  { value: 'published' as const, label: t.published },
];
export const localeOptions = CMS_LOCALES.map((value) => ({ value, label: t.locales[value] ?? value }));

/** `/admin/content/:type` of a collection: its entries, searched, filtered by status and language, paged. */
export function CollectionList({ type }: { type: CmsContentType }) {
  usePageTitle(type.displayName);
  const [params, setParams] = useSearchParams();
  const locale = params.get('locale') ?? 'vi';
  const [q, setQ] = useState('');
  const [status, setStatus] = useState<'draft' | 'published' | ''>('');
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState(DEFAULT_SORT);
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const search = useDebouncedValue(q).trim();
  const list = useCmsEntries(type, { page, search, status, locale, sort });
  const rows = list.data?.data ?? [];
  const pagination = list.data?.meta.pagination;
  const filtered = Boolean(search || status);
  const filters = 1 + Number(type.draftAndPublish) + Number(type.localized);
  const sortOptions = sortOptionsOf(type, t.sorts);
  const hasOrder = sortOptions.some((o) => o.value === 'order:asc');
  // Only the entries shown can be chosen: a new page, filter or order leaves the others behind.
  const selected = rows.filter((entry) => chosen.has(entry.id));
  const allSelected = rows.length > 0 && selected.length === rows.length;
  const selectAll = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (selectAll.current) selectAll.current.indeterminate = selected.length > 0 && !allSelected;
  });
  const toggle = (id: number) => setChosen((current) => new Set(current.has(id) ? [...current].filter((c) => c !== id) : [...current, id]));

  return (
    <>
      <p className="mb-2 text-sm">
        <Link to="/admin/content" className="text-brand-700 hover:underline">
          {t.back}
        </Link>
      </p>
      <PageHeader
        title={type.displayName}
        description={type.description}
        actions={
          <ButtonLink to={`${typeLink(type)}/new${type.localized ? `?locale=${locale}` : ''}`}>
            <Plus className="size-4" aria-hidden />
            {t.create}
          </ButtonLink>
        }
      />
      <Card className="overflow-hidden">
        <ListToolbar
          className={cn(
            'sm:items-end',
            filters === 3
              ? 'sm:grid-cols-[minmax(0,1fr)_180px_180px_200px]'
              : filters === 2
                ? 'sm:grid-cols-[minmax(0,1fr)_180px_200px]'
                : 'sm:grid-cols-[minmax(0,1fr)_200px]',
          )}
          onFilterChange={() => setPage(1)}
        >
          <SearchField label={t.search} placeholder={t.searchPlaceholder} value={q} onValueChange={setQ} />
          {type.draftAndPublish ? (
            <SelectField label={t.status} value={status} options={statusOptions} placeholder={t.allStatuses} onValueChange={setStatus} />
          ) : null}
          {type.localized ? (
            <SelectField
              label={t.locale}
              value={locale}
              options={localeOptions}
              onValueChange={(value) => setParams(value && value !== 'vi' ? { locale: value } : {})}
            />
          ) : null}
          <SelectField label={t.sort} value={sort} options={sortOptions} onValueChange={(value) => setSort(value || DEFAULT_SORT)} />
        </ListToolbar>
        <BulkDeleteBar type={type} locale={locale} selected={selected} onSelect={(ids) => setChosen(new Set(ids))} />
        {list.isPending ? (
          <LoadingState />
        ) : list.isError ? (
          <ErrorState
            title={t.unavailableTitle}
            body={list.error.message || t.unavailableBody}
            onRetry={() => void list.refetch()}
            retrying={list.isFetching}
          />
        ) : rows.length === 0 ? (
          <EmptyState icon={<Files />} title={t.emptyTitle} body={filtered ? t.emptySearchBody : t.emptyBody} />
        ) : (
          <div aria-busy={list.isFetching}>
            <Table aria-label={type.displayName}>
              <THead>
                <tr>
                  <Th className="w-10">
                    <input
                      ref={selectAll}
                      type="checkbox"
                      aria-label={t.selectAll}
                      checked={allSelected}
                      onChange={() => setChosen(new Set(allSelected ? [] : rows.map((entry) => entry.id)))}
                      className="size-4 accent-brand-600"
                    />
                  </Th>
                  <Th>{t.columns.title}</Th>
                  {hasOrder ? <Th>{t.columns.order}</Th> : null}
                  {type.draftAndPublish ? <Th>{t.columns.status}</Th> : null}
                  <Th>{t.columns.updatedAt}</Th>
                  <Th className="text-right">{t.columns.actions}</Th>
                </tr>
              </THead>
              <TBody>
                {rows.map((entry) => {
                  const title = entryTitle(type, entry);
                  return (
                    <Tr key={entry.id} data-testid="cms-entry-row">
                      <Td>
                        <input
                          type="checkbox"
                          aria-label={t.selectEntry(title)}
                          checked={chosen.has(entry.id)}
                          onChange={() => toggle(entry.id)}
                          className="size-4 accent-brand-600"
                        />
                      </Td>
                      <Td className="min-w-64 font-medium text-ink">{title}</Td>
                      {hasOrder ? <Td className="tabular-nums">{String(entry.attributes.order ?? '—')}</Td> : null}
                      {type.draftAndPublish ? (
                        <Td>
                          <Badge tone={entry.attributes.publishedAt ? 'success' : 'warning'}>{entry.attributes.publishedAt ? t.published : t.draft}</Badge>
                        </Td>
                      ) : null}
                      <Td className="whitespace-nowrap">{entry.attributes.updatedAt ? formatDateTime(entry.attributes.updatedAt) : '—'}</Td>
                      <Td className="w-px text-right">
                        <ButtonLink size="sm" variant="secondary" to={`${typeLink(type)}/${entry.id}`} aria-label={t.editEntry(title)}>
                          {t.edit}
                        </ButtonLink>
                      </Td>
                    </Tr>
                  );
                })}
              </TBody>
            </Table>
          </div>
        )}
        <ListFooter meta={pagination ? { total: pagination.total, totalPages: pagination.pageCount } : undefined} page={page} onPageChange={setPage} />
      </Card>
    </>
  );
}
