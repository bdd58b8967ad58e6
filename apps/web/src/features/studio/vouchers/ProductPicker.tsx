import { PROMOTED_PRODUCT_TYPES, formatVnd, productTypeLabel, type HostProductDto, type PromotableItemType } from '@market/contract';
import { Plus, Search, X } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { Input } from '../../../components/ui/Input';
import { Pagination } from '../../../components/ui/Pagination';
import { SelectField } from '../../../components/ui/SelectField';
import { Spinner } from '../../../components/ui/Spinner';
import { cm } from '../../../lib/console-messages';
import { ProductTypeIcon } from '../../../lib/product-type-icons';
import { formatDateTime } from '../../../lib/time';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useProductSearch } from './promotions.api';

const t = cm.studioPromotions.products;
/** Every type a host may promote, as the contract declares them. */
const kindOptions = PROMOTED_PRODUCT_TYPES.map((value) => ({ value, label: productTypeLabel(value) }));

/** What a chosen product shows: "Hội thảo UX · Vé VIP" or "Tư vấn 1:1 · Khung giờ 09:00 05/12/2026". */
export function productName(product: Pick<HostProductDto, 'productItemType' | 'title' | 'subtitle' | 'startsAt'>): string {
  const detail = product.productItemType === 'CALENDAR_FRAME' && product.startsAt ? t.frameAt(formatDateTime(product.startsAt)) : product.subtitle;
  return detail ? `${product.title} · ${detail}` : product.title;
}
const sameProduct = (a: HostProductDto, b: HostProductDto) => a.productItemType === b.productItemType && a.productItemId === b.productItemId;

interface ProductPickerProps {
  label: string;
  hint?: string;
  error?: string;
  value: HostProductDto[];
  onChange: (products: HostProductDto[]) => void;
  /** Discounts: a product another discount covers cannot be chosen (the one being edited does not count). */
  blockTakenBy?: { ownDiscountId: string | null };
  max: number;
}

/**
 * The host's own products of every promotable type, found by name and kind, added to or removed from a voucher or a
 * discount. The chosen ones stay listed above the search, whatever page the search is on.
 */
export function ProductPicker({ label, hint, error, value, onChange, blockTakenBy, max }: ProductPickerProps) {
  const searchId = useId();
  const hintId = useId();
  const [q, setQ] = useState('');
  const [type, setType] = useState<PromotableItemType | ''>('');
  const [page, setPage] = useState(1);
  const search = useProductSearch({ q: useDebouncedValue(q), type, page });
  const results = search.data?.data ?? [];
  const full = value.length >= max;
  const takenBy = (product: HostProductDto) =>
    blockTakenBy && product.discount && product.discount.id !== blockTakenBy.ownDiscountId ? product.discount : null;

  return (
    <fieldset className="flex flex-col gap-3" aria-describedby={hint ? hintId : undefined}>
      <legend className="text-sm font-medium text-ink">{label}</legend>
      {hint ? (
        <p id={hintId} className="-mt-1 text-[13px] text-muted">
          {hint}
        </p>
      ) : null}
      <section aria-label={t.chosen(value.length)}>
        {value.length === 0 ? (
          <p className="text-sm text-muted">{t.none}</p>
        ) : (
          <ul className="flex flex-col gap-1.5">
            {value.map((product) => (
              <li
                key={`${product.productItemType}:${product.productItemId}`}
                className="flex items-center gap-2 rounded-lg bg-brand-50 py-1.5 pr-1 pl-3 text-sm text-brand-800 ring-1 ring-brand-200 ring-inset"
              >
                <ProductTypeIcon className="size-4 shrink-0" type={product.productItemType} />
                <span className="min-w-0 flex-1 truncate font-medium">{productName(product)}</span>
                <span className="shrink-0 text-xs tabular-nums">{formatVnd(product.price)}</span>
                <button
                  type="button"
                  aria-label={t.removeOf(productName(product))}
                  onClick={() => onChange(value.filter((p) => !sameProduct(p, product)))}
                  className="inline-flex size-7 shrink-0 items-center justify-center rounded-full hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-500"
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
      <div className="grid gap-2 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-end">
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
            onChange={(event) => {
              setQ(event.target.value);
              setPage(1);
            }}
          />
        </div>
        <SelectField
          label={t.kind}
          value={type}
          options={kindOptions}
          placeholder={t.allKinds}
          onValueChange={(next) => {
            setType(next);
            setPage(1);
          }}
          className="sm:w-56"
        />
      </div>
      {search.isError ? (
        <p className="text-sm text-danger-600" role="alert">
          {cm.studioPromotions.loadFailed}
        </p>
      ) : search.data && results.length === 0 ? (
        <p className="text-sm text-muted">{t.noMatch}</p>
      ) : results.length ? (
        <ul className="divide-y divide-line rounded-xl border border-line" aria-label={t.results} aria-busy={search.isFetching}>
          {results.map((product) => {
            const chosen = value.some((p) => sameProduct(p, product));
            const taken = takenBy(product);
            const name = productName(product);
            return (
              <li key={`${product.productItemType}:${product.productItemId}`} className="flex items-center gap-3 px-3 py-2.5">
                <div className="min-w-0 flex-1">
                  <p className="truncate text-sm font-medium text-ink">{name}</p>
                  <p className="truncate text-xs text-muted">
                    {formatVnd(product.price)}
                    {product.discount ? ` · ${t.inDiscount(product.discount.name)}` : ''}
                  </p>
                </div>
                <Button
                  variant="secondary"
                  size="sm"
                  leadingIcon={chosen ? undefined : <Plus className="size-4" aria-hidden />}
                  aria-label={chosen ? `${t.added}: ${name}` : t.addOf(name)}
                  disabled={chosen || Boolean(taken) || full}
                  onClick={() => onChange([...value, product])}
                >
                  {chosen ? t.added : t.add}
                </Button>
              </li>
            );
          })}
        </ul>
      ) : null}
      {search.data && search.data.meta.totalPages > 1 ? (
        <Pagination
          page={page}
          totalPages={search.data.meta.totalPages}
          total={search.data.meta.total}
          totalAtLeast={search.data.meta.totalAtLeast}
          onPageChange={setPage}
        />
      ) : null}
    </fieldset>
  );
}
