import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { demoCategories, makeUser, pageOf } from '../../../test/fixtures';
import { json, mockFetch, type RecordedCall } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';

const admin = makeUser({ role: 'ADMIN' });
const { tech, web } = demoCategories;
const saoMai = {
  id: 'b1111111-1111-4111-8111-111111111111',
  name: 'Công ty Sao Mai',
  slug: 'cong-ty-sao-mai',
  description: null,
  logo: null,
  website: 'https://saomai.vn',
  email: 'lienhe@saomai.vn',
  phone: null,
  address: null,
  status: 'ACTIVE',
  categories: [{ id: tech.id, name: tech.name, slug: tech.slug }],
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
};
const listCalls = (calls: RecordedCall[]) => calls.filter((c) => c.method === 'GET' && c.path.startsWith('/api/v1/businesses'));

function serve(write: (call: RecordedCall) => Response | undefined = () => undefined) {
  return mockFetch((call) => {
    if (call.method === 'GET' && call.path.startsWith('/api/v1/businesses')) return json(200, pageOf([saoMai]));
    if (call.method === 'GET' && call.path.startsWith('/api/v1/category')) return json(200, pageOf(demoCategories.list, 500));
    if (call.path === '/api/v1/notifications/count') return json(200, { total: 0, unread: 0 });
    return write(call);
  });
}

describe('the admin businesses page', () => {
  it('lists businesses of every status and asks again with the search and status chosen', async () => {
    const calls = serve();
    renderApp('/admin/businesses', { user: admin });
    const row = (await screen.findByText('Công ty Sao Mai')).closest('tr')!;
    expect(within(row).getByText('Công nghệ')).toBeTruthy();
    expect(within(row).getByText('lienhe@saomai.vn')).toBeTruthy();
    expect(listCalls(calls)[0]!.path).toBe('/api/v1/businesses?status=ALL&page=1&limit=20');

    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Tìm kiếm'), 'sao mai');
    await user.selectOptions(screen.getByLabelText('Trạng thái'), 'INACTIVE');
    await waitFor(() => expect(listCalls(calls).at(-1)!.path).toBe('/api/v1/businesses?q=sao+mai&status=INACTIVE&page=1&limit=20'));
  });

  it('adds a business filed under categories picked from the tree', async () => {
    const calls = serve(({ method, body }) =>
      method === 'POST' ? json(201, { ...saoMai, ...(body as object), id: 'b2222222-2222-4222-8222-222222222222' }) : undefined,
    );
    renderApp('/admin/businesses', { user: admin });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Thêm doanh nghiệp' }));
    const dialog = await screen.findByRole('dialog', { name: 'Thêm doanh nghiệp' });
    await user.type(within(dialog).getByLabelText('Tên'), 'Học viện Bình Minh');
    await user.type(within(dialog).getByLabelText('Email'), 'hello@binhminh.edu.vn');
    await user.click(await within(dialog).findByRole('checkbox', { name: 'Lập trình Web' }));
    expect(within(dialog).getByRole('button', { name: 'Bỏ chọn Lập trình Web' })).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Thêm doanh nghiệp' }));

    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      path: '/api/v1/businesses',
      body: { name: 'Học viện Bình Minh', email: 'hello@binhminh.edu.vn', status: 'ACTIVE', categoryIds: [web.id] },
    });
  });

  it('keeps a business with a malformed website in the dialog and says why under the box', async () => {
    const calls = serve();
    renderApp('/admin/businesses', { user: admin });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Sửa Công ty Sao Mai' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sửa doanh nghiệp' });
    const website = within(dialog).getByLabelText('Website');
    await user.clear(website);
    await user.type(website, 'saomai chấm vn');
    await user.click(within(dialog).getByRole('button', { name: 'Lưu thay đổi' }));

    await waitFor(() => expect(website.getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog).getByText('Địa chỉ website không hợp lệ.')).toBeTruthy();
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);
  });

  it('saves an edit with the categories it already had and clears emptied boxes', async () => {
    const calls = serve(({ method, body }) => (method === 'PATCH' ? json(200, { ...saoMai, ...(body as object) }) : undefined));
    renderApp('/admin/businesses', { user: admin });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Sửa Công ty Sao Mai' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sửa doanh nghiệp' });
    await user.clear(within(dialog).getByLabelText('Website'));
    await user.selectOptions(within(dialog).getByLabelText('Trạng thái'), 'INACTIVE');
    await user.click(within(dialog).getByRole('button', { name: 'Lưu thay đổi' }));

    await waitFor(() => expect(calls.some((c) => c.method === 'PATCH')).toBe(true));
    expect(calls.find((c) => c.method === 'PATCH')).toMatchObject({
      path: `/api/v1/businesses/${saoMai.id}`,
      body: { name: 'Công ty Sao Mai', slug: 'cong-ty-sao-mai', website: null, email: 'lienhe@saomai.vn', status: 'INACTIVE', categoryIds: [tech.id] },
    });
  });

  it('deletes a business after confirming', async () => {
    const calls = serve(({ method }) => (method === 'DELETE' ? json(200, { success: true }) : undefined));
    renderApp('/admin/businesses', { user: admin });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Xoá Công ty Sao Mai' }));
    await user.click(await screen.findByRole('button', { name: 'Xoá' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'DELETE')?.path).toBe(`/api/v1/businesses/${saoMai.id}`));
    expect(await screen.findByText('Đã xoá doanh nghiệp.')).toBeTruthy();
  });
});
