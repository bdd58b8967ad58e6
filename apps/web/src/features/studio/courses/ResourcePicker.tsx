import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { useState } from 'react';
import { Input } from '../../../components/ui/Input';
import { callApi } from '../../../lib/api';
import * as calls from '../../../lib/endpoints.generated';
import { m } from '../../../lib/messages';
import { cm } from '../../../lib/console-messages';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { hostLibraryKeys } from '../library/library-api';

const t = cm.studioCourses.lessons;
/** A lesson carries at most this many attachments (the contract's limit). */
const MAX_ATTACHED = 20;
const SHOWN = 50;

/**
 * Picks attachments for a lesson from the host's library: the newest live resources, or those whose
 * name matches what is typed (without diacritics), so a library of any size stays reachable.
 */
export function ResourcePicker({ value, onChange }: { value: string[]; onChange: (ids: string[]) => void }) {
  const [keyword, setKeyword] = useState('');
  const q = useDebouncedValue(keyword, 300).trim();
  const found = useQuery({
    queryKey: hostLibraryKeys.key('resources-for-lessons', q),
    queryFn: ({ signal }) =>
      q
        ? callApi(calls.libraries.searchResources, { query: { keyword: q, limit: SHOWN } }, { signal })
        : callApi(calls.resources.list, { query: { limit: SHOWN } }, { signal }),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
  const rows = found.data?.data ?? [];
  const total = found.data?.meta.total ?? 0;
  const toggle = (id: string, on: boolean) => onChange(on ? [...value, id].slice(0, MAX_ATTACHED) : value.filter((chosen) => chosen !== id));

  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="text-sm font-medium text-ink">{t.attachments}</legend>
      <p className="text-sm text-muted">{t.attachmentsHint}</p>
      {value.length > 0 ? <p className="text-sm text-ink-soft">{t.attachedCount(value.length, MAX_ATTACHED)}</p> : null}
      {q || total > 0 ? (
        <Input
          type="search"
          aria-label={t.searchResources}
          placeholder={t.searchResourcesPlaceholder}
          value={keyword}
          leading={<Search className="size-4" aria-hidden />}
          onChange={(event) => setKeyword(event.target.value)}
        />
      ) : null}
      {found.isPending ? (
        <p className="text-sm text-muted">{m.common.loading}</p>
      ) : found.isError ? (
        <p className="text-sm text-danger-700">{t.resourcesFailed}</p>
      ) : rows.length === 0 ? (
        <p className="text-sm text-muted">{q ? t.noResourcesFound : t.noResources}</p>
      ) : (
        <>
          <ul className="flex max-h-48 flex-col gap-1 overflow-y-auto" aria-label={t.attachments}>
            {rows.map((resource) => (
              <li key={resource.id}>
                <label className="flex items-center gap-2 text-sm text-ink-soft">
                  <input
                    type="checkbox"
                    className="size-4 accent-brand-600"
                    checked={value.includes(resource.id)}
                    onChange={(event) => toggle(resource.id, event.target.checked)}
                  />
                  {resource.name}
                </label>
              </li>
            ))}
          </ul>
          {total > rows.length ? <p className="text-xs text-muted">{t.moreResources(rows.length, total)}</p> : null}
        </>
      )}
    </fieldset>
  );
}
