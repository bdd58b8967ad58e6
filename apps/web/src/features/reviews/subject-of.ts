import { REVIEW_SUBJECT_TYPES, type ProductDto, type ReviewSubjectType } from '@market/contract';
import type { ReviewSubject } from './api';

const reviewed = new Set<string>(REVIEW_SUBJECT_TYPES);

/** What a product card's rating is of: the product itself when it is reviewed (a course, an ebook, a combo), else the event it admits to; null for the rest. */
export function reviewSubjectOf(product: Pick<ProductDto, 'productItemType' | 'productItemId' | 'parent'>): ReviewSubject | null {
  if (reviewed.has(product.productItemType)) return { subjectType: product.productItemType as ReviewSubjectType, subjectId: product.productItemId };
  if (product.parent.kind === 'EVENT') return { subjectType: 'EVENT', subjectId: product.parent.id };
  return null;
}
