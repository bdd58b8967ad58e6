import type { Paged } from '@market/contract';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { cn } from '../../lib/cn';
import { Pagination } from './Pagination';
import { QueryStates, type QueryStatus } from './QueryStates';

/** The page and search words of a public shelf, kept in the address so a page can be shared or reloaded. */
export function useShelfParams() {
  const [params, setParams] = useSearchParams();
  return {
    page: Math.max(1, Number(params.get('page')) || 1),
    q: params.get('q') ?? '',
    /** New words start again from the first page. */
    setQ: (value: string) => setParams(value ? { q: value } : {}, { replace: true }),
    setPage: (next: number) =>
      setParams((current) => {
        const copy = new URLSearchParams(current);
        if (next > 1) copy.set('page', String(next));
        else copy.delete('page');
        return copy;
      }),
  };
}

interface ShelfListProps<T> {
  query: QueryStatus & { data?: Paged<T> | undefined };
  emptyState: ReactNode;
  /** Cards per row on wide screens (one on phones, two from `sm`). */
  columns?: 3 | 4;
  keyOf: (item: T) => string;
  children: (item: T) => ReactNode;
  onPageChange: (page: number) => void;
}

/**
 * A public shelf of cards (ebooks, combos, calendars, posts): the list's loading, error and empty
 * states, a grid one column wide on phones, and the pages under it when there is more than one.
 */
export function ShelfList<T>({ query, emptyState, columns = 3, keyOf, children, onPageChange }: ShelfListProps<T>) {
  const items = query.data?.data ?? [];
  const meta = query.data?.meta;
  return (
    <div className="mt-6">
      <QueryStates query={query} empty={items.length === 0} emptyState={emptyState}>
        <ul className={cn('grid grid-cols-1 gap-5 sm:grid-cols-2', columns === 4 ? 'lg:grid-cols-4' : 'lg:grid-cols-3')}>
          {items.map((item) => (
            <li key={keyOf(item)}>{children(item)}</li>
          ))}
        </ul>
        {meta && meta.totalPages > 1 ? (
          <Pagination className="mt-8" page={meta.page} totalPages={meta.totalPages} total={meta.total} onPageChange={onPageChange} />
        ) : null}
      </QueryStates>
    </div>
  );
}
