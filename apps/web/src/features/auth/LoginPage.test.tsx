import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../test/fixtures';
import { apiError, json, mockFetch } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';

const signedIn = (user = makeUser()) => json(200, { accessToken: 'a', refreshToken: 'r', expiresIn: 900, user });

describe('the login page', () => {
  it('signs in and goes back to the page in `next`', async () => {
    const calls = mockFetch(({ path }) =>
      path === '/api/v1/auth/login'
        ? signedIn(makeUser({ fullName: 'Nguyễn Thị Lan' }))
        : path === '/api/v1/notifications/count'
          ? json(200, { total: 0, unread: 0 })
          : undefined,
    );
    const { router } = renderApp('/auth/login?next=%2Fnotifications', { user: null });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email'), 'lan@vidu.vn');
    await user.type(screen.getByLabelText('Mật khẩu'), 'MatKhau123');
    await user.click(screen.getByRole('button', { name: 'Đăng nhập' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/notifications'));
    expect((await screen.findByTestId('user-name')).textContent).toBe('Nguyễn Thị Lan');
    expect(calls.find((c) => c.path === '/api/v1/auth/login')?.body).toEqual({ email: 'lan@vidu.vn', password: 'MatKhau123' });
  });

  it('never follows a `next` that leaves the site', async () => {
    mockFetch(({ path }) =>
      path === '/api/v1/auth/login' ? signedIn() : path === '/api/v1/notifications/count' ? json(200, { total: 0, unread: 0 }) : undefined,
    );
    const { router } = renderApp('/auth/login?next=%2F%2Fevil.example', { user: null });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email'), 'lan@vidu.vn');
    await user.type(screen.getByLabelText('Mật khẩu'), 'MatKhau123');
    await user.click(screen.getByRole('button', { name: 'Đăng nhập' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('offers to verify an account that is not verified yet, then opens the verify page', async () => {
    const calls = mockFetch(({ path }) => {
      if (path === '/api/v1/auth/login') return apiError(403, 'ACCOUNT_NOT_VERIFIED', 'Tài khoản chưa được xác thực, vui lòng kiểm tra email.');
      if (path === '/api/v1/auth/request-verification')
        return json(200, { sentTo: 'lan@vidu.vn', purpose: 'VERIFY_EMAIL', expiresAt: '2030-01-01T00:00:00.000Z' });
      return undefined;
    });
    const { router } = renderApp('/auth/login', { user: null });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email'), 'lan@vidu.vn');
    await user.type(screen.getByLabelText('Mật khẩu'), 'MatKhau123');
    await user.click(screen.getByRole('button', { name: 'Đăng nhập' }));
    await user.click(await screen.findByRole('button', { name: 'Gửi mã và xác thực' }));

    expect(await screen.findByLabelText('Mã xác thực')).toBeTruthy();
    expect(router.state.location.search).toBe('?email=lan%40vidu.vn');
    expect(calls.find((c) => c.path === '/api/v1/auth/request-verification')?.body).toEqual({ email: 'lan@vidu.vn' });
  });
});

describe('the verify page', () => {
  it('signs the person in with the right code and goes home', async () => {
    const calls = mockFetch(({ path }) =>
      path === '/api/v1/auth/verify'
        ? signedIn(makeUser({ fullName: 'Nguyễn Thị Lan' }))
        : path === '/api/v1/notifications/count'
          ? json(200, { total: 1, unread: 1 })
          : undefined,
    );
    const { router } = renderApp('/auth/verify?email=lan%40vidu.vn', { user: null });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Mã xác thực'), '482913');
    await user.click(screen.getByRole('button', { name: 'Xác thực' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect((await screen.findByTestId('user-name')).textContent).toBe('Nguyễn Thị Lan');
    expect(calls.find((c) => c.path === '/api/v1/auth/verify')?.body).toEqual({ email: 'lan@vidu.vn', code: '482913' });
  });

  it('puts a wrong code error under the code field', async () => {
    mockFetch(({ path }) => (path === '/api/v1/auth/verify' ? apiError(400, 'INVALID', 'Mã OTP không đúng.') : undefined));
    renderApp('/auth/verify?phone=0912345678', { user: null });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Mã xác thực'), '000000');
    await user.click(screen.getByRole('button', { name: 'Xác thực' }));

    expect(await screen.findByText('Mã OTP không đúng.')).toBeTruthy();
    expect(screen.getByLabelText('Mã xác thực').getAttribute('aria-invalid')).toBe('true');
  });
});

describe('signing in with Google', () => {
  const providers = (list: { provider: string; clientId: string }[]) => json(200, { providers: list });

  it('offers no Google button while the server verifies no Google token (local mode)', async () => {
    const calls = mockFetch(({ path }) => (path === '/api/v1/auth/social-providers' ? providers([]) : undefined));
    renderApp('/auth/login', { user: null });
    await screen.findByLabelText('Email');
    await waitFor(() => expect(calls.some((c) => c.path === '/api/v1/auth/social-providers')).toBe(true));
    expect(screen.queryByRole('button', { name: 'Tiếp tục với Google' })).toBeNull();
  });

  it('sends the visitor to Google with the server’s client id, and signs them in with the ID token Google hands back', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign, origin: 'http://localhost', hash: '' });
    mockFetch(({ path }) =>
      path === '/api/v1/auth/social-providers' ? providers([{ provider: 'GOOGLE', clientId: 'may-chu.apps.googleusercontent.com' }]) : undefined,
    );
    renderApp('/auth/login?next=%2Fme%2Flearning', { user: null });
    await userEvent.click(await screen.findByRole('button', { name: 'Tiếp tục với Google' }));
    const asked = new URL(assign.mock.calls[0]![0] as string);
    expect(asked.origin + asked.pathname).toBe('https://accounts.google.com/o/oauth2/v2/auth');
    expect(Object.fromEntries(asked.searchParams)).toMatchObject({
      client_id: 'may-chu.apps.googleusercontent.com',
      redirect_uri: 'http://localhost/auth/social/google',
      response_type: 'id_token',
    });

    // Google comes back with the token and the state it was given.
    vi.stubGlobal('location', { ...window.location, hash: `#id_token=google.id.token&state=${asked.searchParams.get('state')}` });
    const calls = mockFetch(({ path }) =>
      path === '/api/v1/auth/login-social'
        ? signedIn(makeUser({ fullName: 'Võ Thị Sáu' }))
        : path === '/api/v1/notifications/count'
          ? json(200, { total: 0, unread: 0 })
          : undefined,
    );
    const { router } = renderApp('/auth/social/google', { user: null });
    await waitFor(() => expect(router.state.location.pathname).toBe('/me/learning'));
    expect(calls.find((c) => c.path === '/api/v1/auth/login-social')?.body).toEqual({ provider: 'GOOGLE', token: 'google.id.token' });
  });

  it('refuses an answer it did not ask for (another state), and leads back to the login page', async () => {
    vi.stubGlobal('location', { ...window.location, hash: '#id_token=forged&state=not-ours' });
    const calls = mockFetch(() => undefined);
    renderApp('/auth/social/google', { user: null });
    expect(await screen.findByText(/Chưa đăng nhập được bằng Google/)).toBeTruthy();
    expect(calls.some((c) => c.path === '/api/v1/auth/login-social')).toBe(false);
  });
});
