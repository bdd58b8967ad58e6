import { MAX_QUANTITY, type CartItemDto } from '@market/contract';
import { Trash2 } from 'lucide-react';
import { useId } from 'react';
import { QuantityStepper } from '../../components/ui/QuantityStepper';
import { m } from '../../lib/messages';
import { priceText } from '../events/event-price';
import { useSetCartQuantity } from './api';
import { LineProblem } from './LineProblem';
import { ProductThumb } from './ProductThumb';
import { ProductTitle } from './ProductTitle';
import { purchaseLimit } from './purchase-limit';
import { useQuantityDraft } from './use-quantity-draft';

const t = m.cart;

interface CartLineProps {
  item: CartItemDto;
  selected: boolean;
  onSelectedChange: (selected: boolean) => void;
  onRemove: (item: CartItemDto) => void;
  removing: boolean;
}

/** One cart line: pick it for checkout, change how many, see what it costs, or take it out. */
export function CartLine({ item, selected, onSelectedChange, onRemove, removing }: CartLineProps) {
  const titleId = useId();
  const { product } = item;
  const setQuantity = useSetCartQuantity();
  const draft = useQuantityDraft(item.quantity, (quantity) => setQuantity.mutateAsync({ id: item.id, quantity }));
  const limit = purchaseLimit(product.available, product.maxPerOrder);
  // A line that cannot be bought is not offered for checkout, but may still be fixed or removed.
  const selectable = item.problem === null;

  return (
    <li className="flex gap-3 px-4 py-4 sm:gap-4 sm:px-5" data-testid="cart-line" aria-labelledby={titleId} aria-busy={removing || undefined}>
      <input
        type="checkbox"
        className="mt-1 size-4.5 shrink-0 accent-brand-600 disabled:opacity-40"
        checked={selectable && selected}
        disabled={!selectable}
        onChange={(event) => onSelectedChange(event.target.checked)}
        aria-label={t.select(product.title)}
      />
      <ProductThumb image={product.image} type={product.productItemType} className="size-16 sm:size-20" />
      <div className="min-w-0 flex-1">
        <div className="flex items-start justify-between gap-3">
          <ProductTitle product={product} id={titleId} />
          <button
            type="button"
            aria-label={t.remove(product.title)}
            onClick={() => onRemove(item)}
            disabled={removing}
            className="-m-1.5 inline-flex size-9 shrink-0 items-center justify-center rounded-lg text-muted transition-colors hover:bg-danger-50 hover:text-danger-700 focus-visible:outline-2 focus-visible:outline-brand-500 disabled:opacity-50"
          >
            <Trash2 className="size-4.5" aria-hidden />
          </button>
        </div>
        <div className="mt-3 flex flex-wrap items-end justify-between gap-x-4 gap-y-2">
          <div className="flex flex-col gap-1">
            <QuantityStepper
              value={draft.quantity}
              onChange={draft.change}
              max={limit}
              label={t.quantity(product.title)}
              decreaseLabel={t.decrease(product.title)}
              increaseLabel={t.increase(product.title)}
              disabled={removing}
            />
            <p className="text-xs text-muted">
              <span className="sr-only">{t.unitPrice}: </span>
              {priceText(product.unitPrice)}
              {limit > 0 && limit < MAX_QUANTITY ? ` · ${t.limit(limit)}` : null}
            </p>
          </div>
          <p className="text-right font-semibold text-ink tabular-nums" data-testid="line-subtotal">
            <span className="sr-only">{t.lineTotal}: </span>
            {priceText(product.unitPrice * draft.quantity)}
          </p>
        </div>
        <LineProblem problem={item.problem} />
      </div>
    </li>
  );
}
