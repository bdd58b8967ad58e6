import type { ErrorCode } from '@market/contract';

/** What check-in needs to know of a ticket to admit its holder or say why not. */
export interface TicketAtDoor {
  status: string;
  eventId: string;
  checkedInAt: Date | null;
  /** Set when the ticket's order line was refunded. */
  refundedAt: Date | null;
}

/**
 * Why a ticket cannot be checked in now, or null to admit it. The event is checked first: a ticket of
 * another event says so even when it is also used or void, which is what the person at the door needs.
 */
export function checkinRefusal(ticket: TicketAtDoor, atEventId?: string): ErrorCode | null {
  if (atEventId && ticket.eventId !== atEventId) return 'TICKET_WRONG_EVENT';
  if (ticket.status === 'VOID' || ticket.refundedAt) return 'TICKET_REFUNDED';
  if (ticket.status === 'CHECKED_IN') return 'TICKET_ALREADY_CHECKED_IN';
  return null;
}

/** What was scanned or typed: a QR token (T1.…) or a printed code. */
export type Scan = { kind: 'token'; token: string } | { kind: 'code'; code: string };

const TOKEN = /^T1\./;

/**
 * A scanner pastes what it read into `token`, a person types into `code`; either may hold the other
 * (a code typed in the one box of a scanner app), so the text decides.
 */
export function readScan(input: { token?: string; code?: string }): Scan {
  const text = (input.token ?? input.code ?? '').trim();
  if (TOKEN.test(text)) return { kind: 'token', token: text };
  if (input.token && !input.code && !ticketCodeOf(text)) return { kind: 'token', token: text };
  return { kind: 'code', code: text };
}

/**
 * A printed code as typed by a person ("ve 7k2m 9q4x", "7K2M-9Q4X") in its stored form
 * "VE-7K2M-9Q4X", or null when it cannot be one. Crockford's alphabet reads I and L as 1, O as 0.
 */
export function ticketCodeOf(text: string): string | null {
  const bare = text.toUpperCase().replace(/[\s-]/g, '').replace(/^VE/, '').replace(/[IL]/g, '1').replace(/O/g, '0');
  if (!/^[0-9A-HJKMNP-TV-Z]{8}$/.test(bare)) return null;
  return `VE-${bare.slice(0, 4)}-${bare.slice(4)}`;
}

const vietnamTime = new Intl.DateTimeFormat('vi-VN', {
  timeZone: 'Asia/Ho_Chi_Minh',
  hour: '2-digit',
  minute: '2-digit',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

/** "Vé này đã được check-in lúc 19:02 12/03/2026." — the door needs the when to settle an argument. */
export function alreadyCheckedInMessage(at: Date | null): string {
  return at ? `Vé này đã được check-in lúc ${vietnamTime.format(at)}.` : 'Vé này đã được check-in trước đó.';
}

/** A session of the event, as the door chooses among them. */
export interface DoorSession {
  id: string;
  title: string | null;
  startAt: Date;
  endAt: Date;
}

/**
 * The session a ticket is admitted to: the one asked for (null when it is not the event's), else the
 * first not over at `now` (the one on, or the next), else the last. Sessions come in time order.
 */
export function sessionAtDoor<S extends DoorSession>(sessions: readonly S[], now: Date, wantedId?: string): S | null {
  if (wantedId) return sessions.find((s) => s.id === wantedId) ?? null;
  return sessions.find((s) => s.endAt > now) ?? sessions.at(-1) ?? null;
}
