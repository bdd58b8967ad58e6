import { PRODUCT_TYPES, SEARCH_KINDS, type SearchKind } from '@market/contract';
import { useMutation } from '@tanstack/react-query';
import { SearchX } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ButtonLink } from '../../components/ui/ButtonLink';
import { Card } from '../../components/ui/Card';
import { EmptyState } from '../../components/ui/EmptyState';
import { ErrorState } from '../../components/ui/ErrorState';
import { LoadingState } from '../../components/ui/LoadingState';
import { callApi } from '../../lib/api';
import { cn } from '../../lib/cn';
import * as calls from '../../lib/endpoints.generated';
import { m } from '../../lib/messages';
import { usePageTitle } from '../../lib/use-page-title';
import { useSession } from '../auth/session';
import { KIND_PAGES, MIN_SEARCH_LENGTH, useSearch } from './api';
import { SearchHit } from './SearchHit';

const t = m.search;
const isKind = (value: string | null): value is SearchKind => SEARCH_KINDS.includes(value as SearchKind);
/** The kinds offered as filters: a product type's only once it is sold. */
const searchableKinds = SEARCH_KINDS.filter((k) => !(k in PRODUCT_TYPES) || PRODUCT_TYPES[k as keyof typeof PRODUCT_TYPES].sold);

/** `/search?q=…&kind=…`: everything that matches, grouped by kind; one kind shows more of it. */
export function SearchPage() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q')?.trim() ?? '';
  const kindParam = params.get('kind');
  const kind = isKind(kindParam) ? kindParam : null;
  usePageTitle(q ? t.titleFor(q) : t.title);
  const results = useSearch(q, { kinds: kind ? [kind] : null, limit: kind ? 20 : 6 });
  useRememberedSearch(q);

  const header = (
    <>
      <h1 className="text-2xl font-semibold tracking-tight text-ink sm:text-[28px]">{q ? t.titleFor(q) : t.title}</h1>
      <p className="mt-1 text-[15px] text-muted">{t.lead}</p>
    </>
  );
  if (q.length < MIN_SEARCH_LENGTH) {
    return (
      <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 sm:py-10">
        {header}
        <EmptyState className="mt-8" icon={<SearchX />} title={t.prompt} />
      </div>
    );
  }
  const groups = results.data?.groups ?? [];
  const choose = (next: string) => {
    const nextParams = new URLSearchParams(params);
    if (next === 'ALL') nextParams.delete('kind');
    else nextParams.set('kind', next);
    setParams(nextParams, { replace: true });
  };
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 sm:py-10">
      {header}
      <div role="group" aria-label={t.kindsLabel} className="mt-6 flex flex-wrap gap-2">
        {[{ value: 'ALL', label: t.all }, ...searchableKinds.map((k) => ({ value: k, label: t.kindLabel(k) }))].map((option) => {
          const active = option.value === (kind ?? 'ALL');
          return (
            <button
              key={option.value}
              type="button"
              aria-pressed={active}
              onClick={() => choose(option.value)}
              className={cn(
                'h-9 rounded-full border px-4 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500',
                active ? 'border-brand-600 bg-brand-600 text-white' : 'border-line bg-surface text-ink-soft hover:bg-sunken',
              )}
            >
              {option.label}
            </button>
          );
        })}
      </div>
      {results.isPending ? (
        <LoadingState className="min-h-[30vh]" />
      ) : results.isError ? (
        <ErrorState className="mt-8" onRetry={() => void results.refetch()} />
      ) : groups.length === 0 ? (
        <EmptyState
          className="mt-8"
          icon={<SearchX />}
          title={t.noneTitle(q)}
          body={t.noneBody}
          action={
            <div className="flex flex-wrap justify-center gap-2">
              <ButtonLink to="/events" variant="secondary">
                {t.browseEvents}
              </ButtonLink>
              <ButtonLink to="/courses" variant="secondary">
                {t.browseCourses}
              </ButtonLink>
            </div>
          }
        />
      ) : (
        <div className="mt-6 flex flex-col gap-6">
          {groups.map((group) => {
            const label = t.kindLabel(group.kind);
            const page = KIND_PAGES[group.kind];
            return (
              <Card key={group.kind} className="p-4 sm:p-5">
                <section aria-labelledby={`search-${group.kind}`}>
                  <div className="mb-2 flex items-center justify-between gap-3 px-2">
                    <h2 id={`search-${group.kind}`} className="text-lg font-semibold text-ink">
                      {label}
                    </h2>
                    {page ? (
                      <Link to={`${page}?q=${encodeURIComponent(q)}`} className="text-sm font-medium text-brand-700 hover:underline">
                        {t.seeAll(label)}
                      </Link>
                    ) : null}
                  </div>
                  {/* Columns of minmax(0, 1fr) and min-w-0 items: a long title is cut short, never widens the page on a phone. */}
                  <ul className="grid grid-cols-1 gap-1 sm:grid-cols-2">
                    {group.hits.map((hit) => (
                      <li key={hit.id} className="min-w-0">
                        <SearchHit hit={hit} />
                      </li>
                    ))}
                  </ul>
                </section>
              </Card>
            );
          })}
        </div>
      )}
    </div>
  );
}

/** A signed-in person's searches are kept in their history (once per words, not per keystroke). */
function useRememberedSearch(q: string) {
  const signedIn = useSession().user !== null;
  const { mutate } = useMutation({ mutationFn: (keyword: string) => callApi(calls.searchHistories.record, { body: { keyword } }) });
  useEffect(() => {
    if (signedIn && q.length >= MIN_SEARCH_LENGTH) mutate(q);
  }, [signedIn, q, mutate]);
}
