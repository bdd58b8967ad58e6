import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { HOST_DIRECTORY_SORTS } from '@market/contract';
import { Search, Users } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../components/ui/EmptyState';
import { ErrorState } from '../../components/ui/ErrorState';
import { Field } from '../../components/ui/Field';
import { Input } from '../../components/ui/Input';
import { ListSkeleton } from '../../components/ui/LoadingState';
import { Pagination } from '../../components/ui/Pagination';
import { Select } from '../../components/ui/Select';
import { m } from '../../lib/messages';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { usePageTitle } from '../../lib/use-page-title';
import { hostsKey, profilesApi } from './api';
import { CategoryFilter } from './CategoryFilter';
import { HostCard } from './HostCard';

const PAGE_SIZE = 12;
type Sort = (typeof HOST_DIRECTORY_SORTS)[number];
const sortOptions = HOST_DIRECTORY_SORTS.map((value) => ({ value, label: m.profiles.sorts[value] ?? value }));

/** `/hosts`: the host directory with search, a category filter, sort and pages (kept in the address). */
export function HostsPage() {
  usePageTitle(m.profiles.hostsTitle);
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const sortBy = (HOST_DIRECTORY_SORTS as readonly string[]).includes(params.get('sortBy') ?? '') ? (params.get('sortBy') as Sort) : 'followers';
  const categoryId = params.get('categoryId') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const debounced = useDebouncedValue(q, 300);
  const query = { q: debounced || undefined, categoryId: categoryId || undefined, sortBy, page, limit: PAGE_SIZE };
  const hosts = useQuery({ queryKey: hostsKey(query), queryFn: ({ signal }) => profilesApi.hosts(query, signal), placeholderData: keepPreviousData });

  const update = (changes: Record<string, string | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [k, v] of Object.entries(changes)) {
          if (v) next.set(k, v);
          else next.delete(k);
        }
        return next;
      },
      { replace: true },
    );

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
      <h1 className="text-2xl font-semibold tracking-tight text-ink sm:text-[28px]">{m.profiles.hostsTitle}</h1>
      <p className="mt-1 text-[15px] text-muted">{m.profiles.hostsLead}</p>
      <div className="mt-6 grid gap-4 sm:grid-cols-[minmax(0,1fr)_220px]">
        <Field label={m.profiles.searchLabel}>
          <Input
            type="search"
            leading={<Search className="size-4" />}
            placeholder={m.profiles.searchPlaceholder}
            value={q}
            onChange={(e) => update({ q: e.target.value, page: null })}
          />
        </Field>
        <Field label={m.profiles.sortLabel}>
          <Select options={sortOptions} value={sortBy} onChange={(e) => update({ sortBy: e.target.value, page: null })} />
        </Field>
      </div>
      <div className="mt-4">
        <CategoryFilter value={categoryId} onChange={(id) => update({ categoryId: id, page: null })} />
      </div>
      <div className="mt-6">
        {hosts.isPending ? (
          <ListSkeleton rows={6} />
        ) : hosts.isError ? (
          <ErrorState onRetry={() => void hosts.refetch()} retrying={hosts.isFetching} />
        ) : hosts.data.data.length === 0 ? (
          <EmptyState icon={<Users />} title={m.profiles.emptyHostsTitle} body={m.profiles.emptyHostsBody} />
        ) : (
          <>
            <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {hosts.data.data.map((host) => (
                <li key={host.id}>
                  <HostCard host={host} />
                </li>
              ))}
            </ul>
            <Pagination
              className="mt-6"
              page={hosts.data.meta.page}
              totalPages={hosts.data.meta.totalPages}
              total={hosts.data.meta.total}
              onPageChange={(p) => update({ page: String(p) })}
            />
          </>
        )}
      </div>
    </div>
  );
}
