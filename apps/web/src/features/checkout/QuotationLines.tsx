import { formatVnd, type QuotationLineDto } from '@market/contract';
import { m } from '../../lib/messages';
import { priceText } from '../events/event-price';
import { LineProblem } from '../cart/LineProblem';
import { ProductThumb } from '../cart/ProductThumb';
import { ProductTitle } from '../cart/ProductTitle';

const t = m.checkout;

/** The lines being bought as quoted: quantity × price, the discount and voucher share, and what each costs. */
export function QuotationLines({ lines }: { lines: readonly QuotationLineDto[] }) {
  return (
    <ul className="divide-y divide-line">
      {lines.map((line) => {
        const { product } = line;
        const reduced = line.total !== line.subtotal;
        return (
          <li key={`${product.productItemType}:${product.productItemId}`} className="flex gap-3 py-4 first:pt-0 last:pb-0" data-testid="quotation-line">
            <ProductThumb image={product.image} type={product.productItemType} className="size-14" />
            <div className="min-w-0 flex-1">
              <div className="flex items-start justify-between gap-3">
                <ProductTitle product={product} />
                <p className="shrink-0 text-right tabular-nums">
                  {reduced ? <span className="block text-[13px] text-muted line-through">{formatVnd(line.subtotal)}</span> : null}
                  <span className="font-semibold text-ink">{priceText(line.total)}</span>
                </p>
              </div>
              <p className="mt-1 text-[13px] text-muted">
                {t.quantityPrice(line.quantity, priceText(product.unitPrice))} · {t.hostedBy(product.host.fullName)}
              </p>
              {line.discount && line.discountAmount > 0 ? (
                <p className="mt-1 text-[13px] text-success-700">
                  {t.discount(line.discount.name)}: −{formatVnd(line.discountAmount)}
                </p>
              ) : null}
              {line.voucherAmount > 0 ? (
                <p className="mt-0.5 text-[13px] text-success-700">
                  {t.voucherTotal}: −{formatVnd(line.voucherAmount)}
                </p>
              ) : null}
              <LineProblem problem={line.problem} />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
