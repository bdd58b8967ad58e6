import type { Paged } from '@market/contract';
import type { ReactNode } from 'react';
import { Button } from './Button';
import { EmptyState } from './EmptyState';
import { Pagination } from './Pagination';
import { QueryStates, type QueryStatus } from './QueryStates';

interface PagedResultsProps<T> {
  query: QueryStatus & { data?: Paged<T> | undefined };
  /** The skeleton shown while the first page loads. */
  loading: ReactNode;
  /** What shows when nothing matches. */
  empty: { icon: ReactNode; title: string; body: string };
  /** Offered with the empty state while filters are chosen: takes them all out. */
  clear?: { label: string; onClear: () => void } | undefined;
  /** The count line above the results ("12 khoá học"), read out when it changes. */
  count: (total: number) => string;
  /** The results themselves (a card grid). */
  children: (items: T[]) => ReactNode;
  /** Another page was chosen; the window goes back to the top afterwards. */
  onPageChange: (page: number) => void;
}

/**
 * The results of a public catalogue search (courses, events): its loading, error and empty states, a count
 * of what matched, the results, and the pages under them when there is more than one.
 *
 * Why: the catalogue pages differ in their filters and cards, not in how they show what was found.
 */
export function PagedResults<T>({ query, loading, empty, clear, count, children, onPageChange }: PagedResultsProps<T>) {
  const items = query.data?.data ?? [];
  const meta = query.data?.meta;
  return (
    <QueryStates
      query={query}
      loading={loading}
      empty={items.length === 0}
      emptyState={
        <EmptyState
          icon={empty.icon}
          title={empty.title}
          body={empty.body}
          action={
            clear ? (
              <Button variant="secondary" onClick={clear.onClear}>
                {clear.label}
              </Button>
            ) : null
          }
        />
      }
    >
      {meta ? (
        <p className="mb-4 text-sm text-muted" aria-live="polite">
          {count(meta.total)}
        </p>
      ) : null}
      {children(items)}
      {meta && meta.totalPages > 1 ? (
        <Pagination
          className="mt-8"
          page={meta.page}
          totalPages={meta.totalPages}
          total={meta.total}
          onPageChange={(page) => {
            onPageChange(page);
            window.scrollTo({ top: 0, behavior: 'smooth' });
          }}
        />
      ) : null}
    </QueryStates>
  );
}
