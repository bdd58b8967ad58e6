import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeCalendar, makeFrame } from '../../test/event-fixtures';
import { apiError, json, mockFetch, type RecordedCall } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';

const calendar = makeCalendar();
// Wednesday 25 November 2026, 10:00 in Vietnam.
const NOW = '2026-11-25T03:00:00.000Z';
const frames = [
  makeFrame({ id: 'f1111111-1111-4111-8111-111111111111', startAt: '2026-11-26T02:00:00.000Z', endAt: '2026-11-26T03:00:00.000Z' }),
  makeFrame({ id: 'f2222222-2222-4222-8222-222222222222', startAt: '2026-11-28T07:30:00.000Z', endAt: '2026-11-28T08:30:00.000Z' }),
];
const frameCalls = (calls: RecordedCall[]) => calls.filter((c) => c.path.startsWith('/api/v1/calendar-frames'));
const queryOf = (call: RecordedCall | undefined) => Object.fromEntries(new URL(call!.path, 'http://x').searchParams);

function serve(week: unknown[] = frames) {
  return mockFetch(({ path }) => {
    if (path === `/api/v1/calendars/${calendar.id}`) return json(200, calendar);
    if (path.startsWith('/api/v1/calendar-frames')) return json(200, { data: queryOf({ path } as RecordedCall).from === NOW ? week : [] });
    return undefined;
  });
}

describe('the calendar page', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(NOW));
  });
  afterEach(() => vi.useRealTimers());

  it('shows what the calendar offers', async () => {
    serve();
    renderApp(`/calendars/${calendar.id}`, { user: null });
    expect(await screen.findByRole('heading', { level: 1, name: 'Cố vấn khởi nghiệp 1:1' })).toBeTruthy();
    expect(screen.getByText('Gặp riêng 1:1')).toBeTruthy();
    expect(screen.getByText('300.000 ₫')).toBeTruthy();
    expect(screen.getByText('1 giờ')).toBeTruthy();
    expect(screen.getByText('Nhà tổ chức duyệt từng lượt đặt')).toBeTruthy();
    expect(screen.getByText('Trực tuyến qua Google Meet')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Đặng Thu Hà/ }).getAttribute('href')).toBe('/hosts/thu-ha');
  });

  it('lists this week’s free frames from Monday to Sunday with today marked', async () => {
    const calls = serve();
    renderApp(`/calendars/${calendar.id}`, { user: null });
    expect(await screen.findByRole('button', { name: '09:00 – 10:00, Thứ Năm, 26 tháng 11, 2026' })).toBeTruthy();
    expect(queryOf(frameCalls(calls)[0])).toEqual({ calendarId: calendar.id, from: NOW, to: '2026-11-29T17:00:00.000Z', available: 'true' });

    const days = within(screen.getByRole('region', { name: 'Khung giờ còn trống' }))
      .getAllByRole('listitem')
      .filter((li) => li.parentElement?.tagName === 'OL');
    expect(days.map((day) => day.querySelector('.sr-only')?.textContent)).toEqual([
      'Thứ Hai, 23 tháng 11, 2026',
      'Thứ Ba, 24 tháng 11, 2026',
      'Thứ Tư, 25 tháng 11, 2026',
      'Thứ Năm, 26 tháng 11, 2026',
      'Thứ Sáu, 27 tháng 11, 2026',
      'Thứ Bảy, 28 tháng 11, 2026',
      'Chủ nhật, 29 tháng 11, 2026',
    ]);
    expect(days[2]!.getAttribute('aria-current')).toBe('date');
    expect(within(days[2]!).getByText('Hôm nay')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Tuần trước' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('books the chosen frame through checkout', async () => {
    serve();
    const { router } = renderApp(`/calendars/${calendar.id}`, { user: null });
    const user = userEvent.setup();
    const frame = await screen.findByRole('button', { name: '14:30 – 15:30, Thứ Bảy, 28 tháng 11, 2026' });
    await user.click(frame);
    expect(frame.getAttribute('aria-pressed')).toBe('true');
    const panel = screen.getByRole('region', { name: 'Khung giờ bạn chọn' });
    await user.click(within(panel).getByRole('button', { name: 'Đặt lịch' }));
    // A visitor logs in on the way; the checkout address is kept for afterwards.
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe(`/checkout?items=CALENDAR_FRAME:${frames[1]!.id}:1`);
  });

  it('moves to the next week through the address and says when it has no free frame', async () => {
    const calls = serve();
    const { router } = renderApp(`/calendars/${calendar.id}`, { user: null });
    await screen.findByRole('button', { name: /09:00 – 10:00/ });
    await userEvent.setup().click(screen.getAllByRole('button', { name: 'Tuần sau' })[0]!);
    await waitFor(() => expect(router.state.location.search).toBe('?week=2026-11-30'));
    await waitFor(() => expect(queryOf(frameCalls(calls).at(-1))).toMatchObject({ from: '2026-11-29T17:00:00.000Z', to: '2026-12-06T17:00:00.000Z' }));
    expect(await screen.findByText('Không còn khung giờ trống trong tuần')).toBeTruthy();
  });

  it('says so kindly when the calendar does not exist', async () => {
    mockFetch(({ path }) => (path.startsWith('/api/v1/calendars/') ? apiError(404, 'CALENDAR_NOT_FOUND', 'Không tìm thấy lịch hẹn.') : undefined));
    renderApp(`/calendars/${calendar.id}`, { user: null });
    expect(await screen.findByRole('heading', { name: 'Không tìm thấy lịch hẹn' })).toBeTruthy();
  });
});
