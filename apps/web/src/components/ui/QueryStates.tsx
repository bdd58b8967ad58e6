import type { ReactNode } from 'react';
import { ErrorState } from './ErrorState';
import { LoadingState } from './LoadingState';

/** The part of a TanStack Query result this needs (any `useQuery` result fits). */
export interface QueryStatus {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

interface QueryStatesProps {
  query: QueryStatus;
  /** True when the query succeeded but has nothing to show. */
  empty: boolean;
  /** What to show then, usually an `EmptyState` with the page's own icon and words. */
  emptyState: ReactNode;
  /** What shows while it first loads (a page's skeleton); a spinner by default. */
  loading?: ReactNode;
  /** Classes for the wrapper around the content (e.g. `overflow-x-auto`). */
  className?: string;
  /** The content (a table…), shown once there is something to show. */
  children: ReactNode;
}

/**
 * The four states of a list that loads: a spinner first, an error with "try again", the page's empty
 * state, or the content, marked `aria-busy` while it is being fetched again (a new page or filter).
 *
 * Why: every admin list repeated the same `isPending ? … : isError ? … : empty ? … : …` switch; keeping
 * it here means each page states only its empty state and its table, and all lists behave alike.
 */
export function QueryStates({ query, empty, emptyState, loading, className, children }: QueryStatesProps) {
  if (query.isPending) return <>{loading ?? <LoadingState />}</>;
  if (query.isError) return <ErrorState onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  if (empty) return <>{emptyState}</>;
  return (
    <div aria-busy={query.isFetching} className={className}>
      {children}
    </div>
  );
}
