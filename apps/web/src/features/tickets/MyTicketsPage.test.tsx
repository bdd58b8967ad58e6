import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeBookingEvent } from '../../test/booking-fixtures';
import { json, mockFetch, type RecordedCall } from '../../test/fetch-mock';
import { makeUser, pageOf } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

const buyer = makeUser();
const upcoming = makeBookingEvent();
const past = makeBookingEvent({
  event: { ...upcoming.event, id: 'e2222222-2222-4222-8222-222222222222', slug: 'hoi-thao-cu', title: 'Hội thảo năm ngoái' },
  checkedInCount: 2,
});
const lists = (calls: RecordedCall[]) => calls.filter((c) => c.path.startsWith('/api/v1/booking-events?'));

function serve(answer: { upcoming?: unknown[]; past?: unknown[] } = {}) {
  return mockFetch((call) => {
    if (call.path === '/api/v1/notifications/count') return json(200, { total: 0, unread: 0 });
    if (call.path === '/api/v1/booking-events/counter') return json(200, { upcoming: (answer.upcoming ?? [upcoming]).length, past: 1, total: 2 });
    if (call.path.startsWith('/api/v1/booking-events?'))
      return json(200, pageOf(call.path.includes('tab=past') ? (answer.past ?? [past]) : (answer.upcoming ?? [upcoming])));
    return undefined;
  });
}

describe('my tickets', () => {
  it('shows each upcoming event with where and when, and every ticket with a QR code to scan and its code', async () => {
    const calls = serve();
    renderApp('/me/tickets', { user: buyer });
    const card = await screen.findByTestId('event-booking');
    expect(lists(calls)[0]!.path).toBe('/api/v1/booking-events?tab=upcoming&page=1&limit=10');
    expect(within(card).getByRole('heading', { name: 'Đêm nhạc acoustic' })).toBeTruthy();
    expect(within(card).getByText('05/12/2026 · 19:30–21:00')).toBeTruthy();
    expect(within(card).getByText('Nhà hát nhỏ, 12 Lý Thái Tổ, Hà Nội')).toBeTruthy();
    expect(within(card).getByText('Đã check-in 1/2')).toBeTruthy();

    const tickets = within(card).getAllByTestId('ticket');
    expect(tickets).toHaveLength(2);
    const qr = within(tickets[0]!).getByRole('img', { name: 'Mã QR của vé VE-7K2M-9Q4X' }) as HTMLImageElement;
    expect(qr.src.startsWith('data:image/svg+xml;utf8,%3Csvg')).toBe(true);
    expect(Number(qr.getAttribute('width'))).toBeGreaterThanOrEqual(200);
    expect(within(tickets[0]!).getByText('VE-7K2M-9Q4X')).toBeTruthy();
    expect(within(tickets[0]!).getByText('Chưa check-in')).toBeTruthy();
    expect(within(tickets[1]!).getByText('Đã check-in')).toBeTruthy();
    expect(within(tickets[1]!).getByText('Check-in lúc 19:10 05/12/2026')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Thêm Đêm nhạc acoustic vào Google Lịch' }).getAttribute('href')).toContain(
      'dates=20261205T123000Z%2F20261205T140000Z',
    );
  });

  it('counts upcoming and past events on the tabs and opens the past ones', async () => {
    const calls = serve();
    renderApp('/me/tickets', { user: buyer });
    await screen.findByTestId('event-booking');
    const pastTab = await screen.findByRole('tab', { name: 'Đã diễn ra (1)' });
    expect(screen.getByRole('tab', { name: 'Sắp diễn ra (1)' }).getAttribute('aria-selected')).toBe('true');
    await userEvent.setup().click(pastTab);
    expect(await screen.findByRole('heading', { name: 'Hội thảo năm ngoái' })).toBeTruthy();
    await waitFor(() => expect(lists(calls).at(-1)!.path).toBe('/api/v1/booking-events?tab=past&page=1&limit=10'));
    expect(screen.queryByRole('link', { name: /Google Lịch/ })).toBeNull();
  });

  it('says so when there is no upcoming ticket, with a way to find events', async () => {
    serve({ upcoming: [] });
    renderApp('/me/tickets', { user: buyer });
    expect(await screen.findByText('Bạn chưa có vé nào sắp diễn ra')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Khám phá sự kiện' }).getAttribute('href')).toBe('/events');
  });

  it('adds a multi-session event to the calendar one entry per session, and offers the .ics of all of them', async () => {
    const course = makeBookingEvent({
      event: {
        ...upcoming.event,
        title: 'Lớp gốm 2 buổi',
        startAt: '2026-12-05T11:00:00.000Z',
        endAt: '2026-12-12T13:00:00.000Z',
        sessions: [
          { id: 'e5111111-1111-4111-8111-111111111111', title: 'Nhào đất', startAt: '2026-12-05T11:00:00.000Z', endAt: '2026-12-05T13:00:00.000Z' },
          { id: 'e5222222-2222-4222-8222-222222222222', title: null, startAt: '2026-12-12T11:00:00.000Z', endAt: '2026-12-12T13:00:00.000Z' },
        ],
      },
    });
    serve({ upcoming: [course] });
    renderApp('/me/tickets', { user: buyer });
    const card = await screen.findByTestId('event-booking');
    const first = within(card).getByRole('link', { name: 'Thêm Lớp gốm 2 buổi · Nhào đất vào Google Lịch' });
    const second = within(card).getByRole('link', { name: 'Thêm Lớp gốm 2 buổi · Buổi 2 vào Google Lịch' });
    expect(first.getAttribute('href')).toContain('dates=20261205T110000Z%2F20261205T130000Z');
    expect(second.getAttribute('href')).toContain('dates=20261212T110000Z%2F20261212T130000Z');
    expect(within(card).getByRole('button', { name: 'Apple/Outlook (.ics, 2 buổi)' })).toBeTruthy();
  });

  it('says a cancelled event is off instead of offering to add it to a calendar', async () => {
    serve({ upcoming: [makeBookingEvent({ event: { ...upcoming.event, cancelledAt: '2026-11-20T03:00:00.000Z' } })] });
    renderApp('/me/tickets', { user: buyer });
    const card = await screen.findByTestId('event-booking');
    expect(within(card).getByText(/Sự kiện đã bị ban tổ chức huỷ/)).toBeTruthy();
    expect(within(card).queryByRole('link', { name: /Google Lịch/ })).toBeNull();
  });
});
