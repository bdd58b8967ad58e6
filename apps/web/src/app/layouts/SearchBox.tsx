import { Search } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { cn } from '../../lib/cn';
import { m } from '../../lib/messages';

/** The header's search: a real form, so Enter (or the button) opens /search?q=…. */
export function SearchBox({ className }: { className?: string }) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [query, setQuery] = useState(() => params.get('q') ?? '');
  const id = useId();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = query.trim();
    navigate(q ? `/search?q=${encodeURIComponent(q)}` : '/search');
  };

  return (
    <form role="search" action="/search" onSubmit={submit} className={cn('relative', className)}>
      <label htmlFor={id} className="sr-only">
        {m.nav.search}
      </label>
      <input
        id={id}
        name="q"
        type="search"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
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
    </form>
  );
}
