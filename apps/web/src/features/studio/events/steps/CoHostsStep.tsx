import { Plus, Search, X } from 'lucide-react';
import { useId, useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { Button } from '../../../../components/ui/Button';
import { Input } from '../../../../components/ui/Input';
import { Spinner } from '../../../../components/ui/Spinner';
import { cm } from '../../../../lib/console-messages';
import { useDebouncedValue } from '../../../../lib/use-debounced-value';
import { useSession } from '../../../auth/session';
import { HostAvatar } from '../../../profiles/HostAvatar';
import { useHostSearch } from '../api';
import type { EventFormValues } from '../event-form';

const t = cm.studioEvents;
/** The contract's limit on co-hosts. */
const MAX_CO_HOSTS = 10;

/**
 * Step 5: hosts who may edit the event too, found in the host directory. Only the owner changes the
 * team (the server refuses a co-host's change), so a co-host sees it read-only.
 */
export function CoHostsStep({ ownerId }: { ownerId: string | null }) {
  const searchId = useId();
  const { user } = useSession();
  const { control, formState } = useFormContext<EventFormValues, unknown, unknown>();
  const { field } = useController({ control, name: 'coHosts' });
  const [q, setQ] = useState('');
  const debounced = useDebouncedValue(q);
  const search = useHostSearch(debounced);
  const chosen = field.value;
  const readOnly = ownerId !== null && ownerId !== user?.id;
  const full = chosen.length >= MAX_CO_HOSTS;
  const results = (search.data?.data ?? []).filter((host) => host.id !== user?.id && !chosen.some((c) => c.id === host.id));
  const error = formState.errors.coHosts?.message;

  return (
    <div className="flex flex-col gap-5">
      <p className="text-sm text-muted">{t.coHostsLead(MAX_CO_HOSTS)}</p>
      <section aria-label={t.coHostsChosen(chosen.length)}>
        <h3 className="mb-2 text-sm font-medium text-ink">{t.coHostsChosen(chosen.length)}</h3>
        {chosen.length === 0 ? (
          <p className="text-sm text-muted">{t.coHostsNone}</p>
        ) : (
          <ul className="flex flex-wrap gap-2">
            {chosen.map((host) => (
              <li
                key={host.id}
                className="inline-flex items-center gap-2 rounded-full bg-brand-50 py-1 pr-1 pl-1.5 text-sm font-medium text-brand-700 ring-1 ring-brand-200 ring-inset"
              >
                <HostAvatar name={host.fullName} src={host.avatar} className="size-6 text-[10px]" />
                {host.fullName}
                <button
                  type="button"
                  hidden={readOnly}
                  aria-label={t.removeCoHost(host.fullName)}
                  onClick={() => field.onChange(chosen.filter((c) => c.id !== host.id))}
                  className="inline-flex size-6 items-center justify-center rounded-full hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-500"
                >
                  <X className="size-3.5" aria-hidden />
                </button>
              </li>
            ))}
          </ul>
        )}
        {error ? <p className="mt-2 text-[13px] font-medium text-danger-600">{error}</p> : null}
      </section>
      {readOnly ? (
        <p className="text-sm text-muted">{t.coHostsOwnerOnly}</p>
      ) : (
        <div className="flex flex-col gap-2">
          <label htmlFor={searchId} className="text-sm font-medium text-ink">
            {t.coHostSearch}
          </label>
          <Input
            id={searchId}
            type="search"
            value={q}
            placeholder={t.coHostSearchPlaceholder}
            leading={<Search className="size-4" aria-hidden />}
            trailing={search.isFetching ? <Spinner className="mr-2 size-4 text-brand-600" /> : undefined}
            onChange={(event) => setQ(event.target.value)}
            disabled={full}
          />
          {full ? <p className="text-[13px] text-muted">{t.coHostMax(MAX_CO_HOSTS)}</p> : null}
        </div>
      )}
      {debounced.trim().length >= 2 && !full && !readOnly ? (
        search.isError ? (
          <p className="text-sm text-danger-600" role="alert">
            {t.coHostSearchFailed}
          </p>
        ) : search.data && results.length === 0 ? (
          <p className="text-sm text-muted">{t.coHostNoMatch}</p>
        ) : (
          <ul className="divide-y divide-line rounded-xl border border-line" aria-label={t.coHostResults} aria-busy={search.isFetching}>
            {results.map((host) => (
              <li key={host.id} className="flex items-center gap-3 px-3 py-2.5">
                <HostAvatar name={host.fullName} src={host.avatar} className="size-9 text-xs" />
                <div className="min-w-0 flex-1">
                  <p className="truncate text-sm font-medium text-ink">{host.fullName}</p>
                  <p className="truncate text-xs text-muted">{host.headline ?? `@${host.username}`}</p>
                </div>
                <Button
                  variant="secondary"
                  size="sm"
                  leadingIcon={<Plus className="size-4" aria-hidden />}
                  aria-label={t.addCoHost(host.fullName)}
                  onClick={() => field.onChange([...chosen, { id: host.id, fullName: host.fullName, username: host.username, avatar: host.avatar }])}
                >
                  {t.add}
                </Button>
              </li>
            ))}
          </ul>
        )
      ) : null}
    </div>
  );
}
