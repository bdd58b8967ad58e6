import type {
  OrderTicketsDto,
  AttendeeDto,
  AttendeesExportQuery,
  AttendeesQuery,
  BookingEventDto,
  BookingEventsCounterDto,
  BookingEventsQuery,
  EventTicketsDto,
  Paged,
} from '@market/contract';
import type { Db } from '../../../platform/db/database.js';
import type { Actor } from '../../../platform/http/access.js';
import { AppError } from '../../../platform/http/errors.js';
import type { ExportColumn } from '../../../platform/http/table-export.js';
import { pageMeta } from '../../../platform/http/pagination.js';
import { hostChips } from '../products/host-chips.js';
import type { EventAccess } from './event-access.js';
import { byLine, keyOfLine, ticketLineKey, tierOf, toBuyerDto, toTicketDto, toTicketEventDto, toTicketStateDto } from './ticket-dto.js';
import { createTicketsRepository, type TicketLine } from './tickets.repository.js';
import { vietnamToday } from '../reports/vietnam-days.js';
import { eventCalendar } from './event-calendar.js';

/**
 * What a paid ticket line gives its buyer (tickets with QR codes, grouped per event for /me/tickets)
 * and what an event's host sees of them (attendees). Check-in is its own service.
 */
const ATTENDEE_EXPORT_COLUMNS: ExportColumn<AttendeeDto>[] = [
  { header: 'Mã đơn', value: (a) => a.orderCode, width: 16 },
  { header: 'Người mua', value: (a) => a.buyer.fullName, width: 24 },
  { header: 'Email', value: (a) => a.buyer.email, width: 28 },
  { header: 'Số điện thoại', value: (a) => a.buyer.phone, width: 14 },
  { header: 'Hạng vé', value: (a) => a.tier.name, width: 18 },
  { header: 'Số lượng', value: (a) => a.quantity, width: 9 },
  { header: 'Thành tiền (VND)', value: (a) => a.total, width: 14 },
  { header: 'Mua lúc', value: (a) => new Date(a.purchasedAt), width: 18 },
  { header: 'Mã vé', value: (a) => a.tickets.map((t) => t.code).join(' '), width: 30 },
  { header: 'Đã check-in', value: (a) => `${a.checkedInCount}/${a.tickets.length}`, width: 11 },
  { header: 'Hoàn tiền lúc', value: (a) => (a.refundedAt ? new Date(a.refundedAt) : null), width: 18 },
];

export function createTicketsService(deps: { db: Db; secret: string; access: EventAccess; publicUrl?: string }) {
  const { db, secret, access } = deps;
  const repo = createTicketsRepository(db);

  async function ticketsView(line: TicketLine): Promise<EventTicketsDto> {
    const [all, hostOf, sessions] = await Promise.all([
      repo.findTickets([line.item.id]),
      hostChips([line.event.hostId], db),
      access.sessionsByEvent([line.event.id]),
    ]);
    const rows = all.filter((row) => row.tierId === line.tierId);
    return {
      orderItemId: line.item.id,
      orderId: line.item.orderId,
      orderCode: line.orderCode,
      event: toTicketEventDto(line.event, hostOf(line.event.hostId), sessions.get(line.event.id)),
      tier: tierOf(line),
      quantity: line.quantity,
      status: line.item.status as EventTicketsDto['status'],
      refundedAt: line.item.refundedAt?.toISOString() ?? null,
      buyer: toBuyerDto(line.buyer),
      tickets: await Promise.all(rows.map((row) => toTicketDto(row, secret))),
    };
  }

  /** My lines of these events, as one booking per event (events in the order given). */
  async function bookingsOf(userId: string, eventIds: readonly string[]): Promise<BookingEventDto[]> {
    const lines = await repo.findMyLines(userId, eventIds);
    const [rows, hostOf, sessions] = await Promise.all([
      repo.findTickets(lines.map((l) => l.item.id)),
      hostChips(
        lines.map((l) => l.event.hostId),
        db,
      ),
      access.sessionsByEvent(eventIds),
    ]);
    const ticketsOf = byLine(rows, ticketLineKey);
    const bookings: BookingEventDto[] = [];
    for (const eventId of eventIds) {
      const own = lines.filter((l) => l.event.id === eventId);
      if (!own.length) continue;
      const tickets = await Promise.all(
        own.flatMap((line) =>
          (ticketsOf.get(keyOfLine(line)) ?? []).map(async (row) => ({
            ...(await toTicketDto(row, secret)),
            orderItemId: line.item.id,
            tierName: tierOf(line).name,
          })),
        ),
      );
      bookings.push({
        event: toTicketEventDto(own[0]!.event, hostOf(own[0]!.event.hostId), sessions.get(eventId)),
        lines: own.map((line) => ({
          orderItemId: line.item.id,
          orderId: line.item.orderId,
          orderCode: line.orderCode,
          tier: tierOf(line),
          quantity: line.quantity,
          total: line.total,
          refundedAt: line.item.refundedAt?.toISOString() ?? null,
          purchasedAt: (line.paidAt ?? line.item.createdAt).toISOString(),
        })),
        tickets,
        ticketCount: tickets.filter((t) => t.status !== 'VOID').length,
        checkedInCount: tickets.filter((t) => t.status === 'CHECKED_IN').length,
      });
    }
    return bookings;
  }

  return {
    repo,

    /** `orders/event-offline/{id}`: one of my ticket lines with its tickets. */
    async myLine(userId: string, orderItemId: string): Promise<EventTicketsDto> {
      const line = await repo.findLine(orderItemId);
      if (!line || line.item.userId !== userId) throw new AppError('ORDER_ITEM_NOT_FOUND');
      return ticketsView(line);
    },

    /** The tickets one of my orders gave me (its ticket lines and its combos' tiers), grouped by line and tier, each with its QR code. */
    async myOrderTickets(userId: string, orderId: string): Promise<OrderTicketsDto> {
      const rows = await repo.findOfMyOrder(userId, orderId);
      if (!rows) throw new AppError('ORDER_NOT_FOUND');
      const groups = new Map<string, OrderTicketsDto['data'][number]>();
      for (const { ticket, tierName, event } of rows) {
        const key = `${ticket.orderItemId}:${ticket.tierId}`;
        const group = groups.get(key) ?? {
          orderItemId: ticket.orderItemId,
          event: { id: event.id, slug: event.slug, title: event.title, startAt: event.startAt?.toISOString() ?? null },
          tierName: tierName ?? 'Vé',
          tickets: [],
        };
        group.tickets.push(await toTicketDto(ticket, secret));
        groups.set(key, group);
      }
      return { data: [...groups.values()] };
    },

    /** The same view of a buyer's line, for the event's host or co-hosts. */
    async buyerLine(actor: Actor, userId: string, orderItemId: string): Promise<EventTicketsDto> {
      const line = await repo.findLine(orderItemId);
      if (!line || line.item.userId !== userId) throw new AppError('ORDER_ITEM_NOT_FOUND');
      if (!(await access.manages(actor, line.event))) throw new AppError('INSUFFICIENT_PRIVILEGES');
      return ticketsView(line);
    },

    /** `/me/tickets`: my paid tickets grouped per event; upcoming soonest first, past latest first. */
    async myBookings(userId: string, query: BookingEventsQuery): Promise<Paged<BookingEventDto>> {
      const { eventIds, total } = await repo.listMyEvents(userId, query.tab, query, new Date());
      return { data: await bookingsOf(userId, eventIds), meta: pageMeta(query, total) };
    },

    /** My event as an .ics file (one entry per session), named for the event. */
    async myCalendar(userId: string, id: string): Promise<{ filename: string; body: string }> {
      const { event } = await this.myBooking(userId, id);
      const site = deps.publicUrl ?? 'http://localhost';
      return { filename: `${event.slug.slice(0, 80)}.ics`, body: eventCalendar(event, `${site}/events/${event.slug}`) };
    },

    async myCounter(userId: string): Promise<BookingEventsCounterDto> {
      const { upcoming, past } = await repo.countMyEvents(userId, new Date());
      return { upcoming, past, total: upcoming + past };
    },

    /** One event's booking of mine: `id` is the event's id, or the id of one of my lines of it. */
    async myBooking(userId: string, id: string): Promise<BookingEventDto> {
      const [booking] = await bookingsOf(userId, [id]);
      if (booking) return booking;
      const eventId = await repo.findMyEventOfLine(userId, id);
      const [ofLine] = eventId ? await bookingsOf(userId, [eventId]) : [];
      if (!ofLine) throw new AppError('TICKET_NOT_FOUND');
      return ofLine;
    },

    /** `booking-events/list-user/{eventId}`: who bought tickets of my event, with their check-in state. */
    async attendees(actor: Actor, eventId: string, query: AttendeesQuery): Promise<Paged<AttendeeDto>> {
      await access.requireManager(actor, eventId);
      const { rows, total } = await repo.listAttendees(eventId, query);
      const ticketsOf = byLine(await repo.findTickets(rows.map((r) => r.item.id)), ticketLineKey);
      return {
        data: rows.map((line) => {
          const own = ticketsOf.get(keyOfLine(line)) ?? [];
          return {
            orderItemId: line.item.id,
            orderId: line.item.orderId,
            orderCode: line.orderCode,
            buyer: toBuyerDto(line.buyer),
            tier: tierOf(line),
            quantity: line.quantity,
            total: line.total,
            purchasedAt: (line.paidAt ?? line.item.createdAt).toISOString(),
            refundedAt: line.item.refundedAt?.toISOString() ?? null,
            tickets: own.map(toTicketStateDto),
            checkedInCount: own.filter((t) => t.status === 'CHECKED_IN').length,
          };
        }),
        meta: pageMeta(query, total),
      };
    },

    /**
     * The attendees as a file: the list's own pages, read one after another (at most 10 000 lines).
     * Access is checked before the first byte is sent.
     */
    async attendeesExport(actor: Actor, eventId: string, query: AttendeesExportQuery) {
      await access.requireManager(actor, eventId);
      const attendees = this.attendees.bind(this);
      async function* batches(): AsyncGenerator<AttendeeDto[]> {
        for (let page = 1; page <= 100; page++) {
          const { data, meta } = await attendees(actor, eventId, { ...query, page, limit: 100 });
          if (data.length) yield data;
          if (page >= meta.totalPages) return;
        }
      }
      return { filename: `nguoi-tham-du-${vietnamToday()}`, sheetName: 'Người tham dự', columns: ATTENDEE_EXPORT_COLUMNS, batches: batches() };
    },

    /** Ticket and check-in counts of lines, for the host's order-item lists. */
    async countsOf(orderItemIds: readonly string[]): Promise<Map<string, { ticketCount: number; checkedInCount: number }>> {
      const grouped = byLine(await repo.findTickets(orderItemIds));
      return new Map(
        [...grouped].map(([id, rows]) => [
          id,
          { ticketCount: rows.filter((t) => t.status !== 'VOID').length, checkedInCount: rows.filter((t) => t.status === 'CHECKED_IN').length },
        ]),
      );
    },
  };
}
export type TicketsService = ReturnType<typeof createTicketsService>;
