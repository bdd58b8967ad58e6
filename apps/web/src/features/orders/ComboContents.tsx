import { productTypeLabel } from '@market/contract';
import { Link } from 'react-router';
import { m } from '../../lib/messages';
import { useCombo } from '../combos/api';

/** Under a combo's order line: the items it gave the buyer, each a link to its own page. */
export function ComboContents({ slug, title }: { slug: string; title: string }) {
  const query = useCombo(slug);
  // The line itself says what was bought; the items are a convenience, so a failed read shows nothing.
  if (!query.data?.items.length) return null;
  return (
    <div className="mt-2">
      <p className="text-[13px] font-medium text-ink-soft">{m.orders.comboHolds}</p>
      <ul aria-label={m.orders.comboHoldsLabel(title)} className="mt-1 flex flex-col gap-1">
        {query.data.items.map((item) => (
          <li key={`${item.productItemType}:${item.productItemId}`} className="text-sm">
            <span className="text-muted">{productTypeLabel(item.productItemType)}: </span>
            {item.link ? (
              <Link to={item.link} className="font-medium text-brand-700 underline-offset-2 hover:underline">
                {item.title}
              </Link>
            ) : (
              <span className="font-medium text-ink">{item.title}</span>
            )}
            {item.quantity > 1 ? <span className="text-muted"> × {item.quantity}</span> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
