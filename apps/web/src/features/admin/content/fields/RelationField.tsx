import { cmsRelationIsToMany, type CmsRelationField } from '@market/contract';
import { Plus, X } from 'lucide-react';
import { useId, useState } from 'react';
import { Badge } from '../../../../components/ui/Badge';
import { Field } from '../../../../components/ui/Field';
import { Input } from '../../../../components/ui/Input';
import { Spinner } from '../../../../components/ui/Spinner';
import { cmsConsoleMessages } from '../../../../lib/cms-console-messages';
import { useDebouncedValue } from '../../../../lib/use-debounced-value';
import { useRelationOptions } from '../cms-admin';
import { entryTitle, fieldLabel, typeById, type LinkedEntry } from '../content-types';
import { errorOf, type FieldProps } from './types';

const t = cmsConsoleMessages.fields;

/**
 * Links to entries of the target type: the chosen ones as removable chips, and a search that lists
 * matching entries (drafts too) to add. A to-one relation holds at most one.
 */
export function RelationField({ name, field, value, onChange, path, errors, types }: FieldProps<CmsRelationField, LinkedEntry[]>) {
  const chosen = value ?? [];
  const many = cmsRelationIsToMany(field);
  const target = typeById(field.target, types);
  const label = fieldLabel(name, field);
  const [search, setSearch] = useState('');
  const [focused, setFocused] = useState(false);
  const debounced = useDebouncedValue(search).trim();
  const options = useRelationOptions(target, debounced, focused || search !== '');
  const listId = useId();
  const offered = (options.data?.data ?? []).filter((e) => !chosen.some((c) => c.id === e.id));
  const add = (entry: LinkedEntry) => {
    onChange(many ? [...chosen, entry] : [entry]);
    setSearch('');
  };

  return (
    <Field label={label} optional={!field.required} error={errorOf(errors, path)}>
      <div className="flex flex-col gap-2">
        {chosen.length ? (
          <ul className="flex flex-wrap gap-2" aria-label={label}>
            {chosen.map((entry) => (
              <li key={entry.id}>
                <Badge tone="brand" className="gap-1 py-1 pr-1">
                  {entry.label}
                  <button
                    type="button"
                    aria-label={t.relationRemove(entry.label)}
                    onClick={() => onChange(chosen.filter((c) => c.id !== entry.id))}
                    className="inline-flex size-5 items-center justify-center rounded-full hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-500"
                  >
                    <X className="size-3" aria-hidden />
                  </button>
                </Badge>
              </li>
            ))}
          </ul>
        ) : null}
        <Input
          type="search"
          placeholder={t.relationSearch(target?.displayName ?? label)}
          value={search}
          aria-controls={listId}
          onFocus={() => setFocused(true)}
          onChange={(event) => setSearch(event.target.value)}
          trailing={options.isFetching ? <Spinner className="mr-2 size-4" /> : undefined}
        />
        {focused || search ? (
          <ul
            id={listId}
            className="max-h-52 overflow-y-auto rounded-lg border border-line bg-surface"
            aria-label={t.relationSearch(label)}
            aria-busy={options.isFetching}
          >
            {offered.length === 0 && !options.isFetching ? <li className="px-3 py-2 text-sm text-muted">{t.relationEmpty}</li> : null}
            {offered.map((entry) => {
              const linked = { id: entry.id, label: target ? entryTitle(target, entry) : `#${entry.id}` };
              return (
                <li key={entry.id}>
                  <button
                    type="button"
                    onClick={() => add(linked)}
                    aria-label={t.relationAdd(linked.label)}
                    className="flex w-full items-center gap-2 px-3 py-2 text-left text-sm text-ink hover:bg-sunken focus-visible:bg-sunken focus-visible:outline-none"
                  >
                    <Plus className="size-4 text-muted" aria-hidden />
                    {linked.label}
                  </button>
                </li>
              );
            })}
          </ul>
        ) : null}
      </div>
    </Field>
  );
}
