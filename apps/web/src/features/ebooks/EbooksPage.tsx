import { BookOpen } from 'lucide-react';
import { EmptyState } from '../../components/ui/EmptyState';
import { SearchField } from '../../components/ui/SearchField';
import { ShelfList, useShelfParams } from '../../components/ui/ShelfList';
import { m } from '../../lib/messages';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { usePageTitle } from '../../lib/use-page-title';
import { useEbooks } from './api';
import { EbookCard } from './EbookCard';

const t = m.ebooks;

/** `/ebooks`: published ebooks, searchable without accents. */
export function EbooksPage() {
  usePageTitle(t.title);
  const { page, q, setQ, setPage } = useShelfParams();
  const debounced = useDebouncedValue(q, 300).trim();
  const list = useEbooks({ page, limit: 12, ...(debounced ? { q: debounced } : {}) });
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 sm:py-10">
      <h1 className="text-2xl font-semibold tracking-tight text-ink sm:text-[28px]">{t.title}</h1>
      <p className="mt-1 text-[15px] text-muted">{t.lead}</p>
      <SearchField label={t.search} className="mt-6 max-w-md" placeholder={t.searchPlaceholder} value={q} maxLength={200} onValueChange={setQ} />
      <ShelfList
        query={list}
        columns={4}
        emptyState={<EmptyState icon={<BookOpen />} title={t.emptyTitle} body={t.emptyBody} />}
        keyOf={(book) => book.id}
        onPageChange={setPage}
      >
        {(book) => <EbookCard book={book} />}
      </ShelfList>
    </div>
  );
}
