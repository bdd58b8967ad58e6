import type { Paged } from '@market/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Card } from '../../components/ui/Card';
import { EmptyState } from '../../components/ui/EmptyState';
import { PageHeader } from '../../components/ui/PageHeader';
import { Pagination } from '../../components/ui/Pagination';
import { QueryStates, type QueryStatus } from '../../components/ui/QueryStates';

interface StudioListProps<T> {
  title: string;
  description: string;
  /** The way to make a new one, in the header and again in the empty state. */
  create: ReactNode;
  /** Filters between the header and the list (a status switch…). */
  toolbar?: ReactNode;
  query: QueryStatus & { data?: Paged<T> | undefined };
  empty: { icon: ReactNode; title: string; body: string };
  /** The page shown, when the list has pages; without it every row is on one page. */
  paging?: { page: number; onPageChange: (page: number) => void };
  /** One `StudioRow` an item. */
  children: (item: T) => ReactNode;
}

/**
 * A studio page listing what the host made (combos, ebooks, posts…): the header with its "create" button,
 * the list's loading, error and empty states, one row an item, and the pages under them.
 *
 * Why: every studio list page drew the same header, card and states around its own rows.
 */
export function StudioList<T>({ title, description, create, toolbar, query, empty, paging, children }: StudioListProps<T>) {
  const rows = query.data?.data ?? [];
  const meta = query.data?.meta;
  return (
    <>
      <PageHeader title={title} description={description} actions={create} />
      {toolbar}
      <Card className="overflow-hidden">
        <QueryStates
          query={query}
          empty={rows.length === 0}
          emptyState={<EmptyState icon={empty.icon} title={empty.title} body={empty.body} action={create} />}
        >
          <ul className="divide-y divide-line">{rows.map(children)}</ul>
          {paging && meta && meta.totalPages > 1 ? (
            <Pagination className="px-5 py-4" page={paging.page} totalPages={meta.totalPages} total={meta.total} onPageChange={paging.onPageChange} />
          ) : null}
        </QueryStates>
      </Card>
    </>
  );
}

interface StudioRowProps {
  /** Where the title leads (the public page, or the editor). */
  to: string;
  title: string;
  /** Status and other badges beside the title. */
  badges: ReactNode;
  /** The lines under the title (price, counts, a hint or the reason it was refused). */
  children: ReactNode;
  /** The row's buttons, in their own wrapper. */
  actions: ReactNode;
  testId?: string;
}

/** One item of a `StudioList`: its title with badges and details, and its buttons at the end (below it on phones). */
export function StudioRow({ to, title, badges, children, actions, testId }: StudioRowProps) {
  return (
    <li className="flex flex-col gap-3 px-5 py-4 sm:flex-row sm:items-center sm:px-6" data-testid={testId}>
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2">
          <Link to={to} className="font-medium text-ink hover:text-brand-700">
            {title}
          </Link>
          {badges}
        </p>
        {children}
      </div>
      {actions}
    </li>
  );
}
