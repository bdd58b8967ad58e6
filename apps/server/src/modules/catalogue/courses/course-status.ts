import type { ContentStatus } from '@market/contract';

export type CourseStatus = ContentStatus;
export type CourseAction = 'EDIT' | 'SUBMIT' | 'APPROVE' | 'REJECT' | 'APPROVE_EDIT' | 'REJECT_EDIT' | 'UNPUBLISH' | 'PUBLISH' | 'REMOVE' | 'WITHDRAW';

/**
 * The one table of course status moves (spec 4: DRAFT → PENDING_APPROVAL_WITH_ADMIN → PUBLISHED |
 * REJECTED). Editing a rejected course takes it back to DRAFT (it must be submitted again); other
 * edits keep the status. The host unpublishes a published course (ARCHIVED) and publishes it again
 * without a new review, since ARCHIVED is only reached from PUBLISHED. REMOVE is the soft delete.
 * PENDING is the legacy name of a submitted course and moves like PENDING_APPROVAL_WITH_ADMIN.
 * WITHDRAW is the system's move when the host's account ends: nothing is left on sale or in review
 * (learners keep what they bought). A course approved before whose edit brought a keyword waits in
 * the moderation queue as it is (course-flagging.ts): APPROVE_EDIT lets the edit stand, REJECT_EDIT
 * takes it off sale (REJECTED: edited, it is a draft to submit again; learners keep their access).
 */
const MOVES: Record<CourseAction, Partial<Record<CourseStatus, CourseStatus>>> = {
  EDIT: {
    DRAFT: 'DRAFT',
    REJECTED: 'DRAFT',
    PENDING: 'PENDING',
    PENDING_APPROVAL_WITH_ADMIN: 'PENDING_APPROVAL_WITH_ADMIN',
    PUBLISHED: 'PUBLISHED',
    ARCHIVED: 'ARCHIVED',
  },
  SUBMIT: { DRAFT: 'PENDING_APPROVAL_WITH_ADMIN', REJECTED: 'PENDING_APPROVAL_WITH_ADMIN' },
  APPROVE: { PENDING_APPROVAL_WITH_ADMIN: 'PUBLISHED', PENDING: 'PUBLISHED' },
  REJECT: { PENDING_APPROVAL_WITH_ADMIN: 'REJECTED', PENDING: 'REJECTED' },
  APPROVE_EDIT: { PUBLISHED: 'PUBLISHED', ARCHIVED: 'ARCHIVED' },
  REJECT_EDIT: { PUBLISHED: 'REJECTED', ARCHIVED: 'REJECTED' },
  UNPUBLISH: { PUBLISHED: 'ARCHIVED' },
  PUBLISH: { ARCHIVED: 'PUBLISHED' },
  REMOVE: {
    DRAFT: 'REMOVED',
    REJECTED: 'REMOVED',
    PENDING: 'REMOVED',
    PENDING_APPROVAL_WITH_ADMIN: 'REMOVED',
    PUBLISHED: 'REMOVED',
    ARCHIVED: 'REMOVED',
  },
  WITHDRAW: { DRAFT: 'ARCHIVED', REJECTED: 'ARCHIVED', PENDING: 'ARCHIVED', PENDING_APPROVAL_WITH_ADMIN: 'ARCHIVED', PUBLISHED: 'ARCHIVED' },
};

/** The status after `action`, or null when the move is not allowed (answered 409 COURSE_INVALID_STATUS). */
export function nextCourseStatus(from: CourseStatus, action: CourseAction): CourseStatus | null {
  return MOVES[action][from] ?? null;
}

/** Every status some action moves from, for the pure test's table. */
export const COURSE_ACTIONS = Object.keys(MOVES) as CourseAction[];

/** Anybody may see a published course the host displays; the rest only its owner and admins. */
export const isPublicCourse = (course: { status: CourseStatus; isDisplayed: boolean }) => course.status === 'PUBLISHED' && course.isDisplayed;

/** On sale: public and not an admin's "coming soon" announcement. */
export const isOnSale = (course: { status: CourseStatus; isDisplayed: boolean; isUpcoming: boolean }) => isPublicCourse(course) && !course.isUpcoming;
