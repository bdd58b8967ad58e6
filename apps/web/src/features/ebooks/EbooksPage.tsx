import { BookOpen, Search } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../components/ui/EmptyState';
import { ErrorState } from '../../components/ui/ErrorState';
import { Field } from '../../components/ui/Field';
import { Input } from '../../components/ui/Input';
import { LoadingState } from '../../components/ui/LoadingState';
import { Pagination } from '../../components/ui/Pagination';
import { m } from '../../lib/messages';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { usePageTitle } from '../../lib/use-page-title';
import { useEbooks } from './api';
import { EbookCard } from './EbookCard';

const t = m.ebooks;

/** `/ebooks`: published ebooks, searchable without accents. */
export function EbooksPage() {
  usePageTitle(t.title);
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const debounced = useDebouncedValue(q, 300).trim();
  const list = useEbooks({ page, limit: 12, ...(debounced ? { q: debounced } : {}) });
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 sm:py-10">
      <h1 className="text-2xl font-semibold tracking-tight text-ink sm:text-[28px]">{t.title}</h1>
      <p className="mt-1 text-[15px] text-muted">{t.lead}</p>
      <Field label={t.search} className="mt-6 max-w-md">
        <Input
          type="search"
          leading={<Search className="size-4" aria-hidden />}
          placeholder={t.searchPlaceholder}
          value={q}
          maxLength={200}
          onChange={(event) => setParams(event.target.value ? { q: event.target.value } : {}, { replace: true })}
        />
      </Field>
      <div className="mt-6" aria-busy={list.isFetching}>
        {list.isPending ? (
          <LoadingState />
        ) : list.isError ? (
          <ErrorState onRetry={() => void list.refetch()} retrying={list.isFetching} />
        ) : list.data.data.length === 0 ? (
          <EmptyState icon={<BookOpen />} title={t.emptyTitle} body={t.emptyBody} />
        ) : (
          <>
            <ul className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-4">
              {list.data.data.map((book) => (
                <li key={book.id}>
                  <EbookCard book={book} />
                </li>
              ))}
            </ul>
            {list.data.meta.totalPages > 1 ? (
              <Pagination
                className="mt-8"
                page={list.data.meta.page}
                totalPages={list.data.meta.totalPages}
                total={list.data.meta.total}
                onPageChange={(next) =>
                  setParams((current) => {
                    const copy = new URLSearchParams(current);
                    if (next > 1) copy.set('page', String(next));
                    else copy.delete('page');
                    return copy;
                  })
                }
              />
            ) : null}
          </>
        )}
      </div>
    </div>
  );
}
