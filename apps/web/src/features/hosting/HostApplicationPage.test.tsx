import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../test/fixtures';
import { apiError, json, mockFetch } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';

const me = makeUser();
const application = (overrides: Record<string, unknown> = {}) => ({
  id: '33333333-3333-4333-8333-333333333333',
  userId: me.id,
  status: 'NEW_HOST',
  reviewStatus: 'NEW',
  displayName: 'Lan Workshop',
  headline: null,
  bio: null,
  expertise: null,
  phone: '0912345678',
  email: me.email,
  website: null,
  businessName: null,
  taxCode: null,
  experienceYears: null,
  socialLinks: {},
  categoryIds: [],
  hostCategoryId: null,
  documents: [],
  rejectReason: null,
  reviewedAt: null,
  submittedAt: '2026-01-02T03:00:00.000Z',
  createdAt: '2026-01-02T03:00:00.000Z',
  updatedAt: '2026-01-02T03:00:00.000Z',
  events: [{ id: 'e1', action: 'SUBMITTED', fromStatus: null, toStatus: 'NEW_HOST', reason: null, createdAt: '2026-01-02T03:00:00.000Z' }],
  ...overrides,
});
const counts = (path: string) => (path === '/api/v1/notifications/count' ? json(200, { total: 0, unread: 0 }) : undefined);

describe('the become-a-host page', () => {
  it('checks the form before sending and sends the filled fields only', async () => {
    const calls = mockFetch(({ method, path, body }) => {
      if (path === '/api/v2/users/register-host' && method === 'GET') return apiError(404, 'HOST_PROFILE_NOT_FOUND', 'Không tìm thấy hồ sơ nhà tổ chức.');
      if (path === '/api/v2/users/register-host' && method === 'POST') return json(201, application({ displayName: (body as { displayName: string }).displayName }));
      return counts(path);
    });
    renderApp('/account/host', { user: me });
    const user = userEvent.setup();
    const submit = await screen.findByRole('button', { name: 'Gửi đơn đăng ký' });

    await user.click(submit);
    expect(await screen.findByText('Vui lòng nhập thông tin này.')).toBeTruthy();
    await user.type(screen.getByLabelText('Tên hiển thị'), 'L');
    await user.type(screen.getByLabelText(/Số điện thoại/), '12345');
    await user.click(submit);
    expect(await screen.findByText('Tên hiển thị cần từ 2 đến 100 ký tự.')).toBeTruthy();
    expect(screen.getByText('Số điện thoại không hợp lệ.')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.clear(screen.getByLabelText('Tên hiển thị'));
    await user.type(screen.getByLabelText('Tên hiển thị'), 'Lan Workshop');
    await user.clear(screen.getByLabelText(/Số điện thoại/));
    await user.type(screen.getByLabelText(/Số điện thoại/), '0912 345 678');
    await user.type(screen.getByLabelText(/Giới thiệu ngắn/), 'Dạy vẽ màu nước');
    await user.click(submit);
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ displayName: 'Lan Workshop', phone: '0912345678', headline: 'Dạy vẽ màu nước' }));
    expect(await screen.findByText('Đang chờ duyệt')).toBeTruthy();
  });

  it('shows the reviewer’s reason when rejected and offers to send again', async () => {
    mockFetch(({ method, path }) => {
      if (path === '/api/v2/users/register-host' && method === 'GET') {
        return json(200, application({ status: 'HOST_REJECTED', reviewStatus: 'REJECTED', rejectReason: 'Thiếu chứng chỉ' }));
      }
      return counts(path);
    });
    renderApp('/account/host', { user: me });
    expect(await screen.findByText('Bị từ chối')).toBeTruthy();
    expect(screen.getAllByText('Thiếu chứng chỉ').length).toBeGreaterThan(0);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Chỉnh sửa và gửi lại' }));
    expect((screen.getByLabelText('Tên hiển thị') as HTMLInputElement).value).toBe('Lan Workshop');
    expect(screen.getByRole('button', { name: 'Gửi lại đơn đăng ký' })).toBeTruthy();
  });

  it('links an approved host to the studio', async () => {
    mockFetch(({ method, path }) =>
      path === '/api/v2/users/register-host' && method === 'GET' ? json(200, application({ status: 'HOST_APPROVED', reviewStatus: 'APPROVED' })) : counts(path),
    );
    renderApp('/account/host', { user: makeUser({ role: 'HOST' }) });
    expect((await screen.findByRole('link', { name: 'Mở Studio' })).getAttribute('href')).toBe('/studio');
  });
});
