import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../../../test/fetch-mock';
import { makeUser } from '../../../../test/fixtures';
import { renderApp } from '../../../../test/render-app';

configure({ asyncUtilTimeout: 5_000 });
vi.setConfig({ testTimeout: 20_000 });

const admin = makeUser({ id: '11111111-1111-4111-8111-111111111111', role: 'ADMIN', fullName: 'Quản Trị' });
const file = (id: number, name: string, mime: string, extra: Record<string, unknown> = {}) => ({
  id,
  name,
  mime,
  ext: `.${name.split('.').pop()}`,
  url: `/uploads/${name}`,
  size: 84.2,
  alternativeText: null,
  caption: null,
  width: mime.startsWith('image/') ? 1200 : null,
  height: mime.startsWith('image/') ? 630 : null,
  ...extra,
});
const files = [file(1, 'bia-hoi-thao.jpg', 'image/jpeg', { alternativeText: 'Khán phòng hội thảo' }), file(2, 'dieu-khoan.pdf', 'application/pdf')];
const decoded = (path: string) => decodeURIComponent(path.replace(/\+/g, ' '));

describe('the console’s media library', () => {
  it('lists every file, searches by name and keeps to images or documents', async () => {
    const calls = mockFetch(({ method, path }) => {
      if (method !== 'GET' || !path.startsWith('/cms/api/upload/files')) return undefined;
      const query = decoded(path);
      if (query.includes('filters[name][$containsi]=điều')) return json(200, [files[1]]);
      if (query.includes('filters[mime][$startsWith]=image/')) return json(200, [files[0]]);
      return json(200, files);
    });
    renderApp('/admin/content/media', { user: admin });
    const list = await screen.findByRole('list', { name: 'Thư viện media' });
    expect(within(list).getAllByTestId('media-file')).toHaveLength(2);
    expect(within(list).getByText('Khán phòng hội thảo')).toBeTruthy();
    expect(within(list).getByText('Chưa có văn bản thay thế')).toBeTruthy();
    // One more than a page, to know whether there is a next one (the plugin's list has no total).
    expect(decoded(calls.find((c) => c.path.startsWith('/cms/api/upload/files'))!.path)).toContain('limit=25');

    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Tìm theo tên tệp'), 'điều');
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Thư viện media' })).getAllByTestId('media-file')).toHaveLength(1));
    expect(screen.getAllByText('dieu-khoan.pdf').length).toBeGreaterThan(0);
    await user.clear(screen.getByLabelText('Tìm theo tên tệp'));
    await user.selectOptions(screen.getByLabelText('Loại tệp'), 'images');
    await waitFor(() => expect(calls.some((c) => decoded(c.path).includes('filters[mime][$startsWith]=image/'))).toBe(true));
    await waitFor(() => expect(screen.queryAllByText('dieu-khoan.pdf')).toHaveLength(0));
  });

  it('edits the alternative text and caption of any file through the upload plugin’s fileInfo', async () => {
    const calls = mockFetch(({ method, path }) => {
      if (method === 'POST' && path === '/cms/api/upload?id=2') return json(200, { ...files[1], alternativeText: 'Điều khoản sử dụng' });
      return method === 'GET' && path.startsWith('/cms/api/upload/files') ? json(200, files) : undefined;
    });
    renderApp('/admin/content/media', { user: admin });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Sửa mô tả dieu-khoan.pdf' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mô tả tệp dieu-khoan.pdf' });
    await user.type(within(dialog).getByLabelText(/Văn bản thay thế/), 'Điều khoản sử dụng');
    await user.click(within(dialog).getByRole('button', { name: 'Lưu mô tả' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((c) => c.method === 'POST' && c.path === '/cms/api/upload?id=2')).toBe(true);
  });

  it('says where a file is used before deleting it, and deletes it only when asked again', async () => {
    const calls = mockFetch(({ method, path }) => {
      if (method === 'GET' && path.startsWith('/cms/api/upload/files/1/related'))
        return json(200, { data: [{ id: 7, contentType: 'article', locale: 'vi', title: 'Hội thảo AI' }], meta: { total: 1 } });
      if (method === 'DELETE' && path === '/cms/api/upload/files/1') return json(200, files[0]);
      return method === 'GET' && path.startsWith('/cms/api/upload/files') ? json(200, files) : undefined;
    });
    renderApp('/admin/content/media', { user: admin });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Xoá bia-hoi-thao.jpg' }));
    const dialog = await screen.findByRole('dialog', { name: 'Xoá tệp bia-hoi-thao.jpg?' });
    expect(await within(dialog).findByText('Tệp đang được dùng ở 1 mục')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Bài viết: Hội thảo AI' }).getAttribute('href')).toBe('/admin/content/article/7?locale=vi');
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Vẫn xoá' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/cms/api/upload/files/1']);
  });

  it('shows the empty library and a service that cannot be reached', async () => {
    mockFetch(({ path }) => (path.startsWith('/cms/api/upload/files') ? json(200, []) : undefined));
    const first = renderApp('/admin/content/media', { user: admin });
    expect(await screen.findByText('Chưa có tệp nào')).toBeTruthy();
    first.unmount();
    mockFetch(({ path }) =>
      path.startsWith('/cms/api/')
        ? json(502, { data: null, error: { status: 502, name: 'BadGatewayError', message: 'Dịch vụ nội dung tạm thời không phản hồi', details: {} } })
        : undefined,
    );
    renderApp('/admin/content/media', { user: admin });
    expect(await screen.findByRole('button', { name: /Thử lại/ })).toBeTruthy();
  });
});
