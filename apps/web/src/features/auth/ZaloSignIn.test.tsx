import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../test/fixtures';
import { apiError, json, mockFetch } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';

const providers = (list: { provider: string; clientId: string }[]) => json(200, { providers: list });
const ZALO_URL = 'https://oauth.zaloapp.com/v4/permission?app_id=4300&redirect_uri=http%3A%2F%2Flocalhost%2Fauth%2Fsocial%2Fzalo&code_challenge=abc&state=xyz';

describe('signing in with Zalo', () => {
  it('offers Zalo after Google when the server names both', async () => {
    mockFetch(({ path }) =>
      path === '/api/v1/auth/social-providers'
        ? providers([
            { provider: 'GOOGLE', clientId: 'may-chu.apps.googleusercontent.com' },
            { provider: 'ZALO', clientId: '4300' },
          ])
        : undefined,
    );
    renderApp('/auth/login', { user: null });
    const zalo = await screen.findByRole('button', { name: 'Tiếp tục với Zalo' });
    const google = screen.getByRole('button', { name: 'Tiếp tục với Google' });
    expect(google.compareDocumentPosition(zalo) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('offers Zalo alone when the server names only Zalo', async () => {
    mockFetch(({ path }) => (path === '/api/v1/auth/social-providers' ? providers([{ provider: 'ZALO', clientId: '4300' }]) : undefined));
    renderApp('/auth/signup', { user: null });
    expect(await screen.findByRole('button', { name: 'Tiếp tục với Zalo' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Tiếp tục với Google' })).toBeNull();
  });

  it('asks the server for Zalo’s page, goes there, and signs the visitor in with the code and state Zalo hands back', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign, search: '' });
    const started = mockFetch(({ path }) =>
      path === '/api/v1/auth/social-providers'
        ? providers([{ provider: 'ZALO', clientId: '4300' }])
        : path === '/api/v1/auth/zalo/authorize'
          ? json(200, { url: ZALO_URL })
          : undefined,
    );
    renderApp('/auth/login?next=%2Fme%2Flearning', { user: null });
    await userEvent.click(await screen.findByRole('button', { name: 'Tiếp tục với Zalo' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(ZALO_URL));
    expect(started.find((c) => c.path === '/api/v1/auth/zalo/authorize')?.method).toBe('POST');

    // Zalo comes back with its code and the state it was given.
    vi.stubGlobal('location', { ...window.location, search: '?code=ma-zalo-mot-lan&state=xyz' });
    const calls = mockFetch(({ path }) =>
      path === '/api/v1/auth/login-zalo'
        ? json(200, { accessToken: 'a', refreshToken: 'r', expiresIn: 900, user: makeUser({ fullName: 'Phạm Thu Hà', email: null }) })
        : path === '/api/v1/notifications/count'
          ? json(200, { total: 0, unread: 0 })
          : undefined,
    );
    const { router } = renderApp('/auth/social/zalo', { user: null });
    await waitFor(() => expect(router.state.location.pathname).toBe('/me/learning'));
    expect(calls.find((c) => c.path === '/api/v1/auth/login-zalo')?.body).toEqual({ code: 'ma-zalo-mot-lan', state: 'xyz' });
  });

  it('shows the server’s refusal of a stale or forged attempt, with the way back to the login page', async () => {
    vi.stubGlobal('location', { ...window.location, search: '?code=ma-zalo&state=khong-phai-cua-ta' });
    mockFetch(({ path }) =>
      path === '/api/v1/auth/login-zalo'
        ? apiError(401, 'SOCIAL_STATE_INVALID', 'Lượt đăng nhập bằng mạng xã hội không hợp lệ hoặc đã hết hạn. Bạn thử đăng nhập lại nhé.')
        : undefined,
    );
    renderApp('/auth/social/zalo', { user: null });
    expect(await screen.findByText(/Lượt đăng nhập bằng mạng xã hội không hợp lệ/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Quay lại đăng nhập' })).toBeTruthy();
  });

  it('says Zalo sign-in did not happen when Zalo sent no code (the visitor refused), without calling the server', async () => {
    vi.stubGlobal('location', { ...window.location, search: '?error=-14001&state=xyz' });
    const calls = mockFetch(() => undefined);
    renderApp('/auth/social/zalo', { user: null });
    expect(await screen.findByText(/Chưa đăng nhập được bằng Zalo/)).toBeTruthy();
    expect(calls.some((c) => c.path === '/api/v1/auth/login-zalo')).toBe(false);
  });
});
