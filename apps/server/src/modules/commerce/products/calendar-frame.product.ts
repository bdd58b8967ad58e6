import { declaredSale } from '@market/contract';
import type { CalendarFramesRepository, FrameForSale } from '../../catalogue/index.js';
import type { PublishBookingMove } from '../bookings/booking-events.js';
import type { BookingsRepository } from '../bookings/bookings.repository.js';
import { stockMovesOf, type ProductFacts, type ProductType } from './product-type.js';

const time = new Intl.DateTimeFormat('vi-VN', { timeZone: 'Asia/Ho_Chi_Minh', hour: '2-digit', minute: '2-digit' });
const day = new Intl.DateTimeFormat('vi-VN', { timeZone: 'Asia/Ho_Chi_Minh', weekday: 'long', day: '2-digit', month: '2-digit', year: 'numeric' });

/** "09:00–10:00, Thứ Tư, 25/11/2026" in Vietnam time. */
export function frameLabel(startAt: Date, endAt: Date): string {
  return `${time.format(startAt)}–${time.format(endAt)}, ${day.format(startAt)}`;
}

/**
 * A bookable frame of an active calendar, priced by its calendar. A booking is one place; a calendar
 * that requires approval keeps the paid booking PENDING until the host answers.
 */
export function createCalendarFrameProduct(deps: {
  frames: CalendarFramesRepository;
  bookings: Pick<BookingsRepository, 'cancelUnlessFreed'>;
  /** Tells a booking's cancellation by a refund in its transaction (`booking.status-changed`: its reminders are cancelled). */
  moved?: PublishBookingMove | undefined;
}): ProductType {
  const { frames, bookings } = deps;

  /** A frame shows its host's avatar (a calendar has no picture of its own); its host's chip was read with it. */
  function factsOf(rows: FrameForSale[], now: Date): ProductFacts[] {
    return rows.map(({ frame, calendar, host }) => {
      const available = Math.max(0, frame.capacity - frame.booked - frame.held);
      const buyable = calendar.status === 'ACTIVE' && frame.startAt > now;
      return {
        productItemType: 'CALENDAR_FRAME',
        productItemId: frame.id,
        hostId: frame.hostId,
        parent: { kind: 'CALENDAR', id: calendar.id, slug: null },
        title: calendar.title,
        subtitle: frameLabel(frame.startAt, frame.endAt),
        image: host?.avatar ?? null,
        link: `/calendars/${calendar.id}`,
        unitPrice: calendar.price,
        available,
        maxPerOrder: 1,
        startsAt: frame.startAt,
        endsAt: frame.endAt,
        problem: !buyable ? 'INVALID_PRODUCT_ITEM' : available > 0 ? null : 'TICKET_SOLDE_OUT',
        host,
      };
    });
  }

  return {
    type: 'CALENDAR_FRAME',
    sale: declaredSale('CALENDAR_FRAME'),
    grantsLastingAccess: false,

    async describe(tx, ids, now) {
      const facts = factsOf(await frames.findForSale(ids, tx), now);
      return new Map(facts.map((f) => [f.productItemId, f]));
    },

    async listForHost(tx, hostId, filter) {
      const { rows, total } = await frames.listForHost(hostId, filter, tx);
      return { facts: factsOf(rows, filter.now), total };
    },

    async listOnSale(tx, filter) {
      const { rows, total } = await frames.listOnSale(filter, tx);
      return { facts: factsOf(rows, filter.now), total };
    },

    factsVersion: frames.factsVersion,
    // Its version reads the frame's row, its calendar's and its host's.
    factsSources: (fact) => [`calendar_frames:${fact.productItemId}`, `calendars:${fact.parent.id}`, `users:${fact.hostId}`],

    ...stockMovesOf(frames),

    async fulfil(tx, line) {
      const [row] = await frames.findForSale([line.productItemId], tx);
      return { bookingStatus: row?.calendar.requiresApproval ? 'PENDING' : 'APPROVED' };
    },

    async revoke(tx, line) {
      // A refunded booking is cancelled; its place goes back unless a rejection or cancellation freed it already.
      const cancelled = await bookings.cancelUnlessFreed(line.orderItemId, tx);
      if (!cancelled) return;
      await frames.restock(line.productItemId, line.quantity, tx);
      await deps.moved?.(tx, { orderItemId: cancelled.id, calendarId: cancelled.calendarId, status: cancelled.bookingStatus });
    },
  };
}
