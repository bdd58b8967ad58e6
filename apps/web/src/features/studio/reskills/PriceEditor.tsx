import { RESKILL_PRODUCT_TYPES, productTypeLabel, type ReskillProductType } from '@market/contract';
import { Plus, Trash2, X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { Field } from '../../../components/ui/Field';
import { Input } from '../../../components/ui/Input';
import { SelectField } from '../../../components/ui/SelectField';
import { Switch } from '../../../components/ui/Switch';
import { ProductTypeIcon } from '../../../lib/product-type-icons';
import { rm } from '../../../lib/reskills-messages';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { priceText } from '../../events/event-price';
import { useReskillCandidates } from '../../reskills/reskills.api';
import { PriceInput } from '../PriceInput';

const t = rm.editor;
const kindOptions = RESKILL_PRODUCT_TYPES.map((value) => ({ value, label: productTypeLabel(value) }));

/** A price as the form edits it: amount as digits, products with their titles to show. */
export interface PriceDraft {
  key: string;
  id?: string;
  title: string;
  amount: string;
  active: boolean;
  hasBeenPaid: boolean;
  products: { productItemType: ReskillProductType; productItemId: string; title: string }[];
}

/**
 * One price of the programme: its name, amount, whether it is sold, and the host's courses and ebooks
 * it includes (found by name). A paid price keeps its amount and products (the server refuses changes).
 */
export function PriceEditor({
  draft,
  onChange,
  onRemove,
  error,
}: {
  draft: PriceDraft;
  onChange: (next: PriceDraft) => void;
  onRemove: () => void;
  error?: string;
}) {
  const [kind, setKind] = useState<ReskillProductType>('ONLINE_COURSE');
  const [q, setQ] = useState('');
  const found = useReskillCandidates(kind, useDebouncedValue(q, 300));
  const locked = draft.hasBeenPaid;
  const results = (found.data?.data ?? []).filter((p) => !draft.products.some((c) => c.productItemId === p.productItemId));
  return (
    <fieldset className="flex flex-col gap-3 rounded-xl border border-line p-4" data-testid="price-editor">
      <legend className="px-1 text-sm font-medium text-ink">{draft.title || t.priceTitle}</legend>
      {locked ? <p className="text-[13px] text-warning-700">{t.paidHint}</p> : null}
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label={t.priceTitle} error={error}>
          <Input maxLength={200} value={draft.title} onChange={(event) => onChange({ ...draft, title: event.target.value })} />
        </Field>
        <Field label={t.amount}>
          <PriceInput value={draft.amount} disabled={locked} onChange={(amount) => onChange({ ...draft, amount })} />
        </Field>
      </div>
      <Switch checked={draft.active} onCheckedChange={(active) => onChange({ ...draft, active })} label={t.priceActive} />
      <div className="flex flex-col gap-2">
        <span className="text-sm font-medium text-ink">{t.products}</span>
        <ul className="flex flex-col gap-1">
          {draft.products.map((product) => (
            <li key={product.productItemId} className="flex items-center gap-2 text-sm text-ink-soft">
              <ProductTypeIcon type={product.productItemType} className="size-4 text-brand-600" />
              <span className="flex-1">{product.title}</span>
              {locked ? null : (
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={t.removeProduct(product.title)}
                  onClick={() => onChange({ ...draft, products: draft.products.filter((p) => p.productItemId !== product.productItemId) })}
                >
                  <X className="size-4" aria-hidden />
                </Button>
              )}
            </li>
          ))}
        </ul>
        {locked ? null : (
          <div className="flex flex-col gap-2 rounded-lg bg-sunken p-3">
            <div className="grid gap-2 sm:grid-cols-[160px_1fr]">
              <SelectField label={t.productKind} value={kind} options={kindOptions} onValueChange={(value) => value && setKind(value)} />
              <Field label={t.searchProducts}>
                <Input value={q} maxLength={100} onChange={(event) => setQ(event.target.value)} />
              </Field>
            </div>
            <ul className="flex flex-col gap-1">
              {results.length === 0 && !found.isPending ? <li className="text-sm text-muted">{t.noResults}</li> : null}
              {results.map((product) => (
                <li key={product.productItemId} className="flex items-center gap-2 text-sm">
                  <span className="flex-1 text-ink-soft">
                    {product.title} · {priceText(product.price)}
                  </span>
                  <Button
                    variant="secondary"
                    size="sm"
                    leadingIcon={<Plus className="size-4" aria-hidden />}
                    aria-label={`${t.addProduct} ${product.title}`}
                    onClick={() =>
                      onChange({
                        ...draft,
                        products: [...draft.products, { productItemType: kind, productItemId: product.productItemId, title: product.title }],
                      })
                    }
                  >
                    {t.addProduct}
                  </Button>
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
      {locked ? null : (
        <Button variant="ghost" size="sm" className="self-start" onClick={onRemove} leadingIcon={<Trash2 className="size-4" aria-hidden />}>
          {t.removePrice}
        </Button>
      )}
    </fieldset>
  );
}
