import type { EbookPublication, EbookStatus as PublicEbookStatus } from '@market/contract';

/** Where a book stands; ARCHIVED (deleted by its host after sales, kept for its buyers) never leaves the server. */
export type EbookStatus = PublicEbookStatus | 'ARCHIVED';
export type EbookAction = 'EDIT' | 'SUBMIT' | 'WITHDRAW' | 'APPROVE' | 'REJECT' | 'APPROVE_EDIT' | 'REJECT_EDIT' | 'UNPUBLISH' | 'PUBLISH' | 'ARCHIVE';

/**
 * The one table of ebook status moves, as for courses (spec 4: DRAFT → PENDING_APPROVAL_WITH_ADMIN →
 * PUBLISHED | REJECTED): only an admin's approval puts a book on sale the first time. Editing a
 * rejected book takes it back to DRAFT (submitted again; REJECTED may be submitted as it is too); the
 * host takes a submission back (WITHDRAW), takes a published book off sale (UNPUBLISHED) and puts it
 * back without a new review, since UNPUBLISHED is only reached from PUBLISHED. A book approved before
 * whose edit brought a keyword waits in the moderation queue as it is: APPROVE_EDIT lets it stand,
 * REJECT_EDIT takes it off sale. ARCHIVE is the delete of a sold book (and the end of its host's account).
 */
const MOVES: Record<EbookAction, Partial<Record<EbookStatus, EbookStatus>>> = {
  EDIT: {
    DRAFT: 'DRAFT',
    REJECTED: 'DRAFT',
    PENDING_APPROVAL_WITH_ADMIN: 'PENDING_APPROVAL_WITH_ADMIN',
    PUBLISHED: 'PUBLISHED',
    UNPUBLISHED: 'UNPUBLISHED',
  },
  SUBMIT: { DRAFT: 'PENDING_APPROVAL_WITH_ADMIN', REJECTED: 'PENDING_APPROVAL_WITH_ADMIN' },
  WITHDRAW: { PENDING_APPROVAL_WITH_ADMIN: 'DRAFT' },
  APPROVE: { PENDING_APPROVAL_WITH_ADMIN: 'PUBLISHED' },
  REJECT: { PENDING_APPROVAL_WITH_ADMIN: 'REJECTED' },
  APPROVE_EDIT: { PUBLISHED: 'PUBLISHED', UNPUBLISHED: 'UNPUBLISHED' },
  REJECT_EDIT: { PUBLISHED: 'REJECTED', UNPUBLISHED: 'REJECTED' },
  UNPUBLISH: { PUBLISHED: 'UNPUBLISHED' },
  PUBLISH: { UNPUBLISHED: 'PUBLISHED' },
  ARCHIVE: { DRAFT: 'ARCHIVED', PENDING_APPROVAL_WITH_ADMIN: 'ARCHIVED', PUBLISHED: 'ARCHIVED', REJECTED: 'ARCHIVED', UNPUBLISHED: 'ARCHIVED' },
};

/** The status after `action`, or null when the move is not allowed (answered 409 EBOOK_INVALID_STATUS). */
export function nextEbookStatus(from: EbookStatus, action: EbookAction): EbookStatus | null {
  return MOVES[action][from] ?? null;
}

/**
 * The move a host's create or edit asks for by naming a status (the bodies' `status`), or null when
 * the book already stands there: PUBLISHED submits a book never approved and puts an approved one back
 * on sale; DRAFT takes it off sale or back from review.
 */
export function actionAsked(from: EbookStatus, asked: EbookPublication): EbookAction | null {
  if (asked === 'PUBLISHED') return from === 'UNPUBLISHED' ? 'PUBLISH' : from === 'DRAFT' || from === 'REJECTED' ? 'SUBMIT' : null;
  return from === 'PUBLISHED' ? 'UNPUBLISH' : from === 'PENDING_APPROVAL_WITH_ADMIN' ? 'WITHDRAW' : null;
}

/** On sale, on the shelf and on its public page. */
export const isPublicEbook = (book: { status: EbookStatus }) => book.status === 'PUBLISHED';
