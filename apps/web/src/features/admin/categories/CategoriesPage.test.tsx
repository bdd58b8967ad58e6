import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { demoCategories, makeUser, pageOf } from '../../../test/fixtures';
import { apiError, json, mockFetch, type RecordedCall } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';

const admin = makeUser({ role: 'ADMIN' });
const { tech, web, business } = demoCategories;
const treeCalls = (calls: RecordedCall[]) => calls.filter((c) => c.method === 'GET' && c.path.startsWith('/api/v1/category'));

/** The server: the demo tree, and `write` for the admin's changes. */
function serve(write: (call: RecordedCall) => Response | undefined = () => undefined) {
  return mockFetch((call) => {
    if (call.method === 'GET' && call.path.startsWith('/api/v1/category')) return json(200, pageOf(demoCategories.list, 500));
    if (call.path === '/api/v1/notifications/count') return json(200, { total: 0, unread: 0 });
    return write(call);
  });
}

const nodeOf = (name: string) => screen.getByText(name).closest('li') as HTMLElement;

describe('the admin categories page', () => {
  it('shows the whole tree, hidden categories too, with each child nested under its parent', async () => {
    const calls = serve();
    renderApp('/admin/categories', { user: admin });

    expect(await screen.findByText('Lập trình Web')).toBeTruthy();
    expect(treeCalls(calls)[0]!.path).toBe('/api/v1/category?status=ALL&limit=500&page=1');
    expect(within(nodeOf('Công nghệ')).getByText('Lập trình Web')).toBeTruthy();
    expect(within(nodeOf('Kinh doanh')).queryByText('Lập trình Web')).toBeNull();
    expect(within(nodeOf('Lập trình Web')).getByText('Đã ẩn')).toBeTruthy();
    expect(within(nodeOf('Công nghệ')).getByText(/1 danh mục con · 3 nhà tổ chức/)).toBeTruthy();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Thu gọn Công nghệ' }));
    expect(screen.queryByText('Lập trình Web')).toBeNull();
    expect(screen.getByRole('button', { name: 'Mở Công nghệ' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('filters the tree by a search typed without marks, keeping the parents of what matches', async () => {
    serve();
    renderApp('/admin/categories', { user: admin });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Tìm kiếm'), 'lap trinh');

    expect(screen.getByText('Lập trình Web')).toBeTruthy();
    expect(screen.getByText('Công nghệ')).toBeTruthy();
    expect(screen.queryByText('Kinh doanh')).toBeNull();
  });

  it('adds a subcategory under the chosen parent, showing the slug its name will give', async () => {
    const calls = serve(({ method, path, body }) =>
      method === 'POST' && path === '/api/v1/admin/category/sub'
        ? json(201, { ...web, id: 'c4444444-4444-4444-8444-444444444444', ...(body as object) })
        : undefined,
    );
    renderApp('/admin/categories', { user: admin });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Thêm danh mục con vào Kinh doanh' }));
    const dialog = await screen.findByRole('dialog', { name: 'Thêm danh mục con vào “Kinh doanh”' });
    await user.type(within(dialog).getByLabelText('Tên'), 'Quản trị đội nhóm');
    expect(within(dialog).getByText('Để trống để tạo từ tên: quan-tri-doi-nhom')).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Thứ tự hiển thị'), '2');
    await user.click(within(dialog).getByRole('button', { name: 'Thêm danh mục' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ name: 'Quản trị đội nhóm', position: 2, parentId: business.id });
    // The tree is asked for again after the change.
    await waitFor(() => expect(treeCalls(calls).length).toBeGreaterThan(1));
  });

  it('moves a category by choosing another parent, never one inside itself', async () => {
    const calls = serve(({ method, path, body }) =>
      method === 'PATCH' && path === `/api/v1/admin/category/${tech.id}` ? json(200, { ...tech, ...(body as object) }) : undefined,
    );
    renderApp('/admin/categories', { user: admin });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Sửa Công nghệ' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sửa danh mục' });
    const parent = within(dialog).getByLabelText('Danh mục cha') as HTMLSelectElement;
    expect([...parent.options].map((o) => o.textContent)).toEqual(['Không có (danh mục gốc)', 'Kinh doanh']);
    await user.selectOptions(parent, business.id);
    await user.click(within(dialog).getByRole('button', { name: 'Lưu thay đổi' }));

    await waitFor(() => expect(calls.some((c) => c.method === 'PATCH')).toBe(true));
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({
      name: 'Công nghệ',
      slug: 'cong-nghe',
      description: null,
      icon: null,
      image: null,
      position: 0,
      parentId: business.id,
    });
  });

  it('puts a slug already in use under the slug box', async () => {
    const calls = serve(({ method }) =>
      method === 'POST' ? apiError(409, 'SLUG_ALREADY_EXISTS', 'Đường dẫn này đã được dùng, vui lòng chọn đường dẫn khác.') : undefined,
    );
    renderApp('/admin/categories', { user: admin });
    const user = userEvent.setup();
    await user.click((await screen.findAllByRole('button', { name: 'Thêm danh mục gốc' }))[0]!);
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Tên'), 'Kinh doanh');
    await user.click(within(dialog).getByRole('button', { name: 'Thêm danh mục' }));

    const slug = within(dialog).getByLabelText(/Đường dẫn/);
    await waitFor(() => expect(slug.getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog).getByText('Đường dẫn này đã được dùng, vui lòng chọn đường dẫn khác.')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({ path: '/api/v1/admin/category/root', body: { name: 'Kinh doanh' } });
  });

  it('shows or hides a category with its switch', async () => {
    const calls = serve(({ method }) => (method === 'PATCH' ? json(200, { ...web, status: 'ACTIVE' }) : undefined));
    renderApp('/admin/categories', { user: admin });
    const user = userEvent.setup();
    const toggle = await screen.findByRole('switch', { name: 'Hiển thị Lập trình Web' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    await user.click(toggle);
    await waitFor(() => expect(calls.find((c) => c.method === 'PATCH')?.path).toBe(`/api/v1/admin/category/toggle-status/${web.id}`));
  });

  it('deletes only after confirming, and says why when the category still has children', async () => {
    const calls = serve(({ method }) =>
      method === 'DELETE' ? apiError(409, 'CATEGORY_HAS_CHILDREN', 'Danh mục còn danh mục con, hãy chuyển hoặc xoá các danh mục con trước.') : undefined,
    );
    renderApp('/admin/categories', { user: admin });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Xoá Công nghệ' }));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await user.click(await screen.findByRole('button', { name: 'Xoá' }));

    expect(await screen.findByText('Danh mục còn danh mục con, hãy chuyển hoặc xoá các danh mục con trước.')).toBeTruthy();
    expect(calls.find((c) => c.method === 'DELETE')?.path).toBe(`/api/v1/admin/category/${tech.id}`);
  });
});
