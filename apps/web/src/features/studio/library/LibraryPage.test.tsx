import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '../../../test/fetch-mock';
import { makeUser, pageOf } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { formatBytes } from './LibraryPage';

const ROOT = 'a0111111-1111-4111-8111-111111111111';
const stamp = '2026-01-01T00:00:00.000Z';
const root = { id: ROOT, ownerId: 'b1111111-1111-4111-8111-111111111111', parentId: null, name: 'Thư viện', isRoot: true, createdAt: stamp, updatedAt: stamp };
const file = {
  id: 'f0111111-1111-4111-8111-111111111111',
  libraryId: ROOT,
  ownerId: root.ownerId,
  kind: 'FILE',
  name: 'Giáo trình.pdf',
  description: null,
  url: null,
  fileId: 'f0222222-2222-4222-8222-222222222222',
  fileName: 'giao-trinh.pdf',
  contentType: 'application/pdf',
  sizeBytes: 1_572_864,
  deletedAt: null,
  createdAt: stamp,
  updatedAt: stamp,
};

const lessonFile = (lessonTitle: string, lessonType: 'VIDEO' | 'PDF', fileName: string, size: number) => ({
  lessonId: crypto.randomUUID(),
  lessonTitle,
  lessonType,
  course: { id: 'c0111111-1111-4111-8111-111111111111', title: 'Nhiếp ảnh điện thoại' },
  fileName,
  contentType: lessonType === 'VIDEO' ? 'video/mp4' : 'application/pdf',
  size,
});

describe('the studio’s library', () => {
  it('lists the videos and PDFs of my lessons with their real total, beside an empty library', async () => {
    mockFetch(({ path }) => {
      if (path === '/api/v1/libraries/root' || path === `/api/v1/libraries/${ROOT}`) return json(200, root);
      if (path.startsWith(`/api/v1/libraries/${ROOT}/sub`) || path.startsWith(`/api/v1/libraries/${ROOT}/resources`)) return json(200, pageOf([]));
      if (path === `/api/v1/libraries/${ROOT}/usage`) return json(200, { libraryId: ROOT, folderBytes: 0, usedBytes: 0, quotaBytes: 5 * 1024 ** 3, files: 0 });
      if (path === '/api/v1/online-courses/host/lesson-files')
        return json(200, {
          data: [lessonFile('Cầm máy cho vững', 'VIDEO', 'cam-may.mp4', 3 * 1024 ** 2), lessonFile('Bảng kiểm', 'PDF', 'bang-kiem.pdf', 1024 ** 2)],
          totalBytes: 4 * 1024 ** 2,
        });
      return undefined;
    });
    renderApp('/studio/library', { user: makeUser({ role: 'HOST' }) });
    const files = await screen.findByRole('list', { name: 'Tệp trong bài học' });
    expect(within(files).getByText('cam-may.mp4')).toBeTruthy();
    expect(within(files).getByText('Nhiếp ảnh điện thoại · Bảng kiểm')).toBeTruthy();
    expect(within(files).getByText('3 MB')).toBeTruthy();
    expect(screen.getByText('2 tệp · tổng 4 MB')).toBeTruthy();
  });

  it('shows the quota used and the root folder’s files, and refuses a link that is not http(s)', async () => {
    const calls = mockFetch(({ path, method }) => {
      if (path === '/api/v1/libraries/root') return json(200, root);
      if (path === `/api/v1/libraries/${ROOT}`) return json(200, root);
      if (path.startsWith(`/api/v1/libraries/${ROOT}/sub`)) return json(200, pageOf([]));
      if (path === `/api/v1/libraries/${ROOT}/usage`)
        return json(200, { libraryId: ROOT, folderBytes: 1_572_864, usedBytes: 1_572_864, quotaBytes: 5 * 1024 ** 3, files: 1 });
      if (path.startsWith(`/api/v1/libraries/${ROOT}/resources`)) return json(200, pageOf([file]));
      if (method === 'POST' && path === '/api/v1/resources')
        return json(201, { ...file, kind: 'LINK', name: 'Tài liệu tham khảo', url: 'https://vi.wikipedia.org' });
      return undefined;
    });
    renderApp('/studio/library', { user: makeUser({ role: 'HOST' }) });
    expect(await screen.findByText('Giáo trình.pdf')).toBeTruthy();
    expect(screen.getByText('1,5 MB')).toBeTruthy();
    expect(await screen.findByText('Đã dùng 1,5 MB / 5 GB')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Thêm liên kết' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Tên liên kết'), 'Tài liệu tham khảo');
    await userEvent.type(within(dialog).getByLabelText('Địa chỉ (URL)'), 'javascript:alert(1)');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lưu thay đổi' }));
    expect(within(dialog).getByText('Đường dẫn không hợp lệ.')).toBeTruthy();
    await userEvent.clear(within(dialog).getByLabelText('Địa chỉ (URL)'));
    await userEvent.type(within(dialog).getByLabelText('Địa chỉ (URL)'), 'https://vi.wikipedia.org');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lưu thay đổi' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      kind: 'LINK',
      libraryId: ROOT,
      name: 'Tài liệu tham khảo',
      url: 'https://vi.wikipedia.org',
    });
  });

  it('lets an admin keep the platform’s library through the admin calls, its bin read per folder', async () => {
    const platformRoot = { ...root, ownerId: null };
    const calls = mockFetch(({ path }) => {
      if (path === '/api/v1/admin/libraries/root' || path === `/api/v1/admin/libraries/${ROOT}`) return json(200, platformRoot);
      if (path.startsWith(`/api/v1/admin/libraries/${ROOT}/sub`)) return json(200, pageOf([]));
      if (path === `/api/v1/admin/libraries/${ROOT}/usage`)
        return json(200, { libraryId: ROOT, folderBytes: 2048, usedBytes: 2048, quotaBytes: null, files: 1 });
      if (path.startsWith(`/api/v1/admin/libraries/${ROOT}/resources`)) return json(200, pageOf([{ ...file, ownerId: null }]));
      if (path.startsWith('/api/v1/resources?')) return json(200, pageOf([{ ...file, ownerId: null, name: 'Bản cũ.pdf', deletedAt: stamp }]));
      return undefined;
    });
    renderApp('/admin/library', { user: makeUser({ role: 'ADMIN' }) });
    expect(await screen.findByRole('heading', { name: 'Thư viện nền tảng' })).toBeTruthy();
    expect(await screen.findByText('Giáo trình.pdf')).toBeTruthy();
    expect(await screen.findByText('Đã dùng 2 KB / ∞')).toBeTruthy();

    await userEvent.click(screen.getByRole('switch', { name: 'Thùng rác' }));
    expect(await screen.findByRole('button', { name: 'Khôi phục: Bản cũ.pdf' })).toBeTruthy();
    const bin = calls.find((c) => c.path.startsWith('/api/v1/resources?'))!;
    expect(new URLSearchParams(bin.path.split('?')[1]).get('libraryId')).toBe(ROOT);
    expect(calls.some((c) => c.path.startsWith('/api/v1/libraries/'))).toBe(false);
  });

  it('reads sizes as people do', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(5 * 1024 ** 3)).toBe('5 GB');
  });
});
