import type { ReactNode } from 'react';
import { ButtonLink } from './ButtonLink';
import { EmptyState } from './EmptyState';
import { AddressPagination } from './Pagination';
import { QueryStates, type QueryStatus } from './QueryStates';

interface MyListProps<T> {
  title: string;
  lead: string;
  /** Filters between the lead and the list. */
  toolbar?: ReactNode;
  query: QueryStatus & { data?: { data: T[]; meta: { page: number; totalPages: number; total: number } } | undefined };
  /** The empty state, with a link to where more can be found. */
  empty: { icon: ReactNode; title: string; body: string; browseTo: string; browseLabel: string };
  keyOf: (item: T) => string;
  /** One item's card. */
  children: (item: T) => ReactNode;
}

/**
 * A page of what a person has (my courses, ebooks, programmes, saved items): its title, the list's states,
 * one card a row, and pages kept in the address.
 *
 * Why: each "my …" page repeated this frame around its own card.
 */
export function MyList<T>({ title, lead, toolbar, query, empty, keyOf, children }: MyListProps<T>) {
  const items = query.data?.data ?? [];
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 sm:py-10">
      <h1 className="text-2xl font-semibold tracking-tight text-ink">{title}</h1>
      <p className="mt-1 text-[15px] text-muted">{lead}</p>
      {toolbar}
      <div className="mt-6">
        <QueryStates
          query={query}
          empty={items.length === 0}
          emptyState={
            <EmptyState icon={empty.icon} title={empty.title} body={empty.body} action={<ButtonLink to={empty.browseTo}>{empty.browseLabel}</ButtonLink>} />
          }
        >
          <ul className="flex flex-col gap-4">
            {items.map((item) => (
              <li key={keyOf(item)}>{children(item)}</li>
            ))}
          </ul>
          <AddressPagination className="mt-8" meta={query.data?.meta} />
        </QueryStates>
      </div>
    </div>
  );
}
