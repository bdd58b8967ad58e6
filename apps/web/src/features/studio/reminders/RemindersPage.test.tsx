import type { ReminderBoardDto, ReminderDto } from '@market/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, json, mockFetch, type RecordedCall } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';
import { makeEventDetail, studioHost } from '../../../test/studio-fixtures';

const event = makeEventDetail();
const reminder = (overrides: Partial<ReminderDto>): ReminderDto => ({
  id: 'd0000000-0000-4000-8000-000000000001',
  kind: 'EVENT',
  anchor: 'START_TIME',
  direction: 'BEFORE',
  amount: 1,
  unit: 'days',
  recurrence: 'RECURRING',
  offsetMinutes: -1440,
  notificationType: 'EVENT_REMINDER',
  isDefault: true,
  createdAt: '2026-11-20T03:00:00.000Z',
  ...overrides,
});
const dayBefore = reminder({});
const started = reminder({
  id: 'd0000000-0000-4000-8000-000000000002',
  direction: 'AFTER',
  amount: 0,
  unit: 'minutes',
  recurrence: 'ONE-TIME',
  offsetMinutes: 0,
  notificationType: 'EVENT_STARTED',
});
const board: ReminderBoardDto = {
  reminders: [dayBefore, started],
  runs: [
    {
      id: 'e0000000-0000-4000-8000-000000000001',
      reminderId: dayBefore.id,
      state: 'COMPLETED',
      occurrenceAt: '2026-12-05T12:00:00.000Z',
      dueAt: '2026-12-04T12:00:00.000Z',
      sent: 12,
      failed: 0,
      error: null,
      finishedAt: '2026-12-04T12:00:01.000Z',
    },
    {
      id: 'e0000000-0000-4000-8000-000000000002',
      reminderId: started.id,
      state: 'PENDING',
      occurrenceAt: '2026-12-05T12:00:00.000Z',
      dueAt: '2026-12-05T12:00:00.000Z',
      sent: 0,
      failed: 0,
      error: null,
      finishedAt: null,
    },
  ],
};

function serve(answer: (call: RecordedCall) => Response | undefined = () => undefined) {
  return mockFetch((call) => {
    if (call.path === '/api/v1/notifications/count') return json(200, { total: 0, unread: 0 });
    if (call.method === 'GET' && call.path === `/api/v2/events/${event.id}`) return json(200, event);
    return answer(call);
  });
}

describe('an event’s reminders in the studio', () => {
  it('shows the defaults in words and each run with its state and how many were told', async () => {
    serve((call) => (call.method === 'GET' && call.path === `/api/v2/events/${event.id}/reminders` ? json(200, board) : undefined));
    renderApp(`/studio/events/${event.id}/reminders`, { user: studioHost });
    const list = await screen.findByRole('list', { name: 'Lời nhắc đang bật' });
    expect(within(list).getByText('1 ngày trước giờ bắt đầu · mỗi phiên')).toBeTruthy();
    expect(within(list).getByText('Đúng giờ bắt đầu · phiên đầu tiên')).toBeTruthy();
    expect(within(list).getAllByText('Mặc định')).toHaveLength(2);
    const runs = screen.getByRole('table', { name: 'Các lần gửi' });
    const sent = within(runs).getByText('Đã gửi').closest('tr')!;
    expect(within(sent).getByText('12 người')).toBeTruthy();
    expect(within(runs).getByText('Chờ gửi')).toBeTruthy();
  });

  it('adds a reminder thirty minutes before each session', async () => {
    const calls = serve((call) => {
      if (call.method === 'GET' && call.path === `/api/v2/events/${event.id}/reminders`) return json(200, board);
      if (call.method === 'POST')
        return json(201, reminder({ id: 'd0000000-0000-4000-8000-000000000003', amount: 30, unit: 'minutes', offsetMinutes: -30, isDefault: false }));
      return undefined;
    });
    renderApp(`/studio/events/${event.id}/reminders`, { user: studioHost });
    const form = await screen.findByRole('form', { name: 'Thêm lời nhắc' });
    const user = userEvent.setup();
    await user.click(within(form).getByRole('button', { name: 'Thêm lời nhắc' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      path: `/api/v2/events/${event.id}/reminders`,
      body: { anchor: 'START_TIME', direction: 'BEFORE', amount: 30, unit: 'minutes', recurrence: 'RECURRING' },
    });
  });

  it('says so when the reminders cannot be loaded', async () => {
    serve((call) =>
      call.method === 'GET' && call.path.endsWith('/reminders')
        ? apiError(500, 'INTERNAL_SERVER_ERROR', 'Đã có sự cố xảy ra, vui lòng thử lại sau.')
        : undefined,
    );
    renderApp(`/studio/events/${event.id}/reminders`, { user: studioHost });
    expect((await screen.findAllByText('Không tải được dữ liệu')).length).toBeGreaterThan(0);
  });
});
