import type { CalendarDto, CalendarFrameDto, EventDetailDto, UserSummaryDto, HostEventCardDto } from '@market/contract';
import { makeUser } from './fixtures';

/** The host studio's test data: a host, one of her events (19:30–21:00 on 5 Dec 2026, Vietnam time), a calendar. */

export const studioHost = makeUser({ id: 'a0000000-0000-4000-8000-000000000001', role: 'HOST', fullName: 'Đặng Thu Hà', username: 'dang-thu-ha' });

export function makeSummary(overrides: Partial<UserSummaryDto> = {}): UserSummaryDto {
  return {
    id: studioHost.id,
    username: studioHost.username,
    fullName: studioHost.fullName,
    avatar: null,
    headline: null,
    city: null,
    role: 'HOST',
    followerCount: 0,
    topHostRank: null,
    ...overrides,
  };
}

export const coHostKhoa = makeSummary({ id: 'a0000000-0000-4000-8000-000000000002', username: 'tran-minh-khoa', fullName: 'Trần Minh Khoa' });

export function makeEventCard(overrides: Partial<HostEventCardDto> = {}): HostEventCardDto {
  return {
    ticketsSold: 0,
    ticketCapacity: 0,
    id: 'e1111111-1111-4111-8111-111111111111',
    slug: 'dem-nhac-acoustic',
    title: 'Đêm nhạc acoustic',
    summary: null,
    coverImage: null,
    format: 'OFFLINE',
    city: 'Hà Nội',
    venueName: 'Nhà hát nhỏ',
    status: 'DRAFT',
    startAt: '2026-12-05T12:30:00.000Z',
    endAt: '2026-12-05T14:00:00.000Z',
    durationMinutes: 90,
    sessionCount: 1,
    minPrice: 150000,
    maxPrice: 150000,
    isFree: false,
    host: makeSummary(),
    eventCategories: [],
    publishedAt: null,
    rejectReason: null,
    createdAt: '2026-11-01T00:00:00.000Z',
    updatedAt: '2026-11-01T00:00:00.000Z',
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
    address: '12 Lý Thái Tổ, Hoàn Kiếm',
    sessionType: 'SINGLE',
    durationType: 'DURATION_IN_DAY',
    timeZone: 'Asia/Ho_Chi_Minh',
    sessions: [
      {
        id: 's1111111-1111-4111-8111-111111111111',
        eventId: card.id,
        slug: `${card.slug}-1`,
        title: null,
        startAt: '2026-12-05T12:30:00.000Z',
        endAt: '2026-12-05T14:00:00.000Z',
        capacity: null,
        position: 0,
      },
    ],
    ticketTiers: [
      {
        id: 't1111111-1111-4111-8111-111111111111',
        eventId: card.id,
        name: 'Vé thường',
        description: null,
        price: 150000,
        capacity: 100,
        sold: 3,
        held: 0,
        available: 97,
        saleStartAt: null,
        saleEndAt: null,
        status: 'ACTIVE',
        maxPerOrder: 10,
        position: 0,
        onSale: true,
      },
    ],
    coHosts: [coHostKhoa],
    rejectReason: null,
    canEdit: true,
    ...overrides,
  };
}

export function makeCalendar(overrides: Partial<CalendarDto> = {}): CalendarDto {
  return {
    id: 'c9999999-9999-4999-8999-999999999999',
    title: 'Tư vấn lộ trình UX 1:1',
    description: null,
    type: 'ONE_TO_ONE',
    price: 300000,
    durationMinutes: 60,
    capacityPerFrame: 1,
    requiresApproval: false,
    meetingTool: 'GOOGLE_MEET',
    meetingUrl: 'https://meet.google.com/abc-defg-hij',
    location: null,
    status: 'ACTIVE',
    host: makeSummary(),
    upcomingFreeFrames: 4,
    canEdit: true,
    createdAt: '2026-11-01T00:00:00.000Z',
    updatedAt: '2026-11-01T00:00:00.000Z',
    ...overrides,
  };
}

export function makeFrame(startAt: string, overrides: Partial<CalendarFrameDto> = {}): CalendarFrameDto {
  return {
    // One id per start minute, so each frame of a week has its own.
    id: `f${(Date.parse(startAt) / 60_000).toString(16).padStart(7, '0').slice(-7)}-1111-4111-8111-111111111111`,
    calendarId: makeCalendar().id,
    startAt,
    endAt: new Date(Date.parse(startAt) + 60 * 60_000).toISOString(),
    capacity: 1,
    booked: 0,
    held: 0,
    available: 1,
    price: 300000,
    ...overrides,
  };
}
