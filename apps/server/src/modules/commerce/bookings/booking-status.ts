import type { BookingStatusBody, ErrorCode } from '@market/contract';

export type BookingStatus = 'HOLDING' | 'PENDING' | 'APPROVED' | 'REJECTED' | 'CANCELED';
/**
 * AWAIT_APPROVAL and CONFIRM are the payment's moves (the calendar requires approval, or not); RELEASE
 * is an unpaid hold running out, EXPIRE a request the host left unanswered (booking-requests.ts). The
 * others are people's: the host approves, rejects or cancels, the buyer cancels.
 */
export type BookingAction = 'AWAIT_APPROVAL' | 'CONFIRM' | 'RELEASE' | 'APPROVE' | 'REJECT' | 'HOST_CANCEL' | 'USER_CANCEL' | 'EXPIRE';
export type BookingParty = 'host' | 'buyer';

/**
 * The one table of calendar booking moves (spec 3.3: HOLDING → PENDING → APPROVED | REJECTED, and
 * CANCELED). A booking is cancelled while it is still to be answered or confirmed, never once
 * rejected, cancelled or unpaid.
 */
const MOVES: Record<BookingAction, Partial<Record<BookingStatus, BookingStatus>>> = {
  AWAIT_APPROVAL: { HOLDING: 'PENDING' },
  CONFIRM: { HOLDING: 'APPROVED' },
  RELEASE: { HOLDING: 'CANCELED' },
  APPROVE: { PENDING: 'APPROVED' },
  REJECT: { PENDING: 'REJECTED' },
  HOST_CANCEL: { PENDING: 'CANCELED', APPROVED: 'CANCELED' },
  USER_CANCEL: { PENDING: 'CANCELED', APPROVED: 'CANCELED' },
  EXPIRE: { PENDING: 'CANCELED' },
};

/** Which party may take which action (the payment's moves belong to nobody). */
const PARTY: Partial<Record<BookingAction, BookingParty>> = { APPROVE: 'host', REJECT: 'host', HOST_CANCEL: 'host', USER_CANCEL: 'buyer' };

/** Moves that give the frame's place back (the booking no longer takes it). */
export const RELEASES_PLACE: ReadonlySet<BookingAction> = new Set(['REJECT', 'HOST_CANCEL', 'USER_CANCEL', 'EXPIRE']);

export function nextBookingStatus(from: BookingStatus, action: BookingAction): BookingStatus | null {
  return MOVES[action][from] ?? null;
}

/** Every status an action may start from, for conditional updates. */
export function bookingStatusesFor(action: BookingAction): BookingStatus[] {
  return Object.keys(MOVES[action]) as BookingStatus[];
}

/** The action a party means by asking for a status: cancelling is the host's or the buyer's own move. */
export function actionFor(wanted: BookingStatusBody['status'], party: BookingParty): BookingAction {
  if (wanted === 'APPROVED') return 'APPROVE';
  if (wanted === 'REJECTED') return 'REJECT';
  return party === 'host' ? 'HOST_CANCEL' : 'USER_CANCEL';
}

/**
 * Whether `party` may take `action` on a booking in `from` starting at `startsAt`, and the status it
 * leads to; else the error to answer. Cancelling is for bookings that have not started yet.
 */
export function bookingTransition(
  from: BookingStatus,
  action: BookingAction,
  party: BookingParty,
  startsAt: Date | null,
  now: Date,
): { status: BookingStatus } | { error: ErrorCode } {
  if (PARTY[action] !== party) return { error: 'INSUFFICIENT_PRIVILEGES' };
  const status = nextBookingStatus(from, action);
  if (!status) return { error: 'ILLEGAL_STATUS_TRANSITION' };
  if ((action === 'HOST_CANCEL' || action === 'USER_CANCEL') && startsAt && startsAt <= now) return { error: 'BOOKING_ALREADY_STARTED' };
  return { status };
}

/** What the party can do now, for the buttons the web shows (the server decides, the page follows). */
export function bookingAbilities(from: BookingStatus, party: BookingParty, startsAt: Date | null, now: Date) {
  const can = (action: BookingAction) => 'status' in bookingTransition(from, action, party, startsAt, now);
  return { canApprove: can('APPROVE'), canReject: can('REJECT'), canCancel: can(party === 'host' ? 'HOST_CANCEL' : 'USER_CANCEL') };
}
