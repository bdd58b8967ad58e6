import { PRICE_FILTERS, type CourseOrder } from '@market/contract';
import { GraduationCap, Search, X } from 'lucide-react';
import { Button } from '../../components/ui/Button';
import { Field } from '../../components/ui/Field';
import { Input } from '../../components/ui/Input';
import { PagedResults } from '../../components/ui/PagedResults';
import { Select } from '../../components/ui/Select';
import { m } from '../../lib/messages';
import { useAddressFilters } from '../../lib/use-address-filters';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { usePageTitle } from '../../lib/use-page-title';
import { useRootCategories } from '../catalogue/api';
import { useCourses, type CourseListParams } from './api';
import { CourseCardGrid, CourseCardGridSkeleton } from './CourseCard';

const t = m.courses;
const FILTER_KEYS = ['q', 'categoryId', 'price'] as const;
const priceOptions = PRICE_FILTERS.map((value) => ({ value, label: t.prices[value] ?? value }));
const PAGE_SIZE = 12;
const ORDERS = ['newest', 'popular', 'rating', 'price'] as const satisfies readonly CourseOrder[];
const orderOptions = ORDERS.map((value) => ({ value, label: t.orders[value] }));

/** `/courses`: published courses with search (accents optional), category and price; every choice lives in the address. */
export function CoursesPage() {
  usePageTitle(t.title);
  const { params, update, clear, setPage } = useAddressFilters(FILTER_KEYS);
  const filters = { q: params.get('q') ?? '', categoryId: params.get('categoryId') ?? '', price: params.get('price') ?? '' };
  // The server's default (newest) is left out of the address.
  const order = ORDERS.find((o) => o === params.get('order')) ?? 'newest';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const q = useDebouncedValue(filters.q, 300);
  const query: CourseListParams = { page, limit: PAGE_SIZE };
  if (q.trim()) query.q = q.trim();
  if (filters.categoryId) query.categoryId = filters.categoryId;
  if (filters.price === 'free' || filters.price === 'paid') query.price = filters.price;
  if (order !== 'newest') query.order = order;
  const list = useCourses(query);
  const categories = useRootCategories();
  const categoryOptions = (categories.data?.data ?? []).map((c) => ({ value: c.id, label: c.name }));
  const filtered = FILTER_KEYS.some((key) => filters[key] !== '');

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 sm:py-10">
      <h1 className="text-2xl font-semibold tracking-tight text-ink sm:text-[28px]">{t.title}</h1>
      <p className="mt-1 text-[15px] text-muted">{t.lead}</p>
      <section aria-label={t.filtersLabel} className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_minmax(0,1fr)]">
        <Field label={t.search} className="sm:col-span-2 lg:col-span-1">
          <Input
            type="search"
            leading={<Search className="size-4" aria-hidden />}
            placeholder={t.searchPlaceholder}
            value={filters.q}
            maxLength={100}
            onChange={(event) => update({ q: event.target.value })}
          />
        </Field>
        <Field label={t.category}>
          <Select
            options={categoryOptions}
            placeholder={t.allCategories}
            value={filters.categoryId}
            disabled={categories.isPending && !filters.categoryId}
            onChange={(event) => update({ categoryId: event.target.value })}
          />
        </Field>
        <Field label={t.price}>
          <Select options={priceOptions} placeholder={t.anyPrice} value={filters.price} onChange={(event) => update({ price: event.target.value })} />
        </Field>
        <Field label={t.orderLabel}>
          <Select options={orderOptions} value={order} onChange={(event) => update({ order: event.target.value === 'newest' ? null : event.target.value })} />
        </Field>
        {filtered ? (
          <div className="sm:col-span-2 lg:col-span-4">
            <Button variant="ghost" size="sm" onClick={clear}>
              <X className="size-4" aria-hidden />
              {t.clearFilters}
            </Button>
          </div>
        ) : null}
      </section>
      <div className="mt-6" aria-busy={list.isFetching}>
        <PagedResults
          query={list}
          loading={<CourseCardGridSkeleton />}
          empty={{ icon: <GraduationCap />, title: t.emptyTitle, body: t.emptyBody }}
          clear={filtered ? { label: t.clearFilters, onClear: clear } : undefined}
          count={t.count}
          onPageChange={setPage}
        >
          {(courses) => <CourseCardGrid courses={courses} headingLevel="h2" />}
        </PagedResults>
      </div>
    </div>
  );
}
