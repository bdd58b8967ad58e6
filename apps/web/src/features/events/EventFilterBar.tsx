import { DURATION_FILTERS, EVENT_FORMATS, PRICE_FILTERS } from '@market/contract';
import { Search, X } from 'lucide-react';
import { Button } from '../../components/ui/Button';
import { Field } from '../../components/ui/Field';
import { Input } from '../../components/ui/Input';
import { Select } from '../../components/ui/Select';
import { m } from '../../lib/messages';
import { useEventCategoryOptions } from '../catalogue/event-categories';
import type { EventFilters } from './event-filters';

const t = m.events;
const priceOptions = PRICE_FILTERS.map((value) => ({ value, label: t.prices[value] ?? value }));
const formatOptions = EVENT_FORMATS.map((value) => ({ value, label: t.formats[value] ?? value }));
const durationOptions = DURATION_FILTERS.map((value) => ({ value, label: t.durations[value] ?? value }));

type FilterKey = 'q' | 'eventCategoryId' | 'price' | 'format' | 'duration';

interface EventFilterBarProps {
  filters: EventFilters;
  onChange: (key: FilterKey, value: string) => void;
  /** Shown when any filter is set. */
  onClear?: () => void;
}

/** Search, event category, price, format and duration; every choice goes to the address. */
export function EventFilterBar({ filters, onChange, onClear }: EventFilterBarProps) {
  const categories = useEventCategoryOptions();
  const categoryOptions = (categories.data ?? []).map((c) => ({ value: c.id, label: c.name }));
  return (
    <section aria-label={t.filtersLabel} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,1.6fr)_repeat(4,minmax(0,1fr))]">
      <Field label={t.search} className="sm:col-span-2 lg:col-span-1">
        <Input
          type="search"
          leading={<Search className="size-4" aria-hidden />}
          placeholder={t.searchPlaceholder}
          value={filters.q}
          maxLength={100}
          onChange={(event) => onChange('q', event.target.value)}
        />
      </Field>
      <Field label={t.category}>
        <Select
          options={categoryOptions}
          placeholder={t.allCategories}
          value={filters.eventCategoryId}
          disabled={categories.isPending && !filters.eventCategoryId}
          onChange={(event) => onChange('eventCategoryId', event.target.value)}
        />
      </Field>
      <Field label={t.price}>
        <Select options={priceOptions} placeholder={t.anyPrice} value={filters.price} onChange={(event) => onChange('price', event.target.value)} />
      </Field>
      <Field label={t.format}>
        <Select options={formatOptions} placeholder={t.anyFormat} value={filters.format} onChange={(event) => onChange('format', event.target.value)} />
      </Field>
      <Field label={t.duration}>
        <Select options={durationOptions} placeholder={t.anyDuration} value={filters.duration} onChange={(event) => onChange('duration', event.target.value)} />
      </Field>
      {onClear ? (
        <div className="sm:col-span-2 lg:col-span-5">
          <Button variant="ghost" size="sm" leadingIcon={<X className="size-4" aria-hidden />} onClick={onClear}>
            {t.clearFilters}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
