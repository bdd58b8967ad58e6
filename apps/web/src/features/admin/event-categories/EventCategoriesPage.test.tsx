import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeEventCategory } from '../../../test/event-fixtures';
import { apiError, json, mockFetch, type RecordedCall } from '../../../test/fetch-mock';
import { makeUser, pageOf } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

const admin = makeUser({ role: 'ADMIN' });
const seminar = makeEventCategory({ id: 'ec111111-1111-4111-8111-111111111111', name: 'Hội thảo', slug: 'hoi-thao', icon: '🎤', position: 1, eventCount: 4 });
const listCalls = (calls: RecordedCall[]) => calls.filter((c) => c.method === 'GET' && c.path.startsWith('/api/v1/event-categories'));

function serve(rows: unknown[], write: (call: RecordedCall) => Response | undefined = () => undefined) {
  return mockFetch((call) => {
    if (call.method === 'GET' && call.path.startsWith('/api/v1/event-categories')) return json(200, pageOf(rows));
    if (call.path === '/api/v1/notifications/count') return json(200, { total: 0, unread: 0 });
    return write(call);
  });
}

describe('the admin event categories page', () => {
  it('adds an event category with the body the contract expects', async () => {
    const calls = serve([], ({ method, body }) => (method === 'POST' ? json(201, { ...seminar, ...(body as object) }) : undefined));
    renderApp('/admin/event-categories', { user: admin });
    expect(await screen.findByText('Chưa có loại sự kiện nào')).toBeTruthy();

    const user = userEvent.setup();
    await user.click(screen.getAllByRole('button', { name: 'Thêm loại' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Thêm loại sự kiện' });
    await user.type(within(dialog).getByLabelText('Tên'), 'Âm nhạc');
    expect(within(dialog).getByText('Để trống để tạo từ tên: am-nhac')).toBeTruthy();
    // Pasted rather than typed: keystrokes are slow and add nothing here.
    await user.click(within(dialog).getByLabelText('Mô tả'));
    await user.paste('Biểu diễn và giao lưu');
    await user.click(within(dialog).getByLabelText('Biểu tượng'));
    await user.paste('music');
    await user.type(within(dialog).getByLabelText('Thứ tự hiển thị'), '3');
    await user.click(within(dialog).getByRole('button', { name: 'Thêm loại' }));

    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      path: '/api/v1/event-categories',
      body: { name: 'Âm nhạc', description: 'Biểu diễn và giao lưu', icon: 'music', position: 3 },
    });
    expect(calls.find((c) => c.method === 'POST')!.body as object).not.toHaveProperty('slug');
    expect(await screen.findByText('Đã thêm loại sự kiện.')).toBeTruthy();
    await waitFor(() => expect(listCalls(calls).length).toBeGreaterThan(1));
  });

  it('does not send an event category without a name', async () => {
    const calls = serve([]);
    renderApp('/admin/event-categories', { user: admin });
    const user = userEvent.setup();
    await user.click((await screen.findAllByRole('button', { name: 'Thêm loại' }))[0]!);
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Thêm loại' }));
    expect(await within(dialog).findByText('Vui lòng nhập thông tin này.')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('lists categories with their event counts, edits one, and explains a refused delete', async () => {
    const calls = serve([seminar], ({ method, body }) => {
      if (method === 'PATCH') return json(200, { ...seminar, ...(body as object) });
      if (method === 'DELETE') return apiError(409, 'EVENT_CATEGORY_IN_USE', 'Loại sự kiện đang được dùng, không thể xoá.');
      return undefined;
    });
    renderApp('/admin/event-categories', { user: admin });
    const row = (await screen.findByText('Hội thảo')).closest('tr')!;
    expect(within(row).getByText('4')).toBeTruthy();
    expect(listCalls(calls)[0]!.path).toBe('/api/v1/event-categories?page=1&limit=20');

    const user = userEvent.setup();
    await user.click(within(row).getByRole('button', { name: 'Sửa Hội thảo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sửa loại sự kiện' });
    await user.clear(within(dialog).getByLabelText('Biểu tượng'));
    await user.click(within(dialog).getByRole('button', { name: 'Lưu thay đổi' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PATCH')).toMatchObject({
        path: `/api/v1/event-categories/${seminar.id}`,
        body: { name: 'Hội thảo', slug: 'hoi-thao', description: null, icon: null, position: 1 },
      }),
    );

    await user.click(screen.getByRole('button', { name: 'Xoá Hội thảo' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Xoá loại sự kiện?' })).getByRole('button', { name: 'Xoá' }));
    expect(await screen.findByText('Loại sự kiện đang được dùng, không thể xoá.')).toBeTruthy();
  });
});
