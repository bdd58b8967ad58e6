import type { RestrictedUserDto } from '@market/contract';
import { useId, useState } from 'react';
import { cm } from '../../../lib/console-messages';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { ChosenPeople, PeopleResults, PeopleSearchField } from '../PeoplePicker';
import { useUserSearch } from './promotions.api';

const t = cm.studioVouchers.users;

interface UserPickerProps {
  value: RestrictedUserDto[];
  onChange: (users: RestrictedUserDto[]) => void;
  error?: string;
  max: number;
}

/** The buyers a voucher is for, found by name (people search answers names, never e-mails). */
export function UserPicker({ value, onChange, error, max }: UserPickerProps) {
  const hintId = useId();
  const [q, setQ] = useState('');
  const debounced = useDebouncedValue(q);
  const search = useUserSearch(debounced);
  const full = value.length >= max;
  const results = (search.data?.data ?? []).filter((user) => !value.some((u) => u.id === user.id));

  return (
    <fieldset className="flex flex-col gap-3" aria-describedby={hintId}>
      <legend className="text-sm font-medium text-ink">{t.label}</legend>
      <p id={hintId} className="-mt-1 text-[13px] text-muted">
        {t.hint}
      </p>
      <ChosenPeople
        label={t.chosen(value.length)}
        people={value}
        noneText={t.none}
        nameOf={(user) => (
          <span>
            {user.fullName}
            {user.email ? <span className="font-normal text-brand-600"> · {user.email}</span> : null}
          </span>
        )}
        removeLabel={t.removeOf}
        onRemove={(user) => onChange(value.filter((u) => u.id !== user.id))}
        error={error}
        announceError
      />
      <PeopleSearchField
        className="gap-1.5"
        label={t.search}
        placeholder={t.searchPlaceholder}
        value={q}
        onChange={setQ}
        fetching={search.isFetching}
        full={full}
        fullText={t.max(max)}
      />
      {debounced.trim().length >= 2 && !full ? (
        <PeopleResults
          search={search}
          results={results}
          label={t.results}
          failedText={t.searchFailed}
          noMatchText={t.noMatch}
          detailOf={(user) => `@${user.username}`}
          addText={t.add}
          addLabel={t.addOf}
          onAdd={(user) => onChange([...value, { id: user.id, fullName: user.fullName, email: null, avatar: user.avatar }])}
        />
      ) : null}
    </fieldset>
  );
}
