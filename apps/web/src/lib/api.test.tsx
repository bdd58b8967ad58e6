import { decryptJson, encryptJson, NETWORK_ERROR_MESSAGE } from '@market/contract';
import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastHost } from '../components/toast/ToastHost';
import { apiError, json, mockFetch, mockNetworkDown } from '../test/fetch-mock';
import { ApiError, configureApi, request } from './api';

const failure = (path: string) => request(path).catch((error: unknown) => error);

describe('the API client', () => {
  beforeEach(() => {
    render(<ToastHost />);
  });

  it('shows a string error message as one toast', async () => {
    mockFetch(() => apiError(404, 'EVENT_NOT_FOUND', 'Không tìm thấy sự kiện.'));
    const error = await failure('/api/v1/events/abc');
    expect(error).toBeInstanceOf(ApiError);
    expect(await screen.findByText('Không tìm thấy sự kiện.')).toBeTruthy();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('shows one toast per entry when the message is a list', async () => {
    mockFetch(() =>
      apiError(400, 'INVALID_INPUT_PARAMS', [
        { field: 'email', code: 'INVALID_EMAIL', message: 'Email không hợp lệ.' },
        { field: 'phone', code: 'INVALID_PHONE', message: 'Số điện thoại không hợp lệ.' },
      ]),
    );
    await failure('/api/v1/anything');
    expect(await screen.findByText('Email không hợp lệ.')).toBeTruthy();
    expect(await screen.findByText('Số điện thoại không hợp lệ.')).toBeTruthy();
  });

  it("shows an INVALID_PRODUCT_ITEM entry's own message", async () => {
    mockFetch(() => apiError(400, 'INVALID_INPUT_PARAMS', [{ field: 'items.0', code: 'INVALID_PRODUCT_ITEM', message: 'Hạng vé “VIP” đã ngừng bán.' }]));
    await failure('/api/v1/orders/quotation');
    expect(await screen.findByText('Hạng vé “VIP” đã ngừng bán.')).toBeTruthy();
  });

  it('shows the catalogue text for an entry that carries only a code', async () => {
    mockFetch(() => apiError(400, 'INVALID_INPUT_PARAMS', [{ field: 'code', code: 'EXPIRED', message: '' }]));
    await failure('/api/v1/anything');
    expect(await screen.findByText('Mã OTP đã hết hạn, vui lòng yêu cầu mã mới.')).toBeTruthy();
  });

  it('shows the no-network message when the network is down', async () => {
    mockNetworkDown();
    const error = await failure('/api/v1/notifications/count');
    expect((error as ApiError).isNetwork).toBe(true);
    expect(await screen.findByText(NETWORK_ERROR_MESSAGE)).toBeTruthy();
  });

  it('shows the default message when the answer says nothing useful', async () => {
    mockFetch(() => new Response('<html>Bad gateway</html>', { status: 502, headers: { 'content-type': 'text/html' } }));
    await failure('/api/v1/anything');
    expect(await screen.findByText('Đã có sự cố xảy ra, vui lòng thử lại sau.')).toBeTruthy();
  });

  it('shows nothing when the caller handles the failure itself', async () => {
    mockFetch(() => apiError(409, 'EMAIL_ALREADY_IN_USE', 'Email này đã được sử dụng.'));
    await request('/api/v1/auth/signup', { method: 'POST', body: {}, toast: false }).catch(() => {});
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('Email này đã được sử dụng.')).toBeNull();
  });

  it('refreshes the session once after a 401 and retries the call once', async () => {
    let meCalls = 0;
    const calls = mockFetch(({ path }) => {
      if (path === '/api/auth/session') return json(200, { user: { id: 'u1' }, expiresAt: '2030-01-01T00:00:00.000Z' });
      if (path === '/api/v1/notifications/count') return ++meCalls === 1 ? apiError(401, 'UNAUTHORIZED', 'Hết hạn') : json(200, { total: 2, unread: 1 });
      return undefined;
    });
    const refreshed = vi.fn();
    configureApi({ onSessionRefreshed: refreshed, onSignedOut: vi.fn() });

    await expect(request('/api/v1/notifications/count')).resolves.toEqual({ total: 2, unread: 1 });
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /api/v1/notifications/count', 'POST /api/auth/session', 'GET /api/v1/notifications/count']);
    expect(refreshed).toHaveBeenCalledWith({ user: { id: 'u1' }, expiresAt: '2030-01-01T00:00:00.000Z' });
  });

  it('shares one session refresh between calls that fail together', async () => {
    const seen = new Set<string>();
    const calls = mockFetch(({ path }) => {
      if (path === '/api/auth/session') return json(200, { user: { id: 'u1' }, expiresAt: '2030-01-01T00:00:00.000Z' });
      if (!seen.has(path)) {
        seen.add(path);
        return apiError(401, 'UNAUTHORIZED', 'Hết hạn');
      }
      return json(200, { ok: path });
    });
    configureApi({ onSessionRefreshed: vi.fn(), onSignedOut: vi.fn() });

    await Promise.all([request('/api/v1/a'), request('/api/v1/b'), request('/api/v1/c')]);
    expect(calls.filter((c) => c.path === '/api/auth/session')).toHaveLength(1);
    expect(calls).toHaveLength(7);
  });

  it('signs out, without a second retry, when the session cannot be refreshed', async () => {
    const calls = mockFetch(({ path }) =>
      path === '/api/auth/session'
        ? apiError(401, 'INVALID_REFRESH_TOKEN', 'Phiên đăng nhập không hợp lệ.')
        : apiError(401, 'UNAUTHORIZED', 'Phiên đăng nhập đã hết hạn, vui lòng đăng nhập lại.'),
    );
    const signedOut = vi.fn();
    configureApi({ onSessionRefreshed: vi.fn(), onSignedOut: signedOut });

    const error = await failure('/api/v1/auth/me');
    expect((error as ApiError).status).toBe(401);
    expect(calls).toHaveLength(2);
    expect(signedOut).toHaveBeenCalledOnce();
  });

  it('never refreshes the session for a wrong password', async () => {
    const calls = mockFetch(() => apiError(401, 'INVALID_CREDENTIALS', 'Sai tài khoản hoặc mật khẩu.'));
    await request('/api/v1/auth/login', { method: 'POST', body: { email: 'a@b.vn', password: 'x' } }).catch(() => {});
    expect(calls.map((c) => c.path)).toEqual(['/api/v1/auth/login']);
    expect(await screen.findByText('Sai tài khoản hoặc mật khẩu.')).toBeTruthy();
  });

  it('encrypts JSON bodies and decrypts string answers when a secret is configured', async () => {
    const secret = 'bi-mat-dung-chung';
    vi.stubEnv('VITE_API_ENCRYPTION_SECRET', secret);
    const calls = mockFetch(async () => json(200, await encryptJson({ recipients: 3, jobId: null }, secret)));

    await expect(request('/api/v1/admin/notifications', { method: 'POST', body: { title: 'Chào', body: 'Xin chào' } })).resolves.toEqual({
      recipients: 3,
      jobId: null,
    });
    const sent = calls[0]!;
    expect(sent.headers['x-encrypted']).toBe('1');
    const { data } = sent.body as { data: string };
    expect(await decryptJson(data, secret)).toEqual({ title: 'Chào', body: 'Xin chào' });
  });
});
