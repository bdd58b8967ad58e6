import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../test/fixtures';
import { apiError, json, mockFetch } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';

const quietServer = () => mockFetch(({ path }) => (path === '/api/v1/notifications/count' ? json(200, { total: 0, unread: 0 }) : undefined));

/** Calls the page makes whoever is signed in: the social sign-ins offered and the site's menus (content service). */
const notPageContent = (path: string) => path !== '/api/v1/auth/social-providers' && !path.startsWith('/cms/api/');

describe('the route guards', () => {
  it('send a person whose session ended from a protected page to the login page, remembering where they were', async () => {
    // The browser still holds the hint of a past sign-in, so the app asks, and learns the session is over.
    document.cookie = 'signed_in=1; path=/';
    const calls = mockFetch(({ path }) =>
      path === '/api/auth/session'
        ? apiError(401, 'INVALID_REFRESH_TOKEN', 'Phiên đăng nhập không hợp lệ, vui lòng đăng nhập lại.')
        : path === '/api/v1/auth/me'
          ? apiError(401, 'UNAUTHORIZED', 'Phiên đăng nhập đã hết hạn, vui lòng đăng nhập lại.')
          : undefined,
    );
    const { router } = renderApp('/account/password');

    expect(await screen.findByRole('heading', { name: 'Chào mừng trở lại' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/auth/login');
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe('/account/password');
    // The login page itself asks which social sign-ins to offer (and its layout the site's menus); the session was asked about once.
    expect(calls.map((c) => c.path).filter(notPageContent)).toEqual(['/api/v1/auth/me', '/api/auth/session']);
  });

  it('send a visitor without a past sign-in straight to the login page, without asking the server', async () => {
    const calls = mockFetch(() => undefined);
    const { router } = renderApp('/account/password');
    expect(await screen.findByRole('heading', { name: 'Chào mừng trở lại' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/auth/login');
    // Nothing about the session (the login page only asks which social sign-ins to offer, and its layout the menus).
    expect(calls.map((c) => c.path).filter(notPageContent)).toEqual([]);
  });

  it('let a signed-in person into their account pages', async () => {
    quietServer();
    renderApp('/account/password', { user: makeUser() });
    expect(await screen.findByLabelText('Mật khẩu hiện tại')).toBeTruthy();
  });

  it('show the 403 page to a user who opens the admin console', async () => {
    quietServer();
    renderApp('/admin/outbox', { user: makeUser({ role: 'USER' }) });
    expect(await screen.findByRole('heading', { name: 'Bạn không có quyền truy cập trang này' })).toBeTruthy();
  });

  it('show the 403 page to a host who opens the admin console', async () => {
    quietServer();
    renderApp('/admin', { user: makeUser({ role: 'HOST' }) });
    expect(await screen.findByRole('heading', { name: 'Bạn không có quyền truy cập trang này' })).toBeTruthy();
  });

  it('let a host into the studio, and an admin too', async () => {
    quietServer();
    const host = renderApp('/studio', { user: makeUser({ role: 'HOST', fullName: 'Lê Hoàng' }) });
    expect(await screen.findByRole('heading', { name: 'Chào Lê Hoàng, chào mừng đến studio!' })).toBeTruthy();
    host.unmount();

    renderApp('/studio', { user: makeUser({ role: 'ADMIN', fullName: 'Quản Trị' }) });
    expect(await screen.findByRole('heading', { name: 'Chào Quản Trị, chào mừng đến studio!' })).toBeTruthy();
  });

  it('show a user the studio as forbidden', async () => {
    quietServer();
    renderApp('/studio', { user: makeUser({ role: 'USER' }) });
    expect(await screen.findByRole('heading', { name: 'Bạn không có quyền truy cập trang này' })).toBeTruthy();
  });

  it('let an admin into the outbox', async () => {
    mockFetch(({ path }) =>
      path.startsWith('/api/v1/admin/outbox')
        ? json(200, {
            data: [
              {
                id: '3f0a8c1e-5b7d-4e2f-9a6c-1d2e3f4a5b6c',
                kind: 'EMAIL',
                recipient: 'lan@vidu.vn',
                subject: 'Mã xác thực tài khoản',
                body: 'Mã xác thực của bạn là 482913.',
                status: 'RECORDED',
                provider: 'outbox',
                error: null,
                createdAt: '2025-03-09T07:05:00.000Z',
              },
            ],
            meta: { page: 1, limit: 20, total: 1, totalPages: 1 },
          })
        : path === '/api/v1/notifications/count'
          ? json(200, { total: 0, unread: 0 })
          : undefined,
    );
    renderApp('/admin/outbox', { user: makeUser({ role: 'ADMIN' }) });
    await waitFor(() => expect(screen.getByTestId('outbox-body').textContent).toBe('Mã xác thực của bạn là 482913.'));
  });
});
