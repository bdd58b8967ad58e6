import { cn } from '../../lib/cn';
import { m } from '../../lib/messages';
import { Spinner } from './Spinner';

interface LoadingStateProps {
  label?: string;
  className?: string;
}

/** A centred spinner with a text that screen readers announce. */
export function LoadingState({ label = m.common.loading, className }: LoadingStateProps) {
  return (
    <div className={cn('flex items-center justify-center gap-3 px-6 py-12 text-sm text-muted', className)}>
      <Spinner className="size-5 text-brand-600" />
      <span role="status">{label}</span>
    </div>
  );
}

/** A grey placeholder bar while content loads. */
export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden className={cn('animate-pulse rounded-md bg-line/70', className)} />;
}

/** Placeholder rows for a list. */
export function ListSkeleton({ rows = 4, className }: { rows?: number; className?: string }) {
  return (
    <div className={cn('divide-y divide-line', className)} aria-busy="true">
      <span className="sr-only" role="status">
        {m.common.loading}
      </span>
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="flex gap-3 px-5 py-4">
          <Skeleton className="size-9 shrink-0 rounded-full" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-4 w-2/5" />
            <Skeleton className="h-3 w-4/5" />
          </div>
        </div>
      ))}
    </div>
  );
}
