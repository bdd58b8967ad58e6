import type { RestrictedUserDto } from '@market/contract';
import { Plus, Search, X } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { Input } from '../../../components/ui/Input';
import { Spinner } from '../../../components/ui/Spinner';
import { cm } from '../../../lib/console-messages';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { HostAvatar } from '../../profiles/HostAvatar';
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
  const searchId = useId();
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
      <section aria-label={t.chosen(value.length)}>
        {value.length === 0 ? (
          <p className="text-sm text-muted">{t.none}</p>
        ) : (
          <ul className="flex flex-wrap gap-2">
            {value.map((user) => (
              <li
                key={user.id}
                className="inline-flex items-center gap-2 rounded-full bg-brand-50 py-1 pr-1 pl-1.5 text-sm font-medium text-brand-700 ring-1 ring-brand-200 ring-inset"
              >
                <HostAvatar name={user.fullName} src={user.avatar} className="size-6 text-[10px]" />
                <span>
                  {user.fullName}
                  {user.email ? <span className="font-normal text-brand-600"> · {user.email}</span> : null}
                </span>
                <button
                  type="button"
                  aria-label={t.removeOf(user.fullName)}
                  onClick={() => onChange(value.filter((u) => u.id !== user.id))}
                  className="inline-flex size-6 items-center justify-center rounded-full hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-500"
                >
                  <X className="size-3.5" aria-hidden />
                </button>
              </li>
            ))}
          </ul>
        )}
        {error ? (
          <p className="mt-2 text-[13px] font-medium text-danger-600" aria-live="polite">
            {error}
          </p>
        ) : null}
      </section>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={searchId} className="text-sm font-medium text-ink">
          {t.search}
        </label>
        <Input
          id={searchId}
          type="search"
          value={q}
          placeholder={t.searchPlaceholder}
          leading={<Search className="size-4" aria-hidden />}
          trailing={search.isFetching ? <Spinner className="mr-2 size-4 text-brand-600" /> : undefined}
          onChange={(event) => setQ(event.target.value)}
          disabled={full}
        />
        {full ? <p className="text-[13px] text-muted">{t.max(max)}</p> : null}
      </div>
      {debounced.trim().length >= 2 && !full ? (
        search.isError ? (
          <p className="text-sm text-danger-600" role="alert">
            {t.searchFailed}
          </p>
        ) : search.data && results.length === 0 ? (
          <p className="text-sm text-muted">{t.noMatch}</p>
        ) : (
          <ul className="divide-y divide-line rounded-xl border border-line" aria-label={t.results} aria-busy={search.isFetching}>
            {results.map((user) => (
              <li key={user.id} className="flex items-center gap-3 px-3 py-2.5">
                <HostAvatar name={user.fullName} src={user.avatar} className="size-9 text-xs" />
                <div className="min-w-0 flex-1">
                  <p className="truncate text-sm font-medium text-ink">{user.fullName}</p>
                  <p className="truncate text-xs text-muted">@{user.username}</p>
                </div>
                <Button
                  variant="secondary"
                  size="sm"
                  leadingIcon={<Plus className="size-4" aria-hidden />}
                  aria-label={t.addOf(user.fullName)}
                  onClick={() => onChange([...value, { id: user.id, fullName: user.fullName, email: null, avatar: user.avatar }])}
                >
                  {t.add}
                </Button>
              </li>
            ))}
          </ul>
        )
      ) : null}
    </fieldset>
  );
}
