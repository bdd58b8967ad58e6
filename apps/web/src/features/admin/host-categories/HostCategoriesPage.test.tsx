import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser, pageOf } from '../../../test/fixtures';
import { json, mockFetch, type RecordedCall } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';

const admin = makeUser({ role: 'ADMIN' });
const lecturer = {
  id: 'a1111111-1111-4111-8111-111111111111',
  name: 'Giảng viên',
  slug: 'giang-vien',
  description: 'Người dạy các khoá học dài hạn',
  icon: '🎓',
  position: 1,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
};
const listCalls = (calls: RecordedCall[]) => calls.filter((c) => c.method === 'GET' && c.path.startsWith('/api/v1/host-categories'));

function serve(rows: unknown[], write: (call: RecordedCall) => Response | undefined = () => undefined) {
  return mockFetch((call) => {
    if (call.method === 'GET' && call.path.startsWith('/api/v1/host-categories')) return json(200, pageOf(rows));
    if (call.path === '/api/v1/notifications/count') return json(200, { total: 0, unread: 0 });
    return write(call);
  });
}

describe('the admin host categories page', () => {
  it('says so when there are none yet, and adds the first one', async () => {
    const calls = serve([], ({ method, body }) => (method === 'POST' ? json(201, { ...lecturer, ...(body as object) }) : undefined));
    renderApp('/admin/host-categories', { user: admin });
    expect(await screen.findByText('Chưa có loại nhà tổ chức nào')).toBeTruthy();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Thêm loại' }));
    const dialog = await screen.findByRole('dialog', { name: 'Thêm loại nhà tổ chức' });
    await user.type(within(dialog).getByLabelText('Tên'), 'Diễn giả');
    expect(within(dialog).getByText('Để trống để tạo từ tên: dien-gia')).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Thứ tự hiển thị'), '2');
    await user.click(within(dialog).getByRole('button', { name: 'Thêm loại' }));

    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({ path: '/api/v1/host-categories', body: { name: 'Diễn giả', position: 2 } });
    await waitFor(() => expect(listCalls(calls).length).toBeGreaterThan(1));
  });

  it('does not send a host category without a name', async () => {
    const calls = serve([]);
    renderApp('/admin/host-categories', { user: admin });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Thêm loại' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Thêm loại' }));
    expect(await within(dialog).findByText('Vui lòng nhập thông tin này.')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('lists host categories, edits one and deletes one after confirming', async () => {
    const calls = serve([lecturer], ({ method, body }) => {
      if (method === 'PATCH') return json(200, { ...lecturer, ...(body as object) });
      if (method === 'DELETE') return json(200, { success: true });
      return undefined;
    });
    renderApp('/admin/host-categories', { user: admin });
    const row = (await screen.findByText('Giảng viên')).closest('tr')!;
    expect(within(row).getByText('/giang-vien')).toBeTruthy();
    expect(listCalls(calls)[0]!.path).toBe('/api/v1/host-categories?page=1&limit=20');

    const user = userEvent.setup();
    await user.click(within(row).getByRole('button', { name: 'Sửa Giảng viên' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sửa loại nhà tổ chức' });
    await user.clear(within(dialog).getByLabelText('Mô tả'));
    await user.click(within(dialog).getByRole('button', { name: 'Lưu thay đổi' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PATCH')).toBe(true));
    expect(calls.find((c) => c.method === 'PATCH')).toMatchObject({
      path: `/api/v1/host-categories/${lecturer.id}`,
      body: { name: 'Giảng viên', slug: 'giang-vien', description: null, icon: '🎓', position: 1 },
    });

    await user.click(screen.getByRole('button', { name: 'Xoá Giảng viên' }));
    await user.click(await screen.findByRole('button', { name: 'Xoá' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'DELETE')?.path).toBe(`/api/v1/host-categories/${lecturer.id}`));
  });
});
