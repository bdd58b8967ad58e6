import { productTypeLabel, productTypeOf, type OrderItemDto } from '@market/contract';
import { Callout } from '../../components/ui/Callout';
import { m } from '../../lib/messages';
import { useCombo } from '../combos/api';
import { comboSlugOf } from '../orders/bought-items';

/**
 * What the buyer loses once the refund succeeds, in the words the contract declares per type (a course's
 * access, an e-book's downloads, a ticket, a booking); a combo lists each of its items with its own loss.
 */
export function RefundLoss({ item }: { item: Pick<OrderItemDto, 'productItemType' | 'link' | 'title'> }) {
  const slug = comboSlugOf(item);
  return (
    <Callout tone="warning" title={m.refunds.lossTitle}>
      <p>{productTypeOf(item.productItemType).refundLoss}</p>
      {slug ? <ComboLoss slug={slug} title={item.title} /> : null}
    </Callout>
  );
}

function ComboLoss({ slug, title }: { slug: string; title: string }) {
  const combo = useCombo(slug);
  if (!combo.data?.items.length) return null;
  return (
    <ul aria-label={m.refunds.comboLossLabel(title)} className="mt-1 list-disc pl-5">
      {combo.data.items.map((part) => (
        <li key={`${part.productItemType}:${part.productItemId}`}>
          <span className="font-medium">
            {productTypeLabel(part.productItemType)}: {part.title}
            {part.quantity > 1 ? ` × ${part.quantity}` : ''}
          </span>
          {' – '}
          {productTypeOf(part.productItemType).refundLoss}
        </li>
      ))}
    </ul>
  );
}
