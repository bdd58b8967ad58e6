import { useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { cm } from '../../../../lib/console-messages';
import { useDebouncedValue } from '../../../../lib/use-debounced-value';
import { useSession } from '../../../auth/session';
import { useHostSearch } from '../api';
import type { EventFormValues } from '../event-form';
import { ChosenPeople, PeopleResults, PeopleSearchField } from '../../PeoplePicker';

const t = cm.studioEvents;
/** The contract's limit on co-hosts. */
const MAX_CO_HOSTS = 10;

/**
 * Step 5: hosts who may edit the event too, found in the host directory. Only the owner changes the
 * team (the server refuses a co-host's change), so a co-host sees it read-only.
 */
export function CoHostsStep({ ownerId }: { ownerId: string | null }) {
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
      <ChosenPeople
        label={t.coHostsChosen(chosen.length)}
        heading
        people={chosen}
        noneText={t.coHostsNone}
        removeLabel={t.removeCoHost}
        onRemove={(host) => field.onChange(chosen.filter((c) => c.id !== host.id))}
        readOnly={readOnly}
        error={error}
      />
      {readOnly ? (
        <p className="text-sm text-muted">{t.coHostsOwnerOnly}</p>
      ) : (
        <PeopleSearchField
          label={t.coHostSearch}
          placeholder={t.coHostSearchPlaceholder}
          value={q}
          onChange={setQ}
          fetching={search.isFetching}
          full={full}
          fullText={t.coHostMax(MAX_CO_HOSTS)}
        />
      )}
      {debounced.trim().length >= 2 && !full && !readOnly ? (
        <PeopleResults
          search={search}
          results={results}
          label={t.coHostResults}
          failedText={t.coHostSearchFailed}
          noMatchText={t.coHostNoMatch}
          detailOf={(host) => host.headline ?? `@${host.username}`}
          addText={t.add}
          addLabel={t.addCoHost}
          onAdd={(host) => field.onChange([...chosen, { id: host.id, fullName: host.fullName, username: host.username, avatar: host.avatar }])}
        />
      ) : null}
    </div>
  );
}
