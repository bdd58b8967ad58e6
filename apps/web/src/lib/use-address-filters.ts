import { useSearchParams } from 'react-router';

/** A set of changes to the address's query: a value sets its key, an empty one or null takes it out. */
export type AddressChanges = Record<string, string | null>;

/**
 * The filters of a list page kept in the address (so a search can be shared or reloaded): `update` writes
 * changes in place of the current entry, and any change but the page's own starts again from page one.
 *
 * Why: the catalogue pages each wrote this same merge of the query by hand.
 */
export function useAddressFilters(filterKeys: readonly string[]) {
  const [params, setParams] = useSearchParams();
  const update = (changes: AddressChanges) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        // A new filter starts again from the first page.
        if (!('page' in changes)) next.delete('page');
        return next;
      },
      { replace: true },
    );
  /** Takes every filter out of the address (other keys, such as a tab or the order, stay). */
  const clear = () => update(Object.fromEntries(filterKeys.map((key) => [key, null])));
  /** Goes to another page; the first page is left out of the address. */
  const setPage = (page: number) => update({ page: page > 1 ? String(page) : null });
  return { params, update, clear, setPage };
}
