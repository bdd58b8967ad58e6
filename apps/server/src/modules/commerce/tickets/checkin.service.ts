import type { CheckinBody, CheckinResultDto } from '@market/contract';
import type { Notify } from '../orders/order-notices.js';
import type { Actor } from '../../../platform/http/access.js';
import { AppError } from '../../../platform/http/errors.js';
import { alreadyCheckedInMessage, checkinRefusal, readScan, sessionAtDoor, ticketCodeOf } from './checkin.js';
import type { EventAccess } from './event-access.js';
import { toTicketStateDto } from './ticket-dto.js';
import { verifyTicketToken } from './ticket-token.js';
import type { TicketsRepository } from './tickets.repository.js';

type Log = { error: (obj: unknown, msg: string) => void };

const clock = new Intl.DateTimeFormat('vi-VN', { timeZone: 'Asia/Ho_Chi_Minh', hour: '2-digit', minute: '2-digit' });

/**
 * The door: a host scans a ticket's QR code (or types its printed code) and the ticket is admitted
 * once. The token's signature proves the ticket is ours; its state is read from, and moved in, the DB.
 */
export function createCheckinService(deps: {
  repo: TicketsRepository;
  access: Pick<EventAccess, 'manages' | 'sessionsOf'>;
  secret: string;
  notify: Notify;
  log?: Log;
}) {
  const { repo } = deps;

  async function find(body: CheckinBody) {
    const scan = readScan(body);
    if (scan.kind === 'token') {
      const id = verifyTicketToken(scan.token, deps.secret);
      if (!id) throw new AppError('TICKET_INVALID');
      return repo.findAtDoor({ id });
    }
    const code = ticketCodeOf(scan.code);
    return code ? repo.findAtDoor({ code }) : null;
  }

  function refuse(code: NonNullable<ReturnType<typeof checkinRefusal>>, checkedInAt: Date | null): never {
    throw new AppError(code, code === 'TICKET_ALREADY_CHECKED_IN' ? alreadyCheckedInMessage(checkedInAt) : undefined);
  }

  return {
    async checkIn(actor: Actor, body: CheckinBody): Promise<CheckinResultDto> {
      const found = await find(body);
      if (!found) throw new AppError('TICKET_NOT_FOUND');
      if (!(await deps.access.manages(actor, { id: found.ticket.eventId, hostId: found.eventHostId }))) throw new AppError('INSUFFICIENT_PRIVILEGES');
      const at = new Date();
      const sessions = await deps.access.sessionsOf(found.ticket.eventId);
      const session = sessionAtDoor(sessions, at, body.sessionId);
      if (body.sessionId && !session) throw new AppError('TICKET_WRONG_EVENT', 'Buổi này không thuộc sự kiện của vé.');
      // With sessions, a ticket already admitted elsewhere may still enter this one: only the session's own admission counts.
      const door = session ? { ...found.ticket, status: found.ticket.status === 'CHECKED_IN' ? 'VALID' : found.ticket.status } : found.ticket;
      const before = checkinRefusal({ ...door, refundedAt: found.refundedAt }, body.eventId);
      if (before) refuse(before, found.ticket.checkedInAt);

      let ticket = null;
      if (session) {
        const admitted = await repo.checkInSession(found.ticket.id, session.id, actor.id, at);
        if (admitted.already) refuse('TICKET_ALREADY_CHECKED_IN', admitted.already);
        if (!admitted.ticket) refuse('TICKET_REFUNDED', null);
        ticket = admitted.ticket;
      } else {
        ticket = await repo.checkIn(found.ticket.id, actor.id, at);
        if (!ticket) {
          // Another scanner (or a refund) got there between our read and our update.
          const now = await repo.findAtDoor({ id: found.ticket.id });
          refuse(checkinRefusal({ ...now!.ticket, refundedAt: now!.refundedAt }) ?? 'TICKET_ALREADY_CHECKED_IN', now?.ticket.checkedInAt ?? null);
        }
      }

      const tier = { id: ticket.tierId, name: found.tierName ?? 'Vé' };
      await deps
        .notify(ticket.userId, 'EVENT_TICKET_CHECKED_IN', {
          title: 'Check-in thành công',
          body: `Vé ${ticket.code} (${tier.name}) đã được check-in tại "${found.eventTitle}" lúc ${clock.format(at)}. Chúc bạn có trải nghiệm thật vui!`,
          link: '/me/tickets',
          data: { ticketId: ticket.id, eventId: ticket.eventId, orderItemId: ticket.orderItemId },
        })
        .catch((error: unknown) => deps.log?.error({ err: error, ticketId: ticket.id }, 'check-in notification failed'));
      return {
        ticket: toTicketStateDto(ticket),
        attendee: found.holder,
        tier,
        event: { id: ticket.eventId, title: found.eventTitle },
        session: session ? { id: session.id, title: session.title, startAt: session.startAt.toISOString() } : null,
        checkedInAt: at.toISOString(),
      };
    },
  };
}
export type CheckinService = ReturnType<typeof createCheckinService>;
