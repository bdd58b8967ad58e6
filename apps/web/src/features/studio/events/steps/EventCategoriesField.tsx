import { useId } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { Button } from '../../../../components/ui/Button';
import { Spinner } from '../../../../components/ui/Spinner';
import { cn } from '../../../../lib/cn';
import { m } from '../../../../lib/messages';
import { cm } from '../../../../lib/console-messages';
import { useEventCategoryOptions } from '../../../catalogue/event-categories';
import type { EventFormValues } from '../event-form';

const t = cm.studioEvents;
/** The contract's limit on an event's categories. */
const MAX_EVENT_CATEGORIES = 5;

/** The kinds of event (admin-kept list) as toggle chips, at most five. */
export function EventCategoriesField() {
  const id = useId();
  const categories = useEventCategoryOptions();
  const { control, formState } = useFormContext<EventFormValues, unknown, unknown>();
  const { field } = useController({ control, name: 'eventCategoryIds' });
  const chosen = field.value;
  const full = chosen.length >= MAX_EVENT_CATEGORIES;
  const error = formState.errors.eventCategoryIds?.message;
  const toggle = (categoryId: string, on: boolean) => field.onChange(on ? [...chosen, categoryId] : chosen.filter((v) => v !== categoryId));

  return (
    <fieldset className="flex min-w-0 flex-col gap-2" aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}>
      <legend className="mb-1.5 text-sm font-medium text-ink">
        {t.categories} <span className="text-xs font-normal text-muted">({m.common.optional})</span>
      </legend>
      <p id={`${id}-hint`} className="-mt-1 text-[13px] text-muted">
        {t.categoriesHint(MAX_EVENT_CATEGORIES)}
      </p>
      {categories.isPending ? (
        <p className="flex items-center gap-2 text-sm text-muted">
          <Spinner className="size-4 text-brand-600" />
          <span role="status">{t.categoriesLoading}</span>
        </p>
      ) : categories.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-ink-soft">
          <span>{t.categoriesFailed}</span>
          <Button variant="secondary" size="sm" onClick={() => void categories.refetch()} loading={categories.isFetching}>
            {m.common.retry}
          </Button>
        </div>
      ) : categories.data.length === 0 ? (
        <p className="text-sm text-muted">{t.categoriesEmpty}</p>
      ) : (
        <ul className="flex flex-wrap gap-2">
          {categories.data.map((category) => {
            const checked = chosen.includes(category.id);
            return (
              <li key={category.id}>
                <label
                  className={cn(
                    'inline-flex h-9 cursor-pointer items-center gap-2 rounded-full border px-3 text-sm transition-colors has-focus-visible:outline-2 has-focus-visible:outline-brand-500',
                    checked ? 'border-brand-300 bg-brand-50 font-medium text-brand-700' : 'border-line-strong text-ink-soft hover:bg-sunken',
                    !checked && full ? 'cursor-not-allowed opacity-60' : null,
                  )}
                >
                  <input
                    type="checkbox"
                    className="size-4 accent-brand-600"
                    checked={checked}
                    disabled={!checked && full}
                    onChange={(event) => toggle(category.id, event.target.checked)}
                  />
                  {category.name}
                </label>
              </li>
            );
          })}
        </ul>
      )}
      {error ? (
        <p id={`${id}-error`} className="text-[13px] font-medium text-danger-600" aria-live="polite">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
