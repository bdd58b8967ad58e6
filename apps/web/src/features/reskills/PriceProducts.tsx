import { productTypeLabel, type ReskillProductDto } from '@market/contract';
import { Link } from 'react-router';
import { ProductTypeIcon } from '../../lib/product-type-icons';
import { rm } from '../../lib/reskills-messages';

/** What a price includes: each course or ebook with its kind, linking to its own page. */
export function PriceProducts({ products }: { products: readonly ReskillProductDto[] }) {
  if (!products.length) return <p className="text-sm text-muted">{rm.detail.nothingIncluded}</p>;
  return (
    <ul className="flex flex-col gap-2">
      {products.map((product) => (
        <li key={product.productItemId} className="flex items-center gap-2 text-sm text-ink-soft">
          <ProductTypeIcon type={product.productItemType} className="size-4 shrink-0 text-brand-600" />
          <span className="sr-only">{productTypeLabel(product.productItemType)}:</span>
          {product.link ? (
            <Link to={product.link} className="hover:text-brand-700 hover:underline">
              {product.title}
            </Link>
          ) : (
            product.title
          )}
        </li>
      ))}
    </ul>
  );
}
