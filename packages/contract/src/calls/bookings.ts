import { IdParam, paged } from '../schemas/common.js';
import {
  AdminOrderItemDto,
  AdminOrderItemsExportQuery,
  AdminOrderItemsQuery,
  HostOrderItemsExportQuery,
  HostOrderItemsQuery,
  AttendeeDto,
  AttendeesExportQuery,
  AttendeesQuery,
  BookingCalendarDto,
  BookingCalendarsQuery,
  BookingEventDto,
  BookingEventsCounterDto,
  BookingEventsQuery,
  BookingStatusBody,
  CalendarFrameItemsQuery,
  CheckinBody,
  CheckinResultDto,
  EventItemsCountDto,
  EventItemsCountQuery,
  EventItemsQuery,
  EventOfflineUserParams,
  EventTicketsDto,
  HostOrderItemDto,
  OrderTicketsDto,
  SessionItemsQuery,
} from '../schemas/bookings.js';
import { call } from './call.js';

/** Calendar bookings: the buyer's and the host's lists, one booking, and its status changes. */
export const bookingCalls = {
  list: call({ method: 'GET', path: '/api/v1/booking-calendars', access: 'user', query: BookingCalendarsQuery, response: paged(BookingCalendarDto) }),
  get: call({ method: 'GET', path: '/api/v1/booking-calendars/:id', access: 'user', params: IdParam, response: BookingCalendarDto }),
  /** An .ics file of one booking of mine, or of my calendar (issue 39, "add to calendar"): its frame as one entry. */
  calendarFile: call({ method: 'GET', path: '/api/v1/booking-calendars/:id/calendar.ics', access: 'user', params: IdParam }),
  changeStatus: call({
    method: 'PATCH',
    path: '/api/v1/booking-calendars/:id',
    access: 'user',
    params: IdParam,
    body: BookingStatusBody,
    response: BookingCalendarDto,
  }),
  listForHost: call({
    method: 'GET',
    path: '/api/v1/order-items/calendar-frame',
    access: 'host',
    query: CalendarFrameItemsQuery,
    response: paged(BookingCalendarDto),
  }),
  getByItem: call({ method: 'GET', path: '/api/v1/order-items/:id/calendar-frame', access: 'user', params: IdParam, response: BookingCalendarDto }),
  changeStatusAsHost: call({
    method: 'PUT',
    path: '/api/v1/order-items/:id/calendar-frame',
    access: 'host',
    params: IdParam,
    body: BookingStatusBody,
    response: BookingCalendarDto,
  }),
} as const;

/** Order lines as hosts (per event and session) and admins (all, with export) see them. */
export const orderItemCalls = {
  countForEvent: call({ method: 'GET', path: '/api/v1/order-items/event/count', access: 'host', query: EventItemsCountQuery, response: EventItemsCountDto }),
  listForEvent: call({ method: 'GET', path: '/api/v1/order-items/event', access: 'host', query: EventItemsQuery, response: paged(HostOrderItemDto) }),
  listForSession: call({
    method: 'GET',
    path: '/api/v1/order-items/event-session',
    access: 'host',
    query: SessionItemsQuery,
    response: paged(HostOrderItemDto),
  }),
  /** Not in the spec: every line of what the caller sells (the studio's orders page, linked from the "new order" e-mail). */
  listMine: call({ method: 'GET', path: '/api/v1/host/order-items', access: 'host', query: HostOrderItemsQuery, response: paged(AdminOrderItemDto) }),
  /** A CSV or XLSX file of the same lines. */
  exportMine: call({ method: 'GET', path: '/api/v1/host/order-items/export', access: 'host', query: HostOrderItemsExportQuery }),
  listAll: call({ method: 'GET', path: '/api/v1/admin/order-item', access: 'admin', query: AdminOrderItemsQuery, response: paged(AdminOrderItemDto) }),
  /** A CSV or XLSX file. */
  exportAll: call({ method: 'GET', path: '/api/v1/admin/order-item/export', access: 'admin', query: AdminOrderItemsExportQuery }),
} as const;

/** Tickets: a buyer's events and tickets, a host's attendees, and check-in. */
export const ticketCalls = {
  /** Not in the spec: every ticket of one of my orders with its QR code (the payment page shows them; a combo's tiers included). */
  myTicketsOfOrder: call({ method: 'GET', path: '/api/v2/orders/:id/tickets', access: 'user', params: IdParam, response: OrderTicketsDto }),
  myTicketsOfEvent: call({ method: 'GET', path: '/api/v2/orders/event-offline/:id', access: 'user', params: IdParam, response: EventTicketsDto }),
  ticketsOfAttendee: call({
    method: 'GET',
    path: '/api/v2/orders/event-offline/user/:userId/:id',
    access: 'host',
    params: EventOfflineUserParams,
    response: EventTicketsDto,
  }),
  listMine: call({ method: 'GET', path: '/api/v1/booking-events', access: 'user', query: BookingEventsQuery, response: paged(BookingEventDto) }),
  countMine: call({ method: 'GET', path: '/api/v1/booking-events/counter', access: 'user', response: BookingEventsCounterDto }),
  attendees: call({
    method: 'GET',
    path: '/api/v1/booking-events/list-user/:id',
    access: 'host',
    params: IdParam,
    query: AttendeesQuery,
    response: paged(AttendeeDto),
  }),
  /** A CSV or XLSX file. */
  exportAttendees: call({ method: 'GET', path: '/api/v1/booking-events/list-user/:id/export', access: 'host', params: IdParam, query: AttendeesExportQuery }),
  getMine: call({ method: 'GET', path: '/api/v1/booking-events/:id', access: 'user', params: IdParam, response: BookingEventDto }),
  /** An .ics file of one event I hold tickets for: one entry per session (issue 39, "add to calendar"). */
  calendarFile: call({ method: 'GET', path: '/api/v1/booking-events/:id/calendar.ics', access: 'user', params: IdParam }),
  checkIn: call({ method: 'POST', path: '/api/v1/events/checkin-qr-ticket', access: 'host', body: CheckinBody, response: CheckinResultDto }),
} as const;
