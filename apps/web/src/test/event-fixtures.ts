import type { CalendarDto, CalendarFrameDto, EventCardDto, EventCategoryDto, EventDetailDto, TicketTierDto, UserSummaryDto } from '@market/contract';

/** Events, tiers, event categories and calendars as the server sends them (see packages/contract events.ts, calendars.ts). */

export const demoHost: UserSummaryDto = {
  id: 'b1111111-1111-4111-8111-111111111111',
  username: 'thu-ha',
  fullName: 'Đặng Thu Hà',
  avatar: null,
  headline: 'Diễn giả khởi nghiệp',
  city: 'Hà Nội',
  role: 'HOST',
  followerCount: 1200,
  topHostRank: null,
};

const stamp = '2026-01-01T00:00:00.000Z';

export function makeEventCard(overrides: Partial<EventCardDto> = {}): EventCardDto {
  return {
    id: 'e1111111-1111-4111-8111-111111111111',
    slug: 'hoi-thao-ai',
    title: 'Hội thảo AI cho doanh nghiệp nhỏ',
    summary: 'Ứng dụng AI vào bán hàng và chăm sóc khách hàng.',
    coverImage: null,
    format: 'OFFLINE',
    city: 'Hồ Chí Minh',
    venueName: 'Dreamplex',
    status: 'PUBLISHED',
    // Saturday 28 November 2026, 19:30 in Vietnam.
    startAt: '2026-11-28T12:30:00.000Z',
    endAt: '2026-11-28T14:00:00.000Z',
    durationMinutes: 90,
    sessionCount: 1,
    minPrice: 150_000,
    maxPrice: 300_000,
    isFree: false,
    host: demoHost,
    eventCategories: [{ id: 'ec111111-1111-4111-8111-111111111111', name: 'Hội thảo', slug: 'hoi-thao' }],
    publishedAt: stamp,
    rejectReason: null,
    createdAt: stamp,
    updatedAt: stamp,
    ...overrides,
  };
}

export function makeTier(overrides: Partial<TicketTierDto> & Pick<TicketTierDto, 'id' | 'name'>): TicketTierDto {
  return {
    eventId: 'e1111111-1111-4111-8111-111111111111',
    description: null,
    price: 150_000,
    capacity: 100,
    sold: 0,
    held: 0,
    available: 100,
    saleStartAt: null,
    saleEndAt: null,
    status: 'ACTIVE',
    maxPerOrder: 10,
    position: 0,
    onSale: true,
    ...overrides,
  };
}

export function makeEventDetail(overrides: Partial<EventDetailDto> = {}): EventDetailDto {
  const card = makeEventCard(overrides);
  return {
    ...card,
    description: null,
    meetingTool: null,
    meetingUrl: null,
    address: '21 Nguyễn Trung Ngạn, Bến Nghé, Quận 1',
    sessionType: 'SINGLE',
    durationType: 'DURATION_IN_DAY',
    timeZone: 'Asia/Ho_Chi_Minh',
    sessions: [
      {
        id: '5e551111-1111-4111-8111-111111111111',
        eventId: card.id,
        slug: 'buoi-1',
        title: null,
        startAt: card.startAt!,
        endAt: card.endAt!,
        capacity: null,
        position: 0,
      },
    ],
    ticketTiers: [makeTier({ id: '7a111111-1111-4111-8111-111111111111', name: 'Vé thường' })],
    coHosts: [],
    rejectReason: null,
    canEdit: false,
    ...overrides,
  };
}

export function makeEventCategory(overrides: Partial<EventCategoryDto> & Pick<EventCategoryDto, 'id' | 'name'>): EventCategoryDto {
  return {
    slug: overrides.name.toLowerCase().replace(/\s+/g, '-'),
    description: null,
    icon: null,
    position: 0,
    eventCount: 0,
    createdAt: stamp,
    updatedAt: stamp,
    ...overrides,
  };
}

export function makeCalendar(overrides: Partial<CalendarDto> = {}): CalendarDto {
  return {
    id: 'ca111111-1111-4111-8111-111111111111',
    title: 'Cố vấn khởi nghiệp 1:1',
    description: 'Trao đổi riêng về mô hình kinh doanh của bạn.',
    type: 'ONE_TO_ONE',
    price: 300_000,
    durationMinutes: 60,
    capacityPerFrame: 1,
    requiresApproval: true,
    meetingTool: 'GOOGLE_MEET',
    meetingUrl: null,
    location: null,
    status: 'ACTIVE',
    host: demoHost,
    upcomingFreeFrames: 3,
    canEdit: false,
    createdAt: stamp,
    updatedAt: stamp,
    ...overrides,
  };
}

export function makeFrame(overrides: Partial<CalendarFrameDto> & Pick<CalendarFrameDto, 'id' | 'startAt' | 'endAt'>): CalendarFrameDto {
  return { calendarId: 'ca111111-1111-4111-8111-111111111111', capacity: 1, booked: 0, held: 0, available: 1, price: 300_000, ...overrides };
}
