import type { ContentStatus, ErrorCode } from '@market/contract';

export type EventStatus = ContentStatus;
export type EventAction = 'SUBMIT' | 'APPROVE' | 'REJECT' | 'HIDE' | 'UNHIDE' | 'ARCHIVE' | 'WITHDRAW' | 'CANCEL';

/**
 * The one table of event status moves (spec 4: DRAFT → PENDING_APPROVAL_WITH_ADMIN → PUBLISHED |
 * REJECTED; admins hide (REMOVED) and unhide; hosts archive what is over). PENDING is the legacy name
 * of a submitted event and moves like PENDING_APPROVAL_WITH_ADMIN. WITHDRAW is the system's move when
 * the host's account ends: whatever is still live or in the works is archived. CANCEL is the host
 * calling off an event that has not ended (its sales refunded): the event is archived and its
 * `cancelledAt` set, so a cancelled event is ARCHIVED with a cancellation date, not a status of its own
 * (the content status list is the spec's, shared with every other kind of content).
 */
const MOVES: Record<EventAction, Partial<Record<EventStatus, EventStatus>>> = {
  SUBMIT: { DRAFT: 'PENDING_APPROVAL_WITH_ADMIN', REJECTED: 'PENDING_APPROVAL_WITH_ADMIN' },
  APPROVE: { PENDING_APPROVAL_WITH_ADMIN: 'PUBLISHED', PENDING: 'PUBLISHED' },
  REJECT: { PENDING_APPROVAL_WITH_ADMIN: 'REJECTED', PENDING: 'REJECTED' },
  HIDE: { PUBLISHED: 'REMOVED' },
  UNHIDE: { REMOVED: 'PUBLISHED' },
  ARCHIVE: { PUBLISHED: 'ARCHIVED' },
  CANCEL: { PUBLISHED: 'ARCHIVED', REMOVED: 'ARCHIVED', PENDING_APPROVAL_WITH_ADMIN: 'ARCHIVED', PENDING: 'ARCHIVED' },
  WITHDRAW: { DRAFT: 'ARCHIVED', PENDING: 'ARCHIVED', PENDING_APPROVAL_WITH_ADMIN: 'ARCHIVED', PUBLISHED: 'ARCHIVED', REJECTED: 'ARCHIVED' },
};

export function nextEventStatus(from: EventStatus, action: EventAction): EventStatus | null {
  return MOVES[action][from] ?? null;
}

/** The status after `action`, or the error to answer. */
export function eventTransition(from: EventStatus, action: EventAction): { status: EventStatus } | { error: ErrorCode } {
  const status = nextEventStatus(from, action);
  return status ? { status } : { error: 'ILLEGAL_STATUS_TRANSITION' };
}

/** Hosts edit drafts, rejected events, events in review and published ones; not hidden or archived ones. */
export function isEditableByHost(status: EventStatus): boolean {
  return status !== 'REMOVED' && status !== 'ARCHIVED';
}

/** Only published events are public. */
export const isPublic = (status: EventStatus) => status === 'PUBLISHED';

/** Once submitted, an event stays complete: saves of events in review or beyond pass the submission checks. */
export const mustStayComplete = (status: EventStatus) => status !== 'DRAFT' && status !== 'REJECTED';
