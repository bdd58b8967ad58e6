import { Plus, Search, X } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Button } from '../../components/ui/Button';
import { Input } from '../../components/ui/Input';
import { Spinner } from '../../components/ui/Spinner';
import { cn } from '../../lib/cn';
import { HostAvatar } from '../profiles/HostAvatar';

/** What a picker shows of a person. */
export interface PickedPerson {
  id: string;
  fullName: string;
  avatar: string | null;
}

interface ChosenPeopleProps<P extends PickedPerson> {
  /** The section's name, which says how many are chosen. */
  label: string;
  /** Show the label as a heading too. */
  heading?: boolean;
  people: P[];
  noneText: string;
  /** The chip's text beside the avatar (the name by default). */
  nameOf?: (person: P) => ReactNode;
  removeLabel: (name: string) => string;
  onRemove: (person: P) => void;
  /** Chips without their remove button (someone who may not change the list). */
  readOnly?: boolean;
  error?: string | undefined;
  /** Read the error out when it appears. */
  announceError?: boolean;
}

/** The people chosen so far, as chips with an avatar and a button that takes each one out. */
export function ChosenPeople<P extends PickedPerson>({
  label,
  heading,
  people,
  noneText,
  nameOf,
  removeLabel,
  onRemove,
  readOnly,
  error,
  announceError,
}: ChosenPeopleProps<P>) {
  return (
    <section aria-label={label}>
      {heading ? <h3 className="mb-2 text-sm font-medium text-ink">{label}</h3> : null}
      {people.length === 0 ? (
        <p className="text-sm text-muted">{noneText}</p>
      ) : (
        <ul className="flex flex-wrap gap-2">
          {people.map((person) => (
            <li
              key={person.id}
              className="inline-flex items-center gap-2 rounded-full bg-brand-50 py-1 pr-1 pl-1.5 text-sm font-medium text-brand-700 ring-1 ring-brand-200 ring-inset"
            >
              <HostAvatar name={person.fullName} src={person.avatar} className="size-6 text-[10px]" />
              {nameOf ? nameOf(person) : person.fullName}
              <button
                type="button"
                hidden={readOnly}
                aria-label={removeLabel(person.fullName)}
                onClick={() => onRemove(person)}
                className="inline-flex size-6 items-center justify-center rounded-full hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-500"
              >
                <X className="size-3.5" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      )}
      {error ? (
        <p className="mt-2 text-[13px] font-medium text-danger-600" aria-live={announceError ? 'polite' : undefined}>
          {error}
        </p>
      ) : null}
    </section>
  );
}

interface PeopleSearchFieldProps {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  /** A search is on its way (a spinner at the end of the field). */
  fetching: boolean;
  /** The list is full: the field is off, with `fullText` under it. */
  full: boolean;
  fullText: string;
  className?: string;
}

/** The search box of a people picker, turned off once as many as allowed are chosen. */
export function PeopleSearchField({ label, placeholder, value, onChange, fetching, full, fullText, className }: PeopleSearchFieldProps) {
  const id = useId();
  return (
    <div className={cn('flex flex-col', className ?? 'gap-2')}>
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      <Input
        id={id}
        type="search"
        value={value}
        placeholder={placeholder}
        leading={<Search className="size-4" aria-hidden />}
        trailing={fetching ? <Spinner className="mr-2 size-4 text-brand-600" /> : undefined}
        onChange={(event) => onChange(event.target.value)}
        disabled={full}
      />
      {full ? <p className="text-[13px] text-muted">{fullText}</p> : null}
    </div>
  );
}

interface PeopleResultsProps<P extends PickedPerson> {
  search: { isError: boolean; isFetching: boolean; data?: unknown };
  /** Those found, less the ones already chosen. */
  results: P[];
  label: string;
  failedText: string;
  noMatchText: string;
  /** The line under a name (a headline or the username). */
  detailOf: (person: P) => string;
  addText: string;
  addLabel: (name: string) => string;
  onAdd: (person: P) => void;
}

/** What a people search found, each with a button that adds them; or why there is nothing to add. */
export function PeopleResults<P extends PickedPerson>({
  search,
  results,
  label,
  failedText,
  noMatchText,
  detailOf,
  addText,
  addLabel,
  onAdd,
}: PeopleResultsProps<P>) {
  if (search.isError)
    return (
      <p className="text-sm text-danger-600" role="alert">
        {failedText}
      </p>
    );
  if (search.data && results.length === 0) return <p className="text-sm text-muted">{noMatchText}</p>;
  return (
    <ul className="divide-y divide-line rounded-xl border border-line" aria-label={label} aria-busy={search.isFetching}>
      {results.map((person) => (
        <li key={person.id} className="flex items-center gap-3 px-3 py-2.5">
          <HostAvatar name={person.fullName} src={person.avatar} className="size-9 text-xs" />
          <div className="min-w-0 flex-1">
            <p className="truncate text-sm font-medium text-ink">{person.fullName}</p>
            <p className="truncate text-xs text-muted">{detailOf(person)}</p>
          </div>
          <Button
            variant="secondary"
            size="sm"
            leadingIcon={<Plus className="size-4" aria-hidden />}
            aria-label={addLabel(person.fullName)}
            onClick={() => onAdd(person)}
          >
            {addText}
          </Button>
        </li>
      ))}
    </ul>
  );
}
