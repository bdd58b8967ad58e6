import type { ProductItemRef } from '@market/contract';
import { cn } from '../../lib/cn';
import { ProductTypeIcon } from '../../lib/product-type-icons';

/** A product's picture, or an icon of its kind when it has none. */
export function ProductThumb({ image, type, className }: { image: string | null; type: ProductItemRef['productItemType']; className?: string }) {
  if (image) return <img src={image} alt="" className={cn('shrink-0 rounded-xl object-cover', className)} />;
  return (
    <span aria-hidden className={cn('flex shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-500', className)}>
      <ProductTypeIcon className="size-6" type={type} />
    </span>
  );
}
