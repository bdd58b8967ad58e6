import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, json, mockFetch, type RecordedCall } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';
import { makeCalendar, makeFrame, studioHost } from '../../../test/studio-fixtures';

const calendar = makeCalendar({ type: 'TWO_WAY', capacityPerFrame: 3, title: 'Nhóm luyện phỏng vấn' });
const monday = makeFrame('2026-12-07T02:00:00.000Z', { capacity: 3, booked: 1, held: 1, available: 1 });
// 00:30 on Sunday the 13th in Vietnam is still Saturday in UTC.
const sunday = makeFrame('2026-12-12T17:30:00.000Z', { capacity: 3 });
const framePath = (c: RecordedCall) => c.method === 'GET' && c.path.startsWith('/api/v1/calendar-frames');

function serve(answer: (call: RecordedCall) => Response | undefined = () => undefined) {
  return mockFetch((call) => {
    if (call.path === '/api/v1/notifications/count') return json(200, { total: 0, unread: 0 });
    if (call.method === 'GET' && call.path === `/api/v1/calendars/${calendar.id}`) return json(200, calendar);
    return answer(call);
  });
}

describe('a calendar’s week in the studio', () => {
  it('shows each frame in the column of its Vietnam day, with what is booked and held', async () => {
    const calls = serve((call) => (framePath(call) ? json(200, { data: [sunday, monday] }) : undefined));
    renderApp(`/studio/calendars/${calendar.id}?week=2026-12-07`, { user: studioHost });

    const mon = await screen.findByRole('region', { name: 'Thứ Hai, 07/12' });
    expect(await within(mon).findByText('09:00–10:00')).toBeTruthy();
    expect(within(mon).getByText('Đã đặt 1/3')).toBeTruthy();
    expect(within(mon).getByText('Đang giữ chỗ 1')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Chủ nhật, 13/12' })).getByText('00:30–01:30')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Thứ Bảy, 12/12' })).getByText('Trống')).toBeTruthy();
    expect(screen.getByText('Tuần 07/12/2026 – 13/12/2026')).toBeTruthy();
    const asked = new URL(calls.find(framePath)!.path, 'http://x').searchParams;
    expect([asked.get('calendarId'), asked.get('from'), asked.get('to')]).toEqual([calendar.id, '2026-12-06T17:00:00.000Z', '2026-12-13T17:00:00.000Z']);
  });

  it('moves to the next week and asks for its frames', async () => {
    const calls = serve((call) => (framePath(call) ? json(200, { data: [] }) : undefined));
    const { router } = renderApp(`/studio/calendars/${calendar.id}?week=2026-12-07`, { user: studioHost });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Tuần sau' }));
    expect(await screen.findByRole('region', { name: 'Thứ Hai, 14/12' })).toBeTruthy();
    expect(router.state.location.search).toBe('?week=2026-12-14');
    await waitFor(() => expect(calls.filter(framePath).at(-1)?.path).toContain('from=2026-12-13T17%3A00%3A00.000Z'));
  });

  it('adds recurring frames in one request and says clearly when they overlap others', async () => {
    const calls = serve((call) => {
      if (framePath(call)) return json(200, { data: [] });
      if (call.method === 'POST') return apiError(409, 'CALENDAR_FRAME_OVERLAP', 'Khung giờ bị trùng với một khung giờ khác của bạn.');
      return undefined;
    });
    renderApp(`/studio/calendars/${calendar.id}?week=2099-03-02`, { user: studioHost });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Thêm khung giờ lặp lại' }));
    const dialog = await screen.findByRole('dialog', { name: 'Thêm khung giờ lặp lại' });
    await user.click(within(dialog).getByRole('checkbox', { name: 'Thứ Hai' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Thứ Năm' }));
    await user.click(within(dialog).getByRole('button', { name: 'Thêm giờ' }));
    fireEvent.change(within(dialog).getByLabelText('Giờ bắt đầu 2'), { target: { value: '18:30' } });
    fireEvent.change(within(dialog).getByLabelText('Từ ngày'), { target: { value: '02/03/2099' } });
    fireEvent.change(within(dialog).getByLabelText('Đến ngày'), { target: { value: '08/03/2099' } });
    expect(within(dialog).getByText('Sẽ tạo 4 khung giờ.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Tạo 4 khung giờ' }));

    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      path: `/api/v1/calendars/frames/${calendar.id}`,
      body: {
        frames: [
          { startAt: '2099-03-02T02:00:00.000Z' },
          { startAt: '2099-03-02T11:30:00.000Z' },
          { startAt: '2099-03-05T02:00:00.000Z' },
          { startAt: '2099-03-05T11:30:00.000Z' },
        ],
      },
    });
    const alert = await within(dialog).findByRole('alert');
    expect(within(alert).getByText('Có khung giờ bị trùng')).toBeTruthy();
    expect(within(alert).getByText(/Khung giờ bị trùng với một khung giờ khác của bạn/)).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Thêm khung giờ lặp lại' })).toBeTruthy();
  });

  it('deletes a frame after confirming', async () => {
    const calls = serve((call) => {
      if (framePath(call)) return json(200, { data: [monday] });
      if (call.method === 'DELETE') return json(200, { success: true });
      return undefined;
    });
    renderApp(`/studio/calendars/${calendar.id}?week=2026-12-07`, { user: studioHost });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Xoá khung giờ 09:00–10:00 Thứ Hai, 07/12' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Xoá khung giờ?' })).getByRole('button', { name: 'Xoá' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'DELETE')?.path).toBe(`/api/v1/calendars/frames/${monday.id}`));
    expect(await screen.findByText('Đã xoá khung giờ.')).toBeTruthy();
  });
});
