import type { CategoryChip } from '@market/contract';
import { Search, X } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { Input } from '../../components/ui/Input';
import { cn } from '../../lib/cn';
import { m } from '../../lib/messages';
import { filterCategoryTree, flattenCategoryTree, type CategoryNode } from './category-tree';

const t = m.catalogue.picker;
const NONE: readonly CategoryChip[] = [];

interface CategoryPickerProps {
  /** The group's name (its legend). */
  label: string;
  /** The legend only for screen readers (a heading above already says it). */
  labelHidden?: boolean;
  description?: string;
  tree: readonly CategoryNode[];
  value: readonly string[];
  onChange: (ids: string[]) => void;
  /** How many may be chosen at most. */
  max?: number;
  error?: string;
  /** Names of chosen categories the tree may not hold (e.g. one hidden since it was chosen). */
  known?: readonly CategoryChip[];
  disabled?: boolean;
}

/** Several categories chosen from the tree: the chosen ones as chips, the tree as filterable checkboxes. */
export function CategoryPicker({ label, labelHidden, description, tree, value, onChange, max, error, known = NONE, disabled }: CategoryPickerProps) {
  const id = useId();
  const [q, setQ] = useState('');
  const names = useMemo(() => {
    const map = new Map(known.map((chip) => [chip.id, chip.name]));
    for (const row of flattenCategoryTree(tree)) map.set(row.category.id, row.category.name);
    return map;
  }, [tree, known]);
  const rows = useMemo(() => flattenCategoryTree(filterCategoryTree(tree, q)), [tree, q]);
  const full = max !== undefined && value.length >= max;
  const toggle = (categoryId: string, on: boolean) => onChange(on ? [...value, categoryId] : value.filter((v) => v !== categoryId));
  const describedBy = [description ? `${id}-description` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;

  return (
    <fieldset className="flex min-w-0 flex-col gap-2" aria-describedby={describedBy} disabled={disabled}>
      <legend className={labelHidden ? 'sr-only' : 'mb-1.5 text-sm font-medium text-ink'}>{label}</legend>
      {description ? (
        <p id={`${id}-description`} className="-mt-1 text-[13px] text-muted">
          {description}
        </p>
      ) : null}
      {value.length === 0 ? (
        <p className="text-sm text-muted">{t.none}</p>
      ) : (
        <ul className="flex flex-wrap gap-1.5" aria-label={t.selected(value.length)}>
          {value.map((categoryId) => {
            const name = names.get(categoryId) ?? categoryId;
            return (
              <li key={categoryId}>
                <button
                  type="button"
                  aria-label={t.remove(name)}
                  onClick={() => toggle(categoryId, false)}
                  className="inline-flex h-8 items-center gap-1 rounded-full bg-brand-50 px-3 text-sm font-medium text-brand-700 ring-1 ring-brand-200 ring-inset hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-500"
                >
                  {name}
                  <X className="size-3.5" aria-hidden />
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <Input
        type="search"
        value={q}
        aria-label={t.filter(label)}
        placeholder={t.filterPlaceholder}
        leading={<Search className="size-4" aria-hidden />}
        onChange={(event) => setQ(event.target.value)}
      />
      <div className="max-h-64 overflow-y-auto rounded-lg border border-line bg-surface">
        {rows.length === 0 ? (
          <p className="px-3 py-4 text-sm text-muted">{tree.length === 0 ? t.empty : t.noMatch}</p>
        ) : (
          <ul className="divide-y divide-line/60">
            {rows.map(({ category, depth }) => {
              const checked = value.includes(category.id);
              return (
                <li key={category.id}>
                  <label
                    className={cn(
                      'flex cursor-pointer items-center gap-2.5 py-2 pr-3 text-sm text-ink hover:bg-sunken/60',
                      !checked && full ? 'cursor-not-allowed text-muted' : null,
                    )}
                    style={{ paddingLeft: `${0.75 + depth * 1.25}rem` }}
                  >
                    <input
                      type="checkbox"
                      className="size-4 shrink-0 accent-brand-600"
                      checked={checked}
                      disabled={!checked && full}
                      onChange={(event) => toggle(category.id, event.target.checked)}
                    />
                    <span className={cn('min-w-0 truncate', depth === 0 ? 'font-medium' : null)}>{category.name}</span>
                  </label>
                </li>
              );
            })}
          </ul>
        )}
      </div>
      <p className="text-[13px] text-muted" aria-live="polite">
        {t.selected(value.length)}
        {max !== undefined ? ` · ${t.max(max)}` : null}
      </p>
      {error ? (
        <p id={`${id}-error`} className="text-[13px] leading-snug font-medium text-danger-600" aria-live="polite">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
