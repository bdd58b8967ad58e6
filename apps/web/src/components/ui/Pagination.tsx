import { useSearchParams } from 'react-router';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { cn } from '../../lib/cn';
import { m } from '../../lib/messages';
import { Button } from './Button';

interface PaginationProps {
  page: number;
  totalPages: number;
  total: number;
  /** More than `total` match (the server counted no further): "hơn 1000 mục". */
  totalAtLeast?: boolean | undefined;
  onPageChange: (page: number) => void;
  className?: string;
}

/** Previous / next with "Trang 2/5 · 93 mục" between them. */
export function Pagination({ page, totalPages, total, totalAtLeast, onPageChange, className }: PaginationProps) {
  const pages = Math.max(totalPages, 1);
  return (
    <nav aria-label={m.pagination.label} className={cn('flex items-center justify-between gap-3', className)}>
      <Button
        variant="secondary"
        size="sm"
        onClick={() => onPageChange(page - 1)}
        disabled={page <= 1}
        leadingIcon={<ChevronLeft className="size-4" aria-hidden />}
      >
        <span className="hidden sm:inline">{m.pagination.previous}</span>
        <span className="sr-only sm:hidden">{m.pagination.previous}</span>
      </Button>
      <p className="text-sm text-muted" aria-live="polite">
        {m.pagination.summary(page, pages, total, totalAtLeast)}
      </p>
      <Button variant="secondary" size="sm" onClick={() => onPageChange(page + 1)} disabled={page >= pages}>
        <span className="hidden sm:inline">{m.pagination.next}</span>
        <span className="sr-only sm:hidden">{m.pagination.next}</span>
        <ChevronRight className="size-4" aria-hidden />
      </Button>
    </nav>
  );
}

/** The list's page kept in the address (`?page=`, absent for the first). */
export function usePageParam(): number {
  const [params] = useSearchParams();
  return Math.max(1, Number(params.get('page')) || 1);
}

/** Pagination of a list whose page lives in the address; nothing when it holds a single page. */
export function AddressPagination({ meta, className }: { meta: { page: number; totalPages: number; total: number } | undefined; className?: string }) {
  const [, setParams] = useSearchParams();
  if (!meta || meta.totalPages <= 1) return null;
  return (
    <Pagination
      className={className}
      page={meta.page}
      totalPages={meta.totalPages}
      total={meta.total}
      onPageChange={(next) => setParams(next > 1 ? { page: String(next) } : {})}
    />
  );
}
