import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../test/fixtures';
import { apiError, json, mockFetch } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';

async function openSignup() {
  const calls = mockFetch(() => undefined);
  const app = renderApp('/auth/signup', { user: null });
  await screen.findByRole('heading', { name: 'Tạo tài khoản' });
  return { ...app, calls, user: userEvent.setup() };
}

describe('the sign-up form', () => {
  it('shows Vietnamese errors under the fields for bad input, without calling the server', async () => {
    const { user, calls } = await openSignup();
    await user.type(screen.getByLabelText('Email'), 'khong-phai-email');
    await user.type(screen.getByLabelText('Họ và tên'), 'A');
    await user.type(screen.getByLabelText('Mật khẩu'), 'abc');
    await user.type(screen.getByLabelText('Nhập lại mật khẩu'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Đăng ký' }));

    expect(await screen.findByText('Email không hợp lệ.')).toBeTruthy();
    expect(screen.getByText('Họ tên không hợp lệ.')).toBeTruthy();
    expect(screen.getByText('Mật khẩu cần ít nhất 8 ký tự, gồm chữ hoa, chữ thường và chữ số.')).toBeTruthy();
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(calls.filter((c) => c.path === '/api/v1/auth/signup')).toHaveLength(0);
  });

  it('asks to fill in the fields left empty', async () => {
    const { user } = await openSignup();
    await user.click(screen.getByRole('button', { name: 'Đăng ký' }));
    expect(await screen.findAllByText('Vui lòng nhập thông tin này.')).toHaveLength(4);
  });

  it('says so when the two passwords differ', async () => {
    const { user } = await openSignup();
    await user.type(screen.getByLabelText('Email'), 'lan@vidu.vn');
    await user.type(screen.getByLabelText('Họ và tên'), 'Nguyễn Thị Lan');
    await user.type(screen.getByLabelText('Mật khẩu'), 'MatKhau123');
    await user.type(screen.getByLabelText('Nhập lại mật khẩu'), 'MatKhau124');
    await user.click(screen.getByRole('button', { name: 'Đăng ký' }));

    expect(await screen.findByText('Mật khẩu nhập lại không khớp.')).toBeTruthy();
  });

  it('checks the phone number when signing up by phone', async () => {
    const { user } = await openSignup();
    await user.click(screen.getByRole('radio', { name: 'Số điện thoại' }));
    await user.type(screen.getByLabelText('Số điện thoại'), '12345');
    await user.click(screen.getByRole('button', { name: 'Đăng ký' }));

    expect(await screen.findByText('Số điện thoại không hợp lệ.')).toBeTruthy();
    expect(screen.queryByLabelText('Email')).toBeNull();
  });

  it("puts the server's field errors under their fields", async () => {
    const { user, calls } = await openSignup();
    mockFetch((call) => {
      calls.push(call);
      return apiError(400, 'INVALID_INPUT_PARAMS', [{ field: 'fullName', code: 'INVALID_NAME', message: 'Họ tên không hợp lệ.' }]);
    });
    await user.type(screen.getByLabelText('Email'), 'lan@vidu.vn');
    await user.type(screen.getByLabelText('Họ và tên'), 'Nguyễn Thị Lan');
    await user.type(screen.getByLabelText('Mật khẩu'), 'MatKhau123');
    await user.type(screen.getByLabelText('Nhập lại mật khẩu'), 'MatKhau123');
    await user.click(screen.getByRole('button', { name: 'Đăng ký' }));

    await waitFor(() => expect(screen.getByLabelText('Họ và tên').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Họ tên không hợp lệ.')).toBeTruthy();
  });

  it('sends the account to the server and opens the verify page for that e-mail', async () => {
    const { user, router } = await openSignup();
    const calls = mockFetch(({ path }) =>
      path === '/api/v1/auth/signup' ? json(201, { user: makeUser({ email: 'lan@vidu.vn' }), sentTo: 'lan@vidu.vn', purpose: 'VERIFY_EMAIL' }) : undefined,
    );
    await user.type(screen.getByLabelText('Email'), 'Lan@ViDu.vn');
    await user.type(screen.getByLabelText('Họ và tên'), 'Nguyễn Thị Lan');
    await user.type(screen.getByLabelText('Mật khẩu'), 'MatKhau123');
    await user.type(screen.getByLabelText('Nhập lại mật khẩu'), 'MatKhau123');
    await user.click(screen.getByRole('button', { name: 'Đăng ký' }));

    expect(await screen.findByLabelText('Mã xác thực')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/auth/verify');
    expect(router.state.location.search).toBe('?email=lan%40vidu.vn');
    expect(calls[0]?.body).toEqual({
      contactType: 'EMAIL',
      email: 'lan@vidu.vn',
      fullName: 'Nguyễn Thị Lan',
      password: 'MatKhau123',
      confirmPassword: 'MatKhau123',
    });
  });
});
