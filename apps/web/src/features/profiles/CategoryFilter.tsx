import { Skeleton } from '../../components/ui/LoadingState';
import { cn } from '../../lib/cn';
import { m } from '../../lib/messages';
import { useRootCategories } from '../catalogue/api';

const t = m.catalogue.hostFilter;

/** The root categories as chips, one chosen at most ('' = all); hidden if the categories cannot be loaded. */
export function CategoryFilter({ value, onChange }: { value: string; onChange: (categoryId: string) => void }) {
  const roots = useRootCategories();
  if (roots.isPending) return <Skeleton className="h-9 w-full max-w-md rounded-full" />;
  if (roots.isError || roots.data.data.length === 0) return null;
  const chips = [{ id: '', name: t.all }, ...roots.data.data];
  return (
    <div role="group" aria-label={t.label} className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:px-0">
      {chips.map((chip) => {
        const on = chip.id === value;
        return (
          <button
            key={chip.id || 'all'}
            type="button"
            aria-pressed={on}
            onClick={() => onChange(chip.id)}
            className={cn(
              'inline-flex h-9 shrink-0 items-center rounded-full border px-3.5 text-sm font-medium whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500',
              on
                ? 'border-brand-600 bg-brand-600 text-white hover:bg-brand-700'
                : 'border-line-strong bg-surface text-ink-soft hover:border-brand-300 hover:text-ink',
            )}
          >
            {chip.name}
          </button>
        );
      })}
    </div>
  );
}
