import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../test/fixtures';
import { apiError, json, mockFetch } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';

const settings = {
  channels: { NOTIFICATION: 'ENABLED', EMAIL: 'ENABLED', SMS: 'DISABLED', ZNS: 'DISABLED' },
  mobileFrequency: 'INSTANT',
};

describe('my notification settings', () => {
  it('shows the channels and the push digests with their hours, and saves a new frequency at once', async () => {
    const calls = mockFetch(({ method, path, body }) => {
      if (method === 'GET' && path === '/api/v1/notifications/settings') return json(200, settings);
      if (method === 'PUT' && path === '/api/v1/notifications/settings') return json(200, { ...settings, ...(body as object) });
      return undefined;
    });
    renderApp('/account/notifications', { user: makeUser() });

    expect(await screen.findByRole('switch', { name: 'Email' })).toHaveProperty('ariaChecked', 'true');
    const pushes = screen.getByRole('group', { name: 'Thông báo đẩy trên điện thoại' });
    expect(within(pushes).getByRole('radio', { name: 'Ngay lập tức' })).toHaveProperty('checked', true);
    expect(within(pushes).getByText('Nhận một bản tổng hợp lúc 08:00 và 18:00 (giờ Việt Nam).')).toBeTruthy();
    // Without a verified phone, SMS and Zalo say what they need.
    expect(screen.getByRole('link', { name: 'Xác thực số điện thoại' })).toBeTruthy();

    fireEvent.click(within(pushes).getByRole('radio', { name: 'Gộp 2 lần mỗi ngày' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ mobileFrequency: 'DAILY_BATCH_2' }));
    await waitFor(() => expect(within(pushes).getByRole('radio', { name: 'Gộp 2 lần mỗi ngày' })).toHaveProperty('checked', true));
  });

  it('offers to try again when the settings cannot be loaded', async () => {
    mockFetch(({ path }) => (path === '/api/v1/notifications/settings' ? apiError(500, 'INTERNAL_SERVER_ERROR', 'Lỗi') : undefined));
    renderApp('/account/notifications', { user: makeUser() });
    expect(await screen.findByRole('button', { name: 'Thử lại' })).toBeTruthy();
  });

  it('lets a host choose which host messages go out', async () => {
    const calls = mockFetch(({ method, path }) => {
      if (path === '/api/v1/notifications/settings') return json(200, settings);
      if (method === 'GET' && path === '/api/v2/users') return json(200, { hostNotificationMode: 'ALL' });
      if (method === 'PATCH' && path === '/api/v1/users/host-notification-mode') return json(200, { mode: 'IMPORTANT' });
      return undefined;
    });
    renderApp('/account/notifications', { user: makeUser({ role: 'HOST', isPhoneVerified: true }) });

    const hostMode = await screen.findByRole('group', { name: 'Tin dành cho nhà tổ chức' });
    await waitFor(() => expect(within(hostMode).getByRole('radio', { name: 'Tất cả' })).toHaveProperty('checked', true));
    fireEvent.click(within(hostMode).getByRole('radio', { name: 'Chỉ tin quan trọng' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ mode: 'IMPORTANT' }));
    expect(screen.queryByRole('link', { name: 'Xác thực số điện thoại' })).toBeNull();
  });
});
