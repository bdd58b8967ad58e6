import type { ProductStatus } from '@market/contract';

export type ComboStatus = (typeof ProductStatus.values)[number];
export type ComboAction = 'PUBLISH' | 'UNPUBLISH' | 'DRAFT' | 'DELETE' | 'APPROVE' | 'REJECT';

/**
 * The one table of combo status moves (the product status of spec 3.3). A combo needs no admin review
 * before its first sale: its items were each reviewed (events, courses, ebooks). A host publishes a
 * draft, takes a published combo off sale (UNPUBLISHED) and puts it back, or returns it to a draft;
 * DELETED is final (buyers keep what they bought). An admin's rejection (the moderation queue) is
 * REJECTED, from which the host's "put on sale" only asks for a review (PENDING_APPROVAL_WITH_ADMIN):
 * neither a draft nor a new sale goes round it. An admin's approval puts a reviewed combo on sale, and
 * lifts a rejection to UNPUBLISHED (the host decides when to sell); other approvals move nothing.
 */
const MOVES: Record<ComboAction, Partial<Record<ComboStatus, ComboStatus>>> = {
  PUBLISH: { DRAFT: 'PUBLISHED', UNPUBLISHED: 'PUBLISHED', REJECTED: 'PENDING_APPROVAL_WITH_ADMIN' },
  UNPUBLISH: { PUBLISHED: 'UNPUBLISHED' },
  DRAFT: { UNPUBLISHED: 'DRAFT', PUBLISHED: 'DRAFT' },
  DELETE: { DRAFT: 'DELETED', UNPUBLISHED: 'DELETED', PUBLISHED: 'DELETED', REJECTED: 'DELETED', PENDING_APPROVAL_WITH_ADMIN: 'DELETED' },
  APPROVE: { PENDING_APPROVAL_WITH_ADMIN: 'PUBLISHED', REJECTED: 'UNPUBLISHED' },
  REJECT: { DRAFT: 'REJECTED', UNPUBLISHED: 'REJECTED', PUBLISHED: 'REJECTED', PENDING_APPROVAL_WITH_ADMIN: 'REJECTED' },
};

/** The status after `action`, or null when the move is not allowed (answered 409 COMBO_INVALID_STATUS). */
export function nextComboStatus(from: ComboStatus, action: ComboAction): ComboStatus | null {
  return MOVES[action][from] ?? null;
}

/** The action a change-state call asks for, by the status it names. */
export const actionTo = (status: 'DRAFT' | 'PUBLISHED' | 'UNPUBLISHED'): ComboAction =>
  status === 'PUBLISHED' ? 'PUBLISH' : status === 'UNPUBLISHED' ? 'UNPUBLISH' : 'DRAFT';
