import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeBookingCalendar } from '../../test/booking-fixtures';
import { json, mockFetch } from '../../test/fetch-mock';
import { makeUser, pageOf } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

const buyer = makeUser({ id: 'a0000000-0000-4000-8000-000000000009', fullName: 'Nguyễn Văn An' });
const waiting = makeBookingCalendar({ viewerRole: 'buyer', canApprove: false, canReject: false });
const confirmed = makeBookingCalendar({
  id: 'b3333333-3333-4333-8333-333333333333',
  bookingStatus: 'APPROVED',
  viewerRole: 'buyer',
  canApprove: false,
  canReject: false,
  calendar: { ...waiting.calendar, meetingUrl: 'https://meet.google.com/abc-defg-hij' },
});
const rejected = makeBookingCalendar({
  id: 'b4444444-4444-4444-8444-444444444444',
  bookingStatus: 'REJECTED',
  viewerRole: 'buyer',
  canApprove: false,
  canReject: false,
  canCancel: false,
});

describe('my calendar bookings', () => {
  it('shows each booking’s answer, the meeting link once confirmed, and the refund way after a refusal', async () => {
    mockFetch((call) =>
      call.path.startsWith('/api/v1/booking-calendars?')
        ? json(200, pageOf([waiting, confirmed, rejected]))
        : call.path === '/api/v1/notifications/count'
          ? json(200, { total: 0, unread: 0 })
          : undefined,
    );
    renderApp('/me/bookings', { user: buyer });
    const rows = await screen.findAllByTestId('booking-row');
    expect(within(rows[0]!).getByText('Chờ duyệt')).toBeTruthy();
    expect(within(rows[1]!).getByText('Đã xác nhận')).toBeTruthy();
    expect(within(rows[1]!).getByRole('link', { name: 'Vào phòng họp' }).getAttribute('href')).toBe('https://meet.google.com/abc-defg-hij');
    expect(within(rows[2]!).getByText('Bị từ chối')).toBeTruthy();
    expect(within(rows[2]!).getByRole('link', { name: 'Xem đơn hàng' }).getAttribute('href')).toBe(`/me/orders/${rejected.orderId}`);
    expect(within(rows[2]!).queryByRole('button', { name: /Huỷ lịch/ })).toBeNull();
  });

  it('offers to add a live booking’s frame to Google Calendar or as an .ics, and not a refused one', async () => {
    mockFetch((call) =>
      call.path.startsWith('/api/v1/booking-calendars?')
        ? json(200, pageOf([confirmed, rejected]))
        : call.path === '/api/v1/notifications/count'
          ? json(200, { total: 0, unread: 0 })
          : undefined,
    );
    renderApp('/me/bookings', { user: buyer });
    const rows = await screen.findAllByTestId('booking-row');
    const google = within(rows[0]!).getByRole('link', { name: 'Thêm Tư vấn CV 1:1 vào Google Lịch' });
    const href = new URL(google.getAttribute('href')!);
    expect(href.origin + href.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(href.searchParams.get('dates')).toBe('20261209T020000Z/20261209T030000Z');
    expect(href.searchParams.get('location')).toBe('https://meet.google.com/abc-defg-hij');
    expect(within(rows[0]!).getByRole('button', { name: 'Apple/Outlook (.ics)' })).toBeTruthy();
    expect(within(rows[1]!).queryByTestId('add-to-calendar')).toBeNull();
  });

  it('cancels only after the buyer confirms', async () => {
    const calls = mockFetch((call) => {
      if (call.method === 'PATCH') return json(200, { ...waiting, bookingStatus: 'CANCELED', canCancel: false });
      if (call.path.startsWith('/api/v1/booking-calendars?')) return json(200, pageOf([waiting]));
      return call.path === '/api/v1/notifications/count' ? json(200, { total: 0, unread: 0 }) : undefined;
    });
    renderApp('/me/bookings', { user: buyer });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Huỷ lịch Tư vấn CV 1:1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Huỷ lịch hẹn này?' });
    expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Huỷ lịch hẹn' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PATCH')).toMatchObject({ path: `/api/v1/booking-calendars/${waiting.id}`, body: { status: 'CANCELED' } }),
    );
    expect(await screen.findByText('Đã huỷ lịch hẹn. Nhà tổ chức đã được thông báo.')).toBeTruthy();
  });
});
