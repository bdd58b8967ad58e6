import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../../../test/fetch-mock';
import { makeUser } from '../../../../test/fixtures';
import { renderApp } from '../../../../test/render-app';

configure({ asyncUtilTimeout: 5_000 });
vi.setConfig({ testTimeout: 20_000 });

const admin = makeUser({ id: '11111111-1111-4111-8111-111111111111', role: 'ADMIN', fullName: 'Quản Trị' });
const at = '2026-11-20T02:05:00.000Z';
const role = (id: number, name: string, type: string, users = 0) => ({
  id,
  name,
  description: `Vai trò ${name}`,
  type,
  nb_users: users,
  createdAt: at,
  updatedAt: at,
});
const roles = [role(1, 'Public', 'public'), role(2, 'Authenticated', 'authenticated', 3), role(3, 'Editor', 'editor', 1)];
const grant = (enabled: boolean) => ({ enabled, policy: '' });
const tree = {
  'api::faq': { controllers: { faq: { find: grant(true), findOne: grant(true), create: grant(true), update: grant(false), delete: grant(false) } } },
  'api::blog': { controllers: { blog: { find: grant(true), update: grant(false), delete: grant(false) } } },
  'plugin::upload': { controllers: { 'content-api': { find: grant(false), findOne: grant(false), upload: grant(false), destroy: grant(false) } } },
  'plugin::users-permissions': { controllers: { auth: { callback: grant(true) } } },
};
const account = (id: number, username: string, blocked: boolean, roleId = 3) => ({
  id,
  username,
  email: `${username}@example.com`,
  provider: 'local',
  confirmed: true,
  blocked,
  createdAt: at,
  updatedAt: at,
  role: roles.find((r) => r.id === roleId),
});

describe('the console’s roles and grants', () => {
  it('lists the roles, and only a role of one’s own may be deleted', async () => {
    mockFetch(({ method, path }) => (method === 'GET' && path === '/cms/api/users-permissions/roles' ? json(200, { roles }) : undefined));
    renderApp('/admin/content/roles', { user: admin });
    const table = await screen.findByRole('table', { name: 'Vai trò & quyền' });
    expect(within(table).getAllByTestId('cms-role-row')).toHaveLength(3);
    expect(within(table).getByRole('link', { name: 'Sửa quyền của Public' }).getAttribute('href')).toBe('/admin/content/roles/1');
    expect(within(table).queryByRole('button', { name: 'Xoá vai trò Public' })).toBeNull();
    expect(within(table).getByRole('button', { name: 'Xoá vai trò Editor' })).toBeTruthy();
  });

  it('edits a role’s grants as a grid, warning of what Public may write, and sends the whole tree back', async () => {
    const calls = mockFetch(({ method, path }) => {
      if (method === 'GET' && path === '/cms/api/users-permissions/roles/1') return json(200, { role: { ...roles[0], permissions: tree } });
      if (method === 'PUT' && path === '/cms/api/users-permissions/roles/1') return json(200, { ok: true });
      return undefined;
    });
    renderApp('/admin/content/roles/1', { user: admin });
    const grid = await screen.findByRole('table', { name: 'Quyền theo loại nội dung' });
    const create = within(grid).getByRole('checkbox', { name: 'Tạo: Câu hỏi thường gặp' }) as HTMLInputElement;
    expect(create.checked).toBe(true);
    const warning = () => document.getElementById('public-write-warning')!.textContent;
    expect(warning()).toContain('Quyền ghi mở cho mọi người (1)');
    expect(create.getAttribute('aria-describedby')).toBe('public-write-warning');
    // A single type has no "one entry" read.
    const blogRow = within(grid).getByRole('rowheader', { name: 'Trang blog' }).closest('tr')!;
    expect(within(blogRow).getAllByRole('checkbox')).toHaveLength(3);

    const user = userEvent.setup();
    await user.click(create);
    expect(warning()).toContain('Đây là quyền của mọi khách truy cập');
    expect(warning()).not.toContain('Quyền ghi mở');
    await user.click(within(grid).getByRole('checkbox', { name: 'Sửa: Trang blog' }));
    await user.click(screen.getByRole('button', { name: 'Lưu quyền' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const sent = calls.find((c) => c.method === 'PUT')!.body as { permissions: typeof tree };
    expect(sent.permissions['api::faq'].controllers.faq.create.enabled).toBe(false);
    expect(sent.permissions['api::blog'].controllers.blog.update.enabled).toBe(true);
    expect(sent.permissions['plugin::users-permissions'].controllers.auth.callback.enabled).toBe(true);
  });

  it('creates a role by name', async () => {
    const calls = mockFetch(({ method, path }) => {
      if (path === '/cms/api/users-permissions/roles') return method === 'POST' ? json(200, { ok: true }) : json(200, { roles });
      return undefined;
    });
    renderApp('/admin/content/roles', { user: admin });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Thêm vai trò' }));
    const dialog = await screen.findByRole('dialog', { name: 'Thêm vai trò' });
    await user.click(within(dialog).getByRole('button', { name: 'Tạo vai trò' }));
    expect(within(dialog).getByLabelText('Tên vai trò').getAttribute('aria-invalid')).toBe('true');
    await user.type(within(dialog).getByLabelText('Tên vai trò'), 'Cộng tác viên');
    await user.click(within(dialog).getByRole('button', { name: 'Tạo vai trò' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ name: 'Cộng tác viên', description: '', permissions: {} });
  });
});

describe('the console’s editor accounts', () => {
  it('lists accounts with their roles, blocks, unblocks, changes a role and deletes after a confirmation', async () => {
    const calls = mockFetch(({ method, path, body }) => {
      if (path === '/cms/api/users-permissions/roles') return json(200, { roles });
      if (path === '/cms/api/users/count') return json(200, 2);
      if (method === 'GET' && path.startsWith('/cms/api/users?')) return json(200, [account(4, 'lan', false), account(5, 'minh', true, 2)]);
      if (method === 'PUT' && path.startsWith('/cms/api/users/')) {
        const changes = body as { role?: number; blocked?: boolean };
        return json(200, { ...account(Number(path.split('/').pop()), 'x', changes.blocked ?? false, changes.role ?? 3) });
      }
      if (method === 'DELETE' && path === '/cms/api/users/5') return json(200, account(5, 'minh', true));
      return undefined;
    });
    renderApp('/admin/content/accounts', { user: admin });
    const table = await screen.findByRole('table', { name: 'Tài khoản biên tập' });
    const rows = within(table).getAllByTestId('cms-account-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[1]!).getByText('Đã khoá')).toBeTruthy();
    expect(decodeURIComponent(calls.find((c) => c.path.startsWith('/cms/api/users?'))!.path)).toContain('populate=role');

    const user = userEvent.setup();
    await user.click(within(rows[0]!).getByRole('button', { name: 'Khoá lan' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT' && c.path === '/cms/api/users/4')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT' && c.path === '/cms/api/users/4')!.body).toEqual({ blocked: true });
    await user.click(within(rows[1]!).getByRole('button', { name: 'Mở khoá minh' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT' && c.path === '/cms/api/users/5')).toBe(true));

    const roleSelect = within(rows[0]!).getByLabelText('Vai trò của lan');
    expect(within(roleSelect).queryByRole('option', { name: 'Public' })).toBeNull();
    await user.selectOptions(roleSelect, '2');
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT' && (c.body as { role?: number }).role === 2)).toBe(true));

    await user.click(within(rows[1]!).getByRole('button', { name: 'Xoá minh' }));
    const dialog = await screen.findByRole('dialog', { name: 'Xoá tài khoản minh?' });
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Xoá' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE' && c.path === '/cms/api/users/5')).toBe(true));
  });

  it('creates an account with a role, after checking what was typed', async () => {
    const calls = mockFetch(({ method, path }) => {
      if (path === '/cms/api/users-permissions/roles') return json(200, { roles });
      if (path === '/cms/api/users/count') return json(200, 0);
      if (method === 'GET' && path.startsWith('/cms/api/users?')) return json(200, []);
      if (method === 'POST' && path === '/cms/api/users') return json(201, account(6, 'hoa', false));
      return undefined;
    });
    renderApp('/admin/content/accounts', { user: admin });
    expect(await screen.findByText('Chưa có tài khoản biên tập nào')).toBeTruthy();
    const user = userEvent.setup();
    await waitFor(() => expect((screen.getAllByRole('button', { name: 'Thêm tài khoản' })[0] as HTMLButtonElement).disabled).toBe(false));
    await user.click(screen.getAllByRole('button', { name: 'Thêm tài khoản' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Thêm tài khoản biên tập' });
    await user.type(within(dialog).getByLabelText('Tên đăng nhập'), 'ho');
    await user.click(within(dialog).getByRole('button', { name: 'Tạo tài khoản' }));
    expect(within(dialog).getByText('Tối thiểu 3 ký tự')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByLabelText('Tên đăng nhập')));
    await user.type(within(dialog).getByLabelText('Tên đăng nhập'), 'a');
    await user.type(within(dialog).getByLabelText('Email'), 'hoa@example.com');
    await user.type(within(dialog).getByLabelText('Mật khẩu'), 'Secret@123');
    expect((within(dialog).getByLabelText('Vai trò') as HTMLSelectElement).value).toBe('3');
    await user.click(within(dialog).getByRole('button', { name: 'Tạo tài khoản' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      username: 'hoa',
      email: 'hoa@example.com',
      password: 'Secret@123',
      role: 3,
      confirmed: true,
    });
  });
});
