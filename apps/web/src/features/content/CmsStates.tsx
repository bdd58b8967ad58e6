import type { ReactNode } from 'react';
import { ErrorState } from '../../components/ui/ErrorState';
import { LoadingState } from '../../components/ui/LoadingState';
import type { QueryStatus } from '../../components/ui/QueryStates';
import { contentMessages as t } from '../../lib/content-messages';

/**
 * The states of a page drawn from the content service: a spinner first, then a friendly word when the
 * service is down (with "try again") or has nothing yet, never a blank page.
 */
export function CmsStates({ query, empty, emptyState, children }: { query: QueryStatus; empty: boolean; emptyState: ReactNode; children: ReactNode }) {
  if (query.isPending) return <LoadingState />;
  if (query.isError) return <ErrorState title={t.unavailableTitle} body={t.unavailableBody} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  if (empty) return <>{emptyState}</>;
  return <div aria-busy={query.isFetching}>{children}</div>;
}
