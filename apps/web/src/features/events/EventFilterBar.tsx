import { DURATION_FILTERS, EVENT_FORMATS, PRICE_FILTERS, VIETNAM_PROVINCES } from '@market/contract';
import { Search, SlidersHorizontal, X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/Button';
import { DateInput } from '../../components/ui/DateInput';
import { Dialog } from '../../components/ui/Dialog';
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

const provinceOptions = VIETNAM_PROVINCES.map((value) => ({ value, label: value }));

type FilterKey = 'q' | 'eventCategoryId' | 'price' | 'format' | 'duration' | 'city' | 'from' | 'to';

interface EventFilterBarProps {
  filters: EventFilters;
  onChange: (key: FilterKey, value: string) => void;
  /** Shown when any filter is set. */
  onClear?: () => void;
}

/**
 * Search, event category, price, format, duration, province and days (dd/mm/yyyy); every choice goes to
 * the address. On phones the choices fold into a sheet, so the first events show on the first screen.
 */
export function EventFilterBar({ filters, onChange, onClear }: EventFilterBarProps) {
  const [sheetOpen, setSheetOpen] = useState(false);
  const chosen = [filters.eventCategoryId, filters.price, filters.format, filters.duration, filters.city, filters.from, filters.to].filter(Boolean).length;
  return (
    <section aria-label={t.filtersLabel} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,1.6fr)_repeat(4,minmax(0,1fr))]">
      <div className="flex items-end gap-2 sm:col-span-2 sm:block lg:col-span-1">
        <Field label={t.search} className="flex-1">
          <Input
            type="search"
            leading={<Search className="size-4" aria-hidden />}
            placeholder={t.searchPlaceholder}
            value={filters.q}
            maxLength={100}
            onChange={(event) => onChange('q', event.target.value)}
          />
        </Field>
        <Button variant="secondary" className="sm:hidden" leadingIcon={<SlidersHorizontal className="size-4" aria-hidden />} onClick={() => setSheetOpen(true)}>
          {chosen ? t.filtersCount(chosen) : t.filters}
        </Button>
      </div>
      <div className="hidden sm:contents">
        <FilterChoices filters={filters} onChange={onChange} />
      </div>
      {onClear ? (
        <div className="sm:col-span-2 lg:col-span-5">
          <Button variant="ghost" size="sm" leadingIcon={<X className="size-4" aria-hidden />} onClick={onClear}>
            {t.clearFilters}
          </Button>
        </div>
      ) : null}
      <Dialog
        open={sheetOpen}
        onOpenChange={setSheetOpen}
        title={t.filters}
        footer={
          <>
            {onClear ? (
              <Button variant="ghost" onClick={onClear}>
                {t.clearFilters}
              </Button>
            ) : null}
            <Button onClick={() => setSheetOpen(false)}>{t.showResults}</Button>
          </>
        }
      >
        <div className="flex flex-col gap-4">
          <FilterChoices filters={filters} onChange={onChange} />
        </div>
      </Dialog>
    </section>
  );
}

/** The choices, beside the search on wide screens (the place and days on a second row), in the sheet on phones. */
function FilterChoices({ filters, onChange }: Omit<EventFilterBarProps, 'onClear'>) {
  const categories = useEventCategoryOptions();
  const categoryOptions = (categories.data ?? []).map((c) => ({ value: c.id, label: c.name }));
  return (
    <>
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
      <Field label={t.city}>
        <Select
          // A place from an older link that is not one of the 34 stays chosen.
          options={
            filters.city && !provinceOptions.some((o) => o.value === filters.city)
              ? [...provinceOptions, { value: filters.city, label: filters.city }]
              : provinceOptions
          }
          placeholder={t.anyCity}
          value={filters.city}
          onChange={(event) => onChange('city', event.target.value)}
        />
      </Field>
      <Field label={t.fromDay}>
        <DateInput value={filters.from} onChange={(iso) => onChange('from', iso)} />
      </Field>
      <Field label={t.toDay}>
        <DateInput value={filters.to} onChange={(iso) => onChange('to', iso)} />
      </Field>
    </>
  );
}
