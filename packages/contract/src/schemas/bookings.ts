import { z } from 'zod';
import { BookingStatus, CalendarType, EventFormat, MeetingTool, OrderItemStatus, OrderStatus, ProductItemType } from '../enums.js';
import { PageQuery } from './common.js';
import { HostChip, InvoiceRequestDto, OrderItemDto } from './commerce.js';

/**
 * What people hold after paying (spec 7.16): event tickets with their QR codes and check-in, calendar
 * bookings with the host's answer, and the order lines hosts and admins look through.
 */
const Instant = z.iso.datetime({ offset: true, message: 'INVALID_DATE' });
const Search = z.string().trim().max(100).optional();
const Vnd = z.number().int();
/** Lists whose order is fixed by their meaning (upcoming first...) take no `sort`. */
const Page = PageQuery.omit({ sort: true });

// --- Tickets ---
export const TicketStatus = z.enum(['VALID', 'CHECKED_IN', 'VOID']);
export type TicketStatus = z.infer<typeof TicketStatus>;

/** A ticket as hosts see it in lists: its state, never its QR. */
export const TicketStateDto = z.object({
  id: z.uuid(),
  /** 1..quantity within its order line. */
  seq: z.number().int(),
  /** The short code printed under the QR, e.g. VE-7K2M-9Q4X (can be typed at the door). */
  code: z.string(),
  status: TicketStatus,
  checkedInAt: z.string().nullable(),
});
export type TicketStateDto = z.infer<typeof TicketStateDto>;

/** A ticket as its holder sees it: with what the QR code carries and the QR code itself. */
export const TicketDto = TicketStateDto.extend({
  /** The signed token the QR code carries; null for a void ticket (it admits nobody). */
  qr: z.string().nullable(),
  /** The QR code as an SVG document (show it as `data:image/svg+xml;utf8,…` or inline). */
  qrSvg: z.string().nullable(),
});
export type TicketDto = z.infer<typeof TicketDto>;

/** The tickets one order gave its buyer (its ticket lines and its combos' tiers), one group per line and tier. */
export const OrderTicketsDto = z.object({
  data: z.array(
    z.object({
      orderItemId: z.uuid(),
      event: z.object({ id: z.uuid(), slug: z.string(), title: z.string(), startAt: z.string().nullable() }),
      tierName: z.string(),
      tickets: z.array(TicketDto),
    }),
  ),
});
export type OrderTicketsDto = z.infer<typeof OrderTicketsDto>;

/** Who bought: contact details are shown only to the buyer, the host of what they bought and admins. */
export const BuyerDto = z.object({
  id: z.uuid(),
  fullName: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  avatar: z.string().nullable(),
});
export type BuyerDto = z.infer<typeof BuyerDto>;

/** The event a ticket admits to: where and when. The meeting link is there for online events. */
export const TicketEventDto = z.object({
  id: z.uuid(),
  slug: z.string(),
  title: z.string(),
  coverImage: z.string().nullable(),
  format: EventFormat.schema.nullable(),
  venueName: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  meetingTool: MeetingTool.schema.nullable(),
  meetingUrl: z.string().nullable(),
  startAt: z.string().nullable(),
  endAt: z.string().nullable(),
  /** Each session in time order: a multi-session event is added to a calendar one entry per session. */
  sessions: z.array(z.object({ id: z.uuid(), title: z.string().nullable(), startAt: z.string(), endAt: z.string() })),
  /** Set when the host cancelled the event (its tickets are void, their money refunded). */
  cancelledAt: z.string().nullable(),
  host: HostChip,
});
export type TicketEventDto = z.infer<typeof TicketEventDto>;

export const TierChip = z.object({ id: z.uuid(), name: z.string() });

/** `orders/event-offline/{id}`: one paid ticket line with its event and its tickets (a combo's line: its first tier). */
export const EventTicketsDto = z.object({
  orderItemId: z.uuid(),
  orderId: z.uuid(),
  orderCode: z.string(),
  event: TicketEventDto,
  tier: TierChip,
  quantity: z.number().int(),
  status: OrderItemStatus.schema,
  refundedAt: z.string().nullable(),
  buyer: BuyerDto,
  tickets: z.array(TicketDto),
});
export type EventTicketsDto = z.infer<typeof EventTicketsDto>;
export const EventOfflineUserParams = z.object({ userId: z.uuid(), id: z.uuid() });

// --- My event bookings (/me/tickets) ---
export const BookingEventTab = z.enum(['upcoming', 'past']);
export type BookingEventTab = z.infer<typeof BookingEventTab>;
/** upcoming: not over yet (soonest first); past: over (latest first). */
export const BookingEventsQuery = Page.extend({ tab: BookingEventTab.default('upcoming') });
export type BookingEventsQuery = z.infer<typeof BookingEventsQuery>;

/**
 * One ticket line: an order line and a tier. A combo's line holding tiers gives one per tier, named
 * "tier · combo", with `total` 0 (the combo's price is not split among its items).
 */
export const BookingEventLineDto = z.object({
  orderItemId: z.uuid(),
  orderId: z.uuid(),
  orderCode: z.string(),
  tier: TierChip,
  quantity: z.number().int(),
  total: Vnd,
  refundedAt: z.string().nullable(),
  purchasedAt: z.string(),
});
export type BookingEventLineDto = z.infer<typeof BookingEventLineDto>;

/** My paid tickets of one event, every line of it together. */
export const BookingEventDto = z.object({
  event: TicketEventDto,
  lines: z.array(BookingEventLineDto),
  tickets: z.array(TicketDto.extend({ orderItemId: z.uuid(), tierName: z.string() })),
  ticketCount: z.number().int(),
  checkedInCount: z.number().int(),
});
export type BookingEventDto = z.infer<typeof BookingEventDto>;
export const BookingEventsCounterDto = z.object({ upcoming: z.number().int(), past: z.number().int(), total: z.number().int() });
export type BookingEventsCounterDto = z.infer<typeof BookingEventsCounterDto>;

// --- Attendees of an event (host) ---
export const CheckinFilter = z.enum(['all', 'checked_in', 'not_checked_in']);
export const AttendeesQuery = Page.extend({
  /** Part of the buyer's name, e-mail or phone, an order code or a ticket code. */
  q: Search,
  tierId: z.uuid().optional(),
  checkin: CheckinFilter.default('all'),
});
export type AttendeesQuery = z.infer<typeof AttendeesQuery>;
/** The attendees of an event as a file for the host (same filters as the list). */
export const AttendeesExportQuery = AttendeesQuery.omit({ page: true, limit: true }).extend({ format: z.enum(['csv', 'xlsx']).default('csv') });
export type AttendeesExportQuery = z.infer<typeof AttendeesExportQuery>;
/** One ticket line of the event (an order line and a tier; see BookingEventLineDto for a combo's). */
export const AttendeeDto = z.object({
  orderItemId: z.uuid(),
  orderId: z.uuid(),
  orderCode: z.string(),
  buyer: BuyerDto,
  tier: TierChip,
  quantity: z.number().int(),
  total: Vnd,
  purchasedAt: z.string(),
  refundedAt: z.string().nullable(),
  tickets: z.array(TicketStateDto),
  checkedInCount: z.number().int(),
});
export type AttendeeDto = z.infer<typeof AttendeeDto>;

// --- Check-in (host) ---
/** The scanned QR text (`token`) or the code printed under it (`code`); `eventId`: the event being checked in at. */
export const CheckinBody = z
  .object({
    token: z.string().trim().min(1).max(500).optional(),
    code: z.string().trim().min(1).max(40).optional(),
    eventId: z.uuid().optional(),
    /** The session being admitted to (a multi-session event checks a ticket in once per session); by default the one on now or next. */
    sessionId: z.uuid().optional(),
  })
  .refine((b) => Boolean(b.token || b.code), { message: 'INVALID_INPUT_PARAMS', path: ['token'] });
export type CheckinBody = z.infer<typeof CheckinBody>;
export const CheckinResultDto = z.object({
  ticket: TicketStateDto,
  attendee: z.object({ id: z.uuid(), fullName: z.string() }),
  tier: TierChip,
  event: z.object({ id: z.uuid(), title: z.string() }),
  /** The session admitted to (null for an event without sessions). */
  session: z.object({ id: z.uuid(), title: z.string().nullable(), startAt: z.string() }).nullable(),
  checkedInAt: z.string(),
});
export type CheckinResultDto = z.infer<typeof CheckinResultDto>;

// --- Calendar bookings ---
export const BookingRole = z.enum(['buyer', 'host']);
export type BookingRole = z.infer<typeof BookingRole>;
/** Filters shared by the buyer's, the host's and the order-items views of calendar bookings (paid ones only). */
const BookingFilters = {
  status: BookingStatus.schema.optional(),
  calendarId: z.uuid().optional(),
  /** Bookings whose frame starts at or after `from` and before `to`. */
  from: Instant.optional(),
  to: Instant.optional(),
  /** Part of the buyer's name, e-mail or phone, or an order code. */
  q: Search,
};
/** `role=host`: bookings of my calendars; else (buyer) my own bookings. */
export const BookingCalendarsQuery = PageQuery.extend({ role: BookingRole.default('buyer'), ...BookingFilters });
export type BookingCalendarsQuery = z.infer<typeof BookingCalendarsQuery>;
/** `order-items/calendar-frame`: always the host's view. */
export const CalendarFrameItemsQuery = PageQuery.extend(BookingFilters);
export type CalendarFrameItemsQuery = z.infer<typeof CalendarFrameItemsQuery>;

export const BookingCalendarDto = z.object({
  /** The order item's id. */
  id: z.uuid(),
  orderId: z.uuid(),
  orderCode: z.string(),
  status: OrderItemStatus.schema,
  bookingStatus: BookingStatus.schema,
  calendar: z.object({
    id: z.uuid(),
    title: z.string(),
    type: CalendarType.schema.nullable(),
    meetingTool: MeetingTool.schema.nullable(),
    /** For the host, and for the buyer once the booking is approved. */
    meetingUrl: z.string().nullable(),
    location: z.string().nullable(),
  }),
  frameId: z.uuid(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  /** "09:00–10:00, Thứ Tư, 25/11/2026" (Vietnam time). */
  frameLabel: z.string().nullable(),
  host: HostChip,
  buyer: BuyerDto,
  total: Vnd,
  /** What the buyer wrote to the host at checkout. */
  note: z.string().nullable(),
  refundedAt: z.string().nullable(),
  /** How the caller stands to this booking. */
  viewerRole: BookingRole,
  canApprove: z.boolean(),
  canReject: z.boolean(),
  canCancel: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type BookingCalendarDto = z.infer<typeof BookingCalendarDto>;

/** The host approves or rejects a pending booking; the host or the buyer cancels one before it starts. */
export const BookingStatusBody = z.object({
  status: z.enum(['APPROVED', 'REJECTED', 'CANCELED']),
  reason: z.string().trim().max(500, 'INVALID_REJECT_REASON').optional(),
});
export type BookingStatusBody = z.infer<typeof BookingStatusBody>;

// --- Order items of a host's events ---
export const HostOrderItemDto = OrderItemDto.extend({
  orderCode: z.string(),
  orderStatus: OrderStatus.schema,
  buyer: BuyerDto,
  ticketCount: z.number().int(),
  checkedInCount: z.number().int(),
});
export type HostOrderItemDto = z.infer<typeof HostOrderItemDto>;
export const EventItemsQuery = PageQuery.extend({
  eventId: z.uuid().optional(),
  status: OrderItemStatus.schema.optional(),
  q: Search,
});
export type EventItemsQuery = z.infer<typeof EventItemsQuery>;
export const SessionItemsQuery = EventItemsQuery.omit({ eventId: true }).extend({ sessionId: z.uuid() });
export type SessionItemsQuery = z.infer<typeof SessionItemsQuery>;
export const EventItemsCountQuery = z.object({ eventId: z.uuid().optional() });
export type EventItemsCountQuery = z.infer<typeof EventItemsCountQuery>;
export const EventItemsCountDto = z.object({
  items: z.object({ total: z.number().int(), HOLDING: z.number().int(), SUCCESS: z.number().int(), CANCELED: z.number().int(), refunded: z.number().int() }),
  tickets: z.object({ total: z.number().int(), VALID: z.number().int(), CHECKED_IN: z.number().int(), VOID: z.number().int() }),
  /** Paid and not refunded, VND. */
  revenue: Vnd,
  /**
   * For one event (`eventId`): its tickets (not void) admitted to each session so far, a multi-session
   * event checking a ticket in once per session; sessions nobody entered yet are left out. Empty otherwise.
   */
  sessions: z.array(z.object({ sessionId: z.uuid(), checkedIn: z.number().int() })),
});
export type EventItemsCountDto = z.infer<typeof EventItemsCountDto>;

// --- Admin ---
const AdminItemFilters = {
  type: ProductItemType.schema.optional(),
  status: OrderItemStatus.schema.optional(),
  hostId: z.uuid().optional(),
  /** Lines created at or after `from` and before `to`. */
  from: Instant.optional(),
  to: Instant.optional(),
  /** An order code or part of the buyer's e-mail or name. */
  q: Search,
};
export const AdminOrderItemsQuery = PageQuery.extend(AdminItemFilters);
export type AdminOrderItemsQuery = z.infer<typeof AdminOrderItemsQuery>;
export const ExportFormat = z.enum(['csv', 'xlsx']);
export type ExportFormat = z.infer<typeof ExportFormat>;
export const AdminOrderItemsExportQuery = z.object({ ...AdminItemFilters, sort: PageQuery.shape.sort, format: ExportFormat.default('csv') });
export type AdminOrderItemsExportQuery = z.infer<typeof AdminOrderItemsExportQuery>;
/** A host's own lines (every product type they sell): the admin's filters, the host being the caller. */
export const HostOrderItemsQuery = AdminOrderItemsQuery.omit({ hostId: true });
export type HostOrderItemsQuery = z.infer<typeof HostOrderItemsQuery>;
export const HostOrderItemsExportQuery = AdminOrderItemsExportQuery.omit({ hostId: true });
export type HostOrderItemsExportQuery = z.infer<typeof HostOrderItemsExportQuery>;
/** Rows an export holds at most; the filters narrow a larger set. */
export const MAX_EXPORT_ROWS = 50_000;
export const AdminOrderItemDto = OrderItemDto.extend({
  orderCode: z.string(),
  orderStatus: OrderStatus.schema,
  /** The VAT invoice the buyer asked for with the order, if any. */
  invoice: InvoiceRequestDto.nullable(),
  buyer: BuyerDto,
});
export type AdminOrderItemDto = z.infer<typeof AdminOrderItemDto>;
