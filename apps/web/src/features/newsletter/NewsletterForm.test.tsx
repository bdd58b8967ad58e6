import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, json, mockFetch } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';

describe('the newsletter form in the footer', () => {
  it('signs an e-mail up and thanks the visitor', async () => {
    const calls = mockFetch(({ method, path }) =>
      method === 'POST' && path === '/api/v1/email-collections' ? json(201, { id: 'x', email: 'lan@vidu.vn' }) : undefined,
    );
    renderApp('/', { user: null });
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'Nhận tin mới' })).toBeTruthy();
    await user.type(screen.getByLabelText('Email nhận tin'), 'lan@vidu.vn');
    await user.click(screen.getByRole('button', { name: 'Đăng ký' }));
    expect(await screen.findByText('Cảm ơn bạn! Chúng tôi sẽ gửi tin mới tới email này.')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ email: 'lan@vidu.vn', source: 'footer' });
  });

  it('tells kindly that an address is already on the list', async () => {
    mockFetch(({ method }) => (method === 'POST' ? apiError(409, 'EMAIL_COLLECTION_ALREADY_EXISTS', 'Email này đã được đăng ký nhận tin.') : undefined));
    renderApp('/', { user: null });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email nhận tin'), 'lan@vidu.vn');
    await user.click(screen.getByRole('button', { name: 'Đăng ký' }));
    expect(await screen.findByText('Email này đã đăng ký nhận tin rồi — bạn không cần đăng ký lại.')).toBeTruthy();
  });

  it('checks the address before sending', async () => {
    const calls = mockFetch(() => undefined);
    renderApp('/', { user: null });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email nhận tin'), 'khong-phai-email');
    await user.click(screen.getByRole('button', { name: 'Đăng ký' }));
    await waitFor(() => expect(screen.getByText('Email không hợp lệ.')).toBeTruthy());
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });
});
