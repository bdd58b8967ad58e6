import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeBookingCalendar } from '../../../test/booking-fixtures';
import { json, mockFetch, type RecordedCall } from '../../../test/fetch-mock';
import { pageOf } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { studioHost } from '../../../test/studio-fixtures';

const request = makeBookingCalendar();
const other = makeBookingCalendar({
  id: 'b2222222-2222-4222-8222-222222222222',
  buyer: { ...request.buyer, id: 'a0000000-0000-4000-8000-000000000010', fullName: 'Trần Thị Bình', email: 'binh@vidu.vn' },
  note: null,
});
const patches = (calls: RecordedCall[]) => calls.filter((c) => c.method === 'PATCH');
const lists = (calls: RecordedCall[]) => calls.filter((c) => c.method === 'GET' && c.path.startsWith('/api/v1/booking-calendars?'));

function serve() {
  return mockFetch((call) => {
    if (call.path === '/api/v1/notifications/count') return json(200, { total: 0, unread: 0 });
    if (call.method === 'PATCH' && call.path === `/api/v1/booking-calendars/${request.id}`) {
      const status = (call.body as { status: 'APPROVED' | 'REJECTED' }).status;
      return json(200, { ...request, bookingStatus: status, canApprove: false, canReject: false, canCancel: status === 'APPROVED' });
    }
    if (lists([call]).length) return json(200, pageOf([request, other]));
    return undefined;
  });
}

describe('booking requests in the studio', () => {
  it('lists the requests waiting for me with who asked, for what and when', async () => {
    const calls = serve();
    renderApp('/studio/bookings', { user: studioHost });
    const rows = await screen.findAllByTestId('studio-booking-row');
    expect(lists(calls)[0]!.path).toBe('/api/v1/booking-calendars?role=host&status=PENDING&page=1&limit=10');
    expect(within(rows[0]!).getByText('Nguyễn Văn An')).toBeTruthy();
    expect(within(rows[0]!).getByText('an.nguyen@vidu.vn')).toBeTruthy();
    expect(within(rows[0]!).getByText('Lời nhắn: Em muốn hỏi về CV ngành dữ liệu')).toBeTruthy();
    expect(within(rows[0]!).getByText('Tư vấn CV 1:1')).toBeTruthy();
    expect(within(rows[0]!).getByText('09:00–10:00, Thứ Tư, 09/12/2026')).toBeTruthy();
    expect(within(rows[0]!).getByText('Chờ duyệt')).toBeTruthy();
  });

  it('approves a request in one click, tells the host it is done and refreshes the list', async () => {
    const calls = serve();
    renderApp('/studio/bookings', { user: studioHost });
    const row = (await screen.findAllByTestId('studio-booking-row'))[0]!;
    const before = lists(calls).length;
    await userEvent.setup().click(within(row).getByRole('button', { name: 'Duyệt: Nguyễn Văn An' }));
    await waitFor(() =>
      expect(patches(calls)).toEqual([expect.objectContaining({ path: `/api/v1/booking-calendars/${request.id}`, body: { status: 'APPROVED' } })]),
    );
    expect(await screen.findByText('Đã duyệt lịch hẹn. Người đặt đã được thông báo.')).toBeTruthy();
    await waitFor(() => expect(lists(calls).length).toBeGreaterThan(before));
  });

  it('rejects with the reason the host wrote', async () => {
    const calls = serve();
    renderApp('/studio/bookings', { user: studioHost });
    const user = userEvent.setup();
    await user.click(within((await screen.findAllByTestId('studio-booking-row'))[0]!).getByRole('button', { name: 'Từ chối: Nguyễn Văn An' }));
    const dialog = await screen.findByRole('dialog', { name: 'Từ chối lịch hẹn' });
    await user.type(within(dialog).getByLabelText('Lý do'), 'Tôi bận đột xuất');
    await user.click(within(dialog).getByRole('button', { name: 'Từ chối' }));
    await waitFor(() => expect(patches(calls)[0]!.body).toEqual({ status: 'REJECTED', reason: 'Tôi bận đột xuất' }));
    expect(await screen.findByText('Đã từ chối lịch hẹn. Khung giờ đã được mở lại.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
