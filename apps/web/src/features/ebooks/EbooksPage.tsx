import type { EbookDto } from '@market/contract';
import { BookOpen, Search } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '../../components/ui/EmptyState';
import { ErrorState } from '../../components/ui/ErrorState';
import { Field } from '../../components/ui/Field';
import { Input } from '../../components/ui/Input';
import { LoadingState } from '../../components/ui/LoadingState';
import { Pagination } from '../../components/ui/Pagination';
import { m } from '../../lib/messages';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { usePageTitle } from '../../lib/use-page-title';
import { HostAvatar } from '../profiles/HostAvatar';
import { priceText } from '../events/event-price';
import { useEbooks } from './api';

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
            <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
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

function EbookCard({ book }: { book: EbookDto }) {
  return (
    <article
      data-testid="ebook-card"
      className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-surface shadow-card transition focus-within:ring-2 focus-within:ring-brand-500 hover:-translate-y-0.5 hover:shadow-pop"
    >
      <div className="aspect-[3/4] bg-brand-50">
        {book.coverImage ? (
          <img src={book.coverImage} alt="" loading="lazy" className="size-full object-cover" />
        ) : (
          <div className="flex size-full items-center justify-center text-brand-400" aria-hidden>
            <BookOpen className="size-10" />
          </div>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h2 className="line-clamp-2 font-semibold text-ink">
          <Link to={`/ebooks/${book.slug}`} className="outline-none after:absolute after:inset-0 after:content-['']">
            {book.title}
          </Link>
        </h2>
        <p className="flex items-center gap-2 text-sm text-muted">
          <HostAvatar name={book.host.fullName} src={book.host.avatar} className="size-6 text-[10px]" />
          <span className="truncate">{book.host.fullName}</span>
        </p>
        <p className="mt-auto pt-2 font-semibold text-ink">{priceText(book.price)}</p>
      </div>
    </article>
  );
}
