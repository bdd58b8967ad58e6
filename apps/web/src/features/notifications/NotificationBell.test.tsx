import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { connectRealtime } from '../../lib/realtime';
import { makeUser } from '../../test/fixtures';
import { json, mockFetch } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';

const unreadBadge = () => screen.findByTestId('notification-count');

describe('the notification bell', () => {
  it('shows the number of unread notifications from the server', async () => {
    mockFetch(({ path }) => (path === '/api/v1/notifications/count' ? json(200, { total: 7, unread: 3 }) : undefined));
    renderApp('/', { user: makeUser() });

    await waitFor(async () => expect((await unreadBadge()).textContent).toBe('3'));
    expect(screen.getByRole('link', { name: 'Thông báo, 3 chưa đọc' })).toBeTruthy();
  });

  it('shows 0 when everything has been read', async () => {
    mockFetch(({ path }) => (path === '/api/v1/notifications/count' ? json(200, { total: 4, unread: 0 }) : undefined));
    renderApp('/', { user: makeUser() });

    await waitFor(async () => expect((await unreadBadge()).textContent).toBe('0'));
  });

  it('is not shown to visitors, who see the sign-in buttons instead', async () => {
    mockFetch(() => undefined);
    renderApp('/', { user: null });

    expect(await screen.findByRole('link', { name: 'Đăng nhập' })).toBeTruthy();
    expect(screen.queryByTestId('notification-count')).toBeNull();
  });

  it("sits beside the signed-in person's name in the header", async () => {
    mockFetch(({ path }) => (path === '/api/v1/notifications/count' ? json(200, { total: 0, unread: 0 }) : undefined));
    renderApp('/', { user: makeUser({ fullName: 'Trần Văn Minh' }) });

    expect((await screen.findByTestId('user-name')).textContent).toBe('Trần Văn Minh');
  });

  it('counts up and shows the title when a notification is pushed in real time', async () => {
    let unread = 1;
    mockFetch(({ path }) => (path === '/api/v1/notifications/count' ? json(200, { total: unread, unread }) : undefined));
    renderApp('/', { user: makeUser() });
    await waitFor(async () => expect((await unreadBadge()).textContent).toBe('1'));

    expect(connectRealtime).toHaveBeenCalledOnce();
    const handlers = vi.mocked(connectRealtime).mock.calls[0]![0];
    unread = 2;
    act(() =>
      handlers.onNotification({
        id: '6a1f1d0e-0d5e-4a0a-8f7e-0b8a1c2d3e4f',
        type: 'SYSTEM_ANNOUNCEMENT',
        title: 'Lịch bảo trì hệ thống',
        body: 'Hệ thống bảo trì lúc 23:00 tối nay.',
        link: null,
        data: {},
        isRead: false,
        readAt: null,
        createdAt: new Date().toISOString(),
      }),
    );

    await waitFor(async () => expect((await unreadBadge()).textContent).toBe('2'));
    expect(await screen.findByText('Lịch bảo trì hệ thống')).toBeTruthy();
  });
});
