import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
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
