import type { BookingCalendarDto, BookingCalendarsQuery, BookingStatusBody, CalendarFrameItemsQuery, Paged } from '@market/contract';
import type { Db, DbOrTx } from '../../../platform/db/database.js';
import type { Actor } from '../../../platform/http/access.js';
import { AppError } from '../../../platform/http/errors.js';
import { pageMeta } from '../../../platform/http/pagination.js';
import type { UsersRepository } from '../../identity/index.js';
import { hostChips } from '../products/host-chips.js';
import type { Notify } from '../orders/order-notices.js';
import type { ProductCatalog } from '../products/products.js';
import { bookingNotice } from './booking-notices.js';
import { bookingCalendar } from './booking-calendar.js';
import type { PublishBookingMove } from './booking-events.js';
import type { BookingRequests } from './booking-requests.js';
import { actionFor, bookingAbilities, bookingTransition, RELEASES_PLACE, type BookingParty, type BookingStatus } from './booking-status.js';
import type { BookingRow, BookingsRepository } from './bookings.repository.js';

type Log = { error: (obj: unknown, msg: string) => void };

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** How the caller stands to a booking: its calendar's host (or an admin acting as one), its buyer, or neither. */
function partyOf(actor: Actor, booking: { userId: string; hostId: string }): BookingParty | null {
  if (actor.id === booking.hostId) return 'host';
  if (actor.id === booking.userId) return 'buyer';
  return actor.role === 'ADMIN' ? 'host' : null;
}

/**
 * Calendar bookings (CALENDAR_FRAME order lines) after payment: the buyer's and the host's lists, and
 * the host's answer or either party's cancellation, moved only through the booking transition table.
 * A rejected or cancelled paid booking gives its frame's place back in the same transaction; the
 * money is the refunds flow's (the buyer is told they can ask for it).
 */
export function createBookingsService(deps: {
  db: Db;
  repo: BookingsRepository;
  products: ProductCatalog;
  users: Pick<UsersRepository, 'findChips'>;
  notify: Notify;
  /** A request's reminder and expiry, taken back when the host answers it (or it is cancelled). */
  requests?: Pick<BookingRequests, 'drop'>;
  /** Tells the booking's move in its transaction (its reminders are planned or cancelled). */
  moved?: PublishBookingMove;
  /** The site's address, for the links in a booking's calendar file. */
  publicUrl?: string;
  log?: Log;
}) {
  const { db, repo } = deps;

  async function toDtos(rows: BookingRow[], partyFor: (row: BookingRow) => BookingParty, now = new Date()): Promise<BookingCalendarDto[]> {
    const hostOf = await hostChips(
      rows.map((r) => r.item.hostId),
      db,
    );
    return rows.map((row) => {
      const { item } = row;
      const party = partyFor(row);
      const status = (item.bookingStatus ?? 'HOLDING') as BookingStatus;
      const showMeeting = party === 'host' || status === 'APPROVED';
      return {
        id: item.id,
        orderId: item.orderId,
        orderCode: row.orderCode,
        status: item.status as BookingCalendarDto['status'],
        bookingStatus: status,
        calendar: {
          id: row.calendar?.id ?? item.calendarId ?? item.productId,
          title: row.calendar?.title ?? item.title,
          type: (row.calendar?.type ?? null) as BookingCalendarDto['calendar']['type'],
          meetingTool: (row.calendar?.meetingTool ?? null) as BookingCalendarDto['calendar']['meetingTool'],
          meetingUrl: showMeeting ? (row.calendar?.meetingUrl ?? null) : null,
          location: row.calendar?.location ?? null,
        },
        frameId: item.productId,
        startsAt: iso(item.startsAt),
        endsAt: iso(item.endsAt),
        frameLabel: item.subtitle,
        host: hostOf(item.hostId),
        buyer: { ...row.buyer },
        total: item.total,
        note: item.bookingNote,
        refundedAt: iso(item.refundedAt),
        viewerRole: party,
        ...bookingAbilities(status, party, item.startsAt, now),
        createdAt: item.createdAt.toISOString(),
        updatedAt: item.updatedAt.toISOString(),
      };
    });
  }

  async function namesOf(ids: string[], tx: DbOrTx): Promise<Map<string, string>> {
    const rows = await deps.users.findChips(ids, tx);
    return new Map(rows.map((r) => [r.id, r.fullName]));
  }

  async function list(party: BookingParty, actor: Actor, query: CalendarFrameItemsQuery): Promise<Paged<BookingCalendarDto>> {
    const { rows, total } = await repo.list(party === 'host' ? { hostId: actor.id } : { userId: actor.id }, query);
    return { data: await toDtos(rows, () => party), meta: pageMeta(query, total) };
  }

  return {
    repo,

    /** `booking-calendars`: my bookings, or with `role=host` the bookings of my calendars. */
    async list(actor: Actor, query: BookingCalendarsQuery): Promise<Paged<BookingCalendarDto>> {
      if (query.role === 'host' && actor.role === 'USER') throw new AppError('INSUFFICIENT_PRIVILEGES');
      return list(query.role, actor, query);
    },

    /** `order-items/calendar-frame`: the bookings of my calendars. */
    async hostList(actor: Actor, query: CalendarFrameItemsQuery): Promise<Paged<BookingCalendarDto>> {
      return list('host', actor, query);
    },

    /** One booking, for its buyer or its calendar's host; anybody else is told it does not exist. */
    async get(actor: Actor, id: string): Promise<BookingCalendarDto> {
      const row = await repo.findById(id);
      const party = row && partyOf(actor, row.item);
      if (!row || !party) throw new AppError('BOOKING_NOT_FOUND');
      return (await toDtos([row], () => party))[0]!;
    },

    /** "Add to calendar": an .ics of one booking, for its buyer or its calendar's host (as `get`). */
    async myCalendar(actor: Actor, id: string): Promise<{ filename: string; body: string }> {
      const booking = await this.get(actor, id);
      const body = bookingCalendar(booking, deps.publicUrl ?? 'http://localhost');
      if (!body) throw new AppError('BOOKING_NOT_FOUND');
      return { filename: `lich-hen-${booking.orderCode}.ics`, body };
    },

    /**
     * The host approves, rejects or cancels; the buyer cancels. `onlyAs: 'host'` is the order-items
     * path, where the buyer has no say. The other party is told after the change is committed.
     */
    async changeStatus(actor: Actor, id: string, body: BookingStatusBody, options: { onlyAs?: BookingParty } = {}): Promise<BookingCalendarDto> {
      const now = new Date();
      const done = await db.transaction(async (tx) => {
        // An answer takes back the request's reminder and expiry (undone with the rest if refused). First,
        // before the booking's lock: a worker running one holds its task and then waits for that lock.
        await deps.requests?.drop(tx, id);
        const item = await repo.lock(id, tx);
        const party = item && partyOf(actor, item);
        if (!item || !party) throw new AppError('BOOKING_NOT_FOUND');
        if (options.onlyAs && party !== options.onlyAs) throw new AppError('INSUFFICIENT_PRIVILEGES');
        const action = actionFor(body.status, party);
        const next = bookingTransition((item.bookingStatus ?? 'HOLDING') as BookingStatus, action, party, item.startsAt, now);
        if ('error' in next) throw new AppError(next.error);
        const moved = await repo.setStatus(item.id, item.bookingStatus!, next.status, tx);
        if (!moved) throw new AppError('ILLEGAL_STATUS_TRANSITION');
        await deps.moved?.(tx, { orderItemId: moved.id, calendarId: moved.calendarId, status: moved.bookingStatus });
        // Only a paid booking holds a booked place; an unpaid hold never gets here (HOLDING has no such move).
        if (RELEASES_PLACE.has(action) && item.status === 'SUCCESS') await deps.products.require('CALENDAR_FRAME').restock(tx, item.productId, item.quantity);
        const names = await namesOf([item.hostId, item.userId], tx);
        return {
          party,
          notice: bookingNotice(
            action,
            moved,
            { host: names.get(item.hostId) ?? 'Nhà tổ chức', buyer: names.get(item.userId) ?? 'Người đặt' },
            body.reason || undefined,
          ),
        };
      });
      if (done.notice) {
        const { userId, type, ...content } = done.notice;
        await deps.notify(userId, type, content).catch((error: unknown) => deps.log?.error({ err: error, orderItemId: id }, 'booking notification failed'));
      }
      const row = await repo.findById(id);
      return (await toDtos([row!], () => done.party))[0]!;
    },
  };
}
export type BookingsService = ReturnType<typeof createBookingsService>;
