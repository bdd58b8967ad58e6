import type { HTMLAttributes, ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Card } from './Card';
import { EmptyState } from './EmptyState';
import { ListFooter, type ListMeta } from './ListFooter';
import { QueryStates, type QueryStatus } from './QueryStates';
import { Table, TBody, THead } from './Table';

interface ListTableProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  query: QueryStatus & { data?: { data: readonly unknown[]; meta: ListMeta } | undefined };
  /** The table's accessible name (usually the page's title). */
  label: string;
  /** The filters above the table (a `ListToolbar`). */
  toolbar?: ReactNode;
  /** The header cells (`Th`) of the one header row. */
  columns: ReactNode;
  /** What shows when nothing matches. */
  empty: { icon: ReactNode; title: string; body: string };
  page: number;
  onPageChange: (page: number) => void;
  /** The body rows (`Tr`). */
  children: ReactNode;
}

/**
 * A console list in a card: its filters, the list's loading, error and empty states, the table, and the pages
 * at its foot. Other attributes (an id and role when the card is a tab's panel) go to the card.
 *
 * Why: the admin lists (orders, refunds, reviews, users…) each drew this same frame around their rows.
 */
export function ListTable({ query, label, toolbar, columns, empty, page, onPageChange, children, className, ...card }: ListTableProps) {
  return (
    <Card className={cn('overflow-hidden', className)} {...card}>
      {toolbar}
      <QueryStates
        query={query}
        empty={(query.data?.data.length ?? 0) === 0}
        emptyState={<EmptyState icon={empty.icon} title={empty.title} body={empty.body} />}
      >
        <Table aria-label={label}>
          <THead>
            <tr>{columns}</tr>
          </THead>
          <TBody>{children}</TBody>
        </Table>
      </QueryStates>
      <ListFooter meta={query.data?.meta} page={page} onPageChange={onPageChange} />
    </Card>
  );
}
