import { createContext, useContext } from 'react';

/** Called after any filter inside a `ListToolbar` changes (null outside one). */
export const ListToolbarContext = createContext<(() => void) | null>(null);

/** The enclosing toolbar's "a filter changed" callback, or a no-op outside a toolbar. */
export function useFilterChanged(): () => void {
  return useContext(ListToolbarContext) ?? noop;
}

function noop() {}
