import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { demoCategories, makeUser, pageOf } from '../../../test/fixtures';
import { json, mockFetch, type RecordedCall } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';

const admin = makeUser({ id: '11111111-1111-4111-8111-111111111111', role: 'ADMIN', fullName: 'Quản Trị' });
const row = (id: string, displayName: string, fullName: string, status = 'NEW_HOST') => ({
  id,
  userId: `${id.slice(0, -4)}9999`,
  status,
  reviewStatus: status === 'NEW_HOST' ? 'NEW' : 'APPROVED',
  displayName,
  headline: 'Giảng viên',
  bio: null,
  expertise: null,
  phone: '0912345678',
  email: null,
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
  applicant: { id: 'u', fullName, username: 'u', email: `${displayName.length}@vidu.vn`, phone: null, avatar: null, role: 'USER' },
});
const huy = row('22222222-2222-4222-8222-222222222222', 'Huy Code Academy', 'Phan Gia Huy');
const ngoc = row('44444444-4444-4444-8444-444444444444', 'Ngọc Handmade', 'Mai Thị Ngọc');
const page = (data: unknown[]) => json(200, { data, meta: { page: 1, limit: 20, total: data.length, totalPages: 1 } });
const patches = (calls: RecordedCall[]) => calls.filter((c) => c.method === 'PATCH');

function serve(extra: (call: RecordedCall) => Response | undefined = () => undefined) {
  return mockFetch((call) => {
    const found = extra(call);
    if (found) return found;
    if (call.path.startsWith('/api/v1/admin/users/host-profiles')) return page([huy, ngoc]);
    return call.path === '/api/v1/notifications/count' ? json(200, { total: 0, unread: 0 }) : undefined;
  });
}

describe('the admin host applications page', () => {
  it('approves one application through the API and reads the list again', async () => {
    const calls = serve(({ method, path }) =>
      method === 'PATCH' && path === '/api/v1/admin/users/approve' ? json(200, { approved: [huy.id], failed: [] }) : undefined,
    );
    renderApp('/admin/host-applications', { user: admin });
    const name = await screen.findByText('Huy Code Academy');
    const lists = () => calls.filter((c) => c.method === 'GET' && c.path.startsWith('/api/v1/admin/users/host-profiles')).length;
    const before = lists();
    await userEvent.setup().click(within(name.closest('tr')!).getByRole('button', { name: 'Duyệt' }));
    await waitFor(() => expect(patches(calls)).toEqual([expect.objectContaining({ path: '/api/v1/admin/users/approve', body: { ids: [huy.id] } })]));
    expect(await screen.findByText('Đã duyệt đơn đăng ký.')).toBeTruthy();
    await waitFor(() => expect(lists()).toBeGreaterThan(before));
  });

  it('approves the selected applications together and filters by status', async () => {
    const calls = serve(({ method }) => (method === 'PATCH' ? json(200, { approved: [huy.id, ngoc.id], failed: [] }) : undefined));
    renderApp('/admin/host-applications', { user: admin });
    const user = userEvent.setup();
    await user.click(await screen.findByLabelText('Chọn đơn của Huy Code Academy'));
    await user.click(screen.getByLabelText('Chọn đơn của Ngọc Handmade'));
    await user.click(screen.getByRole('button', { name: 'Duyệt 2 đơn đã chọn' }));
    await waitFor(() => expect(patches(calls)[0]?.body).toEqual({ ids: [huy.id, ngoc.id] }));

    await user.selectOptions(screen.getByLabelText('Trạng thái'), 'HOST_REJECTED');
    await waitFor(() => expect(calls.at(-1)!.path).toBe('/api/v1/admin/users/host-profiles?status=HOST_REJECTED&page=1&limit=20'));
  });

  it('shows the chosen categories and kind of host in the application', async () => {
    const { tech, web, business } = demoCategories;
    const speaker = {
      id: 'a2222222-2222-4222-8222-222222222222',
      name: 'Diễn giả',
      slug: 'dien-gia',
      description: null,
      icon: null,
      position: 1,
      createdAt: huy.createdAt,
      updatedAt: huy.createdAt,
    };
    const gone = 'c9999999-9999-4999-8999-999999999999';
    const detail = { ...huy, categoryIds: [web.id, gone, business.id], hostCategoryId: speaker.id, events: [] };
    const calls = serve(({ path }) => {
      if (path === `/api/v1/admin/users/host-profiles/${huy.id}`) return json(200, detail);
      if (path.startsWith('/api/v1/category')) return json(200, pageOf([tech, web, business], 500));
      return path.startsWith('/api/v1/host-categories') ? json(200, pageOf([speaker], 100)) : undefined;
    });
    renderApp('/admin/host-applications', { user: admin });
    const name = await screen.findByText('Huy Code Academy');
    await userEvent.setup().click(within(name.closest('tr')!).getByRole('button', { name: 'Xem' }));
    const dialog = await screen.findByRole('dialog', { name: 'Chi tiết đơn đăng ký' });
    const chips = await within(dialog).findByRole('list', { name: 'Lĩnh vực giảng dạy / tổ chức' });
    const names = within(chips)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(names).toEqual(['Lập trình Web', 'Kinh doanh']);
    expect(await within(dialog).findByText('Diễn giả')).toBeTruthy();
    expect(within(dialog).queryByText('Công nghệ')).toBeNull();
    // Admins see every category, hidden ones included.
    expect(calls.some((c) => c.path.startsWith('/api/v1/category?status=ALL'))).toBe(true);
  });

  it('asks for a reason before rejecting', async () => {
    const calls = serve(({ method }) => (method === 'PATCH' ? json(200, { rejected: [ngoc.id], failed: [] }) : undefined));
    renderApp('/admin/host-applications', { user: admin });
    const user = userEvent.setup();
    const name = await screen.findByText('Ngọc Handmade');
    await user.click(within(name.closest('tr')!).getByRole('button', { name: 'Từ chối' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Từ chối' }));
    expect(await within(dialog).findByText('Vui lòng nhập thông tin này.')).toBeTruthy();
    expect(patches(calls)).toHaveLength(0);
    await user.type(within(dialog).getByLabelText('Lý do từ chối'), 'Thiếu hồ sơ năng lực');
    await user.click(within(dialog).getByRole('button', { name: 'Từ chối' }));
    await waitFor(() =>
      expect(patches(calls)[0]).toMatchObject({ path: '/api/v1/admin/users/reject', body: { ids: [ngoc.id], reason: 'Thiếu hồ sơ năng lực' } }),
    );
  });
});
