import type { BookingCalendarDto, BookingEventDto, TicketDto } from '@market/contract';

/** Tickets, event bookings and calendar bookings as the server answers them (Vietnam times in comments). */

const SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 29 29"><path d="M4 4h7v7H4z"/></svg>';

export function makeTicket(overrides: Partial<TicketDto> = {}): TicketDto {
  return {
    id: 't1111111-1111-4111-8111-111111111111',
    seq: 1,
    code: 'VE-7K2M-9Q4X',
    status: 'VALID',
    checkedInAt: null,
    qr: 'T1.t1111111-1111-4111-8111-111111111111.sig',
    qrSvg: SVG,
    ...overrides,
  };
}

const host = { id: 'a0000000-0000-4000-8000-000000000001', fullName: 'Đặng Thu Hà', username: 'dang-thu-ha', avatar: null };

/** "Đêm nhạc acoustic", 19:30–21:00 on 5 Dec 2026 at Nhà hát nhỏ, two tickets of "Vé thường". */
export function makeBookingEvent(overrides: Partial<BookingEventDto> = {}): BookingEventDto {
  const event = {
    id: 'e1111111-1111-4111-8111-111111111111',
    slug: 'dem-nhac-acoustic',
    title: 'Đêm nhạc acoustic',
    coverImage: null,
    format: 'OFFLINE' as const,
    venueName: 'Nhà hát nhỏ',
    address: '12 Lý Thái Tổ',
    city: 'Hà Nội',
    meetingTool: null,
    meetingUrl: null,
    startAt: '2026-12-05T12:30:00.000Z',
    endAt: '2026-12-05T14:00:00.000Z',
    sessions: [{ id: 'e5111111-1111-4111-8111-111111111111', title: null, startAt: '2026-12-05T12:30:00.000Z', endAt: '2026-12-05T14:00:00.000Z' }],
    cancelledAt: null,
    host,
  };
  const line = {
    orderItemId: 'o1111111-1111-4111-8111-111111111111',
    orderId: 'd1111111-1111-4111-8111-111111111111',
    orderCode: 'DH7K2M9Q4XAB',
    tier: { id: 'f1111111-1111-4111-8111-111111111111', name: 'Vé thường' },
    quantity: 2,
    total: 300_000,
    refundedAt: null,
    purchasedAt: '2026-11-01T03:00:00.000Z',
  };
  return {
    event,
    lines: [line],
    tickets: [
      { ...makeTicket(), orderItemId: line.orderItemId, tierName: 'Vé thường' },
      {
        ...makeTicket({
          id: 't2222222-2222-4222-8222-222222222222',
          seq: 2,
          code: 'VE-ABCD-EF12',
          status: 'CHECKED_IN',
          checkedInAt: '2026-12-05T12:10:00.000Z',
        }),
        orderItemId: line.orderItemId,
        tierName: 'Vé thường',
      },
    ],
    ticketCount: 2,
    checkedInCount: 1,
    ...overrides,
  };
}

/** Nguyễn Văn An's request for "Tư vấn CV 1:1", waiting for the host's answer. */
export function makeBookingCalendar(overrides: Partial<BookingCalendarDto> = {}): BookingCalendarDto {
  return {
    id: 'b1111111-1111-4111-8111-111111111111',
    orderId: 'd2222222-2222-4222-8222-222222222222',
    orderCode: 'DHBOOKING001',
    status: 'SUCCESS',
    bookingStatus: 'PENDING',
    calendar: {
      id: 'c1111111-1111-4111-8111-111111111111',
      title: 'Tư vấn CV 1:1',
      type: 'ONE_TO_ONE',
      meetingTool: 'GOOGLE_MEET',
      meetingUrl: null,
      location: null,
    },
    frameId: 'c2222222-2222-4222-8222-222222222222',
    startsAt: '2026-12-09T02:00:00.000Z',
    endsAt: '2026-12-09T03:00:00.000Z',
    frameLabel: '09:00–10:00, Thứ Tư, 09/12/2026',
    host,
    buyer: { id: 'a0000000-0000-4000-8000-000000000009', fullName: 'Nguyễn Văn An', email: 'an.nguyen@vidu.vn', phone: null, avatar: null },
    total: 200_000,
    note: 'Em muốn hỏi về CV ngành dữ liệu',
    refundedAt: null,
    viewerRole: 'host',
    canApprove: true,
    canReject: true,
    canCancel: true,
    createdAt: '2026-11-20T03:00:00.000Z',
    updatedAt: '2026-11-20T03:00:00.000Z',
    ...overrides,
  };
}
