import { SAVED_ITEM_TYPES, type ProductDto, type SavedItemType } from '@market/contract';
import { linkCardClass } from '../../components/ui/Card';
import { Link } from 'react-router';
import { cn } from '../../lib/cn';
import { ProductTypeIcon } from '../../lib/product-type-icons';
import { priceText } from '../events/event-price';
import { formatEventStart } from '../events/event-time';
import { MemberOnlyBadge } from '../memberships/MemberOnlyBadge';
import { HostAvatar } from '../profiles/HostAvatar';
import { CardRating } from '../reviews/Stars';
import { reviewSubjectOf } from '../reviews/subject-of';
import { SaveButton } from '../saved/SaveButton';

/** What the card's heart saves: a tier's event, or the thing itself when it can be saved (a calendar's frame cannot). */
function savedTarget(product: ProductDto): { type: SavedItemType; id: string } | null {
  if (product.parent.kind === 'EVENT') return { type: 'EVENT', id: product.parent.id };
  const type = SAVED_ITEM_TYPES.find((saved) => saved === product.productItemType);
  return type ? { type, id: product.productItemId } : null;
}

/**
 * Anything on sale in a grid (a shelf of the homepage sections): cover, its start when it has one,
 * title, what it is (a tier, "Combo 3 sản phẩm"), host and price. The whole card is one link.
 */
export function ProductCard({ product, className }: { product: ProductDto; className?: string }) {
  const rated = reviewSubjectOf(product);
  const saved = savedTarget(product);
  const title = product.link ? (
    <Link to={product.link} className="outline-none after:absolute after:inset-0 after:content-['']">
      {product.title}
    </Link>
  ) : (
    product.title
  );
  return (
    <article data-testid="product-card" className={cn(linkCardClass, className)}>
      <div className="relative aspect-[16/9] bg-brand-50">
        {product.image ? (
          <img src={product.image} alt="" loading="lazy" className="size-full object-cover" />
        ) : (
          <div className="flex size-full items-center justify-center bg-gradient-to-br from-brand-50 to-brand-100 text-brand-400" aria-hidden>
            <ProductTypeIcon className="size-10" type={product.productItemType} />
          </div>
        )}
        {saved ? <SaveButton type={saved.type} id={saved.id} className="absolute right-3 bottom-3" /> : null}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        {product.startsAt ? (
          <p className="text-sm font-medium text-brand-700">
            <time dateTime={product.startsAt}>{formatEventStart(product.startsAt)}</time>
          </p>
        ) : null}
        {product.memberOnly ? <MemberOnlyBadge /> : null}
        <h3 className="line-clamp-2 text-base leading-snug font-semibold text-ink">{title}</h3>
        {product.subtitle ? <p className="truncate text-sm text-muted">{product.subtitle}</p> : null}
        <p className="flex min-w-0 items-center gap-2 text-sm text-muted">
          <HostAvatar name={product.host.fullName} src={product.host.avatar} className="size-6 shrink-0 text-[10px]" />
          <span className="truncate">{product.host.fullName}</span>
        </p>
        {rated ? <CardRating subject={rated} /> : null}
        <p className="mt-auto pt-2 font-semibold text-ink">{priceText(product.price)}</p>
      </div>
    </article>
  );
}

export function ProductCardGrid({ products }: { products: readonly ProductDto[] }) {
  return (
    <ul className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-4">
      {products.map((product) => (
        <li key={`${product.productItemType}:${product.productItemId}`}>
          <ProductCard product={product} />
        </li>
      ))}
    </ul>
  );
}
