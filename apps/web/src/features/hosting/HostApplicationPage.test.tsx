import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { demoCategories, makeUser, pageOf } from '../../test/fixtures';
import { apiError, json, mockFetch, type RecordedCall } from '../../test/fetch-mock';
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
const kind = (id: string, name: string, position: number) => ({
  id,
  name,
  slug: name.toLowerCase(),
  description: null,
  icon: null,
  position,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
});
const lecturer = kind('a1111111-1111-4111-8111-111111111111', 'Giảng viên', 0);
const speaker = kind('a2222222-2222-4222-8222-222222222222', 'Diễn giả', 1);
const { tech, business } = demoCategories;
/** The lists the form offers (categories, kinds of host) and the notification count. */
const counts = (path: string) => {
  if (path.startsWith('/api/v1/category')) return json(200, pageOf([tech, business], 500));
  if (path.startsWith('/api/v1/host-categories')) return json(200, pageOf([lecturer, speaker], 100));
  return path === '/api/v1/notifications/count' ? json(200, { total: 0, unread: 0 }) : undefined;
};
const posted = (calls: RecordedCall[]) => calls.find((c) => c.method === 'POST')?.body;
/** No application yet: the form; a POST answers with `answer` (a new application by default). */
function serveNewForm(answer: (body: Record<string, unknown>) => Response = (body) => json(201, application(body))) {
  return mockFetch(({ method, path, body }) => {
    if (path === '/api/v2/users/register-host' && method === 'GET') return apiError(404, 'HOST_PROFILE_NOT_FOUND', 'Không tìm thấy hồ sơ nhà tổ chức.');
    if (path === '/api/v2/users/register-host' && method === 'POST') return answer(body as Record<string, unknown>);
    return counts(path);
  });
}

describe('the become-a-host page', () => {
  it('checks the form before sending and sends the filled fields only', async () => {
    const calls = mockFetch(({ method, path, body }) => {
      if (path === '/api/v2/users/register-host' && method === 'GET') return apiError(404, 'HOST_PROFILE_NOT_FOUND', 'Không tìm thấy hồ sơ nhà tổ chức.');
      if (path === '/api/v2/users/register-host' && method === 'POST')
        return json(201, application({ displayName: (body as { displayName: string }).displayName }));
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
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ displayName: 'Lan Workshop', phone: '0912345678', headline: 'Dạy vẽ màu nước' }),
    );
    expect(await screen.findByText('Đang chờ duyệt')).toBeTruthy();
  });

  it('sends the chosen categories and kind of host with the application', async () => {
    const calls = serveNewForm();
    renderApp('/account/host', { user: me });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Tên hiển thị'), 'Lan Workshop');
    await user.click(await screen.findByRole('checkbox', { name: 'Công nghệ' }));
    await user.click(screen.getByRole('checkbox', { name: 'Kinh doanh' }));
    expect(screen.getByRole('button', { name: 'Bỏ chọn Công nghệ' })).toBeTruthy();
    await user.selectOptions(await screen.findByRole('combobox', { name: /Loại nhà tổ chức/ }), 'Diễn giả');
    await user.click(screen.getByRole('button', { name: 'Gửi đơn đăng ký' }));
    await waitFor(() => expect(posted(calls)).toEqual({ displayName: 'Lan Workshop', categoryIds: [tech.id, business.id], hostCategoryId: speaker.id }));
    expect(calls.find((c) => c.path.startsWith('/api/v1/host-categories'))?.path).toBe('/api/v1/host-categories?limit=100');
  });

  it('shows a category the server does not know under the categories', async () => {
    serveNewForm(() => apiError(404, 'CATEGORY_NOT_FOUND', 'Không tìm thấy danh mục.'));
    renderApp('/account/host', { user: me });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Tên hiển thị'), 'Lan Workshop');
    await user.click(await screen.findByRole('checkbox', { name: 'Kinh doanh' }));
    await user.click(screen.getByRole('button', { name: 'Gửi đơn đăng ký' }));
    const group = screen.getByRole('group', { name: 'Lĩnh vực giảng dạy / tổ chức' });
    expect(await within(group).findByText('Không tìm thấy danh mục.')).toBeTruthy();
  });

  it('still sends the application when the lists cannot be loaded', async () => {
    const calls = mockFetch(({ method, path }) => {
      if (path === '/api/v2/users/register-host' && method === 'GET') return apiError(404, 'HOST_PROFILE_NOT_FOUND', 'Không tìm thấy hồ sơ nhà tổ chức.');
      if (path === '/api/v2/users/register-host' && method === 'POST') return json(201, application());
      if (path.startsWith('/api/v1/category') || path.startsWith('/api/v1/host-categories')) return apiError(500, 'INTERNAL_ERROR', 'Lỗi máy chủ.');
      return counts(path);
    });
    renderApp('/account/host', { user: me });
    const user = userEvent.setup();
    await waitFor(() => expect(screen.getAllByText('Chưa tải được danh sách này. Bạn vẫn có thể gửi đơn mà không chọn.')).toHaveLength(2));
    await user.type(screen.getByLabelText('Tên hiển thị'), 'Lan Workshop');
    await user.click(screen.getByRole('button', { name: 'Gửi đơn đăng ký' }));
    await waitFor(() => expect(posted(calls)).toEqual({ displayName: 'Lan Workshop' }));
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

  it('fills a resubmission with the previous categories and kind of host', async () => {
    const rejected = application({
      status: 'HOST_REJECTED',
      reviewStatus: 'REJECTED',
      rejectReason: 'Thiếu chứng chỉ',
      categoryIds: [business.id],
      hostCategoryId: lecturer.id,
    });
    const calls = mockFetch(({ method, path }) => {
      if (path === '/api/v2/users/register-host' && method === 'GET') return json(200, rejected);
      if (path === '/api/v2/users/register-host' && method === 'POST') return json(201, application({ status: 'HOST_RESUBMIT' }));
      return counts(path);
    });
    renderApp('/account/host', { user: me });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Chỉnh sửa và gửi lại' }));
    expect(await screen.findByRole('button', { name: 'Bỏ chọn Kinh doanh' })).toBeTruthy();
    expect((screen.getByRole('checkbox', { name: 'Kinh doanh' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'Công nghệ' }) as HTMLInputElement).checked).toBe(false);
    const select = screen.getByRole('combobox', { name: /Loại nhà tổ chức/ }) as HTMLSelectElement;
    await waitFor(() => expect(select.value).toBe(lecturer.id));
    expect(select.selectedOptions[0]?.textContent).toBe('Giảng viên');

    // Taking the only category and the kind away clears them ([] and null), instead of keeping the old ones.
    await user.click(screen.getByRole('button', { name: 'Bỏ chọn Kinh doanh' }));
    await user.selectOptions(select, '');
    await user.click(screen.getByRole('button', { name: 'Gửi lại đơn đăng ký' }));
    await waitFor(() => expect(posted(calls)).toMatchObject({ displayName: 'Lan Workshop', categoryIds: [], hostCategoryId: null }));
  });

  it('links an approved host to the studio', async () => {
    mockFetch(({ method, path }) =>
      path === '/api/v2/users/register-host' && method === 'GET' ? json(200, application({ status: 'HOST_APPROVED', reviewStatus: 'APPROVED' })) : counts(path),
    );
    renderApp('/account/host', { user: makeUser({ role: 'HOST' }) });
    expect((await screen.findByRole('link', { name: 'Mở Studio' })).getAttribute('href')).toBe('/studio');
  });
});
