import type { SearchHitDto } from '@market/contract';
import { Search } from 'lucide-react';
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { MIN_SEARCH_LENGTH, useSearch } from '../../features/search/api';
import { HitSummary } from '../../features/search/SearchHit';
import { cn } from '../../lib/cn';
import { m } from '../../lib/messages';
import { useDebouncedValue } from '../../lib/use-debounced-value';

const t = m.search;
const SUGGESTED_PER_KIND = 3;

/**
 * The header's search: a real form, so Enter (or the button) opens /search?q=…; as one types,
 * suggestions grouped by kind (a combobox: arrows move, Enter opens, Escape closes).
 */
export function SearchBox({ className }: { className?: string }) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [query, setQuery] = useState(() => params.get('q') ?? '');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const id = useId();
  const listId = `${id}-suggestions`;
  const words = useDebouncedValue(query, 250).trim();
  const shown = open && words.length >= MIN_SEARCH_LENGTH;
  // Asked only while the box is in use, not for the words a results page put in it.
  const suggestions = useSearch(shown ? words : '', { limit: SUGGESTED_PER_KIND });
  const groups = shown ? (suggestions.data?.groups ?? []) : [];
  const hits: SearchHitDto[] = groups.flatMap((group) => group.hits);
  // The last option is always "every result for …".
  const optionCount = hits.length + 1;

  const go = (to: string) => {
    setOpen(false);
    setActive(-1);
    navigate(to);
  };
  const searchAll = () => {
    const q = query.trim();
    go(q ? `/search?q=${encodeURIComponent(q)}` : '/search');
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (shown && active >= 0 && active < hits.length) go(hits[active]!.link);
    else searchAll();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') {
      setOpen(false);
      setActive(-1);
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    setOpen(true);
    setActive((current) => (event.key === 'ArrowDown' ? (current + 1) % optionCount : (current - 1 + optionCount) % optionCount));
  };
  const optionId = (index: number) => `${id}-option-${index}`;
  // Where each group's options start in the flat list the arrows walk.
  const starts = groups.map((_, g) => groups.slice(0, g).reduce((n, group) => n + group.hits.length, 0));

  return (
    <form role="search" action="/search" onSubmit={submit} className={cn('relative', className)}>
      <label htmlFor={id} className="sr-only">
        {m.nav.search}
      </label>
      <input
        id={id}
        name="q"
        type="search"
        role="combobox"
        aria-expanded={shown}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={shown && active >= 0 ? optionId(active) : undefined}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
        placeholder={m.nav.searchPlaceholder}
        autoComplete="off"
        enterKeyHint="search"
        className="h-10 w-full rounded-full border border-line bg-sunken pr-11 pl-4 text-sm text-ink placeholder:text-subtle focus:border-brand-500 focus:bg-surface focus:ring-4 focus:ring-brand-500/15 focus:outline-none"
      />
      <button
        type="submit"
        aria-label={m.nav.search}
        className="absolute top-1 right-1 inline-flex size-8 items-center justify-center rounded-full text-muted hover:bg-line hover:text-ink"
      >
        <Search className="size-4" aria-hidden />
      </button>
      <div
        id={listId}
        role="listbox"
        aria-label={t.suggestions}
        hidden={!shown}
        // As wide as a title needs, not as narrow as the box squeezed between the menu and the account: it grows
        // leftwards from the box's right edge, over the menu, and never past the screen.
        className="absolute top-12 right-0 z-50 max-h-[70vh] w-[min(32rem,calc(100vw-2rem))] min-w-full overflow-y-auto rounded-2xl border border-line bg-surface p-2 shadow-pop"
        // Keeps the focus in the box while a suggestion is clicked.
        onMouseDown={(event) => event.preventDefault()}
      >
        {suggestions.isFetching && hits.length === 0 ? <p className="px-3 py-2 text-sm text-muted">{t.searching}</p> : null}
        {groups.map((group, g) => (
          <div key={group.kind} role="group" aria-label={t.kindLabel(group.kind)}>
            <p aria-hidden className="px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-subtle uppercase">
              {t.kindLabel(group.kind)}
            </p>
            {group.hits.map((hit, h) => {
              const at = starts[g]! + h;
              return (
                <div
                  key={hit.id}
                  id={optionId(at)}
                  role="option"
                  aria-selected={active === at}
                  onClick={() => go(hit.link)}
                  onMouseEnter={() => setActive(at)}
                  className={cn('flex cursor-pointer items-center gap-3 rounded-xl px-2 py-1.5', active === at && 'bg-sunken')}
                >
                  <HitSummary hit={hit} compact />
                </div>
              );
            })}
          </div>
        ))}
        <div
          id={optionId(hits.length)}
          role="option"
          aria-selected={active === hits.length}
          onClick={searchAll}
          onMouseEnter={() => setActive(hits.length)}
          className={cn(
            'mt-1 flex cursor-pointer items-center gap-2 rounded-xl px-3 py-2 text-sm font-medium text-brand-700',
            active === hits.length && 'bg-sunken',
          )}
        >
          <Search className="size-4" aria-hidden />
          {t.allResults(words)}
        </div>
      </div>
    </form>
  );
}
