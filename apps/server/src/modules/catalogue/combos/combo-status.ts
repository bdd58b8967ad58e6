import type { ProductStatus } from '@market/contract';

export type ComboStatus = (typeof ProductStatus.values)[number];
export type ComboAction = 'PUBLISH' | 'UNPUBLISH' | 'DRAFT' | 'DELETE';

/**
 * The one table of combo status moves (the product status of spec 3.3). A combo needs no admin review:
 * its items were each reviewed (events, courses) or are the host's own files (ebooks). A host
 * publishes a draft, takes a published combo off sale (UNPUBLISHED) and puts it back, or returns it
 * to a draft; DELETED is final (buyers keep what they bought).
 */
const MOVES: Record<ComboAction, Partial<Record<ComboStatus, ComboStatus>>> = {
  PUBLISH: { DRAFT: 'PUBLISHED', UNPUBLISHED: 'PUBLISHED' },
  UNPUBLISH: { PUBLISHED: 'UNPUBLISHED' },
  DRAFT: { UNPUBLISHED: 'DRAFT', PUBLISHED: 'DRAFT' },
  DELETE: { DRAFT: 'DELETED', UNPUBLISHED: 'DELETED', PUBLISHED: 'DELETED' },
};

/** The status after `action`, or null when the move is not allowed (answered 409 COMBO_INVALID_STATUS). */
export function nextComboStatus(from: ComboStatus, action: ComboAction): ComboStatus | null {
  return MOVES[action][from] ?? null;
}

/** The action a change-state call asks for, by the status it names. */
export const actionTo = (status: 'DRAFT' | 'PUBLISHED' | 'UNPUBLISHED'): ComboAction =>
  status === 'PUBLISHED' ? 'PUBLISH' : status === 'UNPUBLISHED' ? 'UNPUBLISH' : 'DRAFT';
