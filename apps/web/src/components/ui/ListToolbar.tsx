import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { ListToolbarContext } from './list-toolbar-context';

interface ListToolbarProps {
  /** Grid columns for wider screens, e.g. `sm:grid-cols-[minmax(0,1fr)_200px]`; one column when absent. */
  className?: string;
  /**
   * Called after any `SearchField` or `SelectField` inside changes, after its own `onValueChange`:
   * a paged list passes `() => setPage(1)` so that a new filter starts again from the first page.
   */
  onFilterChange?: () => void;
  children: ReactNode;
}

/**
 * The band of filters at the top of a list card (search, selects), ruled off from the list below.
 *
 * Why: every admin list drew the same bordered, padded grid by hand, and every one of its filters
 * reset the page to 1 in its own `onChange`; here the band is drawn once and the reset said once.
 */
export function ListToolbar({ className, onFilterChange, children }: ListToolbarProps) {
  return (
    <ListToolbarContext.Provider value={onFilterChange ?? null}>
      <div className={cn('grid gap-3 border-b border-line px-5 py-4 sm:px-6', className)}>{children}</div>
    </ListToolbarContext.Provider>
  );
}
