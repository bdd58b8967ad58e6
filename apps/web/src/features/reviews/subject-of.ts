import type { ProductDto, ReviewSubjectType } from '@market/contract';
import type { ReviewSubject } from './api';

const REVIEWED: readonly string[] = ['ONLINE_COURSE', 'E_BOOK', 'COMBO'] satisfies readonly ReviewSubjectType[];

/** What a product card's rating is of: the course, ebook or combo itself, or the event a ticket tier admits to; null for the rest. */
export function reviewSubjectOf(product: Pick<ProductDto, 'productItemType' | 'productItemId' | 'parent'>): ReviewSubject | null {
  if (REVIEWED.includes(product.productItemType)) return { subjectType: product.productItemType as ReviewSubjectType, subjectId: product.productItemId };
  if (product.productItemType === 'TICKET_TIER' && product.parent.kind === 'EVENT') return { subjectType: 'EVENT', subjectId: product.parent.id };
  return null;
}
