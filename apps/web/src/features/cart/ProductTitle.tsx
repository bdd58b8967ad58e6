import type { ProductItemSummary } from '@market/contract';
import { Link } from 'react-router';
import { formatEventStart } from '../events/event-time';

/** Title (linked to the product's page when it has one), subtitle and when it happens. */
export function ProductTitle({ product, id }: { product: ProductItemSummary; id?: string }) {
  const internal = product.link?.startsWith('/') && !product.link.startsWith('//') ? product.link : null;
  return (
    <div className="min-w-0">
      <p id={id} className="font-medium leading-snug text-ink">
        {internal ? (
          <Link to={internal} className="hover:text-brand-700 hover:underline">
            {product.title}
          </Link>
        ) : (
          product.title
        )}
      </p>
      {product.subtitle ? <p className="mt-0.5 text-sm text-ink-soft">{product.subtitle}</p> : null}
      {product.startsAt ? (
        <p className="mt-0.5 text-[13px] text-muted">
          <time dateTime={product.startsAt}>{formatEventStart(product.startsAt)}</time>
        </p>
      ) : null}
    </div>
  );
}
