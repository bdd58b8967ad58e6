import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { pageOf } from '../../../test/fixtures';
import { apiError, json, mockFetch, type RecordedCall } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';
import { makeCalendar, studioHost } from '../../../test/studio-fixtures';

const mentoring = makeCalendar();

function serve(answer: (call: RecordedCall) => Response | undefined = () => undefined) {
  return mockFetch((call) => {
    if (call.path === '/api/v1/notifications/count') return json(200, { total: 0, unread: 0 });
    if (call.method === 'GET' && call.path.startsWith('/api/v1/calendars/list-by-user')) return json(200, pageOf([mentoring]));
    return answer(call);
  });
}

describe('my calendars in the studio', () => {
  it('shows each calendar as a card with its price in VND and a way to its frames', async () => {
    serve();
    renderApp('/studio/calendars', { user: studioHost });
    const card = await screen.findByTestId('calendar-card');
    expect(within(card).getByText('Tư vấn lộ trình UX 1:1')).toBeTruthy();
    expect(within(card).getByText('300.000 ₫ / lượt')).toBeTruthy();
    expect(within(card).getByText('1:1')).toBeTruthy();
    expect(within(card).getByText('4 khung giờ còn trống')).toBeTruthy();
    expect(
      within(card)
        .getByRole('link', { name: `Khung giờ của ${mentoring.title}` })
        .getAttribute('href'),
    ).toBe(`/studio/calendars/${mentoring.id}`);
  });

  it('creates a group calendar with its own capacity, while a 1:1 one has no capacity box', async () => {
    const calls = serve(({ method, body }) =>
      method === 'POST' ? json(201, { ...mentoring, ...(body as object), id: 'c8888888-8888-4888-8888-888888888888' }) : undefined,
    );
    renderApp('/studio/calendars', { user: studioHost });
    const user = userEvent.setup();
    await user.click((await screen.findAllByRole('button', { name: 'Tạo lịch hẹn' }))[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Tạo lịch hẹn' });
    expect(within(dialog).queryByLabelText('Số người mỗi khung giờ')).toBeNull();

    await user.type(within(dialog).getByLabelText('Tên lịch hẹn'), 'Luyện nói tiếng Anh theo nhóm');
    await user.selectOptions(within(dialog).getByLabelText('Hình thức'), 'TWO_WAY');
    const capacity = within(dialog).getByLabelText('Số người mỗi khung giờ');
    await user.clear(capacity);
    await user.type(capacity, '6');
    const price = within(dialog).getByLabelText('Giá mỗi lượt đặt') as HTMLInputElement;
    await user.clear(price);
    await user.type(price, '120000');
    expect(price.value).toBe('120.000');
    await user.click(within(dialog).getByRole('radio', { name: 'Gặp trực tiếp' }));
    await user.type(within(dialog).getByLabelText('Địa chỉ gặp mặt'), '35 Nguyễn Huệ, Quận 1');
    await user.click(within(dialog).getByRole('switch', { name: 'Duyệt từng lượt đặt' }));
    await user.click(within(dialog).getByRole('button', { name: 'Tạo lịch hẹn' }));

    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      path: '/api/v1/calendars',
      body: {
        title: 'Luyện nói tiếng Anh theo nhóm',
        type: 'TWO_WAY',
        price: 120000,
        durationMinutes: 60,
        capacityPerFrame: 6,
        requiresApproval: true,
        meetingTool: null,
        meetingUrl: null,
        location: '35 Nguyễn Huệ, Quận 1',
        status: 'ACTIVE',
      },
    });
    expect(await screen.findByText('Đã tạo lịch hẹn.')).toBeTruthy();
  });

  it('keeps a calendar shorter than 15 minutes in the dialog and says why', async () => {
    const calls = serve();
    renderApp('/studio/calendars', { user: studioHost });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: `Sửa ${mentoring.title}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Sửa lịch hẹn' });
    const duration = within(dialog).getByLabelText('Thời lượng (phút)');
    await user.clear(duration);
    await user.type(duration, '10');
    await user.click(within(dialog).getByRole('button', { name: 'Lưu thay đổi' }));
    await waitFor(() => expect(duration.getAttribute('aria-invalid')).toBe('true'));
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);
  });

  it('deletes a calendar after confirming, and shows the server’s refusal when a frame is booked', async () => {
    const calls = serve(({ method }) =>
      method === 'DELETE' ? apiError(409, 'CALENDAR_FRAME_BOOKED', 'Khung giờ đã có người đặt, không thể xoá.') : undefined,
    );
    renderApp('/studio/calendars', { user: studioHost });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: `Xoá ${mentoring.title}` }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Xoá lịch hẹn?' })).getByRole('button', { name: 'Xoá' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'DELETE')?.path).toBe(`/api/v1/calendars/${mentoring.id}`));
    expect(await screen.findByText('Khung giờ đã có người đặt, không thể xoá.')).toBeTruthy();
  });
});
