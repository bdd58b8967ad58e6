import { Pagination } from './Pagination';

/** The paging part of a list answer (`PageMeta` in the contract). */
export interface ListMeta {
  total: number;
  totalPages: number;
}

interface ListFooterProps {
  /** The current list answer's paging; nothing is drawn before the first answer or when it is empty. */
  meta: ListMeta | undefined;
  page: number;
  onPageChange: (page: number) => void;
  /** Draw nothing while everything fits on one page (the default shows "Trang 1/1 · n mục" too). */
  hideSinglePage?: boolean;
}

/**
 * The pagination bar at the foot of a list card, ruled off from the rows above.
 *
 * Why: every admin list repeated the same "if there is anything, a bordered band with `Pagination`"
 * block, reading `totalPages` and `total` out of the answer's meta by hand.
 */
export function ListFooter({ meta, page, onPageChange, hideSinglePage }: ListFooterProps) {
  if (!meta || meta.total === 0 || (hideSinglePage && meta.totalPages <= 1)) return null;
  return (
    <div className="border-t border-line px-5 py-3 sm:px-6">
      <Pagination page={page} totalPages={meta.totalPages} total={meta.total} onPageChange={onPageChange} />
    </div>
  );
}
